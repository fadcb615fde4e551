import type { Queryable } from "#app/db/database.ts";
import type { AccountKind } from "./account-kind.ts";

export type MemberRow = {
  id: number;
  username: string;
  /** Null for accounts without a password of their own (trial, social sign-in). */
  passwordHash: string | null;
  kind: AccountKind;
  agentLevel: number | null;
  nickname: string;
  countryDialingCode: string;
  mobileNum: string;
  passwordChangedAt: Date;
  mustChangePassword: boolean;
  avatarId: number | null;
  language: string;
  firstLoginAt: Date | null;
  /** The rank of the merchant's club level the member stands on, if any. */
  clubRank: number | null;
  /** Set while an operator has the member blocked. */
  blockedAt: Date | null;
  createdAt: Date;
};

export type NewMember = {
  merchantCode: string;
  username: string;
  passwordHash: string;
  paymentPasswordHash: string | null;
  payeeName: string;
  email: string;
  countryDialingCode: string;
  mobileNum: string;
  /** The number was confirmed by an SMS code at registration. */
  mobileConfirmed: boolean;
  contacts: Record<string, string>;
  referralCode: string;
  referredBy: number | null;
  uplineId: number | null;
  registerUrl: string;
  registerDomain: string;
  registerMethod: string;
  registerIp: string;
  /** The browser's device identifier sent with the registration; none for accounts made otherwise. */
  registerDevice?: string;
  language: string;
  /** yyyy-MM-dd, where the merchant's registration asks for it. */
  birthday?: string;
};

/** The columns `toMember` reads; other modules' statements that also read a member use both. */
export const MEMBER_COLUMNS = `id, username, password_hash, kind, agent_level, nickname, country_dialing_code, mobile_num,
  password_changed_at, must_change_password, avatar_id, language, first_login_at, club_rank, blocked_at, created_at`;

export function toMember(row: Record<string, unknown>): MemberRow {
  return {
    id: Number(row.id),
    username: row.username as string,
    passwordHash: (row.password_hash as string | null) ?? null,
    kind: row.kind as AccountKind,
    agentLevel: (row.agent_level as number | null) ?? null,
    nickname: row.nickname as string,
    countryDialingCode: row.country_dialing_code as string,
    mobileNum: row.mobile_num as string,
    passwordChangedAt: new Date(row.password_changed_at as string),
    mustChangePassword: row.must_change_password as boolean,
    avatarId: row.avatar_id == null ? null : Number(row.avatar_id),
    language: row.language as string,
    firstLoginAt: row.first_login_at ? new Date(row.first_login_at as string) : null,
    clubRank: row.club_rank == null ? null : Number(row.club_rank),
    blockedAt: row.blocked_at ? new Date(row.blocked_at as string) : null,
    createdAt: new Date(row.created_at as string),
  };
}

