/**
 * The slots contracts are paid for (decision 044): 5-minute real-time slots, clock hours, days and
 * dividend periods (daily, weekly from Monday, semi-monthly 1st–15th and 16th–end, monthly), the
 * last three in the merchant's time zone. A slot is [start, end); its start names it.
 */
export type Slot = { start: Date; end: Date };
export type DividendPeriod = "daily" | "weekly" | "semi_monthly" | "monthly";
export const DIVIDEND_PERIODS = ["daily", "weekly", "semi_monthly", "monthly"] as const;

export const REALTIME_SLOT_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type Local = { year: number; month: number; day: number; hour: number; minute: number };

/** The wall-clock time of `instant` in `timeZone`. */
export function localTime(instant: Date, timeZone: string): Local & { second: number } {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const local = localTime(instant, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time of `timeZone` names. A time skipped by a daylight-saving jump
 * answers the instant just after the jump; a time that occurs twice, the first.
 */
export function zonedInstant(local: Local, timeZone: string): Date {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const first = wall - offsetAt(new Date(wall), timeZone);
  const second = wall - offsetAt(new Date(first), timeZone);
  return new Date(Math.min(first, second));
}

export function realtimeSlotOf(instant: Date): Slot {
  const start = Math.floor(instant.getTime() / REALTIME_SLOT_MS) * REALTIME_SLOT_MS;
  return { start: new Date(start), end: new Date(start + REALTIME_SLOT_MS) };
}

/** The clock hour of `timeZone` that holds `instant` (a UTC hour in whole-hour zones). */
export function hourSlotOf(instant: Date, timeZone: string): Slot {
  const local = localTime(instant, timeZone);
  const start = zonedInstant({ ...local, minute: 0 }, timeZone);
  const startTime = start.getTime() > instant.getTime() ? start.getTime() - HOUR_MS : start.getTime();
  return { start: new Date(startTime), end: new Date(startTime + HOUR_MS) };
}

const dayAfter = (year: number, month: number, day: number) => {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
};
const midnight = (date: { year: number; month: number; day: number }, timeZone: string) =>
  zonedInstant({ ...date, hour: 0, minute: 0 }, timeZone);

/** The local day of `timeZone` holding `instant`, and its date (yyyy-MM-dd). */
export function daySlotOf(instant: Date, timeZone: string): Slot & { date: string } {
  const { year, month, day } = localTime(instant, timeZone);
  return {
    start: midnight({ year, month, day }, timeZone),
    end: midnight(dayAfter(year, month, day), timeZone),
    date: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
  };
}

/** The dividend period of kind `period` holding `instant`, in `timeZone`. */
export function dividendPeriodOf(instant: Date, timeZone: string, period: DividendPeriod): Slot {
  const { year, month, day } = localTime(instant, timeZone);
  switch (period) {
    case "daily":
      return daySlotOf(instant, timeZone);
    case "weekly": {
      const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7; // Monday 0
      const monday = new Date(Date.UTC(year, month - 1, day - weekday));
      const first = {
        year: monday.getUTCFullYear(),
        month: monday.getUTCMonth() + 1,
        day: monday.getUTCDate(),
      };
      const next = new Date(Date.UTC(first.year, first.month - 1, first.day + 7));
      return {
        start: midnight(first, timeZone),
        end: midnight(
          { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
          timeZone,
        ),
      };
    }
    case "semi_monthly": {
      const nextMonth = new Date(Date.UTC(year, month, 1));
      const firstHalf = day <= 15;
      return {
        start: midnight({ year, month, day: firstHalf ? 1 : 16 }, timeZone),
        end: firstHalf
          ? midnight({ year, month, day: 16 }, timeZone)
          : midnight(
              { year: nextMonth.getUTCFullYear(), month: nextMonth.getUTCMonth() + 1, day: 1 },
              timeZone,
            ),
      };
    }
    case "monthly": {
      const nextMonth = new Date(Date.UTC(year, month, 1));
      return {
        start: midnight({ year, month, day: 1 }, timeZone),
        end: midnight(
          { year: nextMonth.getUTCFullYear(), month: nextMonth.getUTCMonth() + 1, day: 1 },
          timeZone,
        ),
      };
    }
    default: {
      const unknown: never = period;
      throw new Error(`unknown dividend period ${String(unknown)}`);
    }
  }
}

/** The slot just before `slot` closes at `slot.start`: `of` applied to the instant before it. */
export const previousSlot = (slot: Slot, of: (instant: Date) => Slot): Slot =>
  of(new Date(slot.start.getTime() - 1));

/**
 * The last slot closed at `now` by the slot function `of`, if it closed at least `delayMs` ago
 * (the delay lets the report roll-ups catch up with bets settled at the slot's end).
 */
export function lastClosedSlot(now: Date, of: (instant: Date) => Slot, delayMs = 0): Slot {
  const current = of(new Date(now.getTime() - delayMs));
  return previousSlot(current, of);
}

/**
 * When the daily salary of a local day is paid: the next day at `payAt` ("HH:MM", local). Before
 * that, yesterday is not due yet.
 */
export function dailyPayTime(day: Slot & { date: string }, timeZone: string, payAt: string): Date {
  const [hours, minutes] = payAt.split(":").map(Number);
  const [year, month, date] = day.date.split("-").map(Number);
  const next = dayAfter(year!, month!, date!);
  return zonedInstant({ ...next, hour: hours ?? 0, minute: minutes ?? 0 }, timeZone);
}
