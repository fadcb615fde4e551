import type { Queryable } from "#app/db/database.ts";
import type { LedgerService } from "#app/modules/ledger/service.ts";
import { splitUpChain } from "./rebates-split.ts";

/** The lottery notes' prize groups are out of 2000: group 2000 returns 100 %. */
const FULL_SERIES = 2000;

/** One member of a bettor's chain with its own highest prize group (null: none of its own). */
export type GroupLink = { memberId: number; depth: number; maxSeries: number | null };

/**
 * What each upline earns on `stake` minor units of settled lottery bets with prize groups (decision
 * 068): the bettor's rebate was measured from its own top `base`; an upline at depth d has the top
 * min(game group's top, the lowest group from it up its chain) and earns
 * `stake × (its top − the top below it) / 2000`, never below zero.
 *
 * Rounding is cumulative, as the rate rebates' (decision 035, `splitUpChain`): with H(d) the highest
 * top from the bettor up to depth d, the upline at depth d earns floor(stake × (H(d) − base) / 2000) −
 * floor(stake × (H(d−1) − base) / 2000), so the chain's sum is exactly
 * floor(stake × (H(top) − base) / 2000) and the house never pays more than its group's top allows.
 */
export function splitGroupMargin(
  stake: bigint,
  base: number,
  groupTop: number,
  chain: readonly GroupLink[],
): { memberId: number; amount: bigint; prizeGroup: number }[] {
  const links = [...chain].sort((a, b) => a.depth - b.depth);
  if (links[0]?.depth !== 0 || stake <= 0n) return [];
  // A member's top: the game group's, or lower, the lowest group from it up its chain.
  const tops: number[] = new Array(links.length);
  let bound = Math.min(groupTop, FULL_SERIES);
  for (let index = links.length - 1; index >= 0; index -= 1) {
    const own = links[index]!.maxSeries;
    if (own !== null) bound = Math.min(bound, own);
    tops[index] = bound;
  }
  return splitUpChain(
    base,
    links.slice(1).map((link, index) => ({ memberId: link.memberId, level: tops[index + 1]! })),
    (highest) => (stake * BigInt(highest - base)) / BigInt(FULL_SERIES),
  ).map(({ memberId, amount, level }) => ({ memberId, amount, prizeGroup: level }));
}

type QueuedRound = { round_id: string; merchant_code: string; member_id: string; currency: string };

/**
 * Pays the uplines' prize-group margins of settled lottery rounds taken from the rebate queue, in
 * the rebate job's transaction (so a round is taken by one runner once). A round is a member's bets
 * on one issue; only its settled bets count (a cancelled or voided bet never earns), and only bets
 * carrying the bettor's top. One ledger entry per round and upline, kind `rebate` (product
 * `lottery`, so the agent centre counts it with its other lottery rebates), key
 * `rebate:prize-group:<round>:<upline>`: a replayed round pays nothing twice. Trial accounts' rounds
 * never reach the queue; a trial account in a chain earns nothing.
 */
export async function payGroupMargins(tx: Queryable, ledger: LedgerService, rounds: readonly QueuedRound[]) {
  if (rounds.length === 0) return;
  const stakes = await tx.query<{ round_id: string; top_series: number; group_top: number; stake: string }>(
    `SELECT b.round_id::text, b.top_series, (gg.settings ->> 'topSeries')::int AS group_top,
            sum(b.stake)::text AS stake
       FROM lottery_bets b
       JOIN lottery_issues i ON i.id = b.issue_id
       JOIN lottery_games lg ON lg.id = i.game_id
       JOIN lottery_game_groups gg ON gg.merchant_code = lg.merchant_code AND gg.code = lg.group_code
      WHERE b.round_id = ANY($1::bigint[]) AND b.series IS NOT NULL AND b.top_series IS NOT NULL
        AND b.state IN ('won', 'lost') AND gg.settings ->> 'topSeries' IS NOT NULL
      GROUP BY b.round_id, b.top_series, gg.settings ->> 'topSeries'`,
    [rounds.map((round) => round.round_id)],
  );
  if (stakes.length === 0) return;
  const byRound = new Map(rounds.map((round) => [round.round_id, round]));
  const bettors = [...new Set(stakes.map((row) => byRound.get(row.round_id)!.member_id))];
  const chainRows = await tx.query<{
    descendant_id: string;
    ancestor_id: string;
    depth: number;
    kind: string;
    max_series: number | null;
  }>(
    `SELECT t.descendant_id::text, t.ancestor_id::text, t.depth, m.kind, p.max_series
       FROM member_tree t
       JOIN members m ON m.id = t.ancestor_id
       LEFT JOIN member_prize_groups p ON p.member_id = t.ancestor_id
      WHERE t.descendant_id = ANY($1::bigint[])`,
    [bettors],
  );
  const chains = new Map<string, GroupLink[]>();
  for (const row of chainRows) {
    // A trial account earns nothing; the chain above it still does.
    if (Number(row.depth) > 0 && row.kind === "trial") continue;
    const chain = chains.get(row.descendant_id) ?? [];
    chain.push({
      memberId: Number(row.ancestor_id),
      depth: Number(row.depth),
      maxSeries: row.max_series === null ? null : Number(row.max_series),
    });
    chains.set(row.descendant_id, chain);
  }
  type Due = { amount: bigint; stake: bigint; prizeGroup: number };
  const due = new Map<string, Map<number, Due>>();
  for (const row of stakes) {
    const round = byRound.get(row.round_id)!;
    const stake = BigInt(row.stake);
    const split = splitGroupMargin(
      stake,
      Number(row.top_series),
      Number(row.group_top),
      chains.get(round.member_id) ?? [],
    );
    const perUpline = due.get(row.round_id) ?? new Map<number, Due>();
    for (const { memberId, amount, prizeGroup } of split) {
      const sum = perUpline.get(memberId) ?? { amount: 0n, stake: 0n, prizeGroup };
      sum.amount += amount;
      sum.stake += stake;
      perUpline.set(memberId, sum);
    }
    due.set(row.round_id, perUpline);
  }
  for (const [roundId, perUpline] of due) {
    const round = byRound.get(roundId)!;
    for (const [memberId, { amount, stake, prizeGroup }] of [...perUpline].sort((a, b) => a[0] - b[0])) {
      await ledger.postIn(tx, {
        merchantCode: round.merchant_code,
        currency: round.currency,
        kind: "rebate",
        idempotencyKey: `rebate:prize-group:${roundId}:${memberId}`,
        postings: [
          { account: { memberId, kind: "main" }, amount },
          { account: { house: "rebate_expense" }, amount: -amount },
        ],
        memo: {
          roundId: Number(roundId),
          bettorId: Number(round.member_id),
          productType: "lottery",
          source: "prizeGroup",
          bet: stake.toString(),
          prizeGroup,
        },
      });
    }
  }
}
