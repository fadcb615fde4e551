import { dayBefore, type MissionPeriod, periodStart } from "@banca/contract/missions";
import type { Queryable } from "#app/db/database.ts";
import type { LoyaltyConsumer, LoyaltyEvent } from "#app/modules/points/earn-job.ts";
import { createMissionsRepository, type MissionRow } from "./repository.ts";

const PERIODS: readonly MissionPeriod[] = ["daily", "weekly"];

async function timeZones(tx: Queryable, codes: readonly string[]) {
  const rows = await tx.query<{ code: string; zone: string | null }>(
    "SELECT code, settings->'missions'->>'timeZone' AS zone FROM merchants WHERE code = ANY($1::text[])",
    [codes],
  );
  return new Map(rows.map((row) => [row.code, row.zone ?? "UTC"]));
}

/** What one counted event adds to a mission: money for bet and deposit missions, a round for game ones. */
function contribution(mission: MissionRow, event: LoyaltyEvent): bigint {
  if (event.source === "bet") {
    if (mission.kind === "bet") return BigInt(event.amount);
    if (mission.kind === "game" && mission.product_type === event.product_type) return 1n;
  }
  if (event.source === "deposit" && mission.kind === "deposit") return BigInt(event.amount);
  return 0n;
}

/** Days logged in a row up to `day`, counting no day before `start`. */
function streak(days: Set<string>, start: string, day: string): bigint {
  let count = 0n;
  for (let at = day; at >= start && days.has(at); at = dayBefore(at)) count += 1n;
  return count;
}

/**
 * Mission progress and the leaderboard from one batch of the loyalty outbox. Bets and deposits count
 * once each (loyalty_counted), whatever is delivered twice; a log-in records its day and raises
 * streak missions to the streak, which gives the same result however often it is seen.
 */
export const missionsConsumer: LoyaltyConsumer = async (tx, events, now) => {
  const repository = createMissionsRepository(tx);
  const codes = [...new Set(events.map((event) => event.merchant_code))];
  const [zones, missions] = await Promise.all([timeZones(tx, codes), repository.missionsOf(codes)]);
  const countable = events.filter((event) => event.source === "bet" || event.source === "deposit");
  const first = await repository.firstCounts("missions", countable);
  const progress = new Map<string, { mission: MissionRow; memberId: number; start: string; add: bigint }>();
  const leaderboard = new Map<
    string,
    { merchantCode: string; period: MissionPeriod; start: string; memberId: number; amount: bigint }
  >();

  for (const event of events) {
    const zone = zones.get(event.merchant_code) ?? "UTC";
    const at = new Date(event.occurred_at);
    const memberId = Number(event.member_id);
    if (event.source === "login") {
      await recordLogin(tx, missions, event, zone, at, now);
      continue;
    }
    // Only the first copy of an event counts, in this batch as in later ones.
    if (!first.delete(`${event.source}:${event.ref}`)) continue;
    for (const mission of missions) {
      if (mission.merchant_code !== event.merchant_code) continue;
      const add = contribution(mission, event);
      if (add === 0n) continue;
      const start = periodStart(at, mission.period, zone);
      const key = `${mission.id}|${memberId}|${start}`;
      const entry = progress.get(key) ?? { mission, memberId, start, add: 0n };
      entry.add += add;
      progress.set(key, entry);
    }
    if (event.source === "bet") {
      for (const period of PERIODS) {
        const start = periodStart(at, period, zone);
        const key = `${event.merchant_code}|${period}|${start}|${memberId}`;
        const entry = leaderboard.get(key) ?? {
          merchantCode: event.merchant_code,
          period,
          start,
          memberId,
          amount: 0n,
        };
        entry.amount += BigInt(event.amount);
        leaderboard.set(key, entry);
      }
    }
  }
  for (const entry of progress.values()) {
    await repository.addProgress({
      missionId: Number(entry.mission.id),
      memberId: entry.memberId,
      periodStart: entry.start,
      add: entry.add,
      floor: 0n,
      target: BigInt(entry.mission.target),
      now,
    });
  }
  for (const entry of leaderboard.values()) {
    await repository.addValidBet({
      merchantCode: entry.merchantCode,
      period: entry.period,
      periodStart: entry.start,
      memberId: entry.memberId,
      amount: entry.amount,
      now,
    });
  }
};

async function recordLogin(
  tx: Queryable,
  missions: readonly MissionRow[],
  event: LoyaltyEvent,
  zone: string,
  at: Date,
  now: Date,
) {
  const repository = createMissionsRepository(tx);
  const memberId = Number(event.member_id);
  const day = periodStart(at, "daily", zone);
  await repository.addLoginDay(memberId, day);
  const logins = missions.filter(
    (mission) => mission.kind === "login" && mission.merchant_code === event.merchant_code,
  );
  if (logins.length === 0) return;
  const weekStart = periodStart(at, "weekly", zone);
  const days = await repository.loginDays(memberId, weekStart, day);
  for (const mission of logins) {
    const start = mission.period === "daily" ? day : weekStart;
    await repository.addProgress({
      missionId: Number(mission.id),
      memberId,
      periodStart: start,
      add: 0n,
      floor: streak(days, start, day),
      target: BigInt(mission.target),
      now,
    });
  }
}
