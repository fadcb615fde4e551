import { findPlay, oddsMilli } from "@banca/contract/lottery/plays";
import { winChance } from "@banca/contract/lottery/win-chance";
import { type Ratio, takesRisk, type ValidBetsConfig } from "@banca/contract/valid-bets";
import { LRUCache } from "lru-cache";
import type { Queryable } from "#app/db/database.ts";
import type { LotteryGame } from "./games-repository.ts";

/**
 * Plays whose selection is sides of one market, written "<place>|codes" or "codes": big/small,
 * odd/even and dragon/tiger of a position, a sum or a pair of places, in every game group.
 */
const SIDED_PLAYS = [
  "bsoe",
  "sum",
  "dragon_tiger",
  "k3_bsoe",
  "pk10_bsoe",
  "pk10_dragon_tiger",
  "pk10_sum2_bsoe",
  "pc28_bsoe",
  "keno_sum",
];
/** Sides that cover each other: one of them wins whatever is drawn (a triple or a tie aside). */
const OPPOSITES = [
  ["B", "S"],
  ["O", "E"],
  ["D", "T"],
] as const;

export type SidedBet = {
  round_id: string;
  play: string;
  content: string;
  series: number | null;
  stake: string;
  singles: number;
};

export type LineSelection = { play: string; content: string; series: number | null };
export const selectionKey = (line: LineSelection) => `${line.play}\n${line.content}\n${line.series ?? ""}`;

/**
 * A line's chance depends only on its game group, layout, play and content, and the same popular
 * lines come back draw after draw: kept so a busy issue evaluates only the selections new to it.
 */
const chances = new LRUCache<string, Ratio>({ max: 50_000 });

/**
 * The selections whose lines count nothing (decision 076): a line that wins anything more often
 * than the merchant's `maxWinChance` (every digit of a position), or whose single pays less than
 * `minOdds` times its price at the bet's series. Both limits are inclusive: a 90 % line counts.
 */
export function riskFreeSelections(
  game: LotteryGame,
  rule: ValidBetsConfig,
  selections: readonly LineSelection[],
): LineSelection[] {
  const table = game.payoutTable ? (game.settings.payouts[game.payoutTable] ?? null) : null;
  const layout = game.draw.kind === "vn" ? game.draw.layout : null;
  return selections.filter((line) => {
    const play = findPlay(game.groupCode, layout, line.play);
    const selection = play?.parse(line.content, { layout });
    if (!play || selection === null || selection === undefined) return false;
    const odds = oddsMilli(play.odds, line.series, table);
    if (odds === null) return false;
    const key = `${game.groupCode}\n${layout ?? ""}\n${line.play}\n${line.content}`;
    let chance = chances.get(key);
    if (!chance) {
      chance = winChance(game.groupCode, play, selection, layout);
      chances.set(key, chance);
    }
    return !takesRisk(rule, chance, { numerator: odds, denominator: 1000n });
  });
}

/**
 * What each round staked on both sides of a market (decision 076): big 100 and small 60 on the same
 * position hedge 60 on each side, so 120 of the 160 do not count and the round's valid bet keeps 40.
 * A line's stake is spread evenly over its singles (one per side chosen).
 */
export function hedgedStakes(bets: readonly SidedBet[]): Map<string, bigint> {
  const markets = new Map<string, { round: string; sides: Map<string, bigint> }>();
  for (const bet of bets) {
    const bar = bet.content.indexOf("|");
    const place = bar < 0 ? "" : bet.content.slice(0, bar);
    const codes = (bar < 0 ? bet.content : bet.content.slice(bar + 1)).split(",");
    const each = BigInt(bet.stake) / BigInt(Math.max(1, bet.singles));
    const key = `${bet.round_id}|${bet.play}|${place}`;
    let market = markets.get(key);
    if (!market) {
      market = { round: bet.round_id, sides: new Map() };
      markets.set(key, market);
    }
    for (const code of codes) market.sides.set(code, (market.sides.get(code) ?? 0n) + each);
  }
  const hedged = new Map<string, bigint>();
  for (const { round, sides } of markets.values()) {
    for (const [one, other] of OPPOSITES) {
      const a = sides.get(one) ?? 0n;
      const b = sides.get(other) ?? 0n;
      const covered = a < b ? a : b;
      if (covered > 0n) hedged.set(round, (hedged.get(round) ?? 0n) + 2n * covered);
    }
  }
  return hedged;
}

/**
 * The hedged stakes of the issue's settled bets, by round. Lines already counting nothing (`skip`)
 * hedge nothing, so their stake is not taken out twice.
 */
export async function issueHedges(
  tx: Queryable,
  issueId: number,
  skip: ReadonlySet<string> = new Set(),
): Promise<Map<string, bigint>> {
  const bets = await tx.query<SidedBet>(
    `SELECT round_id::text, play, content, series, stake::text, singles FROM lottery_bets
      WHERE issue_id = $1 AND state IN ('won', 'lost') AND play = ANY($2::text[])`,
    [issueId, SIDED_PLAYS],
  );
  return hedgedStakes(bets.filter((bet) => !skip.has(selectionKey(bet))));
}
