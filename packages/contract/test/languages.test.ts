import { describe, expect, it } from "vitest";
import {
  intlLocale,
  LANGUAGES,
  languageOfTag,
  nativeName,
  PLANNED_LANGUAGES,
  textDirection,
} from "../src/languages.ts";

const ALL = [...LANGUAGES, ...PLANNED_LANGUAGES];

describe("the site's languages as Intl knows them", () => {
  it("formats dates and numbers of every site language in that language, Chinese included", () => {
    const sunday = Date.UTC(2023, 0, 1);
    const weekday = (language: string) =>
      new Intl.DateTimeFormat(intlLocale(language), { weekday: "long", timeZone: "UTC" }).format(sunday);
    expect(weekday("pt")).toBe("domingo");
    expect(weekday("en")).toBe("Sunday");
    expect(weekday("cn")).toBe("星期日");
    expect(weekday("tw")).toBe("星期日");
    expect(weekday("th")).toBe("วันอาทิตย์");
    expect(weekday("es")).toBe("domingo");
    expect(weekday("ar")).toBe("الأحد");
    expect(weekday("ja")).toBe("日曜日");
    // "cn" is not a locale Intl knows: unmapped, it would fall back to the machine's own.
    expect(intlLocale("cn")).toBe("zh-CN");
  });

  it("knows each planned and offered language once, with a locale Intl supports", () => {
    expect(new Set(ALL).size).toBe(ALL.length);
    expect(ALL.length).toBeGreaterThanOrEqual(35);
    for (const language of ALL)
      expect(Intl.DateTimeFormat.supportedLocalesOf([intlLocale(language)]), language).toHaveLength(1);
  });

  it("names each language in itself, as Intl does", () => {
    const own = (language: (typeof ALL)[number]) =>
      new Intl.DisplayNames([intlLocale(language)], { type: "language" }).of(intlLocale(language)) ?? "";
    expect(nativeName("es")).toBe("Español");
    expect(nativeName("ar")).toBe(own("ar"));
    expect(nativeName("ja")).toBe(own("ja"));
    expect(nativeName("de")).toBe(own("de"));
  });

  it("lays Arabic, Persian, Urdu and Hebrew out right to left, the rest left to right", () => {
    expect(ALL.filter((language) => textDirection(language) === "rtl").sort()).toEqual([
      "ar",
      "fa",
      "he",
      "ur",
    ]);
  });

  it("reads the language a browser asks for", () => {
    expect(languageOfTag("es-MX,es;q=0.9,en;q=0.8")).toBe("es");
    expect(languageOfTag("zh-TW,zh;q=0.9")).toBe("tw");
    expect(languageOfTag("zh-Hant-HK")).toBe("tw");
    expect(languageOfTag("zh-CN")).toBe("cn");
    expect(languageOfTag("ar_SA")).toBe("ar");
    expect(languageOfTag("fil-PH")).toBe("tl");
    expect(languageOfTag("xx")).toBeUndefined();
    expect(languageOfTag(undefined)).toBeUndefined();
  });
});
