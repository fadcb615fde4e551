import { z } from "zod";
import type { Database } from "#app/db/database.ts";
import { defineJob } from "#app/modules/jobs/job.ts";
import { scheduleJob } from "#app/modules/jobs/queue.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { computeSlot, PAYOUT_KINDS } from "./billing.ts";
import { expireLapsedReviews } from "./expiry.ts";
import { payDueBills, payDueBillsConcurrently } from "./paying.ts";
import { dueSlots, payoutSettingsOf, rollUpsBehind } from "./schedule.ts";

const slotPayload = z.object({
  merchantCode: z.string(),
  kind: z.enum(PAYOUT_KINDS),
  period: z.string(),
  start: z.string(),
  end: z.string(),
});

/**
 * Computes one slot's bills (decision 045). The job's key is the slot, so scheduling it again
 * changes nothing; the run row claimed inside `computeSlot` makes it count once even if two jobs
 * of the same slot existed. While the report outbox still holds events from before the slot's end
 * the job fails and is tried again (2 s, 8 s, 18 s ...), so a slot waits for its bets.
 */
export const computeSlotJob = defineJob({
  name: "agent-payouts.compute-slot",
  payload: slotPayload,
  // Waiting for the roll-ups: tries back off to an hour apart (2 s, 8 s, 18 s ...), so 100 tries
  // wait out about three days of a fold that is behind before an operator is asked to look.
  maxAttempts: 100,
  handler: async (tx, payload) => {
    const end = new Date(payload.end);
    if (await rollUpsBehind(tx, payload.merchantCode, end)) {
      throw new Error(`report roll-ups of ${payload.merchantCode} are behind ${payload.end}`);
    }
    const [merchant] = await tx.query<{
      settings: { currency?: { code?: string } } & Record<string, unknown>;
    }>("SELECT settings FROM merchants WHERE code = $1", [payload.merchantCode]);
    if (!merchant) return;
    await computeSlot(tx, {
      merchantCode: payload.merchantCode,
      currency: merchant.settings.currency?.code ?? "USD",
      kind: payload.kind,
      period: payload.period,
      slot: { start: new Date(payload.start), end },
      review: payoutSettingsOf(merchant.settings).dividendApproval,
    });
  },
});

/**
 * Every 15 seconds: schedules the slots that closed (one job per slot, whatever the number of
 * servers), and lets dividend bills left unreviewed past the merchant's review window lapse.
 */
export const schedulePayoutsJob = defineJob({
  name: "agent-payouts.schedule",
  payload: z.object({}),
  everyMs: 15_000,
  handler: async (tx, _payload, { now }) => {
    await expireLapsedReviews(tx, now);
    for (const due of await dueSlots(tx, now)) {
      const start = due.slot.start.toISOString();
      await scheduleJob(tx, computeSlotJob, {
        key: `${due.merchantCode}|${due.kind}|${due.period}|${start}`,
        runAt: now,
        payload: {
          merchantCode: due.merchantCode,
          kind: due.kind,
          period: due.period,
          start,
          end: due.slot.end.toISOString(),
        },
      });
    }
  },
});

/**
 * Every 5 seconds: pays due bills, top of each chain first, and tries short ones again. Paying does
 * not need the run's own transaction to be once-only: each batch locks its bills and commits their
 * payments with their new states, so the batches run in transactions of their own, three at a time,
 * for up to 4 seconds, and no wallet stays locked longer than one batch (on PostgreSQL; PGlite's one
 * connection runs them one after another in the run's transaction).
 */
export function createPayBillsJob(db: Database) {
  // One ledger service for every run: its cache holds only account ids other transactions committed
  // (decision 011), so it stays right across runs and spares a lookup per agent wallet per slot.
  const ledger = createLedgerService(db);
  return defineJob({
    name: "agent-payouts.pay",
    payload: z.object({}),
    everyMs: 5_000,
    handler: async (tx, _payload, { now }) => {
      // PGlite has one connection, held by this run's transaction: there the batches run inside it.
      if (db.kind === "pglite") await payDueBills(tx, ledger, now);
      else await payDueBillsConcurrently(db, ledger, now);
    },
  });
}
