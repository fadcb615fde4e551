import type { Queryable } from "#app/db/database.ts";
import type { AccountKind } from "#app/modules/members/account-kind.ts";

/** What a bonus needs to know of its member: that they belong to the merchant, and its currency. */
export function createBonusRepository(db: Queryable) {
  return {
    async recipient(
      merchantCode: string,
      memberId: number,
    ): Promise<{ kind: AccountKind; username: string; currency: string } | null> {
      const rows = await db.query<{ kind: AccountKind; username: string; currency: string }>(
        `SELECT m.kind, m.username, mc.settings->'currency'->>'code' AS currency
           FROM members m JOIN merchants mc ON mc.code = m.merchant_code
          WHERE m.id = $1 AND m.merchant_code = $2`,
        [memberId, merchantCode],
      );
      return rows[0] ?? null;
    },
  };
}
