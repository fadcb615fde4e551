import { PRODUCT_TYPES, type ProductType } from "@banca/contract/agent-products";
import { pointsFor } from "@banca/contract/points";
import { z } from "zod";
import type { Database, Queryable } from "#app/db/database.ts";
import { defineJob } from "#app/modules/jobs/job.ts";
import { scheduleJob } from "#app/modules/jobs/queue.ts";
import { createLedgerService, type LedgerService, type Movement } from "#app/modules/ledger/service.ts";
import type { MerchantSettings } from "#app/modules/merchants/merchant.ts";
import { pointsMovement } from "./ledger-moves.ts";

export type LoyaltyEvent = {
  id: string;
  merchant_code: string;
  member_id: string;
  source: "bet" | "deposit" | "login" | "register";
  ref: string;
  game_type: string | null;
  product_type: string | null;
  currency: string;
  amount: string;
  occurred_at: Date;
};

/** What one batch of loyalty events does beyond points (missions, referral, rank add theirs). */
export type LoyaltyConsumer = (tx: Queryable, events: readonly LoyaltyEvent[], now: Date) => Promise<void>;

const BATCH = 500;
/**
 * A run holds its transaction, and PGlite's only connection, until it commits: one batch keeps that
 * to about a second, so a registration never waits behind a backlog (the demo's first start queues
 * its team's whole history). A run that stops at this bound is followed at once by another.
 */
const BATCHES_PER_RUN = 1;

const isProduct = (value: string | null): value is ProductType =>
  value !== null && (PRODUCT_TYPES as readonly string[]).includes(value);

async function settingsOf(tx: Queryable, codes: readonly string[]) {
  const rows = await tx.query<{ code: string; settings: MerchantSettings }>(
    "SELECT code, settings FROM merchants WHERE code = ANY($1::text[])",
    [codes],
  );
  return new Map(rows.map((row) => [row.code, row.settings]));
}

/**
 * Awards the points of one batch of events: takes events no other runner holds (SKIP LOCKED),
 * posts each one's points under the key `points.<source>:<ref>` (a bet or a deposit earns once,
 * whatever happens; the same event twice in a batch posts once), hands the batch to the other
 * consumers and deletes it, all in `tx`.
 */
export async function earnBatch(
  tx: Queryable,
  ledger: LedgerService,
  consumers: readonly LoyaltyConsumer[] = [],
  now = new Date(),
  limit = BATCH,
): Promise<number> {
  const events = await tx.query<LoyaltyEvent>(
    `DELETE FROM loyalty_events WHERE id IN (
       SELECT id FROM loyalty_events ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id::text, merchant_code, member_id::text, source, ref::text, game_type, product_type, currency,
               amount::text, occurred_at`,
    [limit],
  );
  if (events.length === 0) return 0;
  events.sort((a, b) => Number(a.id) - Number(b.id));
  const settings = await settingsOf(tx, [...new Set(events.map((event) => event.merchant_code))]);
  const movements: Movement[] = [];
  for (const event of events) {
    const merchant = settings.get(event.merchant_code);
    if (!merchant || (event.source !== "bet" && event.source !== "deposit")) continue;
    const source =
      event.source === "deposit" ? "deposit" : isProduct(event.product_type) ? event.product_type : null;
    if (source === null) continue;
    const ratio = merchant.points.ratios[source];
    const points = pointsFor(BigInt(event.amount), ratio, merchant.currency.decimals);
    if (points <= 0n) continue;
    movements.push(
      pointsMovement({
        merchantCode: event.merchant_code,
        memberId: Number(event.member_id),
        kind: `points.${source}`,
        key: `points.${event.source}:${event.ref}`,
        amount: points,
        memo: { ref: Number(event.ref), amount: event.amount, ratio },
      }),
    );
  }
  // The batch's points in a few statements, not a few per event (ledger `postMany`).
  await ledger.postManyIn(tx, movements);
  for (const consume of consumers) await consume(tx, events, now);
  return events.length;
}

/** Works through every waiting event (tests, and the job below up to a bound per run). */
export async function earnQueued(
  tx: Queryable,
  ledger: LedgerService,
  consumers: readonly LoyaltyConsumer[] = [],
  now = new Date(),
  maxBatches = Number.POSITIVE_INFINITY,
): Promise<number> {
  let taken = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const count = await earnBatch(tx, ledger, consumers, now);
    taken += count;
    if (count < BATCH) break;
  }
  return taken;
}

/**
 * Points (and the other loyalty consumers) for settled bets and deposits, every five seconds. One
 * run per slot across all servers; runs of two slots that overlap take different events. A run that
 * stopped at its bound with events left schedules the next one due at once, in its own transaction,
 * so a backlog is worked through in short transactions at full pace, each run exactly once.
 */
export function createLoyaltyJob(db: Database, consumers: readonly LoyaltyConsumer[] = []) {
  const job = defineJob({
    name: "loyalty.earn",
    payload: z.object({ round: z.number().int().min(0).default(0) }),
    everyMs: 5_000,
    handler: async (tx, payload, context) => {
      const taken = await earnQueued(tx, createLedgerService(db), consumers, context.now, BATCHES_PER_RUN);
      if (taken < BATCHES_PER_RUN * BATCH) return;
      const round = payload.round + 1;
      await scheduleJob(tx, job, {
        key: `${context.now.toISOString()}+${round}`,
        runAt: context.now,
        payload: { round },
      });
    },
  });
  return job;
}
