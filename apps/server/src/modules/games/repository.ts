import type { Vendor } from "@banca/contract/calls/games";
import type { Queryable } from "#app/db/database.ts";

export function createVendorRepository(db: Queryable) {
  return {
    /** Enabled vendors in display order. */
    list: (merchantCode: string) =>
      db.query<Vendor>(
        `SELECT vassalage, display_name AS "displayName", game_type AS "gameType", logo, wallet
           FROM vendors WHERE merchant_code = $1 AND enabled ORDER BY sort, id`,
        [merchantCode],
      ),
  };
}
export type VendorRepository = ReturnType<typeof createVendorRepository>;
