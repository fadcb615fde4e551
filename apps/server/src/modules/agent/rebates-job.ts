import { z } from "zod";
import type { Database, Queryable } from "#app/db/database.ts";
import { defineJob } from "#app/modules/jobs/job.ts";
import { createLedgerService, type LedgerService } from "#app/modules/ledger/service.ts";
import { payGroupMargins } from "./prize-group-margin.ts";
import { type ChainLink, splitRebate } from "./rebates-split.ts";

type QueuedBet = {
  round_id: string;
  merchant_code: string;
  member_id: string;
  product_type: string;
  currency: string;
  bet: string;
};

type ChainRow = {
  descendant_id: string;
  ancestor_id: string;
  depth: number;
  kind: string;
  rate_bp: number | null;
};

const BATCH = 200;
const BATCHES_PER_RUN = 25;

/**
 * Pays the uplines' rebates of one batch of settled bets: takes bets no other runner holds
 * (SKIP LOCKED), posts one ledger entry per (round, upline) and deletes the bets, all in `tx`, so a
 * bet is paid once with any number of servers, and a crash before the commit leaves it queued with
 * nothing paid. The idempotency key `rebate:<round>:<upline>` stands behind it in the ledger. A
 * lottery round also pays its uplines' prize-group margins (`payGroupMargins`, decision 068).
 * Answers how many bets it took.
 */
export async function payRebateBatch(tx: Queryable, ledger: LedgerService, limit = BATCH): Promise<number> {
  const bets = await tx.query<QueuedBet>(
    `SELECT round_id::text, merchant_code, member_id::text, product_type, currency, bet::text
       FROM rebate_queue ORDER BY round_id LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [limit],
  );
  if (bets.length === 0) return 0;
  const bettors = [...new Set(bets.map((bet) => bet.member_id))];
  const chainRows = await tx.query<ChainRow & { product_type: string | null }>(
    `SELECT t.descendant_id::text, t.ancestor_id::text, t.depth, m.kind, r.product_type, r.rate_bp
       FROM member_tree t
       JOIN members m ON m.id = t.ancestor_id
       LEFT JOIN rebate_rates r ON r.member_id = t.ancestor_id
      WHERE t.descendant_id = ANY($1::bigint[])`,
    [bettors],
  );
  for (const bet of bets) {
    const links = new Map<string, ChainLink & { kind: string }>();
    for (const row of chainRows) {
      if (row.descendant_id !== bet.member_id) continue;
      const link = links.get(row.ancestor_id) ?? {
        memberId: Number(row.ancestor_id),
        depth: Number(row.depth),
        rateBp: 0,
        kind: row.kind,
      };
      if (row.product_type === bet.product_type) link.rateBp = Number(row.rate_bp ?? 0);
      links.set(row.ancestor_id, link);
    }
    // Trial accounts earn nothing; the chain above them still does.
    const chain = [...links.values()].filter((link) => link.depth === 0 || link.kind !== "trial");
    const rateOf = new Map(chain.map((link) => [link.memberId, link.rateBp]));
    for (const { memberId, amount } of splitRebate(BigInt(bet.bet), chain)) {
      await ledger.postIn(tx, {
        merchantCode: bet.merchant_code,
        currency: bet.currency,
        kind: "rebate",
        idempotencyKey: `rebate:${bet.round_id}:${memberId}`,
        postings: [
          { account: { memberId, kind: "main" }, amount },
          { account: { house: "rebate_expense" }, amount: -amount },
        ],
        memo: {
          roundId: Number(bet.round_id),
          bettorId: Number(bet.member_id),
          productType: bet.product_type,
          bet: bet.bet,
          rateBp: rateOf.get(memberId) ?? 0,
        },
      });
    }
  }
  // Lottery rounds also pay the uplines' prize-group margins (decision 068).
  await payGroupMargins(
    tx,
    ledger,
    bets.filter((bet) => bet.product_type === "lottery"),
  );
  await tx.query("DELETE FROM rebate_queue WHERE round_id = ANY($1::bigint[])", [
    bets.map((bet) => bet.round_id),
  ]);
  return bets.length;
}

/** Pays every queued bet's rebates in batches (tests, and the job below). Answers bets paid. */
export async function payQueuedRebates(tx: Queryable, ledger: LedgerService, maxBatches = BATCHES_PER_RUN) {
  let paid = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const taken = await payRebateBatch(tx, ledger);
    paid += taken;
    if (taken < BATCH) break;
  }
  return paid;
}

/**
 * Rebates of settled bets, paid every five seconds to the uplines' main wallets. One run per slot
 * across all servers; runs of two slots that overlap take different bets.
 */
export function createPayRebatesJob(db: Database) {
  return defineJob({
    name: "agent.pay-rebates",
    payload: z.object({}),
    everyMs: 5_000,
    handler: async (tx) => {
      // A ledger service per run: its cache of account ids then never outlives the transaction,
      // so an account created in a run that rolls back is not remembered by the next run.
      await payQueuedRebates(tx, createLedgerService(db));
    },
  });
}
