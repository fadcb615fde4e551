import { createMissionsRepository } from "#app/modules/missions/repository.ts";
import type { LoyaltyConsumer, LoyaltyEvent } from "#app/modules/points/earn-job.ts";
import { createRaffleRepository } from "./repository.ts";

type CountingRaffle = {
  promotion_id: string;
  merchant_code: string;
  starts_at: Date | string;
  ends_at: Date | string;
  bet_per_ticket: string | null;
  deposit_min: string | null;
};

/**
 * Raffle tickets from one batch of the loyalty outbox (settled bets and credited deposits of real
 * accounts, written by the database in the transaction of the bet or deposit). An event counts
 * towards each raffle of its merchant that is switched on, not drawn yet, and whose period
 * [start, end) holds the event's time; each bet and deposit counts once (loyalty_counted), however
 * often it is delivered and in whatever order bets settle. The raffles' rows are held FOR SHARE
 * while the batch counts, so a draw waits for it, and a batch after the draw counts nothing more.
 */
export const raffleConsumer: LoyaltyConsumer = async (tx, events) => {
  const countable = events.filter((event) => event.source === "bet" || event.source === "deposit");
  if (countable.length === 0) return;
  const codes = [...new Set(countable.map((event) => event.merchant_code))];
  const raffles = await tx.query<CountingRaffle>(
    `SELECT r.promotion_id::text, r.merchant_code, p.starts_at, p.ends_at, r.bet_per_ticket::text,
            r.deposit_min::text
       FROM raffles r JOIN promotions p ON p.id = r.promotion_id
      WHERE r.merchant_code = ANY ($1::text[]) AND r.drawn_at IS NULL AND p.enabled
      ORDER BY r.promotion_id FOR SHARE OF r`,
    [codes],
  );
  if (raffles.length === 0) return;
  const counts = (raffle: CountingRaffle, event: LoyaltyEvent) => {
    const at = new Date(event.occurred_at).getTime();
    return (
      raffle.merchant_code === event.merchant_code &&
      at >= new Date(raffle.starts_at).getTime() &&
      at < new Date(raffle.ends_at).getTime()
    );
  };
  const relevant = countable.filter((event) => raffles.some((raffle) => counts(raffle, event)));
  const first = await createMissionsRepository(tx).firstCounts("raffle", relevant);
  const adds = new Map<string, Map<number, { validBet: bigint; deposits: number }>>();
  for (const event of relevant) {
    if (!first.delete(`${event.source}:${event.ref}`)) continue;
    const amount = BigInt(event.amount);
    const memberId = Number(event.member_id);
    for (const raffle of raffles) {
      if (!counts(raffle, event)) continue;
      const bet = event.source === "bet" && raffle.bet_per_ticket !== null ? amount : 0n;
      const deposit =
        event.source === "deposit" && raffle.deposit_min !== null && amount >= BigInt(raffle.deposit_min)
          ? 1
          : 0;
      if (bet === 0n && deposit === 0) continue;
      const members = adds.get(raffle.promotion_id) ?? new Map();
      const entry = members.get(memberId) ?? { validBet: 0n, deposits: 0 };
      entry.validBet += bet;
      entry.deposits += deposit;
      members.set(memberId, entry);
      adds.set(raffle.promotion_id, members);
    }
  }
  const repository = createRaffleRepository(tx);
  for (const raffle of raffles) {
    const members = adds.get(raffle.promotion_id);
    if (!members) continue;
    await repository.addActivity(
      Number(raffle.promotion_id),
      raffle.merchant_code,
      [...members].map(([memberId, add]) => ({ memberId, ...add })),
    );
  }
};
