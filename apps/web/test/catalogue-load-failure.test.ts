import { describe, expect, it, vi } from "vitest";

// The catalogue is the first thing the site loads: until it is in, nothing but the server's first
// paint shows. A load that fails (a phone between two networks) is asked for again.
describe("a catalogue that fails to load", () => {
  it("is asked for again until it arrives, and the language is shown", async () => {
    vi.resetModules();
    vi.stubGlobal("document", { documentElement: {} });
    let asked = 0;
    vi.doMock("#app/i18n/locales/es.json", async () => {
      asked += 1;
      if (asked < 3) throw new TypeError("Failed to fetch dynamically imported module");
      return vi.importActual("#app/i18n/locales/es.json");
    });
    const spanish = (
      await vi.importActual<{ default: { common: { retry: string } } }>("#app/i18n/locales/es.json")
    ).default.common.retry;
    const { applyLanguage, i18n } = await import("#app/i18n/i18n.ts");
    await applyLanguage("es", { remember: false });
    expect(asked).toBe(3);
    expect(i18n.language).toBe("es");
    expect(i18n.t("common.retry")).toBe(spanish);
  });
});
