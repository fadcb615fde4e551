import type { Queryable } from "#app/db/database.ts";
import { type ChainNode, settleChain } from "./chain.ts";
import { teamFigures } from "./figures.ts";
import type { Slot } from "./periods.ts";
import {
  dividendAmount,
  type PeriodFigures,
  realtimeAmount,
  salaryAmount,
  type Tier,
  type TierAmount,
} from "./tiers.ts";

export const PAYOUT_KINDS = ["dividend", "daily_salary", "hourly_salary", "realtime_salary"] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

type ContractRow = {
  id: string;
  downline_id: string;
  upline_id: string | null;
  min_bet_per_member: string;
  single_bet_rate_bp: number | null;
  loss_rate_bp: number | null;
  profit_rate_bp: number | null;
  dividend_mode: "fixed" | "floating" | null;
};

type TierRow = {
  contract_id: string;
  position: number;
  min_team_valid_bet: string;
  min_active_members: number;
  min_team_loss: string;
  rate_bp: number;
};

export type SlotRun = {
  merchantCode: string;
  currency: string;
  kind: PayoutKind;
  /** Dividends: the contracts' period; "" for salaries. */
  period: string;
  slot: Slot;
  /** Dividend bills wait for an operator's approval. */
  review: boolean;
};

const ZERO: PeriodFigures = { validBet: 0n, activeMembers: 0, loss: 0n };
const BP_TO_PPM = 100;

/**
 * Computes the bills of one (merchant, kind, slot), once: the run's row is claimed first (its
 * primary key makes a second runner, or a retry after a crash, find it and do nothing), and the
 * bills commit with it in the caller's transaction. Answers the number of bills written, or null
 * when the slot was computed already.
 *
 * A contract earns for a slot when it was in force at the slot's end: activated before the end,
 * and still in force or ended after it (a replaced contract bills the slots before its successor's,
 * so a downline has one bill per slot and kind).
 */
export async function computeSlot(tx: Queryable, run: SlotRun): Promise<number | null> {
  const slot = await openPart(tx, run);
  if (!slot) return null;
  const claimed = await tx.query(
    `INSERT INTO agent_payout_runs (merchant_code, kind, period, period_start, period_end)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING 1`,
    [run.merchantCode, run.kind, run.period, slot.start, slot.end],
  );
  if (claimed.length === 0) return null;
  return billSlot(tx, { ...run, slot });
}

/**
 * The part of `run.slot` no run has billed yet, under the lock of the merchant, kind and period
 * (held to the end of the transaction): the whole slot, or what follows the parts an operator
 * closed early (decision 062), or null when nothing is left. Parts are contiguous from the slot's
 * start, so the last one's end is where the rest begins; the lock makes a close and the slot's own
 * job, racing at the slot's end, agree on where that is.
 */
export async function openPart(
  tx: Queryable,
  run: Omit<SlotRun, "currency" | "review">,
): Promise<Slot | null> {
  await tx.query("SELECT pg_advisory_xact_lock(45, hashtext($1))", [
    `agent_payouts:${run.merchantCode}:${run.kind}:${run.period}`,
  ]);
  const [closed] = await tx.query<{ end: Date | string | null }>(
    `SELECT max(period_end) AS end FROM agent_payout_runs
      WHERE merchant_code = $1 AND kind = $2 AND period = $3 AND period_start >= $4 AND period_start < $5`,
    [run.merchantCode, run.kind, run.period, run.slot.start, run.slot.end],
  );
  if (!closed?.end) return run.slot;
  const start = new Date(closed.end);
  return start.getTime() >= run.slot.end.getTime() ? null : { start, end: run.slot.end };
}

