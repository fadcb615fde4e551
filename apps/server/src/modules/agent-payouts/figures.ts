import type { Queryable } from "#app/db/database.ts";
import type { Slot } from "./periods.ts";
import type { PeriodFigures } from "./tiers.ts";

const HOUR_MS = 3_600_000;

/**
 * Which roll-up rows cover [start, end): the UTC hours wholly inside it, and the 5-minute slots of
 * the parts before the first and after the last whole hour (empty in whole-hour zones). Every zone
 * is a multiple of 15 minutes off UTC, so the slots always cut the edges exactly.
 */
export function coverOf(slot: Slot) {
  const start = slot.start.getTime();
  const end = slot.end.getTime();
  const firstHour = Math.ceil(start / HOUR_MS) * HOUR_MS;
  const lastHour = Math.floor(end / HOUR_MS) * HOUR_MS;
  if (firstHour >= lastHour) {
    return { hours: [end, end], slots: [start, end, end, end] } as const;
  }
  return { hours: [firstHour, lastHour], slots: [start, firstHour, lastHour, end] } as const;
}

/**
 * The team figures of each agent over a slot, from the member roll-ups of migration 0038 and the
 * current tree: the valid bet of the agent and everyone below it, the team's net loss (bets − wins
 * − bonuses − rebates, the house's side), and its active members (valid bet in the slot at least
 * the agent's contract minimum, and above zero). Agents whose team did nothing are left out.
 * The work grows with the members who played in the slot times their depth, not with team sizes.
 */
export async function teamFigures(
  tx: Queryable,
  merchantCode: string,
  slot: Slot,
  agents: readonly { memberId: string; minBet: bigint }[],
): Promise<Map<string, PeriodFigures>> {
  const figures = new Map<string, PeriodFigures>();
  if (agents.length === 0) return figures;
  const cover = coverOf(slot);
  const at = (time: number) => new Date(time);
  const rows = await tx.query<{ member_id: string; valid_bet: string; loss: string; active: number }>(
    `WITH agents AS (
       SELECT * FROM unnest($8::bigint[], $9::bigint[]) AS a (member_id, min_bet)),
     rows AS (
       SELECT member_id, bet, valid_bet, win, bonus, rebate FROM report_member_hours
        WHERE merchant_code = $1 AND hour_start >= $2 AND hour_start < $3
       UNION ALL
       SELECT member_id, bet, valid_bet, win, bonus, rebate FROM report_member_slots
        WHERE merchant_code = $1 AND ((slot_start >= $4 AND slot_start < $5) OR (slot_start >= $6 AND slot_start < $7))),
     sums AS (
       SELECT member_id, sum(valid_bet) AS bet, sum(bet - win - bonus - rebate) AS loss
         FROM rows GROUP BY member_id)
     SELECT a.member_id::text, sum(s.bet)::text AS valid_bet, sum(s.loss)::text AS loss,
            (count(*) FILTER (WHERE s.bet > 0 AND s.bet >= a.min_bet))::int AS active
       FROM sums s
       JOIN member_tree t ON t.descendant_id = s.member_id
       JOIN agents a ON a.member_id = t.ancestor_id
      GROUP BY a.member_id`,
    [
      merchantCode,
      at(cover.hours[0]),
      at(cover.hours[1]),
      at(cover.slots[0]),
      at(cover.slots[1]),
      at(cover.slots[2]),
      at(cover.slots[3]),
      agents.map((agent) => agent.memberId),
      agents.map((agent) => agent.minBet.toString()),
    ],
  );
  for (const row of rows) {
    figures.set(row.member_id, {
      validBet: BigInt(row.valid_bet),
      loss: BigInt(row.loss),
      activeMembers: Number(row.active),
    });
  }
  return figures;
}