export function createMemberRepository(db: Queryable) {
  return {
    async findByUsername(merchantCode: string, username: string): Promise<MemberRow | null> {
      const rows = await db.query(
        `SELECT ${MEMBER_COLUMNS} FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)`,
        [merchantCode, username],
      );
      return rows[0] ? toMember(rows[0]) : null;
    },
    /**
     * The account a mobile number belongs to (one per merchant). `confirmedOnly`: only when the
     * number was confirmed by an SMS code, as anything the number unlocks by SMS requires.
     */
    async findByMobile(
      merchantCode: string,
      mobileNum: string,
      options: { confirmedOnly?: boolean } = {},
    ): Promise<MemberRow | null> {
      if (mobileNum === "") return null;
      const rows = await db.query(
        `SELECT ${MEMBER_COLUMNS} FROM members
          WHERE merchant_code = $1 AND mobile_num = $2 AND ($3 = false OR mobile_verified_at IS NOT NULL)`,
        [merchantCode, mobileNum, options.confirmedOnly ?? false],
      );
      return rows[0] ? toMember(rows[0]) : null;
    },
    async findById(merchantCode: string, id: number): Promise<MemberRow | null> {
      const rows = await db.query(
        `SELECT ${MEMBER_COLUMNS} FROM members WHERE merchant_code = $1 AND id = $2`,
        [merchantCode, id],
      );
      return rows[0] ? toMember(rows[0]) : null;
    },
    /** The agent owning an affiliate code, if any. */
    async findAgentIdByAffiliateCode(merchantCode: string, code: string): Promise<number | null> {
      const rows = await db.query<{ id: string | number }>(
        "SELECT id FROM members WHERE merchant_code = $1 AND kind = 'agent' AND affiliate_code = $2",
        [merchantCode, code],
      );
      return rows[0] ? Number(rows[0].id) : null;
    },
    async findIdByReferralCode(merchantCode: string, code: string): Promise<number | null> {
      const rows = await db.query<{ id: string | number }>(
        "SELECT id FROM members WHERE merchant_code = $1 AND referral_code = $2",
        [merchantCode, code],
      );
      return rows[0] ? Number(rows[0].id) : null;
    },
    async countRegisteredFromIp(merchantCode: string, ip: string, sinceSeconds: number): Promise<number> {
      const rows = await db.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM members
          WHERE merchant_code = $1 AND register_ip = $2 AND created_at > now() - make_interval(secs => $3)`,
        [merchantCode, ip, sinceSeconds],
      );
      return Number(rows[0]?.n ?? 0);
    },
    /** Inserts unless the username (in any case) or the mobile number is taken; null when one is. */
    async insert(member: NewMember): Promise<number | null> {
      const rows = await db.query<{ id: string | number }>(
        `INSERT INTO members (merchant_code, username, password_hash, payment_password_hash, payee_name, email,
           country_dialing_code, mobile_num, contacts, referral_code, referred_by, upline_id, register_url,
           register_domain, register_method, register_ip, language, mobile_verified_at, register_device, birthday)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
           CASE WHEN $18::boolean THEN now() END, $19, $20::date)
         ON CONFLICT DO NOTHING
         RETURNING id`,
        [
          member.merchantCode,
          member.username,
          member.passwordHash,
          member.paymentPasswordHash,
          member.payeeName,
          member.email,
          member.countryDialingCode,
          member.mobileNum,
          member.contacts,
          member.referralCode,
          member.referredBy,
          member.uplineId,
          member.registerUrl,
          member.registerDomain,
          member.registerMethod,
          member.registerIp,
          member.language,
          member.mobileConfirmed,
          member.registerDevice ?? "",
          member.birthday || null,
        ],
      );
      return rows[0] ? Number(rows[0].id) : null;
    },
    /** Marks a login; answers whether it was the member's first. */
    async recordLogin(id: number): Promise<boolean> {
      const rows = await db.query<{ first: boolean }>(
        `UPDATE members SET last_login_at = now(), first_login_at = coalesce(first_login_at, now())
          WHERE id = $1 RETURNING (first_login_at = last_login_at) AS first`,
        [id],
      );
      return rows[0]?.first ?? false;
    },
    /**
     * Puts the member on a club level (by rank), or on none, and answers the rank it stood on before.
     * Run it inside a transaction: the row stays locked until the caller has recorded the change.
     */
    async setClubRank(id: number, rank: number | null): Promise<number | null> {
      const rows = await db.query<{ club_rank: number | null }>(
        "SELECT club_rank FROM members WHERE id = $1 FOR UPDATE",
        [id],
      );
      // The time of the change: a level reached during a rank period is not reviewed for it.
      await db.query(
        `UPDATE members SET club_rank = $2::smallint,
                club_rank_at = CASE WHEN club_rank IS DISTINCT FROM $2::smallint THEN now() ELSE club_rank_at END
          WHERE id = $1`,
        [id, rank],
      );
      return rows[0]?.club_rank ?? null;
    },
    /**
     * Blocks the member (or lifts the block) and answers whether it was blocked before. Run it inside
     * a transaction: the row stays locked until the caller has ended the sessions and recorded it.
     */
    async setBlocked(id: number, blocked: boolean): Promise<boolean> {
      const rows = await db.query<{ blocked: boolean }>(
        "SELECT blocked_at IS NOT NULL AS blocked FROM members WHERE id = $1 FOR UPDATE",
        [id],
      );
      await db.query(
        "UPDATE members SET blocked_at = CASE WHEN $2::boolean THEN coalesce(blocked_at, now()) END WHERE id = $1",
        [id, blocked],
      );
      return rows[0]?.blocked ?? false;
    },
    /** Makes a player an agent of the given level who recruits with the affiliate code. */
    async makeAgent(id: number, level: 1 | 2 | 41 | 42, affiliateCode: string): Promise<void> {
      await db.query(
        `UPDATE members SET kind = 'agent', agent_level = $2, affiliate_code = $3 WHERE id = $1 AND kind = 'player'`,
        [id, level, affiliateCode],
      );
    },
  };
}
export type MemberRepository = ReturnType<typeof createMemberRepository>;
