/** An instant (ISO text or epoch milliseconds) in the viewer's time zone, to the minute. */
export function formatTime(value: string | number | null | undefined, locale: string) {
  if (value === null || value === undefined || value === "") return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return date.toLocaleString(locale, { dateStyle: "short", timeStyle: "short" });
}
