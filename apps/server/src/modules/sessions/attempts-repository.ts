import type { Queryable } from "#app/db/database.ts";

/** Log-in attempts, counted to stop password guessing. */
export function createLoginAttemptRepository(db: Queryable) {
  return {
    /**
     * Failures in the window: per account, and per account from this address, they include
     * attempts still in flight; per address only attempts that ended in failure (see migration 0008).
     */
    async failures(merchantCode: string, usernameKey: string, clientIp: string, windowSeconds: number) {
      const rows = await db.query<{
        by_account: string | number;
        by_account_and_address: string | number;
        by_address: string | number;
      }>(
        `SELECT count(*) FILTER (WHERE username_key = $2) AS by_account,
                count(*) FILTER (WHERE username_key = $2 AND client_ip = $3) AS by_account_and_address,
                count(*) FILTER (WHERE client_ip = $3 AND succeeded = false) AS by_address
           FROM login_attempts
          WHERE merchant_code = $1 AND succeeded IS NOT TRUE AND attempted_at > now() - make_interval(secs => $4)
            AND (username_key = $2 OR client_ip = $3)`,
        [merchantCode, usernameKey, clientIp, windowSeconds],
      );
      return {
        byAccount: Number(rows[0]?.by_account ?? 0),
        byAccountAndAddress: Number(rows[0]?.by_account_and_address ?? 0),
        byAddress: Number(rows[0]?.by_address ?? 0),
      };
    },
    /**
     * Writes an attempt as in flight before the password or code is checked; `succeed` or `fail`
     * ends it. Attempts at one account arriving together all see each other, so none slips past
     * the account's limit unseen.
     */
    async begin(merchantCode: string, usernameKey: string, clientIp: string): Promise<number> {
      const rows = await db.query<{ id: string | number }>(
        `INSERT INTO login_attempts (merchant_code, username_key, client_ip, succeeded)
         VALUES ($1, $2, $3, NULL) RETURNING id`,
        [merchantCode, usernameKey, clientIp],
      );
      return Number(rows[0]?.id);
    },
    async succeed(id: number) {
      await db.query("UPDATE login_attempts SET succeeded = true WHERE id = $1", [id]);
    },
    async fail(id: number) {
      await db.query("UPDATE login_attempts SET succeeded = false WHERE id = $1", [id]);
    },
    /** Takes back an attempt that was refused before anything was checked. */
    async discard(id: number) {
      await db.query("DELETE FROM login_attempts WHERE id = $1", [id]);
    },
    async record(merchantCode: string, usernameKey: string, clientIp: string, succeeded: boolean) {
      await db.query(
        "INSERT INTO login_attempts (merchant_code, username_key, client_ip, succeeded) VALUES ($1, $2, $3, $4)",
        [merchantCode, usernameKey, clientIp, succeeded],
      );
    },
  };
}
