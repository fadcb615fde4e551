import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "#app/i18n/i18n.ts";
import { createTranslator } from "#app/i18n/translate.ts";
import { Trans } from "#app/i18n/use-translation.tsx";
import { committedTranslator } from "./support/catalogues.ts";

const catalogue = {
  menu: { home: "Home", deep: { er: "Deeper" } },
  errors: { "login.failed": "Wrong name or password.", "withdrawal.amount.min": "At least {{min}}." },
  items_one: "{{count}} item",
  items_other: "{{count}} items",
  onlyOther_other: "{{count}} things",
  greeting: "Hello {{ name }}, {{name}}!",
};

describe("the translation engine", () => {
  const t = createTranslator("en", catalogue);

  it("reads nested keys, and dotted keys inside a level (the error codes)", () => {
    expect(t("menu.home")).toBe("Home");
    expect(t("menu.deep.er")).toBe("Deeper");
    expect(t("errors.login.failed")).toBe("Wrong name or password.");
  });

  it("fills placeholders, keeps one without a value, and turns numbers into text", () => {
    expect(t("greeting", { name: "Ana" })).toBe("Hello Ana, Ana!");
    expect(t("errors.withdrawal.amount.min", { min: 50 })).toBe("At least 50.");
    expect(t("errors.withdrawal.amount.min")).toBe("At least {{min}}.");
  });

  it("picks the language's plural form, then the other form, then the bare key", () => {
    expect(t("items", { count: 1 })).toBe("1 item");
    expect(t("items", { count: 2 })).toBe("2 items");
    expect(t("items", { count: 0 })).toBe("0 items");
    expect(t("onlyOther", { count: 1 })).toBe("1 things");
    // Portuguese counts zero as singular; Chinese has one form.
    expect(createTranslator("pt", catalogue)("items", { count: 0 })).toBe("0 item");
    expect(createTranslator("cn", catalogue)("items", { count: 1 })).toBe("1 items");
  });

  it("gives the default value for a missing key, else the key itself; never a level", () => {
    expect(t("menu.nowhere", { defaultValue: "" })).toBe("");
    expect(t("menu.nowhere", { defaultValue: "Fallback {{n}}", n: 3 })).toBe("Fallback 3");
    expect(t("menu.nowhere")).toBe("menu.nowhere");
    expect(t("menu")).toBe("menu");
  });

  it("reads the committed catalogues as the site does", () => {
    expect(committedTranslator("en")("errors.login.failed")).not.toBe("errors.login.failed");
    expect(committedTranslator("pt")("common.retry")).not.toBe(committedTranslator("en")("common.retry"));
  });
});

describe("Trans", () => {
  beforeAll(async () => {
    vi.stubGlobal("document", { documentElement: {} });
    await applyLanguage("en", { remember: false });
  });

  it("puts each tag's words into the element given under its name, in the text's order", () => {
    const html = renderToStaticMarkup(
      createElement(Trans, {
        i18nKey: "auth.agreementText",
        components: { terms: createElement("a", { href: "/t" }), privacy: createElement("b") },
      }),
    );
    expect(html).toMatch(
      /^I am at least 18 .*<a href="\/t">Terms and Conditions<\/a> and the <b>Privacy Policy<\/b>\.$/,
    );
  });
});
