import type { Queryable } from "#app/db/database.ts";
import type { AccountKind } from "#app/modules/members/account-kind.ts";
import { sessionLimitRefusalSql } from "#app/modules/protection/guard-sql.ts";

export type SessionMember = {
  memberId: number;
  merchantCode: string;
  username: string;
  kind: AccountKind;
  agentLevel: number | null;
  lastSeenAt: Date;
  /** The account must change its password before anything else (`members.must_change_password`). */
  passwordChangeDue: boolean;
  /** A time-out or self-exclusion is in force: the log-in reaches only withdrawals and records. */
  excluded: boolean;
};

export type NewSession = {
  tokenHash: string;
  memberId: number;
  merchantCode: string;
  expiresAt: Date;
  clientIp: string;
  userAgent: string;
};

/** What a log-in marks besides its session; `attemptId` is the password or SMS try it ends. */
export type LoginMarks = { deviceId?: string | undefined; attemptId?: number | undefined };

/** A new session's columns, in the order both inserts write them ($1 to $6). */
const sessionValues = (session: NewSession) => [
  session.tokenHash,
  session.memberId,
  session.merchantCode,
  session.expiresAt,
  session.clientIp,
  session.userAgent,
];

export function createSessionRepository(db: Queryable) {
  return {
    async insert(session: NewSession): Promise<void> {
      await db.query(
        `INSERT INTO sessions (token_hash, member_id, merchant_code, expires_at, client_ip, user_agent)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        sessionValues(session),
      );
    },
    /**
     * A log-in's session and its marks in one statement: the member's log-in times, the address
     * (so LOGINIPVERF3 knows it next time), the device when the site sent one (invite friends), and
     * the attempt it ends, as succeeded. Answers whether this is the member's first log-in.
     */
    async insertForLogin(session: NewSession, marks: LoginMarks): Promise<boolean> {
      const rows = await db.query<{ first: boolean }>(
        `WITH opened AS (
           INSERT INTO sessions (token_hash, member_id, merchant_code, expires_at, client_ip, user_agent)
           VALUES ($1, $2::bigint, $3, $4, $5::text, $6)
         ), address AS (
           INSERT INTO member_login_addresses (member_id, client_ip) VALUES ($2::bigint, $5::text)
           ON CONFLICT (member_id, client_ip) DO UPDATE SET last_seen_at = now()
         ), device AS (
           INSERT INTO member_login_devices (member_id, device_id)
           SELECT $2::bigint, $7::text WHERE $7::text IS NOT NULL
           ON CONFLICT (member_id, device_id) DO UPDATE SET last_seen_at = now()
         ), attempt AS (
           UPDATE login_attempts SET succeeded = true WHERE id = $8::bigint
         )
         UPDATE members SET last_login_at = now(), first_login_at = coalesce(first_login_at, now())
          WHERE id = $2::bigint RETURNING (first_login_at = last_login_at) AS first`,
        [...sessionValues(session), marks.deviceId || null, marks.attemptId ?? null],
      );
      return rows[0]?.first ?? false;
    },
    /** The live session of a token: not revoked, not past its absolute end, not idle too long. */
    async findLive(
      tokenHash: string,
      merchantCode: string,
      idleSeconds: number,
    ): Promise<SessionMember | null> {
      const rows = await db.query<{
        member_id: string | number;
        merchant_code: string;
        username: string;
        kind: AccountKind;
        agent_level: number | null;
        last_seen_at: Date;
        must_change_password: boolean;
        excluded: boolean;
      }>(
        `SELECT s.member_id, s.merchant_code, m.username, m.kind, m.agent_level, s.last_seen_at,
                m.must_change_password, coalesce(m.excluded_until > now(), false) AS excluded
           FROM sessions s JOIN members m ON m.id = s.member_id
          WHERE s.token_hash = $1 AND s.merchant_code = $2 AND s.revoked_at IS NULL AND m.blocked_at IS NULL
            AND s.expires_at > now() AND s.last_seen_at > now() - make_interval(secs => $3)
            AND ${sessionLimitRefusalSql("s.member_id", "s.token_hash")} IS NULL`,
        [tokenHash, merchantCode, idleSeconds],
      );
      const row = rows[0];
      if (!row) return null;
      return {
        memberId: Number(row.member_id),
        merchantCode: row.merchant_code,
        username: row.username,
        kind: row.kind,
        agentLevel: row.agent_level,
        lastSeenAt: new Date(row.last_seen_at),
        passwordChangeDue: row.must_change_password,
        excluded: row.excluded,
      };
    },
    async touch(tokenHash: string): Promise<void> {
      await db.query("UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1", [tokenHash]);
    },
    async revoke(tokenHash: string): Promise<void> {
      await db.query("UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL", [
        tokenHash,
      ]);
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
