import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Near } from "#app/features/lottery/api.ts";
import { Countdown } from "#app/features/lottery/countdown.tsx";
import { applyLanguage } from "#app/i18n/i18n.ts";

const onSale = (issue: { station: string | null; seedHash: string }): Near => ({
  currentNumero: {
    numero: "202612070101",
    gameId: 1,
    remainTime: 40_000,
    lockTime: 35,
    isSale: true,
    drawTime: Date.now() + 40_000,
    ...issue,
  },
  previousNumero: null,
  nextNumero: null,
});

/** The countdown's fields as the player reads them: each field's value, in order. */
function fields(near: Near | undefined, officialDraw: boolean): string[] {
  const html = renderToStaticMarkup(createElement(Countdown, { near, officialDraw }));
  return [...html.matchAll(/<\/span><(?:strong|code)[^>]*>([^<]*)</g)].map((match) => match[1]!);
}

describe("the lottery countdown", () => {
  beforeAll(async () => {
    vi.stubGlobal("document", { documentElement: {} });
    await applyLanguage("en", { remember: false });
  });

  // The play tabs sit below it: a field that comes or goes with the answer moves them under a tap.
  it("keeps the same fields before the answer, with an issue that names everything, and with one that does not", () => {
    const official = [
      fields(undefined, true),
      fields(onSale({ station: "Hà Nội", seedHash: "" }), true),
      fields(onSale({ station: null, seedHash: "" }), true),
    ];
    expect(official.map((shown) => shown.length)).toEqual([3, 3, 3]);
    expect(official.map((shown) => shown[1])).toEqual(["—", "Hà Nội", "—"]);

    const platform = [
      fields(undefined, false),
      fields(onSale({ station: null, seedHash: "ab".repeat(32) }), false),
      fields(onSale({ station: null, seedHash: "" }), false),
    ];
    expect(platform.map((shown) => shown.length)).toEqual([3, 3, 3]);
    expect(platform.map((shown) => shown[2])).toEqual(["—", `${"ab".repeat(8)}…`, "—"]);
  });
});
