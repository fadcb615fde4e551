const DAY_MS = 86_400_000;

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Every day from `from` to `to`, both included, oldest first (yyyy-MM-dd, UTC report days). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = toTime(from); time <= toTime(to); time += DAY_MS) days.push(toDay(time));
  return days;
}

/**
 * The calendar bucket a period stands for, if any: one day, a week from Monday to Sunday, or a
 * whole month. Distinct counts (active members, depositors) of these read one roll-up row. A week or
 * a month "so far" (from its first day to today, or to any day after today within it) is the whole
 * bucket too: no roll-up row lies after today, so both count the same members.
 */
export function bucketOf(
  from: string,
  to: string,
  today: string,
): { period: "day" } | { period: "week" | "month"; start: string } | null {
  if (from === to) return { period: "day" };
  const start = new Date(toTime(from));
  const end = new Date(toTime(to));
  const reachesToday = to >= today;
  const weekEnd = toTime(from) + 6 * DAY_MS;
  if (start.getUTCDay() === 1 && (toTime(to) === weekEnd || (reachesToday && toTime(to) < weekEnd)))
    return { period: "week", start: from };
  const lastOfMonth = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
  if (
    start.getUTCDate() === 1 &&
    end.getUTCFullYear() === start.getUTCFullYear() &&
    end.getUTCMonth() === start.getUTCMonth() &&
    (end.getUTCDate() === lastOfMonth.getUTCDate() || reachesToday)
  ) {
    return { period: "month", start: from };
  }
  return null;
}
