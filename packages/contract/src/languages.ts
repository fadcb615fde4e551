export const LANGUAGES = ["pt", "en", "cn", "id", "th", "vi"] as const;

export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The locale `Intl` knows a site language by: the site's "cn" is Simplified Chinese, zh-CN. */
export function intlLocale(language: string): string {
  return language === "cn" ? "zh-CN" : language;
}
