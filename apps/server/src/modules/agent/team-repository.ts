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

// A subquery, not a join: the main wallet is read for the rows asked about, by its unique index,
// instead of the planner hashing every wallet of the merchant for a team it misjudged as large.
const BALANCE_SQL = `coalesce((SELECT a.balance FROM ledger_accounts a
  WHERE a.member_id = m.id AND a.kind = 'main' AND a.currency = $3), 0)`;

const SORT_SQL: Record<DownlineSort, string> = {
  registeredAt: "m.created_at",
  lastLoginAt: "m.last_login_at",
  balance: BALANCE_SQL,
  username: "lower(m.username)",
  level: "t.depth",
};

const ONLINE_SQL = `EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = m.id AND s.revoked_at IS NULL
  AND s.expires_at > now() AND s.last_seen_at > now() - make_interval(secs => ${ONLINE_SECONDS}))`;

/** `%`, `_` and `\` typed in a search box are letters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Below this many members in the asked range, the list is read from the team outwards (its tree
 * range, then each member by id); above it, the planner may walk the members' own indexes (newest
 * first, a username prefix) and check each against the tree. Measured in decision 034.
 */
export const SMALL_TEAM = 20_000;

/** The FROM and WHERE of the team list, with its parameters. */
function teamWhere(filter: DownlineFilter, options: { small: boolean }) {
  const params: unknown[] = [filter.agentId, filter.merchantCode, filter.currency];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const tree = ["t.ancestor_id = $1", filter.direct ? "t.depth = 1" : "t.depth >= 1"];
  if (filter.level !== undefined) tree.push(`t.depth = ${add(filter.level)}`);
  // $3 (the currency) is read by the balance subquery; named here too, so a count without it still
  // types every parameter.
  const member = ["m.merchant_code = $2", "$3::text IS NOT NULL"];
  if (filter.usernamePrefix) {
    member.push(`lower(m.username) LIKE ${add(`${escapeLike(filter.usernamePrefix.toLowerCase())}%`)}`);
  }
  if (filter.kind) member.push(`m.kind = ${add(filter.kind)}`);
  const balance: string[] = [];
  if (filter.balanceMin !== undefined) balance.push(`${BALANCE_SQL} >= ${add(filter.balanceMin.toString())}`);
  if (filter.balanceMax !== undefined) balance.push(`${BALANCE_SQL} <= ${add(filter.balanceMax.toString())}`);
  const instant = (column: string, op: string, ms: number | undefined) => {
    if (ms !== undefined) member.push(`${column} ${op} to_timestamp(${add(ms)}::double precision / 1000)`);
  };
  instant("m.created_at", ">=", filter.registeredFrom);
  instant("m.created_at", "<", filter.registeredTo);
  instant("m.last_login_at", ">=", filter.lastLoginFrom);
  instant("m.last_login_at", "<", filter.lastLoginTo);
  if (filter.online !== undefined) member.push(filter.online ? ONLINE_SQL : `NOT ${ONLINE_SQL}`);
  // OFFSET 0 keeps the range a subquery of its own: the plan starts from the team.
  const team = options.small
    ? `(SELECT t.descendant_id, t.depth FROM member_tree t WHERE ${tree.join(" AND ")} OFFSET 0) t`
    : "member_tree t";
  const where = [...(options.small ? [] : tree), ...member, ...balance].join(" AND ");
  const from = `${team} JOIN members m ON m.id = t.descendant_id`;
  // Only the tree range is asked: its size is the answer, counted on the tree's index alone.
  const treeOnly = member.length === 2 && balance.length === 0;
  return { from, where, params, add, treeOnly };
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
  ${BALANCE_SQL}::text AS balance, m.created_at, m.last_login_at, ${ONLINE_SQL} AS online,
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
      const sized = await db.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM member_tree t
          WHERE t.ancestor_id = $1 AND ${filter.direct ? "t.depth = 1" : "t.depth >= 1"}
            AND ($2::int IS NULL OR t.depth = $2::int)`,
        [filter.agentId, filter.level ?? null],
      );
      const rangeSize = Number(sized[0]?.n ?? 0);
      if (rangeSize === 0) return { list: [], total: 0 };
      const small = rangeSize <= SMALL_TEAM;
      const { from, where, params, add, treeOnly } = teamWhere(filter, { small });
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
      if (treeOnly) return { list: rows.map(toRow), total: rangeSize };
      const counted = teamWhere(filter, { small });
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
      const { from, where, params, add } = teamWhere(
        { agentId, merchantCode, currency, direct: false },
        { small: false },
      );
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
