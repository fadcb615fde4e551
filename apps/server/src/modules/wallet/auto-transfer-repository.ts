import type { Queryable } from "#app/db/database.ts";

/** Queries of the member's automatic-transfer setting and of the vendor a launched game plays from. */
export function createAutoTransferRepository(db: Queryable) {
  return {
    async setting(merchantCode: string, memberId: number): Promise<boolean> {
      const [row] = await db.query<{ auto_transfer: boolean }>(
        "SELECT auto_transfer FROM members WHERE merchant_code = $1 AND id = $2",
        [merchantCode, memberId],
      );
      return row?.auto_transfer ?? true;
    },

    async setSetting(merchantCode: string, memberId: number, on: boolean): Promise<boolean> {
      const [row] = await db.query<{ auto_transfer: boolean }>(
        "UPDATE members SET auto_transfer = $3 WHERE merchant_code = $1 AND id = $2 RETURNING auto_transfer",
        [merchantCode, memberId, on],
      );
      return row?.auto_transfer ?? on;
    },

    /** The vendor when it is enabled and plays from a transfer wallet, else null. */
    async transferVendor(
      merchantCode: string,
      vassalage: string,
    ): Promise<{ vassalage: string; displayName: string } | null> {
      const [row] = await db.query<{ vassalage: string; display_name: string }>(
        `SELECT vassalage, display_name FROM vendors
          WHERE merchant_code = $1 AND vassalage = $2 AND enabled AND wallet = 'transfer'`,
        [merchantCode, vassalage],
      );
      return row ? { vassalage: row.vassalage, displayName: row.display_name } : null;
    },
  };
}
