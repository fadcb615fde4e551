import type { Queryable } from "#app/db/database.ts";

export type MemberSearch = {
  username?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  realName?: string | undefined;
  /** A member of this agent's team, at any depth. */
  agent?: string | undefined;
  status?: "active" | "blocked" | undefined;
  kind?: "player" | "agent" | undefined;
  registeredFrom?: string | undefined;
  registeredTo?: string | undefined;
  pageNo: number;
  pageSize: number;
};

export type MemberListRow = {
  id: string;
  username: string;
  kind: "player" | "agent";
  agent_level: number | null;
  payee_name: string;
  email: string;
  country_dialing_code: string;
  mobile_num: string;
  upline: string | null;
  club_rank: number | null;
  blocked_at: Date | null;
  created_at: Date;
  last_login_at: Date | null;
  balance: string;
};

/** A LIKE pattern that matches `text` anywhere, its own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The back office's member search: every filter optional, newest registrations first. */
export async function searchMembers(db: Queryable, merchantCode: string, search: MemberSearch) {
  const where = ["m.merchant_code = $1", "m.kind <> 'trial'"];
  const params: unknown[] = [merchantCode];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (search.username) where.push(`m.username ILIKE ${param(containing(search.username))}`);
  if (search.phone) {
    const digits = search.phone.replace(/\D/g, "");
    where.push(`(m.country_dialing_code || m.mobile_num) LIKE ${param(containing(digits))}`);
  }
  if (search.email) where.push(`m.email ILIKE ${param(containing(search.email))}`);
  if (search.realName) where.push(`m.payee_name ILIKE ${param(containing(search.realName))}`);
  if (search.agent) {
    where.push(`EXISTS (SELECT 1 FROM member_tree t JOIN members a ON a.id = t.ancestor_id
                 WHERE t.descendant_id = m.id AND t.depth > 0 AND a.merchant_code = m.merchant_code
                   AND lower(a.username) = lower(${param(search.agent)}))`);
  }
  if (search.status)
    where.push(search.status === "blocked" ? "m.blocked_at IS NOT NULL" : "m.blocked_at IS NULL");
  if (search.kind) where.push(`m.kind = ${param(search.kind)}`);
  if (search.registeredFrom) {
    where.push(`m.created_at >= (${param(search.registeredFrom)}::date)::timestamp AT TIME ZONE 'UTC'`);
  }
  if (search.registeredTo) {
    where.push(`m.created_at < (${param(search.registeredTo)}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  }
  const filter = where.join(" AND ");
  const counted = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM members m WHERE ${filter}`,
    params,
  );
  const limit = param(search.pageSize);
  const offset = param((search.pageNo - 1) * search.pageSize);
  const rows = await db.query<MemberListRow>(
    `SELECT m.id::text, m.username, m.kind, m.agent_level, m.payee_name, m.email, m.country_dialing_code,
            m.mobile_num, u.username AS upline, m.club_rank, m.blocked_at, m.created_at, m.last_login_at,
            coalesce((SELECT sum(balance) FROM ledger_accounts l WHERE l.member_id = m.id AND l.kind = 'main'), 0)::text
              AS balance
       FROM members m
       LEFT JOIN members u ON u.id = m.upline_id
      WHERE ${filter}
      ORDER BY m.created_at DESC, m.id DESC
      LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return { rows, totalCount: Number(counted[0]?.n ?? 0) };
}
