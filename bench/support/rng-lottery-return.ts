import { randomBytes } from "node:crypto";
import { drawResult, type VnLayout } from "@banca/contract/lottery/fair-draw";
import type { Play } from "@banca/contract/lottery/play-types";
import { findPlay, oddsMilli, payoutOf } from "@banca/contract/lottery/plays";
import { winChance } from "@banca/contract/lottery/win-chance";
import { DEFAULT_GROUPS, type GameDefinition } from "@banca/server/modules/lottery/catalogue.ts";
import type { RtpCheck } from "./rng-games.ts";
import { pc28SumLaw, SEEDED_DRAWS } from "./rng-lottery.ts";
import { RunningMean } from "./rng-statistics.ts";

/**
 * A single bet of one play: the table row it is paid by when it wins (plays priced by a payout
 * table with a row per value name it; plays priced by probability have none). Each pays one hit
 * when it wins, so its exact return is its chance to win times its odds, over its cost.
 */
export type ReturnLine = { play: string; content: string; row?: string };

/**
 * A few single bets of each seeded group, from even chances to one in a hundred: rarer wins would
 * leave the quick run's sample with too few wins for the normal interval to mean anything.
 */
export const RETURN_LINES: Record<string, ReturnLine[]> = {
  SSC: [
    { play: "position", content: "||||7" },
    { play: "bsoe", content: "3|B" },
    { play: "sum", content: "O" },
    { play: "star2", content: "last;4|2" },
  ],
  K3: [
    { play: "k3_sum", content: "10", row: "k3_sum_10" },
    { play: "k3_bsoe", content: "B", row: "k3_bsoe_b" },
    { play: "k3_pair", content: "3" },
  ],
  PK10: [
    { play: "pk10_position", content: "01|||||||||" },
    { play: "pk10_dragon_tiger", content: "1|D" },
    { play: "pk10_top2", content: "01|02" },
  ],
  "11X5": [
    { play: "11x5_any1", content: "07" },
    { play: "11x5_any3", content: "01,02,03" },
    { play: "11x5_front2", content: "01|02" },
  ],
  PC28: [
    { play: "pc28_number", content: "13", row: "pc28_number_13" },
    { play: "pc28_bsoe", content: "B", row: "pc28_bsoe_b" },
  ],
  KENO: [
    { play: "keno_pick1", content: "07", row: "keno_pick1_1" },
    { play: "keno_pick2", content: "07,12", row: "keno_pick2_2" },
  ],
  VN: [
    { play: "de", content: "27" },
    { play: "xien2", content: "01,02" },
  ],
};

/** Price of one unit: large enough that rounding a win down moves the return by under 1e-6. */
const PRICE = 1_000_000n;

export type LotteryLine = {
  name: string;
  game: GameDefinition;
  series: number | null;
  line: ReturnLine;
  /** Price units one single bet costs. */
  cost: number;
  /** The exact return of the bet: its chance to win × its odds at `series`, over its cost. */
  declared: number;
};

/** What a game's bets are settled by: its group's payout table, its layout, its highest series. */
function termsOf(game: GameDefinition) {
  const settings = DEFAULT_GROUPS.find((group) => group.code === game.group)!.settings;
  return {
    table: game.payoutTable ? (settings.payouts[game.payoutTable] ?? null) : null,
    layout: game.draw.kind === "vn" ? game.draw.layout : null,
    series: settings.maxBetSeries,
  };
}

/** Three digits adding up to `total` (0–27): every PC28 play reads only their total. */
const digitsOf = (total: number) => {
  const first = Math.min(9, total);
  const second = Math.min(9, total - first);
  return [first, second, total - first - second];
};

let pc28Law: number[] | undefined;

/**
 * A single bet's chance to win: the play's own exact fraction, but for PC28, whose plays and default
 * table take the three digits as independent, the exact law of the total its Keno-drawn digits make
 * (pc28SumLaw): 0.50027 for "big", not 1/2.
 */
function chanceOf(game: GameDefinition, play: Play<never>, selection: never, layout: VnLayout | null) {
  if (game.draw.kind !== "pc28") {
    const { numerator, denominator } = winChance(game.group, play, selection, layout);
    return Number(numerator) / Number(denominator);
  }
  pc28Law ??= pc28SumLaw();
  return pc28Law.reduce(
    (chance, share, total) =>
      play.hits(selection, { balls: digitsOf(total) }, { layout }).length > 0 ? chance + share : chance,
    0,
  );
}

/**
 * Each line of each seeded game at the highest series a bet may carry (the best return a player
 * can have), with its exact return from the play's own chance and odds.
 */
export function lotteryLines(): LotteryLine[] {
  return SEEDED_DRAWS.flatMap((game) => {
    const { table, layout, series } = termsOf(game);
    return (RETURN_LINES[game.group] ?? []).map((line) => {
      const play = findPlay(game.group, layout, line.play);
      const selection = play?.parse(line.content, { layout });
      if (!play || selection === null || selection === undefined)
        throw new Error(`${game.code}: no single bet ${line.play} ${line.content}`);
      if (play.singles(selection, { layout }) !== 1)
        throw new Error(`${game.code}: ${line.play} ${line.content} is not one single bet`);
      const odds = line.row ? { table: line.row, series: true as const } : play.odds;
      const milli = oddsMilli(odds, series, table);
      if (milli === null) throw new Error(`${game.code}: no odds for ${line.play}`);
      const chance = chanceOf(game, play, selection, layout);
      const cost = play.cost({ layout });
      const declared = (chance * Number(milli)) / 1000 / cost;
      return { name: `${game.code} ${line.play} ${line.content}`, game, series, line, cost, declared };
    });
  });
}

/**
 * `draws` seeded draws of each game, by the function the server draws with, each settled for every
 * line of the game by the function the server settles with; each line's mean return must hold its
 * exact return within its 99 % interval.
 */
export async function lotteryReturns(draws: number, draw = drawResult): Promise<RtpCheck[]> {
  const lines = lotteryLines();
  const means = lines.map(() => new RunningMean());
  for (const game of SEEDED_DRAWS) {
    const own = lines.flatMap((line, index) => (line.game === game ? [{ line, mean: means[index]! }] : []));
    const { table, layout } = termsOf(game);
    for (let i = 0; i < draws; i += 1) {
      const seed = randomBytes(32).toString("hex");
      const result = await draw(game.draw, seed, game.code, String(20260101_0000 + i));
      for (const { line, mean } of own) {
        const bet = {
          groupCode: game.group,
          layout,
          ...line.line,
          series: line.series,
          price: PRICE,
          multiple: 1,
        };
        mean.add(Number(payoutOf(bet, result, table)) / Number(PRICE) / line.cost);
      }
    }
  }
  return lines.map((line, index) => {
    const mean = means[index]!;
    return {
      game: line.name,
      rounds: mean.count,
      declared: line.declared,
      mean: mean.mean,
      halfWidth: mean.halfWidth99(),
      within: mean.covers(line.declared),
    };
  });
}
