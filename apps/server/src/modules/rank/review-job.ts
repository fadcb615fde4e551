import { zoneMidnight } from "@banca/contract/missions";
import { rankPeriodShift } from "@banca/contract/rank";
import { z } from "zod";
import type { Database, Queryable } from "#app/db/database.ts";
import { createBonusService } from "#app/modules/bonus/service.ts";
import { defineJob } from "#app/modules/jobs/job.ts";
import type { MerchantSettings } from "#app/modules/merchants/merchant.ts";
import { changeLevel, type Grant } from "./change.ts";
import { currentPeriod, levelBelow, minorOf, rankingOn, reachedRank } from "./levels.ts";
import { createRankRepository } from "./repository.ts";

/** A period is reviewed this long after it ends, once the outbox has counted its last bets. */
export const REVIEW_GRACE_MS = 3600_000;
const CHUNK = 500;
const CHUNKS_PER_RUN = 20;

/**
 * Reviews one member on a level for a closed period: a member below its level's keepValidBet goes
 * one level down (never below the level its current period already reaches, nor off the lowest);
 * a member who reached its level during that period or later is not reviewed for it.
 */
async function reviewMember(
  tx: Queryable,
  grant: Grant,
  settings: MerchantSettings,
  review: { memberId: number; closed: string; current: string; closedAt: number; now: Date },
) {
  const repository = createRankRepository(tx);
  const rules = currentPeriod(settings, review.now);
  const member = await repository.lockMember(review.memberId);
  if (!member || member.clubRank === null) return;
  if (member.clubRankAt && member.clubRankAt.getTime() >= review.closedAt) {
    await repository.setReviewOutcome(member.id, review.closed, "grace");
    return;
  }
  const level = settings.clubLevels.find((entry) => entry.rankLevel === member.clubRank);
  if (!level?.keepValidBet) return;
  const closedTotals = await repository.totals(member.id, rules.period, review.closed);
  if (closedTotals.validBet >= minorOf(level.keepValidBet, settings.currency.decimals)) return;
  const below = levelBelow(settings, member.clubRank);
  if (below === null) return;
  const reachedNow = reachedRank(settings, await repository.totals(member.id, rules.period, review.current));
  const to = Math.max(below, reachedNow ?? 0);
  if (to >= member.clubRank) return;
  await changeLevel(tx, grant, settings, {
    member,
    to,
    cause: "relegation",
    periodStart: review.closed,
    at: review.now,
  });
  await repository.setReviewOutcome(member.id, review.closed, "relegated");
}

/**
 * Closes the last period of every merchant that relegates, each member on a level once: a review
 * row is taken per member and period before anything changes, so a second runner, a retry or a
 * later run finds it taken. Answers how many members it reviewed.
 */
export async function reviewClosedPeriods(tx: Queryable, grant: Grant, now: Date): Promise<number> {
  const repository = createRankRepository(tx);
  let reviewed = 0;
  for (const merchant of await repository.merchantsOf(null)) {
    const settings = merchant.settings;
    if (!rankingOn(merchant.whitelabel) || settings.rank?.relegation !== "one_level") continue;
    const period = currentPeriod(settings, now);
    if (now.getTime() < zoneMidnight(period.start, period.timeZone) + REVIEW_GRACE_MS) continue;
    const closed = rankPeriodShift(period.start, period.period, -1);
    if (await repository.periodReviewed(merchant.code, closed)) continue;
    const closedAt = zoneMidnight(closed, period.timeZone);
    for (let chunk = 0; chunk < CHUNKS_PER_RUN; chunk += 1) {
      const members = await repository.claimReviews(merchant.code, closed, CHUNK, now);
      for (const memberId of members) {
        await reviewMember(tx, grant, settings, { memberId, closed, current: period.start, closedAt, now });
      }
      reviewed += members.length;
      if (members.length < CHUNK) {
        await repository.markPeriodReviewed(merchant.code, closed, now);
        break;
      }
    }
  }
  return reviewed;
}

/**
 * Drops the period totals no review or page reads any more: a member's current period and the one
 * before it (reviewed in the current one) stay; anything older goes. The bounds are a day wider
 * than the longest such pair of periods, so no merchant's time zone can make one fall short.
 */
export async function pruneRankTotals(tx: Queryable, now: Date): Promise<number> {
  const [gone] = await tx.query<{ count: number }>(
    `WITH gone AS (
       DELETE FROM rank_totals
        WHERE (period = 'weekly' AND period_start < $1::date - 15)
           OR (period = 'monthly' AND period_start < $1::date - interval '2 months' - interval '1 day')
           OR (period = 'quarterly' AND period_start < $1::date - interval '6 months' - interval '1 day')
        RETURNING 1)
     SELECT count(*)::int AS count FROM gone`,
    [now.toISOString().slice(0, 10)],
  );
  return gone?.count ?? 0;
}

/** Old period totals, dropped once an hour; one run per slot across all servers. */
export function createRankPruneJob() {
  return defineJob({
    name: "rank.prune",
    payload: z.object({}),
    everyMs: 3_600_000,
    handler: async (tx, _payload, context) => {
      await pruneRankTotals(tx, context.now);
    },
  });
}

/** The end of each rank period, reviewed every minute; one run per slot across all servers. */
export function createRankReviewJob(db: Database) {
  const grant: Grant = createBonusService(db).grantBonus;
  return defineJob({
    name: "rank.review",
    payload: z.object({}),
    everyMs: 60_000,
    handler: async (tx, _payload, context) => {
      await reviewClosedPeriods(tx, grant, context.now);
    },
  });
}
