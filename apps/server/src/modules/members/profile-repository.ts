import type { Queryable } from "#app/db/database.ts";

/** Queries behind the member's own choices: avatar and language. */
export function createProfileRepository(db: Queryable) {
  return {
    async setAvatar(merchantCode: string, memberId: number, avatarId: number): Promise<boolean> {
      const rows = await db.query(
        "UPDATE members SET avatar_id = $3 WHERE merchant_code = $1 AND id = $2 RETURNING id",
        [merchantCode, memberId, avatarId],
      );
      return rows.length > 0;
    },
    async setLanguage(merchantCode: string, memberId: number, language: string): Promise<boolean> {
      const rows = await db.query(
        "UPDATE members SET language = $3 WHERE merchant_code = $1 AND id = $2 RETURNING id",
        [merchantCode, memberId, language],
      );
      return rows.length > 0;
    },
  };
}
