import type { LocalizedText } from "@banca/contract/localized";
import sanitizeHtml from "sanitize-html";

/**
 * Operator HTML (announcements, promotions) is cleaned when it is written and again when it is read;
 * the site cleans it a third time when it renders. No scripts, styles, event handlers, frames or
 * javascript: links get through; links and images only over https.
 */
export const OPERATOR_HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
  allowedAttributes: { a: ["href", "target", "rel"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["https", "mailto", "tel"],
  allowProtocolRelative: false,
};

export const cleanOperatorHtml = (html: string): string => sanitizeHtml(html, OPERATOR_HTML_POLICY);

export const cleanLocalizedHtml = (text: LocalizedText): LocalizedText =>
  Object.fromEntries(Object.entries(text).map(([lang, html]) => [lang, cleanOperatorHtml(html ?? "")]));

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The text of operator HTML without any markup, whitespace collapsed, cut to `max` characters. */
export function plainExcerpt(html: string, max: number): string {
  const text = sanitizeHtml(html.replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, " "), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}
