import type { Queryable } from "#app/db/database.ts";
import { computeSlot, type PayoutKind } from "#app/modules/agent-payouts/billing.ts";
import { payDueBills } from "#app/modules/agent-payouts/paying.ts";
import {
  DIVIDEND_PERIODS,
  type DividendPeriod,
  dailyPayTime,
  daySlotOf,
  dividendPeriodOf,
  hourSlotOf,
  previousSlot,
  realtimeSlotOf,
  type Slot,
} from "#app/modules/agent-payouts/periods.ts";
import { payoutSettingsOf } from "#app/modules/agent-payouts/schedule.ts";
import type { LedgerService } from "#app/modules/ledger/service.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";

/**
 * How much of the history the demo start bills (decision 036): a week of daily salary, a day of
 * hourly salary, two hours of real-time salary, and the last two closed dividend periods (the
 * payout job's own look-back).
 */
export const DEMO_BILLED = { daily_salary: 7, hourly_salary: 24, realtime_salary: 24, dividend: 2 } as const;

/** The last `count` slots of `of` closed at `now`, oldest first. */
function closedSlots(now: Date, of: (instant: Date) => Slot, count: number): Slot[] {
  const slots: Slot[] = [];
  let slot = previousSlot(of(now), of);
  for (let index = 0; index < count; index += 1) {
    slots.unshift(slot);
    slot = previousSlot(slot, of);
  }
  return slots;
}

/**
 * The demo team's paid bills: after the history is rolled up, the past slots of every contract kind
 * are computed and paid as the payout jobs do (`computeSlot`, then `payDueBills`), so the figures
 * come from the roll-ups, the money moves through the ledger, and each slot's run row is claimed:
 * the jobs find those slots computed and leave them. A daily slot is billed only once its pay time
 * has passed, as the schedule does. Answers the number of bills written.
 */
export async function seedDemoAgentBills(
  tx: Queryable,
  ledger: LedgerService,
  merchant: Merchant,
  now = new Date(),
): Promise<number> {
  const settings = payoutSettingsOf(merchant.settings);
  const zone = settings.timeZone;
  const periods = await tx.query<{ period: string }>(
    `SELECT DISTINCT period FROM agent_contracts
      WHERE merchant_code = $1 AND kind = 'dividend' AND state IN ('active', 'termination_requested')
      ORDER BY period`,
    [merchant.code],
  );
  const runs: Array<{ kind: PayoutKind; period: string; slot: Slot }> = [];
  for (const slot of closedSlots(now, (instant) => daySlotOf(instant, zone), DEMO_BILLED.daily_salary)) {
    if (dailyPayTime(daySlotOf(slot.start, zone), zone, settings.dailyPayAt) <= now)
      runs.push({ kind: "daily_salary", period: "", slot });
  }
  for (const slot of closedSlots(now, (instant) => hourSlotOf(instant, zone), DEMO_BILLED.hourly_salary))
    runs.push({ kind: "hourly_salary", period: "", slot });
  for (const slot of closedSlots(now, realtimeSlotOf, DEMO_BILLED.realtime_salary))
    runs.push({ kind: "realtime_salary", period: "", slot });
  for (const { period } of periods) {
    if (!DIVIDEND_PERIODS.includes(period as DividendPeriod)) continue;
    const of = (instant: Date) => dividendPeriodOf(instant, zone, period as DividendPeriod);
    for (const slot of closedSlots(now, of, DEMO_BILLED.dividend))
      runs.push({ kind: "dividend", period, slot });
  }
  let bills = 0;
  for (const run of runs) {
    bills +=
      (await computeSlot(tx, {
        merchantCode: merchant.code,
        currency: merchant.settings.currency.code,
        kind: run.kind,
        period: run.period,
        slot: run.slot,
        review: settings.dividendApproval,
      })) ?? 0;
  }
  let pending = true;
  while (pending) pending = (await payDueBills(tx, ledger, now)) > 0;
  return bills;
}
