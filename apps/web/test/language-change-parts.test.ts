import { beforeEach, describe, expect, it, vi } from "vitest";

// A screen's catalogue parts taken while the reader changes language: whichever finishes first, the
// language shown ends with the screen's text in it, not its keys. Each test starts from fresh modules
// (the parts in use are module state).
const KEY = "records.transactionsIntro";

async function freshI18n() {
  vi.resetModules();
  vi.stubGlobal("document", { documentElement: {} });
  const module = await import("#app/i18n/i18n.ts");
  await module.applyLanguage("en", { remember: false });
  return module;
}

describe("catalogue parts and a language change", () => {
  let arabic: string;
  beforeEach(async () => {
    arabic = (await import("#app/i18n/parts/member/ar.json")).default.records.transactionsIntro;
  });

  it("a screen opened while the change loads still reads the new language", async () => {
    // The new language's catalogue arrives after the screen's parts, as on a slow connection: the
    // change must read the parts the screen took meanwhile, though none was in use when it began.
    vi.doMock("#app/i18n/locales/ar.json", async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return vi.importActual("#app/i18n/locales/ar.json");
    });
    const { applyLanguage, i18n, withCatalogue } = await freshI18n();
    const change = applyLanguage("ar", { remember: false });
    const screen = withCatalogue(["member"], async () => "screen")();
    await Promise.all([change, screen]);
    expect(i18n.language).toBe("ar");
    expect(i18n.t(KEY)).toBe(arabic);
  });

  it("a screen opened just before the change reads the new language", async () => {
    const { applyLanguage, i18n, withCatalogue } = await freshI18n();
    const screen = withCatalogue(["member"], async () => "screen")();
    const change = applyLanguage("ar", { remember: false });
    await Promise.all([screen, change]);
    expect(i18n.t(KEY)).toBe(arabic);
  });

  it("a screen opened in one language keeps its text after a later change", async () => {
    const { applyLanguage, i18n, withCatalogue } = await freshI18n();
    await withCatalogue(["member"], async () => "screen")();
    expect(i18n.t(KEY)).not.toBe(KEY);
    await applyLanguage("ar", { remember: false });
    expect(i18n.t(KEY)).toBe(arabic);
  });
});
