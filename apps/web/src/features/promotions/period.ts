import { formatDay } from "#app/lib/format-date.ts";

/** A promotion's period as the player reads it; the end is exclusive, so its last day is shown. */
export function periodOf(promotion: { startTime: number; endTime: number }) {
  return { from: formatDay(promotion.startTime), to: formatDay(promotion.endTime - 1) };
}
