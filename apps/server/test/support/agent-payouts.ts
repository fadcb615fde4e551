import { randomBytes } from "node:crypto";
import type { Database, Queryable } from "#app/db/database.ts";
import { foldReportEvents } from "#app/modules/agent/reports-fold.ts";
import { computeSlotJob, createPayBillsJob, schedulePayoutsJob } from "#app/modules/agent-payouts/jobs.ts";
import type { JobDefinition } from "#app/modules/jobs/job.ts";
import { createJobRunner } from "#app/modules/jobs/runner.ts";

/** An account under `upline` (the tree triggers give it its closure rows). */
export async function member(db: Queryable, username: string, upline: number | null, agent = true) {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO members (merchant_code, username, password_hash, referral_code, upline_id, kind, agent_level)
     VALUES ('demo', $1, '!', $2, $3, $4, $5) RETURNING id::text`,
    [username, randomBytes(6).toString("hex"), upline, agent ? "agent" : "player", agent ? 1 : null],
  );
  return Number(row!.id);
}

let operatorId: number | null = null;
async function operator(db: Queryable) {
  if (operatorId !== null) {
    const rows = await db.query("SELECT 1 FROM operators WHERE id = $1", [operatorId]);
    if (rows.length > 0) return operatorId;
  }
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO operators (name, merchant_code, key_hash) VALUES ($1, 'demo', $2) RETURNING id::text`,
    [`payout-${randomBytes(4).toString("hex")}`, randomBytes(16).toString("hex")],
  );
  operatorId = Number(row!.id);
  return operatorId;
}

export type ContractTerms = {
  kind: "dividend" | "daily_salary" | "hourly_salary" | "realtime_salary";
  /** null: an operator set the terms (the house pays). */
  upline: number | null;
  downline: number;
  tiers?: { bet?: bigint; members?: number; loss?: bigint; rateBp: number }[];
  realtime?: { single: number; loss: number; profit: number };
  period?: "daily" | "weekly" | "semi_monthly" | "monthly";
  mode?: "fixed" | "floating";
  minBet?: bigint;
  activatedAt?: Date;
};

/**
 * A bill the upline could not pay (`insufficient_balance`, retried in an hour): while it waits the
 * upline may not bet, withdraw or transfer. Answers the bill's id; paying it is an UPDATE away.
 */
export async function owedBill(
  db: Queryable,
  bill: {
    contractId: number;
    kind: ContractTerms["kind"];
    downline: number;
    upline: number;
    due: bigint;
    start: string;
    end: string;
  },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO agent_contract_bills (merchant_code, contract_id, kind, member_id, payer_member_id, currency,
            period_start, period_end, amount, due, state, retry_at)
     VALUES ('demo', $1, $2, $3, $4, 'USD', $5, $6, $7, $7, 'insufficient_balance', now() + interval '1 hour')
     RETURNING id::text`,
    [bill.contractId, bill.kind, bill.downline, bill.upline, bill.start, bill.end, bill.due.toString()],
  );
  return row!.id;
}

/** An active contract, as an accepted offer leaves it (migration 0037). */
export async function contract(db: Queryable, terms: ContractTerms): Promise<number> {
  const dividend = terms.kind === "dividend";
  const realtime = terms.kind === "realtime_salary";
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO agent_contracts (merchant_code, kind, upline_id, operator_id, downline_id, state, period,
            dividend_mode, min_bet_per_member, single_bet_rate_bp, loss_rate_bp, profit_rate_bp, activated_at)
     VALUES ('demo', $1, $2, $3, $4, 'active', $5, $6, $7, $8, $9, $10, $11) RETURNING id::text`,
    [
      terms.kind,
      terms.upline,
      terms.upline === null ? await operator(db) : null,
      terms.downline,
      dividend ? (terms.period ?? "daily") : null,
      dividend ? (terms.mode ?? "fixed") : null,
      (terms.minBet ?? 0n).toString(),
      realtime ? (terms.realtime?.single ?? 0) : null,
      realtime ? (terms.realtime?.loss ?? 0) : null,
      realtime ? (terms.realtime?.profit ?? 0) : null,
      terms.activatedAt ?? new Date("2026-01-01T00:00:00Z"),
    ],
  );
  const id = Number(row!.id);
  for (const [index, tier] of (terms.tiers ?? []).entries()) {
    await db.query(
      `INSERT INTO agent_contract_tiers (contract_id, position, min_team_valid_bet, min_active_members, min_team_loss, rate_bp)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        id,
        index + 1,
        (tier.bet ?? 0n).toString(),
        tier.members ?? 0,
        (tier.loss ?? 0n).toString(),
        tier.rateBp,
      ],
    );
  }
  return id;
}

/** A settled bet as the round trigger reports it (its whole stake valid), folded into the roll-ups. */
export async function bet(db: Database, memberId: number, at: Date, stake: bigint, win = 0n) {
  await db.query(
    `INSERT INTO report_events (merchant_code, member_id, type, occurred_at, product_type, bet, valid_bet, win)
     VALUES ('demo', $1, 'bet', $2, 'slots', $3, $3, $4)`,
    [memberId, at, stake.toString(), win.toString()],
  );
  await db.transaction((tx) => foldReportEvents(tx));
}

export function payoutRunner(db: Database) {
  return createJobRunner(db, [schedulePayoutsJob, computeSlotJob as JobDefinition, createPayBillsJob(db)]);
}

export async function mainBalance(db: Queryable, memberId: number): Promise<bigint> {
  const [row] = await db.query<{ balance: string }>(
    "SELECT balance::text FROM ledger_accounts WHERE member_id = $1 AND kind = 'main'",
    [memberId],
  );
  return BigInt(row?.balance ?? "0");
}

export type BillRow = {
  id: string;
  contract_id: string;
  member_id: string;
  payer_member_id: string | null;
  state: string;
  amount: string;
  due: string;
  kept: string;
  paid: string;
  team_valid_bet: string;
  level: number;
};

export async function billsOf(db: Queryable, contracts: number[]): Promise<BillRow[]> {
  return db.query<BillRow>(
    `SELECT id::text, contract_id::text, member_id::text, payer_member_id::text, state, amount::text, due::text,
            kept::text, paid::text, team_valid_bet::text, level
       FROM agent_contract_bills WHERE contract_id = ANY($1::bigint[]) ORDER BY level, id`,
    [contracts],
  );
}
