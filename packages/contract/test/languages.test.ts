import { describe, expect, it } from "vitest";
import { intlLocale, LANGUAGES } from "../src/languages.ts";

describe("the site's languages as Intl knows them", () => {
  it("formats dates and numbers of every site language in that language, Chinese included", () => {
    const sunday = Date.UTC(2023, 0, 1);
    const weekday = (language: string) =>
      new Intl.DateTimeFormat(intlLocale(language), { weekday: "long", timeZone: "UTC" }).format(sunday);
    expect(Object.fromEntries(LANGUAGES.map((language) => [language, weekday(language)]))).toEqual({
      pt: "domingo",
      en: "Sunday",
      cn: "星期日",
      id: "Minggu",
      th: "วันอาทิตย์",
      vi: "Chủ Nhật",
    });
    // "cn" is not a locale Intl knows: unmapped, it would fall back to the machine's own.
    expect(intlLocale("cn")).toBe("zh-CN");
  });
});