/** Writes the bills of a slot whose run row the caller has just claimed. */
async function billSlot(tx: Queryable, run: SlotRun): Promise<number> {
  const contracts = await tx.query<ContractRow>(
    `SELECT DISTINCT ON (downline_id) id::text, downline_id::text, upline_id::text, min_bet_per_member::text,
            single_bet_rate_bp, loss_rate_bp, profit_rate_bp, dividend_mode
       FROM agent_contracts
      WHERE merchant_code = $1 AND kind = $2 AND ($3 = '' OR period = $3) AND activated_at < $4
        AND (state IN ('active', 'termination_requested') OR (state = 'terminated' AND ended_at >= $4))
      ORDER BY downline_id, activated_at DESC, id DESC`,
    [run.merchantCode, run.kind, run.period, run.slot.end],
  );
  if (contracts.length === 0) return 0;
  const tiersOf = new Map<string, Tier[]>();
  if (run.kind !== "realtime_salary") {
    const tierRows = await tx.query<TierRow>(
      `SELECT contract_id::text, position, min_team_valid_bet::text, min_active_members, min_team_loss::text, rate_bp
         FROM agent_contract_tiers WHERE contract_id = ANY($1::bigint[]) ORDER BY contract_id, position`,
      [contracts.map((contract) => contract.id)],
    );
    for (const row of tierRows) {
      const list = tiersOf.get(row.contract_id) ?? [];
      list.push({
        minValidBet: BigInt(row.min_team_valid_bet),
        minActiveMembers: row.min_active_members,
        ...(run.kind === "dividend" ? { minLoss: BigInt(row.min_team_loss) } : {}),
        ratePpm: row.rate_bp * BP_TO_PPM,
      });
      tiersOf.set(row.contract_id, list);
    }
  }
  const figures = await teamFigures(
    tx,
    run.merchantCode,
    run.slot,
    contracts.map((contract) => ({
      memberId: contract.downline_id,
      minBet: BigInt(contract.min_bet_per_member),
    })),
  );

  const byDownline = new Map(contracts.map((contract) => [contract.downline_id, contract]));
  const byId = new Map(contracts.map((contract) => [contract.id, contract]));
  const results = new Map<string, { figures: PeriodFigures; result: TierAmount }>();
  const nodes: ChainNode[] = contracts.map((contract) => {
    const own = figures.get(contract.downline_id) ?? ZERO;
    const tiers = tiersOf.get(contract.id) ?? [];
    let result: TierAmount;
    switch (run.kind) {
      case "daily_salary":
      case "hourly_salary":
        result = salaryAmount(tiers, own);
        break;
      case "dividend":
        result = dividendAmount(tiers, own, contract.dividend_mode ?? "fixed");
        break;
      case "realtime_salary":
        result = {
          tierIndex: -1,
          ratePpm: 0,
          amount: realtimeAmount(
            {
              singleBetPpm: (contract.single_bet_rate_bp ?? 0) * BP_TO_PPM,
              lossPpm: (contract.loss_rate_bp ?? 0) * BP_TO_PPM,
              profitPpm: (contract.profit_rate_bp ?? 0) * BP_TO_PPM,
            },
            own,
          ),
        };
        break;
      default: {
        const unknown: never = run.kind;
        throw new Error(`unknown contract kind ${String(unknown)}`);
      }
    }
    results.set(contract.id, { figures: own, result });
    const parent = contract.upline_id === null ? undefined : byDownline.get(contract.upline_id);
    return {
      contractId: contract.id,
      memberId: Number(contract.downline_id),
      parentContractId: parent?.id ?? null,
      amount: result?.amount ?? null,
    };
  });
  const shares = settleChain(nodes);
  const parentOf = new Map(nodes.map((node) => [node.contractId, node.parentContractId]));
  const levelOf = (contractId: string): number => {
    let level = 0;
    for (let parent = parentOf.get(contractId); parent && level < 64; parent = parentOf.get(parent))
      level += 1;
    return level;
  };
  const rows = shares
    .map((share) => {
      const contract = byId.get(share.contractId)!;
      const { figures: own, result } = results.get(share.contractId)!;
      const blocked = share.reason === "target_not_met" || share.reason === "upline_target_not_met";
      const state = blocked
        ? "target_not_met"
        : share.due === 0n
          ? "paid"
          : run.kind === "dividend" && run.review
            ? "pending_review"
            : "awaiting_payment";
      return { share, contract, own, result, state, level: levelOf(share.contractId) };
    })
    // A team that did nothing in the slot gets no bill; real-time salary writes one only for a slot
    // that earned something (a bill every 5 minutes of every agent would bury the ones that matter).
    .filter((row) =>
      run.kind === "realtime_salary"
        ? (row.share.amount ?? 0n) > 0n
        : row.own.validBet !== 0n || row.own.loss !== 0n || row.own.activeMembers !== 0,
    )
    .sort((a, b) => a.level - b.level || Number(a.share.contractId) - Number(b.share.contractId));
  if (rows.length === 0) return 0;
  // The bills' ids are drawn first, so each bill is written with its payer's bill as its parent in
  // the one insert (parents come first: rows are sorted by level), not linked by a second pass.
  const ids = await tx.query<{ id: string }>(
    "SELECT nextval(pg_get_serial_sequence('agent_contract_bills', 'id'))::text AS id FROM generate_series(1, $1::int)",
    [rows.length],
  );
  const billOf = new Map(rows.map((row, index) => [row.contract.id, ids[index]!.id]));
  const parentBillOf = (contractId: string) => {
    const parent = parentOf.get(contractId);
    return parent ? (billOf.get(parent) ?? null) : null;
  };
  const inserted = await tx.query<{ id: string; contract_id: string }>(
    `INSERT INTO agent_contract_bills (id, merchant_code, contract_id, kind, member_id, payer_member_id, level, currency,
            period_start, period_end, team_valid_bet, active_members, team_loss, tier, rate_bp, single_bet_rate_bp,
            loss_rate_bp, profit_rate_bp, amount, due, kept, state, reason, retry_at, paid_at, parent_bill_id)
     OVERRIDING SYSTEM VALUE
     SELECT u.id, $1, u.contract_id, $2, u.member_id, u.payer, u.level, $3, $4, $5, u.valid_bet, u.active, u.loss, u.tier,
            u.rate_bp, u.single_bp, u.loss_bp, u.profit_bp, u.amount, u.due, u.kept, u.state, u.reason,
            CASE WHEN u.state = 'awaiting_payment' THEN $5::timestamptz END, CASE WHEN u.state = 'paid' THEN now() END,
            u.parent
       FROM unnest($6::bigint[], $7::bigint[], $8::bigint[], $9::smallint[], $10::bigint[], $11::int[], $12::bigint[],
                   $13::smallint[], $14::int[], $15::int[], $16::int[], $17::int[], $18::bigint[], $19::bigint[],
                   $20::bigint[], $21::text[], $22::text[], $23::bigint[], $24::bigint[]) WITH ORDINALITY
            AS u (contract_id, member_id, payer, level, valid_bet, active, loss, tier, rate_bp, single_bp, loss_bp,
                  profit_bp, amount, due, kept, state, reason, id, parent, n)
      ORDER BY u.n
     ON CONFLICT (contract_id, period_start) DO NOTHING
     RETURNING id::text, contract_id::text`,
    [
      run.merchantCode,
      run.kind,
      run.currency,
      run.slot.start,
      run.slot.end,
      rows.map((row) => row.contract.id),
      rows.map((row) => row.contract.downline_id),
      rows.map((row) => row.contract.upline_id),
      rows.map((row) => row.level),
      rows.map((row) => row.own.validBet.toString()),
      rows.map((row) => row.own.activeMembers),
      rows.map((row) => row.own.loss.toString()),
      rows.map((row) => (row.result && row.result.tierIndex >= 0 ? row.result.tierIndex + 1 : null)),
      rows.map((row) => (row.result && row.result.tierIndex >= 0 ? row.result.ratePpm / BP_TO_PPM : null)),
      rows.map((row) => row.contract.single_bet_rate_bp),
      rows.map((row) => row.contract.loss_rate_bp),
      rows.map((row) => row.contract.profit_rate_bp),
      rows.map((row) => (row.share.amount ?? 0n).toString()),
      rows.map((row) => row.share.due.toString()),
      rows.map((row) => row.share.kept.toString()),
      rows.map((row) => row.state),
      rows.map((row) => row.share.reason),
      rows.map((row) => billOf.get(row.contract.id)),
      rows.map((row) => parentBillOf(row.contract.id)),
    ],
  );
  await tx.query(
    `UPDATE agent_payout_runs SET bills = $5
      WHERE merchant_code = $1 AND kind = $2 AND period = $3 AND period_start = $4`,
    [run.merchantCode, run.kind, run.period, run.slot.start, inserted.length],
  );
  return inserted.length;
}
