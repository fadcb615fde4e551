import { intlLocale } from "@banca/contract/languages";
import { i18n } from "#app/i18n/i18n.ts";

// One format per language and shape: building one loads its locale's data (decision 093).
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(shape: "dateTime" | "day", language: string): Intl.DateTimeFormat {
  const key = `${shape}|${language}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      intlLocale(language),
      shape === "day"
        ? { year: "numeric", month: "2-digit", day: "2-digit" }
        : {
            year: "numeric",
            month: "2-digit",
            day: "2-digit",
            hour: "2-digit",
            minute: "2-digit",
            second: "2-digit",
            hourCycle: "h23",
          },
    );
    formats.set(key, format);
  }
  return format;
}

/**
 * A moment in the viewer's time zone, in the reading language's own order, digits and separators
 * (02/12/2026 07:29:10 in Portuguese, ٢‏/١٢‏/٢٠٢٦، ٠٧:٢٩:١٠ in Arabic). Components re-render on a language
 * change, so reading the current language here follows it.
 */
export function formatDateTime(timestamp: number | string, language: string = i18n.language): string {
  return dateFormat("dateTime", language).format(new Date(timestamp));
}

/** A day in the viewer's time zone, in the reading language's own format. */
export function formatDay(timestamp: number, language: string = i18n.language): string {
  return dateFormat("day", language).format(timestamp);
}

const pad = (value: number) => String(value).padStart(2, "0");

/** yyyy-MM-dd HH:mm:ss in the viewer's time zone: the announcements' date, as the specification fixes it. */
export function formatAnnouncementTime(timestamp: number): string {
  const date = new Date(timestamp);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}
