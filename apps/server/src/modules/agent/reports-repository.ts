import type { Queryable } from "#app/db/database.ts";

/** Which members of the agent's team a report covers: depth 0 is the agent, 1 its direct downlines. */
export type TeamFilter = {
  merchantCode: string;
  agentId: number;
  minDepth: number;
  maxDepth: number;
  /** One member of the team (a username search), or every member in the depth range. */
  memberId?: number | undefined;
};

/** Team figures of a day or a period, minor units and counts as text. */
export type TeamDayRow = {
  day: string;
  new_members: string;
  first_deposits: string;
  first_deposit_amount: string;
  depositors: string;
  deposit_count: string;
  deposit_amount: string;
  withdrawal_count: string;
  withdrawal_amount: string;
  bet_count: string;
  bet: string;
  valid_bet: string;
  win: string;
  bonus: string;
  rebate: string;
  adjustment: string;
  active_members: string;
};

const TEAM_COLUMNS = `new_members::text, first_deposits::text, first_deposit_amount::text, depositors::text,
  deposit_count::text, deposit_amount::text, withdrawal_count::text, withdrawal_amount::text, bet_count::text,
  bet::text, valid_bet::text, win::text, bonus::text, rebate::text, adjustment::text, active_members::text`;

export type MemberFiguresRow = {
  member_id: string;
  product_type: string | null;
  bet_count: string;
  bet: string;
  valid_bet: string;
  win: string;
  rebate: string;
  bonus: string;
  deposits: string;
  withdrawals: string;
};

export type TeamMemberRow = { member_id: string; username: string; depth: number; kind: string };

export type RoundRow = {
  id: string;
  vendor_round_id: string;
  username: string;
  depth: number;
  game_id: string;
  names: Record<string, string>;
  game_type: string;
  vassalage: string;
  vendor_name: string | null;
  bet: string;
  valid_bet: string;
  win: string;
  state: "open" | "settled" | "cancelled";
  started_at: Date;
  settled_at: Date | null;
};

export type LineRow = {
  posting_id: string;
  entry_id: string;
  occurred_at: Date;
  username: string;
  depth: number;
  type: string;
  kind: string;
  amount: string;
  balance_after: string | null;
};

// The team as a join on the closure table: `t` is the member's row under the agent ($1), in the
// depth range ($2, $3), optionally one member ($4).
const inTeam = (memberColumn: string) => `JOIN member_tree t
    ON t.ancestor_id = $1 AND t.descendant_id = ${memberColumn} AND t.depth BETWEEN $2 AND $3
   AND ($4::bigint IS NULL OR t.descendant_id = $4)`;

const teamParams = (filter: TeamFilter) => [
  filter.agentId,
  filter.minDepth,
  filter.maxDepth,
  filter.memberId ?? null,
];

