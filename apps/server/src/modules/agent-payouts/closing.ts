import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { computeSlot, openPart, type PayoutKind } from "./billing.ts";
import {
  type DividendPeriod,
  daySlotOf,
  dividendPeriodOf,
  hourSlotOf,
  REALTIME_SLOT_MS,
  type Slot,
} from "./periods.ts";
import { payoutSettingsOf, rollUpsBehind } from "./schedule.ts";

/** The kinds whose period an operator may close early; a real-time slot is already 5 minutes. */
export type ClosableKind = Exclude<PayoutKind, "realtime_salary">;

export type ClosedPart = {
  kind: ClosableKind;
  period: string;
  start: Date;
  end: Date;
  bills: number;
};

/** The merchant's open period of the kind at `now`: its day, clock hour or dividend period. */
function openPeriodOf(kind: ClosableKind, period: DividendPeriod | undefined, now: Date, zone: string): Slot {
  switch (kind) {
    case "daily_salary":
      return daySlotOf(now, zone);
    case "hourly_salary":
      return hourSlotOf(now, zone);
    case "dividend":
      return dividendPeriodOf(now, zone, period ?? "daily");
    default: {
      const unknown: never = kind;
      throw new Error(`unknown contract kind ${String(unknown)}`);
    }
  }
}

const nothingToClose = (message: string) => new AppError("contract.payout.nothing.to.close", message);

/**
 * Closes the open period of a kind early, for an operator (decision 062): the part of the period
 * from its start (or the end of the part closed before) up to the last 5-minute boundary that has
 * passed becomes a slot of its own, billed now by the same `computeSlot` as the jobs (once: the
 * run row is its claim) and paid by the pay job within seconds. The rest of the period stays open
 * and is billed when the period ends, as usual. The cut lies on a 5-minute boundary because the
 * figures come from the 5-minute roll-ups; it waits for the report fold to have counted every bet
 * before it. Audited as `agent.payout.close`.
 */
export async function closeOpenPeriod(
  db: Database,
  merchant: Merchant,
  request: { kind: ClosableKind; period?: DividendPeriod | undefined },
  actor: string,
  now = new Date(),
): Promise<ClosedPart> {
  const settings = payoutSettingsOf(merchant.settings);
  const period = request.kind === "dividend" ? (request.period ?? "") : "";
  if (request.kind === "dividend" && !request.period) {
    throw new AppError("request_param_err", "Invalid request: period: a dividend period names its period");
  }
  const open = openPeriodOf(request.kind, request.period, now, settings.timeZone);
  const cut = new Date(Math.floor(now.getTime() / REALTIME_SLOT_MS) * REALTIME_SLOT_MS);
  return db.transaction(async (tx) => {
    const [inForce] = await tx.query(
      `SELECT 1 FROM agent_contracts
        WHERE merchant_code = $1 AND kind = $2 AND ($3 = '' OR period = $3)
          AND state IN ('active', 'termination_requested') LIMIT 1`,
      [merchant.code, request.kind, period],
    );
    if (!inForce) throw nothingToClose("No contract of this kind is in force: there is nothing to pay");
    const run = {
      merchantCode: merchant.code,
      kind: request.kind,
      period,
      slot: { start: open.start, end: cut },
    };
    const part = cut.getTime() > open.start.getTime() ? await openPart(tx, run) : null;
    if (!part) {
      throw nothingToClose(
        `Nothing to close before ${cut.toISOString()}: the period so far is closed already; the next 5-minute boundary opens more`,
      );
    }
    if (await rollUpsBehind(tx, merchant.code, cut)) {
      throw new AppError(
        "contract.payout.reports.behind",
        "The reports are still counting bets placed before the cut; try again in a few seconds",
      );
    }
    const bills = await computeSlot(tx, {
      ...run,
      currency: merchant.settings.currency.code,
      review: settings.dividendApproval,
    });
    const closed = { kind: request.kind, period, start: part.start, end: cut, bills: bills ?? 0 };
    await recordAudit(tx, {
      merchantCode: merchant.code,
      actor,
      action: "agent.payout.close",
      targetType: "agent_payout_run",
      targetId: `${request.kind}|${period}|${part.start.toISOString()}`,
      detail: { ...closed, periodEnd: open.end },
    });
    return closed;
  });
}
