import type { Queryable } from "#app/db/database.ts";

/** How many of each recent thing the member detail shows: enough for a support call. */
export const RECENT = 20;

export type ProfileRow = {
  id: string;
  username: string;
  kind: "player" | "agent";
  agent_level: number | null;
  nickname: string;
  payee_name: string;
  email: string;
  email_verified_at: Date | null;
  country_dialing_code: string;
  mobile_num: string;
  mobile_verified_at: Date | null;
  birthday: string | null;
  contacts: Record<string, string>;
  upline: string | null;
  referred_by: string | null;
  language: string;
  register_ip: string;
  register_domain: string;
  register_method: string;
  register_device: string;
  created_at: Date;
  first_login_at: Date | null;
  last_login_at: Date | null;
  blocked_at: Date | null;
  must_change_password: boolean;
  club_rank: number | null;
  prize_group: number | null;
};

/** The member's reads for the back office's member page; each one query, newest first. */
export function createMemberDetailRepository(db: Queryable) {
  return {
    async profile(merchantCode: string, username: string) {
      const rows = await db.query<ProfileRow>(
        `SELECT m.id::text, m.username, m.kind, m.agent_level, m.nickname, m.payee_name, m.email,
                m.email_verified_at, m.country_dialing_code, m.mobile_num, m.mobile_verified_at,
                m.birthday::text AS birthday, m.contacts, u.username AS upline, r.username AS referred_by,
                m.language, m.register_ip, m.register_domain, m.register_method, m.register_device,
                m.created_at, m.first_login_at, m.last_login_at, m.blocked_at, m.must_change_password,
                m.club_rank, p.max_series AS prize_group
           FROM members m
           LEFT JOIN members u ON u.id = m.upline_id
           LEFT JOIN members r ON r.id = m.referred_by
           LEFT JOIN member_prize_groups p ON p.member_id = m.id
          WHERE m.merchant_code = $1 AND lower(m.username) = lower($2) AND m.kind <> 'trial'`,
        [merchantCode, username],
      );
      return rows[0] ?? null;
    },
    wallets: (memberId: number) =>
      db.query<{ kind: string; currency: string; balance: string }>(
        `SELECT kind, currency, balance::text FROM ledger_accounts WHERE member_id = $1 ORDER BY kind, currency`,
        [memberId],
      ),
    ledger: (memberId: number) =>
      db.query<{
        entry_id: string;
        kind: string;
        wallet: string;
        amount: string;
        balance_after: string | null;
        created_at: Date;
      }>(
        `SELECT j.id::text AS entry_id, j.kind, a.kind AS wallet, p.amount::text, p.balance_after::text,
                j.created_at
           FROM postings p
           JOIN ledger_accounts a ON a.id = p.account_id
           JOIN journal_entries j ON j.id = p.entry_id
          WHERE a.member_id = $1
          ORDER BY p.id DESC LIMIT ${RECENT}`,
        [memberId],
      ),
    bets: (memberId: number) =>
      db.query<{
        id: string;
        vendor: string;
        game_type: string;
        bet: string;
        win: string;
        state: string;
        started_at: Date;
        settled_at: Date | null;
      }>(
        `SELECT id::text, vassalage AS vendor, game_type, bet::text, win::text, state, started_at, settled_at
           FROM game_rounds WHERE member_id = $1 ORDER BY id DESC LIMIT ${RECENT}`,
        [memberId],
      ),
    sessions: (memberId: number) =>
      db.query<{
        created_at: Date;
        last_seen_at: Date;
        expires_at: Date;
        client_ip: string;
        user_agent: string;
      }>(
        `SELECT created_at, last_seen_at, expires_at, client_ip, user_agent FROM sessions
          WHERE member_id = $1 AND revoked_at IS NULL AND expires_at > now()
          ORDER BY last_seen_at DESC LIMIT ${RECENT}`,
        [memberId],
      ),
    addresses: (memberId: number) =>
      db.query<{ value: string; first_seen_at: Date; last_seen_at: Date }>(
        `SELECT client_ip AS value, first_seen_at, last_seen_at FROM member_login_addresses
          WHERE member_id = $1 ORDER BY last_seen_at DESC LIMIT ${RECENT}`,
        [memberId],
      ),
    devices: (memberId: number) =>
      db.query<{ value: string; first_seen_at: Date; last_seen_at: Date }>(
        `SELECT device_id AS value, first_seen_at, last_seen_at FROM member_login_devices
          WHERE member_id = $1 ORDER BY last_seen_at DESC LIMIT ${RECENT}`,
        [memberId],
      ),
    notes: (memberId: number) =>
      db.query<{ id: string; author: string; body: string; created_at: Date }>(
        `SELECT id::text, author, body, created_at FROM member_notes
          WHERE member_id = $1 ORDER BY id DESC LIMIT ${RECENT}`,
        [memberId],
      ),
    async addNote(merchantCode: string, memberId: number, author: string, body: string) {
      const rows = await db.query<{ id: string; author: string; body: string; created_at: Date }>(
        `INSERT INTO member_notes (merchant_code, member_id, author, body) VALUES ($1, $2, $3, $4)
         RETURNING id::text, author, body, created_at`,
        [merchantCode, memberId, author, body],
      );
      const row = rows[0];
      if (!row) throw new Error("note not written");
      return row;
    },
  };
}
