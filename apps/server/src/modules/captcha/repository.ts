import type { Queryable } from "#app/db/database.ts";

export function createCaptchaRepository(db: Queryable) {
  return {
    async insert(captcha: {
      id: string;
      merchantCode: string;
      answerHash: string;
      clientIp: string;
      lifetimeSeconds: number;
    }): Promise<void> {
      await db.query(
        `INSERT INTO captchas (id, merchant_code, answer_hash, client_ip, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
        [captcha.id, captcha.merchantCode, captcha.answerHash, captcha.clientIp, captcha.lifetimeSeconds],
      );
    },
    /** How many captchas an address was given lately, and how many seconds ago the newest one. */
    async recentFromIp(
      merchantCode: string,
      clientIp: string,
      sinceSeconds: number,
    ): Promise<{ count: number; newestAgeSeconds: number | null }> {
      const rows = await db.query<{ n: string | number; newest_age: string | number | null }>(
        `SELECT count(*) AS n, extract(epoch FROM now() - max(created_at)) AS newest_age
           FROM captchas
          WHERE merchant_code = $1 AND client_ip = $2 AND created_at > now() - make_interval(secs => $3)`,
        [merchantCode, clientIp, sinceSeconds],
      );
      const row = rows[0];
      return {
        count: Number(row?.n ?? 0),
        newestAgeSeconds: row?.newest_age == null ? null : Number(row.newest_age),
      };
    },
    /**
     * Spends a captcha that is live (unused, unexpired) and answers its stored hash; null when there is
     * none. The update makes the first try win even when two arrive together.
     */
    async spend(merchantCode: string, id: string): Promise<string | null> {
      const rows = await db.query<{ answer_hash: string }>(
        `UPDATE captchas SET used_at = now()
          WHERE id = $1 AND merchant_code = $2 AND used_at IS NULL AND expires_at > now()
          RETURNING answer_hash`,
        [id, merchantCode],
      );
      return rows[0]?.answer_hash ?? null;
    },
    /** Drops captchas long past their end; the address throttle still sees the last ten minutes. */
    async deleteExpired(olderThanSeconds: number): Promise<void> {
      await db.query("DELETE FROM captchas WHERE expires_at < now() - make_interval(secs => $1)", [
        olderThanSeconds,
      ]);
    },
    /** Serialises the captcha requests of one address, so concurrent ones cannot both pass the throttle. */
    async lockAddress(merchantCode: string, clientIp: string): Promise<void> {
      await db.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`captcha:${merchantCode}:${clientIp}`]);
    },
  };
}
