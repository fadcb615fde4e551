import type { Language } from "@banca/contract/languages";
import { type LocalizedText, pickText } from "@banca/contract/localized";
import { drawRaffle, firstTickets } from "@banca/contract/raffle";
import { z } from "zod";
import type { Queryable } from "#app/db/database.ts";
import { sendMemberMessage } from "#app/modules/inbox/send.ts";
import { defineJob } from "#app/modules/jobs/job.ts";
import { createRaffleRepository } from "./repository.ts";
import { placeAmounts } from "./rule.ts";

type DueRaffle = {
  promotion_id: string;
  merchant_code: string;
  ends_at: Date | string;
  seed: string;
  repeat_wins: boolean;
  prizes: { places: number; amount: string }[];
  claim_hours: number;
  title: LocalizedText;
  currency: string;
  language: Language;
};

const DUE_SELECT = `SELECT r.promotion_id::text, r.merchant_code, p.ends_at, r.seed, r.repeat_wins, r.prizes,
       r.claim_hours, p.title, m.settings->'currency'->>'code' AS currency,
       m.settings->'languages'->>'default' AS language
  FROM raffles r
  JOIN promotions p ON p.id = r.promotion_id
  JOIN merchants m ON m.code = r.merchant_code`;

/** How many raffles one run draws at most; the next run takes the rest. */
const DRAWS_PER_RUN = 20;

/**
 * Draws one raffle whose row the caller holds FOR UPDATE: numbers the holders' tickets (member id
 * order), draws the places from the seed (`drawRaffle`, the function the site's verifier runs),
 * writes the winners with their prizes, opens the claim window and tells each winner in the inbox,
 * all in the caller's transaction.
 */
async function drawOne(tx: Queryable, raffle: DueRaffle, now: Date): Promise<void> {
  const promotionId = Number(raffle.promotion_id);
  const repository = createRaffleRepository(tx);
  const holders = await repository.holders(promotionId);
  const tickets = holders.map((holder) => holder.tickets);
  const firsts = firstTickets(tickets);
  const amounts = placeAmounts({
    prizes: raffle.prizes.map((tier) => ({ places: tier.places, amount: BigInt(tier.amount) })),
  });
  const picks = await drawRaffle({
    seed: raffle.seed,
    promotionId,
    holders: tickets,
    places: amounts.length,
    repeatWins: raffle.repeat_wins,
  });
  await tx.query(
    `UPDATE raffle_entries e SET first_ticket = f.first_ticket
       FROM unnest($2::bigint[], $3::integer[]) AS f(member_id, first_ticket)
      WHERE e.promotion_id = $1 AND e.member_id = f.member_id`,
    [promotionId, holders.map((holder) => holder.memberId), firsts],
  );
  await tx.query(
    `INSERT INTO raffle_winners (promotion_id, merchant_code, place, member_id, ticket, amount)
     SELECT $1, $2, w.place, w.member_id, w.ticket, w.amount
       FROM unnest($3::integer[], $4::bigint[], $5::integer[], $6::bigint[]) AS w(place, member_id, ticket, amount)`,
    [
      promotionId,
      raffle.merchant_code,
      picks.map((pick) => pick.place),
      picks.map((pick) => holders[pick.holder]!.memberId),
      picks.map((pick) => pick.ticket),
      picks.map((pick) => amounts[pick.place - 1]!.toString()),
    ],
  );
  const claimUntil = new Date(now.getTime() + raffle.claim_hours * 3_600_000);
  await tx.query(
    `UPDATE raffles SET drawn_at = $2, claim_until = $3, total_tickets = $4, holders = $5
      WHERE promotion_id = $1`,
    [promotionId, now, claimUntil, tickets.reduce((sum, count) => sum + count, 0), holders.length],
  );
  const title = pickText(raffle.title, raffle.language, raffle.language);
  for (const pick of picks) {
    await sendMemberMessage(tx, {
      merchantCode: raffle.merchant_code,
      memberId: holders[pick.holder]!.memberId,
      template: "raffleWon",
      params: {
        promotion: title,
        place: String(pick.place),
        amount: amounts[pick.place - 1]!.toString(),
        currency: raffle.currency,
      },
      reference: `raffle:${promotionId}:place:${pick.place}:won`,
    });
  }
}

/**
 * Draws every raffle whose draw time has come, once: each raffle's row is taken FOR UPDATE SKIP
 * LOCKED and drawn only while `drawn_at` is empty, in the caller's transaction, so any number of
 * runners (or a run that overlaps the next) draw it exactly once. A raffle waits while the loyalty
 * outbox still holds bets or deposits of its period (the tickets are not all counted yet).
 * Answers how many raffles it drew.
 */
export async function drawDueRaffles(tx: Queryable, now: Date, limit = DRAWS_PER_RUN): Promise<number> {
  const due = await tx.query<DueRaffle>(
    `${DUE_SELECT}
      WHERE r.drawn_at IS NULL AND r.draw_at <= $1 AND p.enabled
      ORDER BY r.draw_at, r.promotion_id
      LIMIT $2
      FOR UPDATE OF r SKIP LOCKED`,
    [now, limit],
  );
  let drawn = 0;
  for (const raffle of due) {
    const pending = await tx.query(
      `SELECT 1 FROM loyalty_events
        WHERE merchant_code = $1 AND source IN ('bet', 'deposit') AND occurred_at < $2 LIMIT 1`,
      [raffle.merchant_code, raffle.ends_at],
    );
    if (pending.length > 0) continue;
    await drawOne(tx, raffle, now);
    drawn += 1;
  }
  return drawn;
}

/**
 * Draws one raffle now, whatever its draw time: for a seed that writes a past raffle's tickets
 * itself (the demo start). Answers false when it was drawn already.
 */
export async function drawRaffleAt(tx: Queryable, promotionId: number, at: Date): Promise<boolean> {
  const [raffle] = await tx.query<DueRaffle>(
    `${DUE_SELECT} WHERE r.promotion_id = $1 AND r.drawn_at IS NULL FOR UPDATE OF r`,
    [promotionId],
  );
  if (!raffle) return false;
  await drawOne(tx, raffle, at);
  return true;
}

/**
 * Raffles drawn at their time and prizes lapsed at the end of their claim window, every ten
 * seconds; one run per slot across all servers (the jobs module), exactly-once by the row locks.
 */
export const raffleDrawJob = defineJob({
  name: "raffle.draw",
  payload: z.object({}),
  everyMs: 10_000,
  handler: async (tx, _payload, context) => {
    await drawDueRaffles(tx, context.now);
    await createRaffleRepository(tx).lapse(context.now);
  },
});
