import type { ExclusionKind, LimitKind, LimitPeriod } from "@banca/contract/protection";
import type { Queryable } from "#app/db/database.ts";
import { LIMIT_NOW, PERIOD_INTERVAL } from "./guard-sql.ts";

export type LimitRow = {
  kind: LimitKind;
  period: LimitPeriod;
  /** In force at `now`, after any pending change whose time has come. */
  amount: bigint | null;
  pending: { amount: bigint | null; appliesAt: Date } | null;
  /** Used in the period (minor units), or minutes of the current session for the session limit. */
  used: bigint;
};

type RawLimit = {
  kind: LimitKind;
  period: LimitPeriod;
  amount: string | null;
  next_amount: string | null;
  next_at: Date | string | null;
  used: string;
};

const big = (value: string | null) => (value === null ? null : BigInt(value));

/** What identifies a person on an account opened for them; each may be missing. */
export type ExcludedPersonKeys = {
  mobileNum?: string | undefined;
  dialingCode?: string | undefined;
  email?: string | undefined;
  payeeName?: string | undefined;
  birthday?: string | undefined;
  idNumber?: string | undefined;
};

export function createProtectionRepository(db: Queryable) {
  return {
    /**
     * The member's limits as of `now`, each with what is used: stakes or net loss of rounds, or
     * deposits asked (pending or approved), in the rolling period; minutes of the session `tokenHash`.
     */
    async limits(merchantCode: string, memberId: number, tokenHash: string, now: Date): Promise<LimitRow[]> {
      const rows = await db.query<RawLimit>(
        `SELECT l.kind, l.period,
                CASE WHEN l.next_at <= $4::timestamptz THEN l.next_amount ELSE l.amount END::text AS amount,
                CASE WHEN l.next_at > $4::timestamptz THEN l.next_amount END::text AS next_amount,
                CASE WHEN l.next_at > $4::timestamptz THEN l.next_at END AS next_at,
                (CASE l.kind
                  WHEN 'session' THEN (SELECT floor(extract(epoch FROM $4::timestamptz - ws.created_at) / 60)::bigint
                                         FROM sessions ws WHERE ws.token_hash = $3)
                  WHEN 'deposit' THEN (SELECT sum(d.amount) FROM deposits d
                                        WHERE d.merchant_code = $1 AND d.member_id = l.member_id
                                          AND d.status IN ('pending', 'approved')
                                          AND d.created_at > $4::timestamptz - ${PERIOD_INTERVAL})
                  ELSE (SELECT sum(CASE l.kind WHEN 'wager' THEN r.bet ELSE r.bet - r.win END) FROM game_rounds r
                         WHERE r.merchant_code = $1 AND r.member_id = l.member_id AND r.state <> 'cancelled'
                           AND r.started_at > $4::timestamptz - ${PERIOD_INTERVAL})
                END)::text AS used
           FROM player_limits l WHERE l.member_id = $2
          ORDER BY array_position(ARRAY['deposit', 'loss', 'wager', 'session'], l.kind),
                   array_position(ARRAY['day', 'week', 'month', 'session'], l.period)`,
        [merchantCode, memberId, tokenHash, now],
      );
      return rows
        .map((row) => ({
          kind: row.kind,
          period: row.period,
          amount: big(row.amount),
          pending: row.next_at ? { amount: big(row.next_amount), appliesAt: new Date(row.next_at) } : null,
          used: BigInt(row.used ?? "0"),
        }))
        .filter((row) => row.amount !== null || row.pending !== null);
    },

    /** Locks and reads one limit as of `now` (null: none set). */
    async lockLimit(memberId: number, kind: LimitKind, period: LimitPeriod, now: Date) {
      const [row] = await db.query<{ amount: string | null }>(
        `SELECT CASE WHEN next_at <= $4::timestamptz THEN next_amount ELSE amount END::text AS amount
           FROM player_limits WHERE member_id = $1 AND kind = $2 AND period = $3 FOR UPDATE`,
        [memberId, kind, period, now],
      );
      return row ? big(row.amount) : null;
    },

    /** Writes a limit: `amount` in force now, and a change waiting until `nextAt` (or none). */
    async writeLimit(
      memberId: number,
      kind: LimitKind,
      period: LimitPeriod,
      amount: bigint | null,
      next: { amount: bigint | null; at: Date } | null,
      now: Date,
    ) {
      await db.query(
        `INSERT INTO player_limits (member_id, kind, period, amount, next_amount, next_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (member_id, kind, period) DO UPDATE
            SET amount = EXCLUDED.amount, next_amount = EXCLUDED.next_amount, next_at = EXCLUDED.next_at,
                updated_at = EXCLUDED.updated_at`,
        [
          memberId,
          kind,
          period,
          amount?.toString() ?? null,
          next?.amount?.toString() ?? null,
          next?.at ?? null,
          now,
        ],
      );
    },

    /** The exclusion in force at `now`: its end ('infinity' reads as null) and the kind last set. */
    async exclusion(memberId: number, now: Date) {
      const [row] = await db.query<{ until: string; kind: ExclusionKind | null }>(
        `SELECT CASE WHEN m.excluded_until = 'infinity' THEN 'infinity' ELSE m.excluded_until::text END AS until,
                (SELECT e.kind FROM member_exclusions e WHERE e.member_id = m.id ORDER BY e.id DESC LIMIT 1) AS kind
           FROM members m WHERE m.id = $1 AND m.excluded_until > $2::timestamptz`,
        [memberId, now],
      );
      if (!row) return null;
      return {
        kind: row.kind ?? "self_exclusion",
        until: row.until === "infinity" ? null : new Date(row.until),
      };
    },

    /**
     * Excludes until `until` (null: permanent), never shortening one in force (the table's trigger
     * refuses that too), records it, and ends every site session: the game sessions they launched
     * take no more bets (the seamless debit reads both).
     */
    async exclude(
      merchantCode: string,
      memberId: number,
      kind: ExclusionKind,
      until: Date | null,
      now: Date,
    ): Promise<{ until: Date | null; endedSessions: number }> {
      const [member] = await db.query<{ until: string }>(
        `UPDATE members SET excluded_until = greatest(coalesce(excluded_until, $3::timestamptz), $2::timestamptz)
          WHERE id = $1 RETURNING CASE WHEN excluded_until = 'infinity' THEN 'infinity' ELSE excluded_until::text END AS until`,
        [memberId, until ?? "infinity", now],
      );
      const ended = await db.query(
        "UPDATE sessions SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL RETURNING 1",
        [memberId],
      );
      await db.query(
        `INSERT INTO member_exclusions (merchant_code, member_id, kind, starts_at, ends_at, ended_sessions)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [merchantCode, memberId, kind, now, until ?? "infinity", ended.length],
      );
      const kept = member!.until === "infinity" ? null : new Date(member!.until);
      return { until: kept, endedSessions: ended.length };
    },

    async realityCheckMinutes(memberId: number): Promise<number | null> {
      const [row] = await db.query<{ minutes: number | null }>(
        "SELECT reality_check_minutes AS minutes FROM members WHERE id = $1",
        [memberId],
      );
      return row?.minutes ?? null;
    },

    async setRealityCheck(memberId: number, minutes: number | null) {
      await db.query("UPDATE members SET reality_check_minutes = $2 WHERE id = $1", [memberId, minutes]);
    },

    /** The session's start and the net result (wins − stakes) of the rounds started since. */
    async sessionPlay(merchantCode: string, memberId: number, tokenHash: string) {
      const [row] = await db.query<{ started: Date | string; net: string }>(
        `SELECT ws.created_at AS started,
                (SELECT coalesce(sum(r.win - r.bet), 0) FROM game_rounds r
                  WHERE r.merchant_code = $1 AND r.member_id = $2 AND r.state <> 'cancelled'
                    AND r.started_at >= ws.created_at)::text AS net
           FROM sessions ws WHERE ws.token_hash = $3`,
        [merchantCode, memberId, tokenHash],
      );
      return row ? { startedAt: new Date(row.started), net: BigInt(row.net) } : null;
    },

    /** Why a deposit of `amount` is refused (excluded, or a deposit limit it would pass), or null. */
    async depositRefusal(merchantCode: string, memberId: number, amount: bigint): Promise<string | null> {
      const [row] = await db.query<{ refusal: string | null }>(
        `SELECT CASE WHEN m.excluded_until > now() THEN 'excluded' ELSE (
           SELECT 'deposit:' || l.period || ':' || ${LIMIT_NOW} FROM player_limits l
            WHERE l.member_id = m.id AND l.kind = 'deposit' AND ${LIMIT_NOW} IS NOT NULL
              AND (SELECT coalesce(sum(d.amount), 0) FROM deposits d
                    WHERE d.merchant_code = $1 AND d.member_id = m.id AND d.status IN ('pending', 'approved')
                      AND d.created_at > now() - ${PERIOD_INTERVAL}) + $3::bigint > ${LIMIT_NOW}
            ORDER BY ${LIMIT_NOW} LIMIT 1) END AS refusal
           FROM members m WHERE m.id = $2`,
        [merchantCode, memberId, amount.toString()],
      );
      return row?.refusal ?? null;
    },

    /**
     * Whether a member of the merchant in a time-out or self-exclusion is this person: the same
     * mobile number (the dialing code too where both have one), e-mail or identity document number
     * (any letter case, spaces aside), or the same real name (any letter case) born the same day.
     */
    async isExcludedPerson(merchantCode: string, person: ExcludedPersonKeys): Promise<boolean> {
      const [row] = await db.query<{ found: boolean }>(
        `SELECT EXISTS (
           SELECT 1 FROM members m
            WHERE m.merchant_code = $1 AND m.excluded_until > now()
              AND ((m.mobile_num <> '' AND m.mobile_num = $2
                    AND (m.country_dialing_code = '' OR $3 = '' OR m.country_dialing_code = $3))
                OR (m.email <> '' AND lower(m.email) = lower($4))
                OR (m.birthday = $6::date AND m.payee_name <> '' AND lower(trim(m.payee_name)) = lower($5))
                OR (coalesce(m.contacts->>'idNumber', '') <> ''
                    AND upper(regexp_replace(m.contacts->>'idNumber', '\\s', '', 'g')) = upper(regexp_replace($7, '\\s', '', 'g'))))
         ) AS found`,
        [
          merchantCode,
          person.mobileNum ?? "",
          person.dialingCode ?? "",
          person.email ?? "",
          person.payeeName ?? "",
          person.birthday ?? null,
          person.idNumber ?? "",
        ],
      );
      return row?.found ?? false;
    },

    async isExcluded(memberId: number | string): Promise<boolean> {
      const [row] = await db.query<{ excluded: boolean }>(
        "SELECT coalesce(excluded_until > now(), false) AS excluded FROM members WHERE id = $1",
        [memberId],
      );
      return row?.excluded ?? false;
    },
  };
}
