// Free of zod on purpose: the site's dialing-code picker imports this list at run time.
import type { Language } from "./languages.ts";

/** A country a player may register a mobile number in: ISO 3166-1 alpha-2 code and dialing code. */
export type Country = { readonly countryCode: string; readonly countryDialingCode: string };

/**
 * The platform's markets first (Latin America, South-East and South Asia, the Lusophone world), then
 * other countries players often travel or work in. Names are not stored: the site shows them in the
 * reading language through `Intl.DisplayNames`.
 */
export const COUNTRIES: readonly Country[] = [
  { countryCode: "BR", countryDialingCode: "55" },
  { countryCode: "VN", countryDialingCode: "84" },
  { countryCode: "TH", countryDialingCode: "66" },
  { countryCode: "ID", countryDialingCode: "62" },
  { countryCode: "CN", countryDialingCode: "86" },
  { countryCode: "PH", countryDialingCode: "63" },
  { countryCode: "IN", countryDialingCode: "91" },
  { countryCode: "MY", countryDialingCode: "60" },
  { countryCode: "SG", countryDialingCode: "65" },
  { countryCode: "KH", countryDialingCode: "855" },
  { countryCode: "LA", countryDialingCode: "856" },
  { countryCode: "MM", countryDialingCode: "95" },
  { countryCode: "BD", countryDialingCode: "880" },
  { countryCode: "PK", countryDialingCode: "92" },
  { countryCode: "HK", countryDialingCode: "852" },
  { countryCode: "MO", countryDialingCode: "853" },
  { countryCode: "TW", countryDialingCode: "886" },
  { countryCode: "JP", countryDialingCode: "81" },
  { countryCode: "KR", countryDialingCode: "82" },
  { countryCode: "PT", countryDialingCode: "351" },
  { countryCode: "AO", countryDialingCode: "244" },
  { countryCode: "MZ", countryDialingCode: "258" },
  { countryCode: "CV", countryDialingCode: "238" },
  { countryCode: "AR", countryDialingCode: "54" },
  { countryCode: "CL", countryDialingCode: "56" },
  { countryCode: "CO", countryDialingCode: "57" },
  { countryCode: "MX", countryDialingCode: "52" },
  { countryCode: "PE", countryDialingCode: "51" },
  { countryCode: "PY", countryDialingCode: "595" },
  { countryCode: "UY", countryDialingCode: "598" },
  { countryCode: "US", countryDialingCode: "1" },
  { countryCode: "CA", countryDialingCode: "1" },
  { countryCode: "GB", countryDialingCode: "44" },
  { countryCode: "ES", countryDialingCode: "34" },
  { countryCode: "FR", countryDialingCode: "33" },
  { countryCode: "DE", countryDialingCode: "49" },
  { countryCode: "IT", countryDialingCode: "39" },
  { countryCode: "AU", countryDialingCode: "61" },
  { countryCode: "NZ", countryDialingCode: "64" },
  { countryCode: "AE", countryDialingCode: "971" },
  { countryCode: "SA", countryDialingCode: "966" },
  { countryCode: "NG", countryDialingCode: "234" },
  { countryCode: "ZA", countryDialingCode: "27" },
  // Markets of the Turkish and Russian site languages.
  { countryCode: "TR", countryDialingCode: "90" },
  { countryCode: "RU", countryDialingCode: "7" },
  // The markets of Persian and Hebrew, the default countries of those interface languages.
  { countryCode: "IR", countryDialingCode: "98" },
  { countryCode: "IL", countryDialingCode: "972" },
  // Markets of the site's further European languages.
  { countryCode: "UA", countryDialingCode: "380" },
  { countryCode: "PL", countryDialingCode: "48" },
  { countryCode: "NL", countryDialingCode: "31" },
  { countryCode: "SE", countryDialingCode: "46" },
  { countryCode: "NO", countryDialingCode: "47" },
  { countryCode: "DK", countryDialingCode: "45" },
  { countryCode: "FI", countryDialingCode: "358" },
  { countryCode: "GR", countryDialingCode: "30" },
  { countryCode: "CZ", countryDialingCode: "420" },
  { countryCode: "RO", countryDialingCode: "40" },
  { countryCode: "HU", countryDialingCode: "36" },
  { countryCode: "NP", countryDialingCode: "977" },
];

/** The market of each interface language: a merchant's default language picks the default country. */
export const LANGUAGE_MARKETS: Record<Language, string> = {
  pt: "BR",
  en: "US",
  cn: "CN",
  id: "ID",
  th: "TH",
  vi: "VN",
  es: "MX",
  ar: "SA",
  tw: "TW",
  ja: "JP",
  ko: "KR",
  hi: "IN",
  ms: "MY",
  tr: "TR",
  ru: "RU",
  fr: "FR",
  de: "DE",
  it: "IT",
  bn: "BD",
  ur: "PK",
  fa: "IR",
  he: "IL",
  ta: "IN",
  te: "IN",
  uk: "UA",
  pl: "PL",
  nl: "NL",
  sv: "SE",
  nb: "NO",
  da: "DK",
  fi: "FI",
  el: "GR",
  cs: "CZ",
  ro: "RO",
  hu: "HU",
  tl: "PH",
  km: "KH",
  lo: "LA",
  my: "MM",
  ne: "NP",
};

/** The country a merchant whose default language is `language` most likely serves. */
export function defaultCountry(language: Language): Country {
  const code = LANGUAGE_MARKETS[language];
  return COUNTRIES.find((country) => country.countryCode === code) ?? (COUNTRIES[0] as Country);
}
