import type { Queryable } from "#app/db/database.ts";

/** One UTC day's sums from the report roll-ups (minor units as text, as PostgreSQL sums bigints). */
export type DayRow = {
  day: string;
  deposit_count: string;
  deposit_amount: string;
  withdrawal_count: string;
  withdrawal_amount: string;
  bet: string;
  win: string;
  bonus: string;
  rebate: string;
  active_players: string;
  new_players: string;
};

export type PendingRow = {
  deposits: string;
  withdrawals: string;
  withdrawals_to_pay: string;
  withdrawal_disputes: string;
  promotion_applications: string;
  redemptions: string;
  lottery_results: string;
  chat_waiting: string;
  approvals: string;
};

/** A UTC day's bounds as instants, for the tables that keep timestamps rather than days. */
const DAY_START = "($2::date)::timestamp AT TIME ZONE 'UTC'";
const DAY_AFTER_END = "($3::date + 1)::timestamp AT TIME ZONE 'UTC'";

/**
 * Every day from `from` to `to` (UTC), days without activity as zeros. Money and play come from the
 * roll-ups the report fold keeps (agent/reports-fold.ts), so the figures agree with the agents'
 * reports; new players from the members themselves (trial accounts are not players).
 */
export async function daySeries(db: Queryable, merchantCode: string, from: string, to: string) {
  return db.query<DayRow>(
    `WITH days AS (SELECT generate_series($2::date, $3::date, interval '1 day')::date AS day),
     money AS (
       SELECT day, sum(deposit_count) AS deposit_count, sum(deposit_amount) AS deposit_amount,
              sum(withdrawal_count) AS withdrawal_count, sum(withdrawal_amount) AS withdrawal_amount,
              sum(bonus) AS bonus, sum(rebate) AS rebate
         FROM report_member_money_days
        WHERE merchant_code = $1 AND day BETWEEN $2::date AND $3::date
        GROUP BY day),
     play AS (
       SELECT day, sum(bet) AS bet, sum(win) AS win,
              count(DISTINCT member_id) FILTER (WHERE bet_count > 0) AS active_players
         FROM report_member_game_days
        WHERE merchant_code = $1 AND day BETWEEN $2::date AND $3::date
        GROUP BY day),
     fresh AS (
       SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS new_players
         FROM members
        WHERE merchant_code = $1 AND kind <> 'trial'
          AND created_at >= ${DAY_START} AND created_at < ${DAY_AFTER_END}
        GROUP BY 1)
     SELECT d.day::text AS day,
            coalesce(m.deposit_count, 0)::text AS deposit_count,
            coalesce(m.deposit_amount, 0)::text AS deposit_amount,
            coalesce(m.withdrawal_count, 0)::text AS withdrawal_count,
            coalesce(m.withdrawal_amount, 0)::text AS withdrawal_amount,
            coalesce(p.bet, 0)::text AS bet, coalesce(p.win, 0)::text AS win,
            coalesce(m.bonus, 0)::text AS bonus, coalesce(m.rebate, 0)::text AS rebate,
            coalesce(p.active_players, 0)::text AS active_players,
            coalesce(f.new_players, 0)::text AS new_players
       FROM days d
       LEFT JOIN money m ON m.day = d.day
       LEFT JOIN play p ON p.day = d.day
       LEFT JOIN fresh f ON f.day = d.day
      ORDER BY d.day`,
    [merchantCode, from, to],
  );
}

/** Members who bet at least once in the period: a member active on several days counts once. */
export async function activePlayers(db: Queryable, merchantCode: string, from: string, to: string) {
  const rows = await db.query<{ n: string }>(
    `SELECT count(DISTINCT member_id)::text AS n FROM report_member_game_days
      WHERE merchant_code = $1 AND day BETWEEN $2::date AND $3::date AND bet_count > 0`,
    [merchantCode, from, to],
  );
  return Number(rows[0]?.n ?? 0);
}

/** What waits for a person in the back office right now. */
export async function pendingCounts(db: Queryable, merchantCode: string): Promise<PendingRow> {
  const rows = await db.query<PendingRow>(
    `SELECT
       (SELECT count(*) FROM deposits WHERE merchant_code = $1 AND status = 'pending')::text AS deposits,
       (SELECT count(*) FROM withdrawals WHERE merchant_code = $1 AND status = 'pending')::text AS withdrawals,
       (SELECT count(*) FROM withdrawals WHERE merchant_code = $1 AND status = 'approved')::text AS withdrawals_to_pay,
       (SELECT count(*) FROM withdrawals WHERE merchant_code = $1 AND status = 'disputed')::text AS withdrawal_disputes,
       (SELECT count(*) FROM promotion_applications
         WHERE merchant_code = $1 AND status = 'applying')::text AS promotion_applications,
       (SELECT count(*) FROM point_redemptions WHERE merchant_code = $1 AND status = 'process')::text AS redemptions,
       (SELECT count(*) FROM lottery_result_entries e
          JOIN lottery_issues i ON i.id = e.issue_id
          JOIN lottery_games g ON g.id = i.game_id
         WHERE g.merchant_code = $1 AND e.state = 'pending')::text AS lottery_results,
       (SELECT count(*) FROM chat_conversations WHERE merchant_code = $1 AND status = 'waiting')::text AS chat_waiting,
       (SELECT count(*) FROM approvals WHERE merchant_code = $1 AND status = 'pending')::text AS approvals`,
    [merchantCode],
  );
  const row = rows[0];
  if (!row) throw new Error("pending counts answered no row");
  return row;
}
