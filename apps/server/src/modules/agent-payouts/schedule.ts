import { type AgentPayoutSettings, agentPayoutSettingsSchema } from "@banca/contract/agent-payout-settings";
import type { Queryable } from "#app/db/database.ts";
import type { PayoutKind } from "./billing.ts";
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
} from "./periods.ts";

export type DueSlot = { merchantCode: string; kind: PayoutKind; period: string; slot: Slot };

/** How far back a runner looks for a slot it missed (a server down for a while catches up). */
const LOOK_BACK = { realtime_salary: 24, hourly_salary: 12, daily_salary: 3, dividend: 2 } as const;

type LiveKind = { merchant_code: string; kind: PayoutKind; period: string | null; settings: unknown };

/** The merchant's payout settings, every default filled (merchants stored before they existed have none). */
export const payoutSettingsOf = (settings: unknown): AgentPayoutSettings =>
  agentPayoutSettingsSchema.parse((settings as { agentPayouts?: unknown } | null)?.agentPayouts ?? {});

/**
 * The closed slots whose bills are due at `now`, for every merchant and kind with contracts in
 * force: the last few real-time slots and hours, the days whose pay time (the next day at the
 * merchant's time) has passed, and the dividend periods just closed, each `graceSeconds` after its
 * end. Slots already computed are found again and skipped by the run's key.
 */
export async function dueSlots(tx: Queryable, now: Date): Promise<DueSlot[]> {
  const live = await tx.query<LiveKind>(
    `SELECT DISTINCT c.merchant_code, c.kind, c.period, m.settings
       FROM agent_contracts c JOIN merchants m ON m.code = c.merchant_code
      WHERE c.state IN ('active', 'termination_requested')`,
  );
  const due: DueSlot[] = [];
  for (const row of live) {
    const settings = payoutSettingsOf(row.settings);
    const zone = settings.timeZone;
    const closedBy = new Date(now.getTime() - settings.graceSeconds * 1000);
    const add = (of: (instant: Date) => Slot, count: number, period = "", payable = (_: Slot) => true) => {
      let slot = previousSlot(of(closedBy), of);
      for (let index = 0; index < count; index += 1) {
        if (payable(slot)) due.push({ merchantCode: row.merchant_code, kind: row.kind, period, slot });
        slot = previousSlot(slot, of);
      }
    };
    switch (row.kind) {
      case "realtime_salary":
        add(realtimeSlotOf, LOOK_BACK.realtime_salary);
        break;
      case "hourly_salary":
        add((instant) => hourSlotOf(instant, zone), LOOK_BACK.hourly_salary);
        break;
      case "daily_salary":
        add(
          (instant) => daySlotOf(instant, zone),
          LOOK_BACK.daily_salary,
          "",
          (slot) => dailyPayTime(daySlotOf(slot.start, zone), zone, settings.dailyPayAt) <= now,
        );
        break;
      case "dividend": {
        const period = row.period as DividendPeriod;
        if (!DIVIDEND_PERIODS.includes(period)) break;
        add((instant) => dividendPeriodOf(instant, zone, period), LOOK_BACK.dividend, period);
        break;
      }
      default: {
        const unknown: never = row.kind;
        throw new Error(`unknown contract kind ${String(unknown)}`);
      }
    }
  }
  return due;
}

/** Whether the report outbox still holds an event of the merchant from before `end`. */
export async function rollUpsBehind(tx: Queryable, merchantCode: string, end: Date): Promise<boolean> {
  const rows = await tx.query(
    "SELECT 1 FROM report_events WHERE merchant_code = $1 AND occurred_at < $2 LIMIT 1",
    [merchantCode, end],
  );
  return rows.length > 0;
}
