import type { ProductType } from "@banca/contract/agent-products";
import type { LocalizedText } from "@banca/contract/localized";
import type { MissionKind, MissionPeriod } from "@banca/contract/missions";
import type { Queryable } from "#app/db/database.ts";

export type MissionRow = {
  id: string;
  merchant_code: string;
  period: MissionPeriod;
  kind: MissionKind;
  product_type: ProductType | null;
  target: string;
  reward: string;
  title: LocalizedText;
  description: LocalizedText;
};

export type MissionStandingRow = MissionRow & {
  progress_id: string | null;
  progress: string | null;
  completed_at: Date | null;
  claimed_at: Date | null;
};

const MISSION_COLUMNS = `m.id::text, m.merchant_code, m.period, m.kind, m.product_type, m.target::text, m.reward::text,
  m.title, m.description`;

/** Queries of missions and their progress; amounts travel as text and become BigInt. */
export function createMissionsRepository(db: Queryable) {
  return {
    /** The enabled missions of these merchants. */
    missionsOf(merchantCodes: readonly string[]): Promise<MissionRow[]> {
      return db.query<MissionRow>(
        `SELECT ${MISSION_COLUMNS} FROM missions m WHERE m.merchant_code = ANY($1::text[]) AND m.enabled`,
        [merchantCodes],
      );
    },

    /** A merchant's enabled missions with the member's progress in the period each one runs now. */
    standings(
      merchantCode: string,
      memberId: number,
      starts: Record<MissionPeriod, string>,
    ): Promise<MissionStandingRow[]> {
      return db.query<MissionStandingRow>(
        `SELECT ${MISSION_COLUMNS}, p.id::text AS progress_id, p.progress::text, p.completed_at, p.claimed_at
           FROM missions m
           LEFT JOIN mission_progress p
             ON p.mission_id = m.id AND p.member_id = $2
            AND p.period_start = CASE m.period WHEN 'daily' THEN $3::date ELSE $4::date END
          WHERE m.merchant_code = $1 AND m.enabled
          ORDER BY m.period, m.sort, m.id`,
        [merchantCode, memberId, starts.daily, starts.weekly],
      );
    },

    /** Locks the member's progress on a mission in a period, for a claim. */
    async lockProgress(missionId: number, memberId: number, periodStart: string) {
      const [row] = await db.query<{ id: string; completed_at: Date | null; claimed_at: Date | null }>(
        `SELECT id::text, completed_at, claimed_at FROM mission_progress
          WHERE mission_id = $1 AND member_id = $2 AND period_start = $3::date FOR UPDATE`,
        [missionId, memberId, periodStart],
      );
      return row ?? null;
    },

    async lockMember(memberId: number): Promise<void> {
      await db.query("SELECT 1 FROM members WHERE id = $1 FOR UPDATE", [memberId]);
    },

    /** The rewards the member claimed of one period's missions (minor units). */
    async claimedIn(memberId: number, period: MissionPeriod, periodStart: string): Promise<bigint> {
      const [row] = await db.query<{ total: string }>(
        `SELECT coalesce(sum(m.reward), 0)::text AS total
           FROM mission_progress p JOIN missions m ON m.id = p.mission_id
          WHERE p.member_id = $1 AND m.period = $2 AND p.period_start = $3::date AND p.claimed_at IS NOT NULL`,
        [memberId, period, periodStart],
      );
      return BigInt(row?.total ?? 0);
    },

    /** The member's valid bets of the rounds it started since `from` (the index game_rounds_member). */
    async validBetSince(merchantCode: string, memberId: number, from: Date): Promise<bigint> {
      const [row] = await db.query<{ total: string }>(
        `SELECT coalesce(sum(valid_bet), 0)::text AS total FROM game_rounds
          WHERE merchant_code = $1 AND member_id = $2 AND started_at >= $3 AND state = 'settled'`,
        [merchantCode, memberId, from],
      );
      return BigInt(row?.total ?? 0);
    },

    async markClaimed(progressId: number, at: Date): Promise<void> {
      await db.query("UPDATE mission_progress SET claimed_at = $2 WHERE id = $1", [progressId, at]);
    },

    /**
     * Adds to a member's progress on a mission in a period (or raises it to `floor`, for log-in
     * streaks) and marks it completed the first time it reaches the target.
     */
    async addProgress(change: {
      missionId: number;
      memberId: number;
      periodStart: string;
      add: bigint;
      floor: bigint;
      target: bigint;
      now: Date;
    }): Promise<void> {
      await db.query(
        `INSERT INTO mission_progress (mission_id, member_id, period_start, progress, completed_at)
         VALUES ($1, $2, $3::date, greatest($4::bigint, $5::bigint),
                 CASE WHEN greatest($4::bigint, $5::bigint) >= $6::bigint THEN $7::timestamptz END)
         ON CONFLICT (mission_id, member_id, period_start) DO UPDATE
           SET progress = greatest(mission_progress.progress + $4::bigint, $5::bigint),
               completed_at = coalesce(mission_progress.completed_at,
                 CASE WHEN greatest(mission_progress.progress + $4::bigint, $5::bigint) >= $6::bigint
                      THEN $7::timestamptz END)`,
        [
          change.missionId,
          change.memberId,
          change.periodStart,
          change.add.toString(),
          change.floor.toString(),
          change.target.toString(),
          change.now,
        ],
      );
    },

    /** The events of this list no consumer of this name has counted yet; marks them counted. */
    async firstCounts(
      consumer: string,
      events: readonly { source: string; ref: string }[],
    ): Promise<Set<string>> {
      if (events.length === 0) return new Set();
      const rows = await db.query<{ source: string; ref: string }>(
        `INSERT INTO loyalty_counted (consumer, source, ref)
         SELECT $1, source, ref FROM unnest($2::text[], $3::bigint[]) AS e(source, ref)
         ON CONFLICT DO NOTHING RETURNING source, ref::text`,
        [consumer, events.map((event) => event.source), events.map((event) => event.ref)],
      );
      return new Set(rows.map((row) => `${row.source}:${row.ref}`));
    },

    async addLoginDay(memberId: number, day: string): Promise<void> {
      await db.query(
        "INSERT INTO member_login_days (member_id, day) VALUES ($1, $2::date) ON CONFLICT DO NOTHING",
        [memberId, day],
      );
    },

    /** The days the member logged in from `from` to `to` (YYYY-MM-DD, both included). */
    async loginDays(memberId: number, from: string, to: string): Promise<Set<string>> {
      const rows = await db.query<{ day: string }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM member_login_days
          WHERE member_id = $1 AND day BETWEEN $2::date AND $3::date`,
        [memberId, from, to],
      );
      return new Set(rows.map((row) => row.day));
    },

    async addValidBet(entry: {
      merchantCode: string;
      period: MissionPeriod;
      periodStart: string;
      memberId: number;
      amount: bigint;
      now: Date;
    }): Promise<void> {
      await db.query(
        `INSERT INTO mission_leaderboard (merchant_code, period, period_start, member_id, valid_bet, updated_at)
         VALUES ($1, $2, $3::date, $4, $5, $6)
         ON CONFLICT (merchant_code, period, period_start, member_id) DO UPDATE
           SET valid_bet = mission_leaderboard.valid_bet + EXCLUDED.valid_bet, updated_at = EXCLUDED.updated_at`,
        [
          entry.merchantCode,
          entry.period,
          entry.periodStart,
          entry.memberId,
          entry.amount.toString(),
          entry.now,
        ],
      );
    },

    /** The top of a period's leaderboard: most valid bets first, the earlier to reach it first on a tie. */
    leaders(merchantCode: string, period: MissionPeriod, periodStart: string, limit: number) {
      return db.query<{ username: string; valid_bet: string }>(
        `SELECT m.username, l.valid_bet::text FROM mission_leaderboard l JOIN members m ON m.id = l.member_id
          WHERE l.merchant_code = $1 AND l.period = $2 AND l.period_start = $3::date AND l.valid_bet > 0
          ORDER BY l.valid_bet DESC, l.updated_at, l.member_id LIMIT $4`,
        [merchantCode, period, periodStart, limit],
      );
    },

    /** The member's place in the same order, or null before their first valid bet of the period. */
    async placeOf(merchantCode: string, period: MissionPeriod, periodStart: string, memberId: number) {
      const [row] = await db.query<{ rank: string; valid_bet: string }>(
        `SELECT (SELECT count(*) FROM mission_leaderboard o
                  WHERE o.merchant_code = l.merchant_code AND o.period = l.period AND o.period_start = l.period_start
                    AND o.valid_bet > 0
                    AND (o.valid_bet > l.valid_bet OR (o.valid_bet = l.valid_bet
                         AND (o.updated_at, o.member_id) < (l.updated_at, l.member_id)))) + 1 AS rank,
                l.valid_bet::text
           FROM mission_leaderboard l
          WHERE l.merchant_code = $1 AND l.period = $2 AND l.period_start = $3::date AND l.member_id = $4
            AND l.valid_bet > 0`,
        [merchantCode, period, periodStart, memberId],
      );
      return row ? { rank: Number(row.rank), validBet: BigInt(row.valid_bet) } : null;
    },
  };
}