/** Read-only queries of the agent reports; each is bound to the agent's subtree and merchant. */
export function createReportsRepository(db: Queryable) {
  return {
    async teamSize(agentId: number): Promise<{ team: string; direct: string }> {
      const [row] = await db.query<{ team: string; direct: string }>(
        `SELECT count(*)::text AS team, count(*) FILTER (WHERE depth = 1)::text AS direct
           FROM member_tree WHERE ancestor_id = $1`,
        [agentId],
      );
      return row!;
    },

    /** Team members with a live session seen since `since` (sessions are touched once a minute). */
    async online(merchantCode: string, agentId: number, since: Date): Promise<number> {
      const [row] = await db.query<{ count: string }>(
        `SELECT count(DISTINCT s.member_id)::text AS count
           FROM sessions s
           JOIN member_tree t ON t.ancestor_id = $2 AND t.descendant_id = s.member_id
          WHERE s.merchant_code = $1 AND s.revoked_at IS NULL AND s.last_seen_at >= $3 AND s.expires_at > now()`,
        [merchantCode, agentId, since],
      );
      return Number(row?.count ?? 0);
    },

    /** Main-wallet balances of the team and of the agent itself. */
    async balances(merchantCode: string, agentId: number): Promise<{ team: string; own: string }> {
      const [row] = await db.query<{ team: string; own: string }>(
        `SELECT coalesce(sum(a.balance), 0)::text AS team,
                coalesce(sum(a.balance) FILTER (WHERE t.depth = 0), 0)::text AS own
           FROM member_tree t
           JOIN ledger_accounts a ON a.member_id = t.descendant_id AND a.kind = 'main'
          WHERE t.ancestor_id = $2 AND a.merchant_code = $1`,
        [merchantCode, agentId],
      );
      return row!;
    },

    /** The agent's own main wallet. */
    async ownBalance(merchantCode: string, agentId: number): Promise<string> {
      const [row] = await db.query<{ balance: string }>(
        `SELECT balance::text FROM ledger_accounts
          WHERE member_id = $2 AND merchant_code = $1 AND kind = 'main'`,
        [merchantCode, agentId],
      );
      return row?.balance ?? "0";
    },

    /** The team's roll-up rows of each day in [from, to] that has one. */
    teamDays(merchantCode: string, agentId: number, from: string, to: string): Promise<TeamDayRow[]> {
      return db.query<TeamDayRow>(
        `SELECT day::text, ${TEAM_COLUMNS} FROM report_team_days
          WHERE ancestor_id = $1 AND merchant_code = $2 AND day BETWEEN $3 AND $4 ORDER BY day`,
        [agentId, merchantCode, from, to],
      );
    },

    /** Distinct active members and depositors of a calendar week or month, counted as events came. */
    async teamPeriod(
      agentId: number,
      period: "week" | "month",
      start: string,
    ): Promise<{ active: number; depositors: number }> {
      const [row] = await db.query<{ active_members: number; depositors: number }>(
        `SELECT active_members, depositors FROM report_team_periods
          WHERE ancestor_id = $1 AND period = $2 AND start_day = $3`,
        [agentId, period, start],
      );
      return { active: Number(row?.active_members ?? 0), depositors: Number(row?.depositors ?? 0) };
    },

    /** The same counts for any other period, from the members' own day rows. */
    async teamDistinct(
      merchantCode: string,
      agentId: number,
      from: string,
      to: string,
    ): Promise<{ active: number; depositors: number }> {
      const [row] = await db.query<{ active: string; depositors: string }>(
        `SELECT
           (SELECT count(DISTINCT g.member_id) FROM member_tree t
              JOIN report_member_game_days g ON g.member_id = t.descendant_id
             WHERE t.ancestor_id = $1 AND g.merchant_code = $2 AND g.day BETWEEN $3 AND $4 AND g.bet_count > 0)::text AS active,
           (SELECT count(DISTINCT d.member_id) FROM member_tree t
              JOIN report_member_money_days d ON d.member_id = t.descendant_id
             WHERE t.ancestor_id = $1 AND d.merchant_code = $2 AND d.day BETWEEN $3 AND $4 AND d.deposit_count > 0)::text AS depositors`,
        [agentId, merchantCode, from, to],
      );
      return { active: Number(row?.active ?? 0), depositors: Number(row?.depositors ?? 0) };
    },

    /** The oldest event not folded yet; null when the roll-ups are up to date. */
    async oldestPending(): Promise<Date | null> {
      const [row] = await db.query<{ occurred_at: Date }>(
        "SELECT occurred_at FROM report_events ORDER BY id LIMIT 1",
      );
      return row ? new Date(row.occurred_at) : null;
    },

    /** Members of the scope, newest account first (the closure table's own order): one page. */
    teamMembers(filter: TeamFilter, page: { limit: number; offset: number }): Promise<TeamMemberRow[]> {
      return db.query<TeamMemberRow>(
        `SELECT t.descendant_id::text AS member_id, m.username, t.depth, m.kind
           FROM member_tree t JOIN members m ON m.id = t.descendant_id
          WHERE t.ancestor_id = $1 AND t.depth BETWEEN $2 AND $3 AND ($4::bigint IS NULL OR t.descendant_id = $4)
            AND m.merchant_code = $5
          ORDER BY t.descendant_id DESC LIMIT $6 OFFSET $7`,
        [...teamParams(filter), filter.merchantCode, page.limit, page.offset],
      );
    },

    async teamMemberCount(filter: TeamFilter): Promise<number> {
      const [row] = await db.query<{ count: string }>(
        `SELECT count(*)::text AS count FROM member_tree t
          WHERE t.ancestor_id = $1 AND t.depth BETWEEN $2 AND $3 AND ($4::bigint IS NULL OR t.descendant_id = $4)`,
        teamParams(filter),
      );
      return Number(row?.count ?? 0);
    },

    /**
     * Own figures of the given members over [from, to], per product type (rows with a product) and
     * their money (rows with product_type null), from the member roll-ups.
     */
    memberFigures(
      merchantCode: string,
      memberIds: number[],
      from: string,
      to: string,
    ): Promise<MemberFiguresRow[]> {
      return db.query<MemberFiguresRow>(
        `SELECT member_id::text, product_type, sum(bet_count)::text AS bet_count, sum(bet)::text AS bet,
                sum(valid_bet)::text AS valid_bet,
                sum(win)::text AS win, sum(rebate)::text AS rebate, '0' AS bonus, '0' AS deposits, '0' AS withdrawals
           FROM report_member_game_days
          WHERE member_id = ANY($1::bigint[]) AND merchant_code = $2 AND day BETWEEN $3 AND $4
          GROUP BY member_id, product_type
         UNION ALL
         SELECT member_id::text, NULL, '0', '0', '0', '0', sum(rebate)::text, sum(bonus)::text, sum(deposit_amount)::text,
                sum(withdrawal_amount)::text
           FROM report_member_money_days
          WHERE member_id = ANY($1::bigint[]) AND merchant_code = $2 AND day BETWEEN $3 AND $4
          GROUP BY member_id`,
        [memberIds, merchantCode, from, to],
      );
    },

    /**
     * The same figures summed over every member of the scope (one product-less money row, per
     * product rows). The scope's ids come first from the closure table, so the member rows are
     * read by their primary keys instead of scanning every member's days.
     */
    async scopeFigures(filter: TeamFilter, from: string, to: string): Promise<MemberFiguresRow[]> {
      const ids = await db.query<{ id: string }>(
        `SELECT t.descendant_id::text AS id FROM member_tree t
          WHERE t.ancestor_id = $1 AND t.depth BETWEEN $2 AND $3 AND ($4::bigint IS NULL OR t.descendant_id = $4)`,
        teamParams(filter),
      );
      if (ids.length === 0) return [];
      return db.query<MemberFiguresRow>(
        `SELECT '0' AS member_id, product_type, sum(bet_count)::text AS bet_count, sum(bet)::text AS bet,
                sum(valid_bet)::text AS valid_bet, sum(win)::text AS win, sum(rebate)::text AS rebate,
                '0' AS bonus, '0' AS deposits, '0' AS withdrawals
           FROM report_member_game_days
          WHERE member_id = ANY($1::bigint[]) AND merchant_code = $2 AND day BETWEEN $3 AND $4
          GROUP BY product_type
         UNION ALL
         SELECT '0', NULL, '0', '0', '0', '0', coalesce(sum(rebate), 0)::text, coalesce(sum(bonus), 0)::text,
                coalesce(sum(deposit_amount), 0)::text, coalesce(sum(withdrawal_amount), 0)::text
           FROM report_member_money_days
          WHERE member_id = ANY($1::bigint[]) AND merchant_code = $2 AND day BETWEEN $3 AND $4`,
        [ids.map((row) => row.id), filter.merchantCode, from, to],
      );
    },

    /** The agent's own rebates per day and product type. */
    ownRebates(
      merchantCode: string,
      memberId: number,
      from: string,
      to: string,
    ): Promise<{ day: string; product_type: string; rebate: string }[]> {
      return db.query(
        `SELECT day::text, product_type, rebate::text FROM report_member_game_days
          WHERE member_id = $1 AND merchant_code = $2 AND day BETWEEN $3 AND $4 AND rebate <> 0
          ORDER BY day DESC, product_type`,
        [memberId, merchantCode, from, to],
      );
    },

    /** Rounds of the team in [start, end) by the time of their first bet, newest first. */
    async rounds(
      filter: TeamFilter,
      rounds: {
        start: Date;
        end: Date;
        gameTypes: string[] | null;
        vassalage: string | null;
        status: string | null;
      },
      page: { limit: number; offset: number },
    ): Promise<{ rows: RoundRow[]; totals: Record<string, string> }> {
      const where = `
        WHERE r.merchant_code = $5 AND r.started_at >= $6 AND r.started_at < $7
          AND ($8::text[] IS NULL OR r.game_type = ANY($8::text[]))
          AND ($9::text IS NULL OR r.game_id IN (SELECT id FROM games WHERE merchant_code = $5 AND vassalage = $9))
          AND ($10::text IS NULL OR r.state = $10)`;
      // One member: its own index range (merchant, member, started_at); the team: the merchant's
      // rounds of the range (at most 31 days), each checked against the closure table.
      const memberOnly = filter.memberId !== undefined ? "AND r.member_id = $4" : "";
      const params = [
        ...teamParams(filter),
        filter.merchantCode,
        rounds.start,
        rounds.end,
        rounds.gameTypes,
        rounds.vassalage,
        rounds.status,
      ];
      const rows = await db.query<RoundRow>(
        `SELECT r.id::text, r.vendor_round_id, m.username, t.depth, r.game_id::text, g.names, r.game_type,
                g.vassalage, v.display_name AS vendor_name, r.bet::text, r.valid_bet::text, r.win::text, r.state, r.started_at, r.settled_at
           FROM game_rounds r ${inTeam("r.member_id")}
           JOIN members m ON m.id = r.member_id
           JOIN games g ON g.id = r.game_id
           LEFT JOIN vendors v ON v.merchant_code = r.merchant_code AND v.vassalage = g.vassalage
          ${where} ${memberOnly}
          ORDER BY r.started_at DESC, r.id DESC LIMIT $11 OFFSET $12`,
        [...params, page.limit, page.offset],
      );
      const [totals] = await db.query<Record<string, string>>(
        `SELECT count(*)::text AS count,
                count(*) FILTER (WHERE r.state <> 'cancelled')::text AS rounds,
                coalesce(sum(r.bet) FILTER (WHERE r.state <> 'cancelled'), 0)::text AS bet,
                coalesce(sum(r.valid_bet) FILTER (WHERE r.state = 'settled'), 0)::text AS valid_bet,
                coalesce(sum(r.win) FILTER (WHERE r.state = 'settled'), 0)::text AS win,
                coalesce(sum(r.win - r.bet) FILTER (WHERE r.state = 'settled'), 0)::text AS profit
           FROM game_rounds r ${inTeam("r.member_id")} ${where} ${memberOnly}`,
        params,
      );
      return { rows, totals: totals! };
    },

    /** The team's main-wallet money lines in [start, end), newest first, and their totals. */
    async lines(
      filter: TeamFilter,
      range: { start: Date; end: Date; type: string | null },
      page: { limit: number; offset: number },
    ): Promise<{ rows: LineRow[]; totals: { count: string; money_in: string; money_out: string } }> {
      const memberOnly = filter.memberId !== undefined ? "AND l.member_id = $4" : "";
      const where = `WHERE l.merchant_code = $5 AND l.occurred_at >= $6 AND l.occurred_at < $7
          AND ($8::text IS NULL OR l.type = $8) ${memberOnly}`;
      const params = [...teamParams(filter), filter.merchantCode, range.start, range.end, range.type];
      const rows = await db.query<LineRow>(
        `SELECT l.posting_id::text, l.entry_id::text, l.occurred_at, m.username, t.depth, l.type, l.kind,
                l.amount::text, l.balance_after::text
           FROM report_money_lines l ${inTeam("l.member_id")}
           JOIN members m ON m.id = l.member_id
          ${where}
          ORDER BY l.occurred_at DESC, l.posting_id DESC LIMIT $9 OFFSET $10`,
        [...params, page.limit, page.offset],
      );
      const [totals] = await db.query<{ count: string; money_in: string; money_out: string }>(
        `SELECT count(*)::text AS count,
                coalesce(sum(l.amount) FILTER (WHERE l.amount > 0), 0)::text AS money_in,
                coalesce(-sum(l.amount) FILTER (WHERE l.amount < 0), 0)::text AS money_out
           FROM report_money_lines l ${inTeam("l.member_id")} ${where}`,
        params,
      );
      return { rows, totals: totals! };
    },
  };
}
