import { COUNTRIES, defaultCountry, LANGUAGE_MARKETS } from "@banca/contract/countries";
import { LANGUAGES } from "@banca/contract/languages";
import { describe, expect, it } from "vitest";
import { dialingCodeSchema } from "../src/calls/verification.ts";

describe("country list", () => {
  it("names each country once, by an ISO alpha-2 code", () => {
    const codes = COUNTRIES.map((country) => country.countryCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("gives dialing codes the registration calls accept, with and without the plus", () => {
    for (const { countryDialingCode } of COUNTRIES) {
      expect(dialingCodeSchema.safeParse(countryDialingCode).success, countryDialingCode).toBe(true);
      expect(dialingCodeSchema.safeParse(`+${countryDialingCode}`).success, countryDialingCode).toBe(true);
    }
  });

  it("has a listed market for every interface language; Portuguese means Brazil, +55", () => {
    for (const language of LANGUAGES) {
      expect(defaultCountry(language).countryCode).toBe(LANGUAGE_MARKETS[language]);
    }
    expect(defaultCountry("pt")).toEqual({ countryCode: "BR", countryDialingCode: "55" });
    expect(defaultCountry("vi").countryDialingCode).toBe("84");
  });
});
