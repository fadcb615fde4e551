/** An instant (ISO text or epoch milliseconds) in the viewer's time zone, to the minute. */
export function formatTime(value: string | number | null | undefined, locale: string) {
  if (value === null || value === undefined || value === "") return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return date.toLocaleString(locale, { dateStyle: "short", timeStyle: "short" });
}

/** A staff member's name as screens show it: staff act through an operator named `staff:<username>`. */
export const staffName = (actor: string) => actor.replace(/^staff:/, "");
