import type { Queryable } from "#app/db/database.ts";

export type GgrRow = {
  key: string;
  bet_count: string;
  players: string;
  bet: string;
  valid_bet: string;
  win: string;
};
export type GgrGrouping = "day" | "product" | "vendor";

/**
 * Play of a period grouped by day or product from the report roll-ups, or by vendor from the
 * settled rounds themselves (the roll-ups do not keep the vendor). Trial accounts never count.
 */
export function ggrRows(db: Queryable, merchantCode: string, from: string, to: string, by: GgrGrouping) {
  if (by === "vendor") {
    return db.query<GgrRow>(
      `SELECT r.vassalage AS key, count(*)::text AS bet_count, count(DISTINCT r.member_id)::text AS players,
              sum(r.bet)::text AS bet, sum(r.valid_bet)::text AS valid_bet, sum(r.win)::text AS win
         FROM game_rounds r JOIN members m ON m.id = r.member_id AND m.kind <> 'trial'
        WHERE r.merchant_code = $1 AND r.state = 'settled'
          AND r.settled_at >= ($2::date)::timestamp AT TIME ZONE 'UTC'
          AND r.settled_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
        GROUP BY r.vassalage ORDER BY r.vassalage`,
      [merchantCode, from, to],
    );
  }
  const key = by === "day" ? "day::text" : "product_type";
  return db.query<GgrRow>(
    `SELECT ${key} AS key, sum(bet_count)::text AS bet_count,
            count(DISTINCT member_id) FILTER (WHERE bet_count > 0)::text AS players,
            sum(bet)::text AS bet, sum(valid_bet)::text AS valid_bet, sum(win)::text AS win
       FROM report_member_game_days
      WHERE merchant_code = $1 AND day BETWEEN $2::date AND $3::date
      GROUP BY 1 ORDER BY 1`,
    [merchantCode, from, to],
  );
}

export type AgentIncomeRow = {
  username: string;
  agent_level: number;
  deposit_amount: string;
  withdrawal_amount: string;
  bet: string;
  valid_bet: string;
  win: string;
  bonus: string;
  rebate: string;
  new_members: string;
  own_rebate: string;
  salary: string;
  dividend: string;
};

/**
 * Each agent's team figures of the period (the agent's own play included, as the agent centre's
 * reports count it) and what the agent earned in it: rebates credited to the agent, and contract
 * salaries and dividends paid. Agents with most team bets first.
 */
export async function agentIncomeRows(
  db: Queryable,
  merchantCode: string,
  filter: { from: string; to: string; agent?: string | undefined; pageNo: number; pageSize: number },
) {
  const pattern = filter.agent ? `%${filter.agent.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const counted = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM members a
      WHERE a.merchant_code = $1 AND a.kind = 'agent' AND ($2::text IS NULL OR a.username ILIKE $2)`,
    [merchantCode, pattern],
  );
  const rows = await db.query<AgentIncomeRow>(
    `WITH team AS (
       SELECT ancestor_id, sum(deposit_amount) AS deposit_amount, sum(withdrawal_amount) AS withdrawal_amount,
              sum(bet) AS bet, sum(valid_bet) AS valid_bet, sum(win) AS win, sum(bonus) AS bonus,
              sum(rebate) AS rebate, sum(new_members) AS new_members
         FROM report_team_days WHERE merchant_code = $1 AND day BETWEEN $2::date AND $3::date
        GROUP BY ancestor_id),
     own AS (
       SELECT member_id, sum(rebate) AS rebate FROM report_member_money_days
        WHERE merchant_code = $1 AND day BETWEEN $2::date AND $3::date GROUP BY member_id),
     paid AS (
       SELECT member_id, sum(amount) FILTER (WHERE type = 'salary') AS salary,
              sum(amount) FILTER (WHERE type = 'dividend') AS dividend
         FROM report_money_lines
        WHERE merchant_code = $1 AND type IN ('salary', 'dividend')
          AND occurred_at >= ($2::date)::timestamp AT TIME ZONE 'UTC'
          AND occurred_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
        GROUP BY member_id)
     SELECT a.username, a.agent_level,
            coalesce(t.deposit_amount, 0)::text AS deposit_amount,
            coalesce(t.withdrawal_amount, 0)::text AS withdrawal_amount,
            coalesce(t.bet, 0)::text AS bet, coalesce(t.valid_bet, 0)::text AS valid_bet,
            coalesce(t.win, 0)::text AS win, coalesce(t.bonus, 0)::text AS bonus,
            coalesce(t.rebate, 0)::text AS rebate, coalesce(t.new_members, 0)::text AS new_members,
            coalesce(o.rebate, 0)::text AS own_rebate, coalesce(p.salary, 0)::text AS salary,
            coalesce(p.dividend, 0)::text AS dividend
       FROM members a
       LEFT JOIN team t ON t.ancestor_id = a.id
       LEFT JOIN own o ON o.member_id = a.id
       LEFT JOIN paid p ON p.member_id = a.id
      WHERE a.merchant_code = $1 AND a.kind = 'agent' AND ($4::text IS NULL OR a.username ILIKE $4)
      ORDER BY coalesce(t.bet, 0) DESC, a.username
      LIMIT $5 OFFSET $6`,
    [merchantCode, filter.from, filter.to, pattern, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
  );
  return { rows, totalCount: Number(counted[0]?.n ?? 0) };
}
