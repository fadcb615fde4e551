import { randomBytes } from "node:crypto";
import type { Queryable } from "#app/db/database.ts";

/** A member row with just what the ledger needs; accounts tests do not go through registration. */
export async function insertMember(db: Queryable, merchantCode: string, username: string): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO members (merchant_code, username, password_hash, referral_code)
     VALUES ($1, $2, '!', $3) RETURNING id::text`,
    [merchantCode, username, randomBytes(6).toString("hex")],
  );
  return Number(rows[0]?.id);
}
