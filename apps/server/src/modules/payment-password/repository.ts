import type { Queryable } from "#app/db/database.ts";

/** The payment password of members, and the guesses made at it. */
export function createPaymentPasswordRepository(db: Queryable) {
  return {
    /** The member's hashes; null when the member does not exist in this merchant. */
    async hashes(
      merchantCode: string,
      memberId: number,
    ): Promise<{ paymentPasswordHash: string | null; passwordHash: string | null; username: string } | null> {
      const rows = await db.query<{
        payment_password_hash: string | null;
        password_hash: string | null;
        username: string;
      }>(
        "SELECT payment_password_hash, password_hash, username FROM members WHERE merchant_code = $1 AND id = $2",
        [merchantCode, memberId],
      );
      const row = rows[0];
      return row
        ? {
            paymentPasswordHash: row.payment_password_hash,
            passwordHash: row.password_hash,
            username: row.username,
          }
        : null;
    },
    /** Sets the first payment password; false when the member has one already. */
    async setFirst(merchantCode: string, memberId: number, hash: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE members SET payment_password_hash = $3
          WHERE merchant_code = $1 AND id = $2 AND payment_password_hash IS NULL RETURNING id`,
        [merchantCode, memberId, hash],
      );
      return rows.length > 0;
    },
    async replace(merchantCode: string, memberId: number, hash: string): Promise<void> {
      await db.query("UPDATE members SET payment_password_hash = $3 WHERE merchant_code = $1 AND id = $2", [
        merchantCode,
        memberId,
        hash,
      ]);
    },

    /** Writes a guess as in flight before it is checked (see the migration). */
    async begin(memberId: number): Promise<number> {
      const rows = await db.query<{ id: string | number }>(
        "INSERT INTO payment_password_attempts (member_id, succeeded) VALUES ($1, NULL) RETURNING id",
        [memberId],
      );
      return Number(rows[0]?.id);
    },
    async end(id: number, succeeded: boolean): Promise<void> {
      await db.query("UPDATE payment_password_attempts SET succeeded = $2 WHERE id = $1", [id, succeeded]);
    },
    async discard(id: number): Promise<void> {
      await db.query("DELETE FROM payment_password_attempts WHERE id = $1", [id]);
    },
    /**
     * Failed or in-flight guesses in the window since the last right one (at most `limit + 1` are
     * counted), and when the newest `limit` of them stop locking the password.
     */
    async failures(
      memberId: number,
      windowSeconds: number,
      limit: number,
    ): Promise<{ count: number; lockedUntil: Date | null }> {
      const rows = await db.query<{ attempted_at: string | Date }>(
        `SELECT attempted_at FROM payment_password_attempts
          WHERE member_id = $1 AND succeeded IS NOT TRUE
            AND attempted_at > now() - make_interval(secs => $2)
            AND id > COALESCE((SELECT max(id) FROM payment_password_attempts WHERE member_id = $1 AND succeeded), 0)
          ORDER BY id DESC LIMIT $3`,
        [memberId, windowSeconds, limit + 1],
      );
      const oldestLocking = rows[limit - 1];
      return {
        count: rows.length,
        lockedUntil: oldestLocking
          ? new Date(new Date(oldestLocking.attempted_at).getTime() + windowSeconds * 1000)
          : null,
      };
    },
  };
}
