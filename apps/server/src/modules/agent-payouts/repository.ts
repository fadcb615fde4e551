import type { Queryable } from "#app/db/database.ts";
import type { PayoutKind } from "./billing.ts";

export type BillListRow = {
  id: string;
  contract_id: string;
  kind: PayoutKind;
  username: string;
  payer: string | null;
  period_start: Date;
  period_end: Date;
  team_valid_bet: string;
  active_members: number;
  team_loss: string;
  tier: number | null;
  rate_bp: number | null;
  single_bet_rate_bp: number | null;
  loss_rate_bp: number | null;
  profit_rate_bp: number | null;
  amount: string;
  due: string;
  kept: string;
  paid: string;
  state: string;
  reason: string | null;
  created_at: Date;
  paid_at: Date | null;
};

export type BillFilter = {
  merchantCode: string;
  kind: PayoutKind;
  /** The payee (my bills) or the payer (my direct downlines' bills). */
  side: "member" | "payer";
  memberId: number;
  /** Only this payee (a direct downline). */
  payeeId?: number;
  state?: string;
  from?: Date;
  to?: Date;
};

const OWED = "('awaiting_payment', 'partly_paid', 'insufficient_balance')";

function where(filter: BillFilter) {
  const params: unknown[] = [filter.merchantCode, filter.kind, filter.memberId];
  const clauses = [
    "b.merchant_code = $1",
    "b.kind = $2",
    filter.side === "member" ? "b.member_id = $3" : "b.payer_member_id = $3",
  ];
  const add = (clause: (n: number) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(params.length));
  };
  if (filter.payeeId !== undefined) add((n) => `b.member_id = $${n}`, filter.payeeId);
  if (filter.state !== undefined) add((n) => `b.state = $${n}`, filter.state);
  if (filter.from !== undefined) add((n) => `b.period_start >= $${n}`, filter.from);
  if (filter.to !== undefined) add((n) => `b.period_start < $${n}`, filter.to);
  return { sql: clauses.join(" AND "), params };
}

export function createBillRepository(db: Queryable) {
  return {
    /** A page of bills, newest period first (the member and payer indexes of 0038 serve both sides). */
    async page(filter: BillFilter, offset: number, limit: number): Promise<BillListRow[]> {
      const { sql, params } = where(filter);
      return db.query<BillListRow>(
        `SELECT b.id::text, b.contract_id::text, b.kind, m.username, p.username AS payer, b.period_start, b.period_end,
                b.team_valid_bet::text, b.active_members, b.team_loss::text, b.tier, b.rate_bp, b.single_bet_rate_bp,
                b.loss_rate_bp, b.profit_rate_bp, b.amount::text, b.due::text, b.kept::text, b.paid::text, b.state,
                b.reason, b.created_at, b.paid_at
           FROM agent_contract_bills b
           JOIN members m ON m.id = b.member_id
           LEFT JOIN members p ON p.id = b.payer_member_id
          WHERE ${sql}
          ORDER BY b.period_start DESC, b.id DESC
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, limit, offset],
      );
    },

    async totals(filter: BillFilter) {
      const { sql, params } = where(filter);
      const [row] = await db.query<{
        count: number;
        amount: string;
        due: string;
        kept: string;
        paid: string;
        owed: string;
      }>(
        `SELECT count(*)::int AS count, coalesce(sum(b.amount), 0)::text AS amount, coalesce(sum(b.due), 0)::text AS due,
                coalesce(sum(b.kept), 0)::text AS kept, coalesce(sum(b.paid), 0)::text AS paid,
                coalesce(sum(b.due - b.paid) FILTER (WHERE b.state IN ${OWED}), 0)::text AS owed
           FROM agent_contract_bills b WHERE ${sql}`,
        params,
      );
      return row!;
    },

    /** A direct downline of `uplineId` by username (any case), or null. */
    async directDownline(merchantCode: string, uplineId: number, username: string): Promise<number | null> {
      const [row] = await db.query<{ id: string }>(
        `SELECT id::text FROM members WHERE merchant_code = $1 AND upline_id = $2 AND lower(username) = lower($3)`,
        [merchantCode, uplineId, username],
      );
      return row ? Number(row.id) : null;
    },

    /**
     * The member's own contract income per UTC report day (the day its bill was paid, as rebates
     * count on the day they are paid) and kind: what it kept, its own bill less what it owed its
     * direct downlines.
     */
    async incomeByDay(memberId: number, fromDay: string, toDay: string) {
      return db.query<{ day: string; kind: PayoutKind; amount: string }>(
        `SELECT to_char(b.paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, b.kind, sum(b.kept)::text AS amount
           FROM agent_contract_bills b
          WHERE b.member_id = $1 AND b.state = 'paid' AND b.kept > 0
            AND b.paid_at >= $2::date AT TIME ZONE 'UTC' AND b.paid_at < ($3::date + 1) AT TIME ZONE 'UTC'
          GROUP BY 1, 2`,
        [memberId, fromDay, toDay],
      );
    },
  };
}
