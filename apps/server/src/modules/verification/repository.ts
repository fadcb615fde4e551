import type { Queryable } from "#app/db/database.ts";

export type CodePurpose =
  | "register"
  | "login"
  | "password"
  | "password-email"
  | "login-address"
  | "bind-mobile"
  | "bind-email"
  | "withdraw"
  | "owner-proof";
export type CodeChannel = "sms" | "email";

export type StoredCode = {
  id: number;
  codeHash: string;
  attempts: number;
  consumed: boolean;
  expired: boolean;
};

export type CodeKey = { merchantCode: string; purpose: CodePurpose; destination: string; context: string };

export type RecentRequests = {
  /** Codes for the destination in the window, counted from the end of its last block. */
  toDestination: number;
  fromAddress: number;
  /** Whether either asked within the last second. */
  tooSoon: boolean;
};

/** Queries behind verification codes and their sending limits. */
export function createVerificationRepository(db: Queryable) {
  return {
    /** Serialises the requests of these subjects until the transaction ends, so the limits are exact. */
    async lock(merchantCode: string, subjects: string[]): Promise<void> {
      // Always in the same order: two requests sharing both subjects cannot wait on each other.
      for (const subject of [...subjects].sort()) {
        await db.query("SELECT pg_advisory_xact_lock(hashtext($1))", [
          `verification:${merchantCode}:${subject}`,
        ]);
      }
    },
    /** Subjects ("to:…", "ip:…") that must still wait. */
    async activeBlocks(merchantCode: string, subjects: string[]): Promise<string[]> {
      const rows = await db.query<{ subject: string }>(
        `SELECT subject FROM verification_blocks
          WHERE merchant_code = $1 AND subject = ANY($2::text[]) AND blocked_until > now()`,
        [merchantCode, subjects],
      );
      return rows.map((row) => row.subject);
    },
    async block(merchantCode: string, subject: string, seconds: number): Promise<void> {
      await db.query(
        `INSERT INTO verification_blocks (merchant_code, subject, blocked_until)
         VALUES ($1, $2, now() + make_interval(secs => $3))
         ON CONFLICT (merchant_code, subject) DO UPDATE SET blocked_until = excluded.blocked_until`,
        [merchantCode, subject, seconds],
      );
    },
    /**
     * Requests in the window. A block's end restarts the count of its subject: whoever waited the
     * five minutes starts afresh rather than hitting the limit again at once.
     */
    async recent(
      merchantCode: string,
      destination: string,
      clientIp: string,
      windowSeconds: number,
    ): Promise<RecentRequests> {
      const rows = await db.query<{
        to_count: string | number;
        ip_count: string | number;
        too_soon: boolean;
      }>(
        `WITH since AS (
           SELECT greatest(now() - make_interval(secs => $4), coalesce(
                    (SELECT blocked_until FROM verification_blocks WHERE merchant_code = $1 AND subject = 'to:' || $2::text),
                    '-infinity')) AS to_since,
                  greatest(now() - make_interval(secs => $4), coalesce(
                    (SELECT blocked_until FROM verification_blocks WHERE merchant_code = $1 AND subject = 'ip:' || $3::text),
                    '-infinity')) AS ip_since
         )
         , requests AS (
           SELECT destination, client_ip, created_at FROM verification_codes
            WHERE merchant_code = $1 AND (destination = $2 OR client_ip = $3)
              AND created_at > now() - make_interval(secs => $4)
           UNION ALL
           SELECT destination, client_ip, created_at FROM verification_lookups
            WHERE merchant_code = $1 AND (destination = $2 OR client_ip = $3)
              AND created_at > now() - make_interval(secs => $4)
         )
         SELECT count(*) FILTER (WHERE c.destination = $2 AND c.created_at > since.to_since) AS to_count,
                count(*) FILTER (WHERE c.client_ip = $3 AND c.created_at > since.ip_since) AS ip_count,
                coalesce(bool_or(c.created_at > now() - interval '1 second'), false) AS too_soon
           FROM requests c, since`,
        [merchantCode, destination, clientIp, windowSeconds],
      );
      const row = rows[0];
      return {
        toDestination: Number(row?.to_count ?? 0),
        fromAddress: Number(row?.ip_count ?? 0),
        tooSoon: Boolean(row?.too_soon),
      };
    },
    /** Records a "taken or free?" answer, counted by `recent` like a code request. */
    async insertLookup(merchantCode: string, destination: string, clientIp: string): Promise<void> {
      await db.query(
        "INSERT INTO verification_lookups (merchant_code, destination, client_ip) VALUES ($1, $2, $3)",
        [merchantCode, destination, clientIp],
      );
    },
    /** Stores a new code; answers when it stops working (the database's clock). */
    async insert(
      key: CodeKey & { channel: CodeChannel; codeHash: string; lifetimeSeconds: number; clientIp: string },
    ): Promise<Date> {
      const rows = await db.query<{ expires_at: string | Date }>(
        `INSERT INTO verification_codes
           (merchant_code, purpose, channel, destination, context, code_hash, expires_at, client_ip)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7), $8)
         RETURNING expires_at`,
        [
          key.merchantCode,
          key.purpose,
          key.channel,
          key.destination,
          key.context,
          key.codeHash,
          key.lifetimeSeconds,
          key.clientIp,
        ],
      );
      return new Date(rows[0]?.expires_at as string);
    },
    /** The newest code for the key: a new code replaces the ones before it. */
    async latest(key: CodeKey): Promise<StoredCode | null> {
      const rows = await db.query<{
        id: string | number;
        code_hash: string;
        attempts: number;
        consumed: boolean;
        expired: boolean;
      }>(
        `SELECT id, code_hash, attempts, consumed_at IS NOT NULL AS consumed, expires_at <= now() AS expired
           FROM verification_codes
          WHERE merchant_code = $1 AND purpose = $2 AND destination = $3 AND context = $4
          ORDER BY created_at DESC, id DESC LIMIT 1`,
        [key.merchantCode, key.purpose, key.destination, key.context],
      );
      const row = rows[0];
      if (!row) return null;
      return {
        id: Number(row.id),
        codeHash: row.code_hash,
        attempts: Number(row.attempts),
        consumed: row.consumed,
        expired: row.expired,
      };
    },
    /** Drops codes and finished blocks long past any window or lifetime that still reads them. */
    async deleteOld(olderThanSeconds: number): Promise<void> {
      await db.query("DELETE FROM verification_codes WHERE created_at < now() - make_interval(secs => $1)", [
        olderThanSeconds,
      ]);
      await db.query(
        "DELETE FROM verification_lookups WHERE created_at < now() - make_interval(secs => $1)",
        [olderThanSeconds],
      );
      await db.query(
        "DELETE FROM verification_blocks WHERE blocked_until < now() - make_interval(secs => $1)",
        [olderThanSeconds],
      );
      await db.query(
        "DELETE FROM verification_check_failures WHERE day < (now() AT TIME ZONE 'UTC')::date - 1",
      );
    },
    /** Wrong codes given for a destination today (UTC, the database's clock). */
    async failuresToday(merchantCode: string, destination: string): Promise<number> {
      const rows = await db.query<{ failures: number }>(
        `SELECT failures FROM verification_check_failures
          WHERE merchant_code = $1 AND destination = $2 AND day = (now() AT TIME ZONE 'UTC')::date`,
        [merchantCode, destination],
      );
      return Number(rows[0]?.failures ?? 0);
    },
    /**
     * Counts a check as failed before the code is compared, while today's count is below `cap`;
     * false when the cap is reached. Concurrent checks cannot pass the cap together.
     */
    async reserveFailure(merchantCode: string, destination: string, cap: number): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO verification_check_failures AS f (merchant_code, destination, day, failures)
         VALUES ($1, $2, (now() AT TIME ZONE 'UTC')::date, 1)
         ON CONFLICT (merchant_code, destination, day) DO UPDATE SET failures = f.failures + 1
          WHERE f.failures < $3
         RETURNING failures`,
        [merchantCode, destination, cap],
      );
      return rows.length > 0;
    },
    /** Takes back a reserved failure: the code was right. */
    async releaseFailure(merchantCode: string, destination: string): Promise<void> {
      await db.query(
        `UPDATE verification_check_failures SET failures = failures - 1
          WHERE merchant_code = $1 AND destination = $2 AND day = (now() AT TIME ZONE 'UTC')::date
            AND failures > 0`,
        [merchantCode, destination],
      );
    },
    /** Counts one try before the code is compared, so concurrent guesses cannot exceed the limit. */
    async takeTry(id: number, maxTries: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE verification_codes SET attempts = attempts + 1
          WHERE id = $1 AND attempts < $2 AND consumed_at IS NULL AND expires_at > now() RETURNING id`,
        [id, maxTries],
      );
      return rows.length > 0;
    },
    /** Spends a code; false when it was spent or ran out meanwhile. */
    async consume(id: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE verification_codes SET consumed_at = now()
          WHERE id = $1 AND consumed_at IS NULL AND expires_at > now() RETURNING id`,
        [id],
      );
      return rows.length > 0;
    },
  };
}
