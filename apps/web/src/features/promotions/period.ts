const pad = (value: number) => String(value).padStart(2, "0");

/** yyyy-MM-dd in the viewer's time zone. */
export function formatDay(timestamp: number): string {
  const date = new Date(timestamp);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A promotion's period as the player reads it; the end is exclusive, so its last day is shown. */
export function periodOf(promotion: { startTime: number; endTime: number }) {
  return { from: formatDay(promotion.startTime), to: formatDay(promotion.endTime - 1) };
}
