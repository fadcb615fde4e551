import type { Queryable } from "#app/db/database.ts";

/** Where a member can be reached, for codes sent by SMS or e-mail. */
export type MemberContact = {
  id: number;
  username: string;
  kind: string;
  email: string;
  /** Whether a code sent to the e-mail confirmed it; an address typed at registration proves nothing. */
  emailVerified: boolean;
  countryDialingCode: string;
  mobileNum: string;
  /** The agent the member was registered under (affiliate code), null when none. */
  uplineId: number | null;
};

function toContact(row: Record<string, unknown>): MemberContact {
  return {
    id: Number(row.id),
    username: row.username as string,
    kind: row.kind as string,
    email: row.email as string,
    emailVerified: row.email_verified as boolean,
    countryDialingCode: row.country_dialing_code as string,
    mobileNum: row.mobile_num as string,
    uplineId: row.upline_id == null ? null : Number(row.upline_id),
  };
}

export function createContactRepository(db: Queryable) {
  return {
    async byId(merchantCode: string, id: number): Promise<MemberContact | null> {
      const rows = await db.query(
        `SELECT id, username, kind, email, email_verified_at IS NOT NULL AS email_verified, country_dialing_code,
                mobile_num, upline_id FROM members
          WHERE merchant_code = $1 AND id = $2`,
        [merchantCode, id],
      );
      return rows[0] ? toContact(rows[0]) : null;
    },
    async byUsername(merchantCode: string, username: string): Promise<MemberContact | null> {
      const rows = await db.query(
        `SELECT id, username, kind, email, email_verified_at IS NOT NULL AS email_verified, country_dialing_code,
                mobile_num, upline_id FROM members
          WHERE merchant_code = $1 AND lower(username) = lower($2)`,
        [merchantCode, username],
      );
      return rows[0] ? toContact(rows[0]) : null;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;

/** The profile as the member edits it. */
export type ProfileRow = {
  username: string;
  nickname: string;
  payeeName: string;
  /** yyyy-MM-dd, "" when not given. */
  birthday: string;
  contacts: Record<string, string>;
};

export type ProfileChanges = Partial<Omit<ProfileRow, "username">>;

/** The profile's queries; `forUpdate` locks the row until the caller's transaction ends. */
export function createProfileFieldsRepository(db: Queryable) {
  return {
    async read(merchantCode: string, id: number, options: { forUpdate?: boolean } = {}) {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT username, nickname, payee_name, coalesce(to_char(birthday, 'YYYY-MM-DD'), '') AS birthday, contacts
           FROM members WHERE merchant_code = $1 AND id = $2 ${options.forUpdate ? "FOR UPDATE" : ""}`,
        [merchantCode, id],
      );
      const row = rows[0];
      if (!row) return null;
      const profile: ProfileRow = {
        username: row.username as string,
        nickname: row.nickname as string,
        payeeName: row.payee_name as string,
        birthday: row.birthday as string,
        contacts: (typeof row.contacts === "string" ? JSON.parse(row.contacts) : row.contacts) as Record<
          string,
          string
        >,
      };
      return profile;
    },
    /** Writes the given fields; contact handles are merged into those already stored. */
    async update(merchantCode: string, id: number, changes: ProfileChanges): Promise<void> {
      await db.query(
        `UPDATE members SET nickname = coalesce($3, nickname), payee_name = coalesce($4, payee_name),
                birthday = CASE WHEN $5::text IS NULL THEN birthday ELSE $5::date END,
                contacts = contacts || $6::jsonb
          WHERE merchant_code = $1 AND id = $2`,
        [
          merchantCode,
          id,
          changes.nickname ?? null,
          changes.payeeName ?? null,
          changes.birthday || null,
          JSON.stringify(changes.contacts ?? {}),
        ],
      );
    },
  };
}
