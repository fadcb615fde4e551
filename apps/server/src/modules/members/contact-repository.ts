import type { Queryable } from "#app/db/database.ts";

/** Where a member can be reached, for codes sent by SMS or e-mail. */
export type MemberContact = {
  id: number;
  username: string;
  kind: string;
  email: string;
  countryDialingCode: string;
  mobileNum: string;
};

function toContact(row: Record<string, unknown>): MemberContact {
  return {
    id: Number(row.id),
    username: row.username as string,
    kind: row.kind as string,
    email: row.email as string,
    countryDialingCode: row.country_dialing_code as string,
    mobileNum: row.mobile_num as string,
  };
}

export function createContactRepository(db: Queryable) {
  return {
    async byId(merchantCode: string, id: number): Promise<MemberContact | null> {
      const rows = await db.query(
        `SELECT id, username, kind, email, country_dialing_code, mobile_num FROM members
          WHERE merchant_code = $1 AND id = $2`,
        [merchantCode, id],
      );
      return rows[0] ? toContact(rows[0]) : null;
    },
    async byUsername(merchantCode: string, username: string): Promise<MemberContact | null> {
      const rows = await db.query(
        `SELECT id, username, kind, email, country_dialing_code, mobile_num FROM members
          WHERE merchant_code = $1 AND lower(username) = lower($2)`,
        [merchantCode, username],
      );
      return rows[0] ? toContact(rows[0]) : null;
    },
  };
}
