import type { Queryable } from "#app/db/database.ts";
import type { AccountKind } from "#app/modules/members/account-kind.ts";

/** A live session seen this recently makes a member "online". */
export const ONLINE_SECONDS = 5 * 60;

export type DownlineFilter = {
  agentId: number;
  merchantCode: string;
  currency: string;
  usernamePrefix?: string | undefined;
  direct: boolean;
  kind?: "player" | "agent" | undefined;
  level?: number | undefined;
  balanceMin?: bigint | undefined;
  balanceMax?: bigint | undefined;
  registeredFrom?: number | undefined;
  registeredTo?: number | undefined;
  lastLoginFrom?: number | undefined;
  lastLoginTo?: number | undefined;
  online?: boolean | undefined;
};

export type DownlineSort = "registeredAt" | "lastLoginAt" | "balance" | "username" | "level";

export type DownlineRow = {
  id: number;
  username: string;
  kind: AccountKind;
  agentLevel: number | null;
  level: number;
  upline: string;
  balance: bigint;
  registeredAt: Date;
  lastLoginAt: Date | null;
  online: boolean;
  directCount: number;
};

const SORT_SQL: Record<DownlineSort, string> = {
  registeredAt: "m.created_at",
  lastLoginAt: "m.last_login_at",
  balance: "coalesce(a.balance, 0)",
  username: "lower(m.username)",
  level: "t.depth",
};

const ONLINE_SQL = `EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = m.id AND s.revoked_at IS NULL
  AND s.expires_at > now() AND s.last_seen_at > now() - make_interval(secs => ${ONLINE_SECONDS}))`;

/** `%`, `_` and `\` typed in a search box are letters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The FROM and WHERE of the team list, with its parameters. */
function teamWhere(filter: DownlineFilter) {
  const params: unknown[] = [filter.agentId, filter.merchantCode, filter.currency];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ["t.ancestor_id = $1", "m.merchant_code = $2"];
  if (filter.direct) where.push("t.depth = 1");
  else where.push("t.depth >= 1");
  if (filter.level !== undefined) where.push(`t.depth = ${add(filter.level)}`);
  if (filter.usernamePrefix) {
    where.push(`lower(m.username) LIKE ${add(`${escapeLike(filter.usernamePrefix.toLowerCase())}%`)}`);
  }
  if (filter.kind) where.push(`m.kind = ${add(filter.kind)}`);
  if (filter.balanceMin !== undefined)
    where.push(`coalesce(a.balance, 0) >= ${add(filter.balanceMin.toString())}`);
  if (filter.balanceMax !== undefined)
    where.push(`coalesce(a.balance, 0) <= ${add(filter.balanceMax.toString())}`);
  const instant = (column: string, op: string, ms: number | undefined) => {
    if (ms !== undefined) where.push(`${column} ${op} to_timestamp(${add(ms)}::double precision / 1000)`);
  };
  instant("m.created_at", ">=", filter.registeredFrom);
  instant("m.created_at", "<", filter.registeredTo);
  instant("m.last_login_at", ">=", filter.lastLoginFrom);
  instant("m.last_login_at", "<", filter.lastLoginTo);
  if (filter.online !== undefined) where.push(filter.online ? ONLINE_SQL : `NOT ${ONLINE_SQL}`);
  const from = `member_tree t
    JOIN members m ON m.id = t.descendant_id
    LEFT JOIN ledger_accounts a ON a.member_id = m.id AND a.kind = 'main' AND a.currency = $3`;
  return { from, where: where.join(" AND "), params, add };
}

type Row = {
  id: string | number;
  username: string;
  kind: AccountKind;
  agent_level: number | null;
  depth: number;
  upline: string | null;
  balance: string;
  created_at: Date | string;
  last_login_at: Date | string | null;
  online: boolean;
  direct_count: string | number;
};

const toRow = (row: Row): DownlineRow => ({
  id: Number(row.id),
  username: row.username,
  kind: row.kind,
  agentLevel: row.agent_level === null ? null : Number(row.agent_level),
  level: Number(row.depth),
  upline: row.upline ?? "",
  balance: BigInt(row.balance),
  registeredAt: new Date(row.created_at),
  lastLoginAt: row.last_login_at === null ? null : new Date(row.last_login_at),
  online: row.online,
  directCount: Number(row.direct_count),
});

const SELECT_ROW = `m.id, m.username, m.kind, m.agent_level, t.depth, u.username AS upline,
  coalesce(a.balance, 0)::text AS balance, m.created_at, m.last_login_at, ${ONLINE_SQL} AS online,
  (SELECT count(*) FROM member_tree d WHERE d.ancestor_id = m.id AND d.depth = 1) AS direct_count`;

/** Queries behind the team list and a team member's detail; every one starts at the agent's tree range. */
export function createTeamRepository(db: Queryable) {
  return {
    async page(
      filter: DownlineFilter,
      sort: DownlineSort,
      order: "asc" | "desc",
      page: { pageNo: number; pageSize: number },
    ): Promise<{ list: DownlineRow[]; total: number }> {
      const { from, where, params, add } = teamWhere(filter);
      const direction = order === "asc" ? "ASC" : "DESC";
      const nulls = sort === "lastLoginAt" ? " NULLS LAST" : "";
      const limit = add(page.pageSize);
      const offset = add((page.pageNo - 1) * page.pageSize);
      const rows = await db.query<Row>(
        `SELECT ${SELECT_ROW}
           FROM ${from}
           LEFT JOIN members u ON u.id = m.upline_id
          WHERE ${where}
          ORDER BY ${SORT_SQL[sort]} ${direction}${nulls}, m.id ${direction}
          LIMIT ${limit} OFFSET ${offset}`,
        params,
      );
      const counted = teamWhere(filter);
      const total = await db.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM ${counted.from} WHERE ${counted.where}`,
        counted.params,
      );
      return { list: rows.map(toRow), total: Number(total[0]?.n ?? 0) };
    },

    /** One member of the agent's team (below it), or null. */
    async member(
      agentId: number,
      merchantCode: string,
      currency: string,
      memberId: number,
    ): Promise<(DownlineRow & { teamSize: number }) | null> {
      const { from, where, params, add } = teamWhere({ agentId, merchantCode, currency, direct: false });
      const rows = await db.query<Row & { team_size: string | number }>(
        `SELECT ${SELECT_ROW},
            (SELECT count(*) FROM member_tree d WHERE d.ancestor_id = m.id AND d.depth > 0) AS team_size
           FROM ${from}
           LEFT JOIN members u ON u.id = m.upline_id
          WHERE ${where} AND t.descendant_id = ${add(memberId)}`,
        params,
      );
      const row = rows[0];
      return row ? { ...toRow(row), teamSize: Number(row.team_size) } : null;
    },
  };
}
