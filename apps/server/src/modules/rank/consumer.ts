import { rankPeriodStart } from "@banca/contract/rank";
import type { Database, Queryable } from "#app/db/database.ts";
import { createBonusService } from "#app/modules/bonus/service.ts";
import type { MerchantSettings } from "#app/modules/merchants/merchant.ts";
import { createMissionsRepository } from "#app/modules/missions/repository.ts";
import type { LoyaltyConsumer, LoyaltyEvent } from "#app/modules/points/earn-job.ts";
import { changeLevel, type Grant } from "./change.ts";
import { rankingOn, rankRules, reachedRank } from "./levels.ts";
import { createRankRepository } from "./repository.ts";

type Addition = { memberId: number; periodStart: string; deposit: bigint; validBet: bigint };

/**
 * Player rank from one batch of the loyalty outbox: each bet and deposit counts once
 * (loyalty_counted, consumer `rank`) towards its member's totals of the rank period it happened in,
 * and a member whose totals reach a higher level than it stands on is promoted at once.
 */
export const createRankConsumer = (db: Database): LoyaltyConsumer => {
  const grant: Grant = createBonusService(db).grantBonus;
  return (tx, events, now) => consume(tx, grant, events, now);
};

async function consume(tx: Queryable, grant: Grant, events: readonly LoyaltyEvent[], now: Date) {
  const countable = events.filter((event) => event.source === "bet" || event.source === "deposit");
  if (countable.length === 0) return;
  const repository = createRankRepository(tx);
  const merchants = new Map(
    (await repository.merchantsOf([...new Set(countable.map((event) => event.merchant_code))]))
      .filter((row) => rankingOn(row.whitelabel))
      .map((row) => [row.code, row.settings]),
  );
  const relevant = countable.filter((event) => merchants.has(event.merchant_code));
  const first = await createMissionsRepository(tx).firstCounts("rank", relevant);
  const additions = new Map<string, Addition & { settings: MerchantSettings }>();
  for (const event of relevant) {
    // Only the first copy of an event counts, in this batch as in later ones.
    if (!first.delete(`${event.source}:${event.ref}`)) continue;
    const settings = merchants.get(event.merchant_code)!;
    const rules = rankRules(settings);
    const periodStart = rankPeriodStart(new Date(event.occurred_at), rules.period, rules.timeZone);
    const key = `${event.member_id}|${periodStart}`;
    const entry = additions.get(key) ?? {
      memberId: Number(event.member_id),
      periodStart,
      deposit: 0n,
      validBet: 0n,
      settings,
    };
    if (event.source === "deposit") entry.deposit += BigInt(event.amount);
    else entry.validBet += BigInt(event.amount);
    additions.set(key, entry);
  }
  // Members in one order in every runner, so two runners never wait on each other in a circle.
  const ordered = [...additions.values()].sort(
    (a, b) => a.memberId - b.memberId || a.periodStart.localeCompare(b.periodStart),
  );
  for (const entry of ordered) {
    const rules = rankRules(entry.settings);
    const totals = await repository.addTotals({
      memberId: entry.memberId,
      period: rules.period,
      periodStart: entry.periodStart,
      deposit: entry.deposit,
      validBet: entry.validBet,
      now,
    });
    const reached = reachedRank(entry.settings, totals);
    if (reached === null) continue;
    const member = await repository.lockMember(entry.memberId);
    if (!member || member.kind === "trial" || (member.clubRank ?? 0) >= reached) continue;
    await changeLevel(tx, grant, entry.settings, {
      member,
      to: reached,
      cause: "promotion",
      periodStart: entry.periodStart,
      at: now,
    });
  }
}
