/**
 * The site's languages (decision 093). `LANGUAGES` are those with a complete catalogue (every key of
 * the site, every server message): only they can be chosen by a merchant or a reader. The rest of
 * the languages the platform plans to serve are `PLANNED_LANGUAGES`: known to the picker's names
 * and to `Intl`, switched on by moving them into `LANGUAGES` once their catalogue is complete.
 */
export const LANGUAGES = [
  "pt",
  "en",
  "cn",
  "id",
  "th",
  "vi",
  "es",
  "ar",
  "tw",
  "ja",
  "ko",
  "hi",
  "ms",
  "tr",
  "ru",
  "fr",
  "de",
  "it",
  "bn",
  "ur",
  "fa",
  "he",
  "ta",
  "te",
  "uk",
  "pl",
  "nl",
  "sv",
  "nb",
  "da",
  "fi",
  "el",
  "cs",
  "ro",
  "hu",
  "tl",
  "km",
  "lo",
  "my",
  "ne",
] as const;

export const PLANNED_LANGUAGES = [] as const;

export type Language = (typeof LANGUAGES)[number];
export type KnownLanguage = Language | (typeof PLANNED_LANGUAGES)[number];

type LanguageInfo = {
  /** The BCP 47 locale `Intl` formats numbers, money and dates with. */
  locale: string;
  /** The language named in itself, as the picker lists it. */
  name: string;
  /** Right-to-left scripts lay the whole page out mirrored. */
  dir?: "rtl";
};

const INFO: Record<KnownLanguage, LanguageInfo> = {
  pt: { locale: "pt-BR", name: "Português" },
  en: { locale: "en", name: "English" },
  // The site's historical code "cn" is Simplified Chinese; Traditional is "tw".
  cn: { locale: "zh-CN", name: "简体中文" },
  id: { locale: "id", name: "Bahasa Indonesia" },
  th: { locale: "th", name: "ไทย" },
  vi: { locale: "vi", name: "Tiếng Việt" },
  // Latin American Spanish, the field's Spanish-speaking market.
  es: { locale: "es-419", name: "Español" },
  ar: { locale: "ar", name: "العربية", dir: "rtl" },
  tw: { locale: "zh-TW", name: "繁體中文" },
  ja: { locale: "ja", name: "日本語" },
  ko: { locale: "ko", name: "한국어" },
  hi: { locale: "hi", name: "हिन्दी" },
  ms: { locale: "ms", name: "Bahasa Melayu" },
  tr: { locale: "tr", name: "Türkçe" },
  ru: { locale: "ru", name: "Русский" },
  fr: { locale: "fr", name: "Français" },
  de: { locale: "de", name: "Deutsch" },
  it: { locale: "it", name: "Italiano" },
  bn: { locale: "bn", name: "বাংলা" },
  ur: { locale: "ur", name: "اردو", dir: "rtl" },
  fa: { locale: "fa", name: "فارسی", dir: "rtl" },
  he: { locale: "he", name: "עברית", dir: "rtl" },
  ta: { locale: "ta", name: "தமிழ்" },
  te: { locale: "te", name: "తెలుగు" },
  uk: { locale: "uk", name: "Українська" },
  pl: { locale: "pl", name: "Polski" },
  nl: { locale: "nl", name: "Nederlands" },
  sv: { locale: "sv", name: "Svenska" },
  nb: { locale: "nb", name: "Norsk bokmål" },
  da: { locale: "da", name: "Dansk" },
  fi: { locale: "fi", name: "Suomi" },
  el: { locale: "el", name: "Ελληνικά" },
  cs: { locale: "cs", name: "Čeština" },
  ro: { locale: "ro", name: "Română" },
  hu: { locale: "hu", name: "Magyar" },
  tl: { locale: "fil", name: "Filipino" },
  km: { locale: "km", name: "ខ្មែរ" },
  lo: { locale: "lo", name: "ລາວ" },
  my: { locale: "my", name: "မြန်မာ" },
  ne: { locale: "ne", name: "नेपाली" },
};

const known = (language: string): language is KnownLanguage => Object.hasOwn(INFO, language);

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The locale `Intl` knows a site language by: the site's "cn" is Simplified Chinese, zh-CN. */
export function intlLocale(language: string): string {
  return known(language) ? INFO[language].locale : language;
}

/** The language named in itself: "Español", "العربية". */
export function nativeName(language: KnownLanguage): string {
  return INFO[language].name;
}

/** The writing direction of a language's pages. */
export function textDirection(language: string): "ltr" | "rtl" {
  return known(language) && INFO[language].dir === "rtl" ? "rtl" : "ltr";
}

/**
 * The site language a browser or a caller's tag asks for ("es-MX", "zh-Hant-TW", "ar_SA"), when the
 * site knows it; Chinese goes to Traditional for Taiwan, Hong Kong, Macau and Hant, else Simplified.
 */
export function languageOfTag(tag: string | undefined): KnownLanguage | undefined {
  if (!tag) return undefined;
  // The first of an Accept-Language list, without its weight.
  const first = tag.split(",")[0]?.split(";")[0] ?? "";
  const parts = first.trim().toLowerCase().split(/[-_]/);
  const [code = "", ...rest] = parts;
  if (code === "zh" || code === "cn")
    return rest.some((part) => ["tw", "hk", "mo", "hant"].includes(part)) ? "tw" : "cn";
  if (code === "fil") return "tl";
  if (code === "no" || code === "nn") return "nb";
  if (code === "iw") return "he";
  return known(code) ? code : undefined;
}
