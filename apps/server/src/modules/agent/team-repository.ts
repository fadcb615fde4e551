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

/**
 * Where the team list starts reading (decisions 034 and 046): "team", the agent's tree range, each
 * member then read by id; "prefix", the merchant's members of the username prefix (an index-only
 * range), each checked in the tree by its primary key; "either", the planner's choice.
 */
export type TeamDrive = "team" | "prefix" | "either";

/** The FROM and WHERE of the team list, with its parameters. */
function teamWhere(filter: DownlineFilter, options: { drive: TeamDrive }) {
  const params: unknown[] = [filter.agentId, filter.merchantCode, filter.currency];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const prefixDriven = options.drive === "prefix" && Boolean(filter.usernamePrefix);
  // "Below the agent" is depth ≥ 1, i.e. anyone but the agent itself: probed by the primary key
  // alone, without reading the tree row.
  const below = prefixDriven ? "t.descendant_id <> $1" : "t.depth >= 1";
  const tree = ["t.ancestor_id = $1", filter.direct ? "t.depth = 1" : below];
  if (filter.level !== undefined) tree.push(`t.depth = ${add(filter.level)}`);
  // $3 (the currency) is read by the balance subquery; named here too, so a count without it still
  // types every parameter.
  const member = ["m.merchant_code = $2", "$3::text IS NOT NULL"];
  const pattern = filter.usernamePrefix
    ? add(`${escapeLike(filter.usernamePrefix.toLowerCase())}%`)
    : undefined;
  if (pattern) member.push(`lower(m.username) LIKE ${pattern}`);
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
  // OFFSET 0 keeps a side a subquery of its own: the plan starts from it. From the prefix side, the
  // members of the prefix come from the username index alone (it carries id and username), and each
  // is probed in the tree by (ancestor_id, descendant_id).
  const small = options.drive === "team";
  const prefixSide = `(SELECT p.id FROM members p
      WHERE p.merchant_code = $2 AND lower(p.username) LIKE ${pattern} OFFSET 0) p
    JOIN member_tree t ON t.ancestor_id = $1 AND t.descendant_id = p.id`;
  const from = prefixDriven
    ? `${prefixSide} JOIN members m ON m.id = p.id`
    : `${
        small
          ? `(SELECT t.descendant_id, t.depth FROM member_tree t WHERE ${tree.join(" AND ")} OFFSET 0) t`
          : "member_tree t"
      } JOIN members m ON m.id = t.descendant_id`;
  const where = [...(small ? [] : tree), ...member, ...balance].join(" AND ");
  // Only the tree range is asked: its size is the answer, counted on the tree's index alone.
  const treeOnly = member.length === 2 && balance.length === 0;
  // The total of a bare prefix needs nothing of the member but its place in the tree: counted on
  // the two indexes alone.
  const count =
    prefixDriven && member.length === 3 && balance.length === 0
      ? { from: prefixSide, where: [...tree, "$3::text IS NOT NULL"].join(" AND ") }
      : { from, where };
  return { from, where, params, add, treeOnly, count };
}

/**
 * Which side the list reads from, from two capped counts on indexes alone: the tree range, and the
 * merchant's members of the username prefix. The smaller side drives; a team of up to `SMALL_TEAM`
 * members in the range is read from the team outwards, as are all lists without a username prefix.
 * Answers the range's exact size when it is below the cap.
 */
async function chooseDrive(db: Queryable, filter: DownlineFilter, range: string) {
  const cap = SMALL_TEAM + 1;
  if (!filter.usernamePrefix) {
    const [row] = await db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM (SELECT 1 FROM member_tree t WHERE ${range} LIMIT ${cap}) r`,
      [filter.agentId, filter.level ?? null],
    );
    const size = Number(row?.n ?? 0);
    return { size, drive: (size < cap ? "team" : "either") as TeamDrive };
  }
  // The range is counted only up to the prefix's size: past it, the prefix side is the smaller one.
  const [row] = await db.query<{ prefix: string | number; size: string | number }>(
    `WITH prefix AS (
       SELECT count(*) AS n FROM (
         SELECT 1 FROM members p WHERE p.merchant_code = $3 AND lower(p.username) LIKE $4 LIMIT ${cap}) x)
     SELECT prefix.n AS prefix,
            (SELECT count(*) FROM (SELECT 1 FROM member_tree t WHERE ${range}
                                    LIMIT (SELECT n + 1 FROM prefix)) r) AS size
       FROM prefix`,
    [
      filter.agentId,
      filter.level ?? null,
      filter.merchantCode,
      `${escapeLike(filter.usernamePrefix.toLowerCase())}%`,
    ],
  );
  const prefix = Number(row?.prefix ?? 0);
  const size = Number(row?.size ?? 0);
  if (size <= prefix && size < cap) return { size, drive: "team" as TeamDrive };
  if (prefix < cap) return { size: prefix === 0 ? 0 : size, drive: "prefix" as TeamDrive };
  return { size, drive: "either" as TeamDrive };
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
      const range = `t.ancestor_id = $1 AND ${filter.direct ? "t.depth = 1" : "t.depth >= 1"}
        AND ($2::int IS NULL OR t.depth = $2::int)`;
      const shape = teamWhere(filter, { drive: "team" });
      let rangeSize: number;
      let drive: TeamDrive;
      if (shape.treeOnly) {
        // The range's size is the list's total: counted whole, on the tree's index alone.
        const sized = await db.query<{ n: string | number }>(
          `SELECT count(*) AS n FROM member_tree t WHERE ${range}`,
          [filter.agentId, filter.level ?? null],
        );
        rangeSize = Number(sized[0]?.n ?? 0);
        drive = rangeSize <= SMALL_TEAM ? "team" : "either";
      } else {
        ({ size: rangeSize, drive } = await chooseDrive(db, filter, range));
      }
      if (rangeSize === 0) return { list: [], total: 0 };
      const { from, where, params, add, treeOnly } = teamWhere(filter, { drive });
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
      const counted = teamWhere(filter, { drive });
      const total = await db.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM ${counted.count.from} WHERE ${counted.count.where}`,
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
        { drive: "either" },
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
