const pad = (value: number) => String(value).padStart(2, "0");

/** yyyy-MM-dd HH:mm:ss in the viewer's time zone, as announcements show their date. */
export function formatDateTime(timestamp: number): string {
  const date = new Date(timestamp);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}
