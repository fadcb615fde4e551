import type { Queryable } from "#app/db/database.ts";

/** Queries behind password changes and the password policy. */
export function createPasswordRepository(db: Queryable) {
  return {
    /** Stores a new password: the change time moves and any forced change is satisfied. */
    async setPassword(merchantCode: string, memberId: number, passwordHash: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE members SET password_hash = $3, password_changed_at = now(), must_change_password = false
          WHERE merchant_code = $1 AND id = $2 RETURNING id`,
        [merchantCode, memberId, passwordHash],
      );
      return rows.length > 0;
    },
    /** Ends every live session of the member; answers how many ended. */
    async revokeSessions(memberId: number): Promise<number> {
      const rows = await db.query(
        "UPDATE sessions SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL RETURNING token_hash",
        [memberId],
      );
      return rows.length;
    },
    async requireChange(memberId: number): Promise<void> {
      await db.query("UPDATE members SET must_change_password = true WHERE id = $1", [memberId]);
    },
  };
}
