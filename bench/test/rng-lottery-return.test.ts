import { createHash } from "node:crypto";
import { drawResult } from "@banca/contract/lottery/fair-draw";
import { DEFAULT_VN_PAYOUTS } from "@banca/contract/lottery/vn-plays";
import { describe, expect, it } from "vitest";
import { pc28SumLaw } from "../support/rng-lottery.ts";
import { lotteryLines, lotteryReturns } from "../support/rng-lottery-return.ts";

const lineNamed = (name: string) => lotteryLines().find((line) => line.name === name)!;

describe("the lottery's exact returns", () => {
  it("are the prize group's share for bets priced by probability, and chance × odds for a table", () => {
    expect(lineNamed("SSC1 position ||||7").declared).toBeCloseTo(0.975, 12);
    expect(lineNamed("SSC1 star2 last;4|2").declared).toBeCloseTo(0.975, 12);
    expect(lineNamed("VN1 de 27").declared).toBeCloseTo(DEFAULT_VN_PAYOUTS.fast!.de! / 100, 12);
    // K3's big loses on a triple: 105 of 216 throws, paid by the table's row at series 1950.
    expect(lineNamed("K3_1 k3_bsoe B").declared).toBeLessThan(0.975);
    // PC28's table takes its digits as independent; the Keno-drawn total is big a little more often.
    expect(lineNamed("PC28_3 pc28_bsoe B").declared).toBeCloseTo(
      pc28SumLaw()
        .slice(14)
        .reduce((a, b) => a + b) * 1.95,
      12,
    );
    expect(lineNamed("PC28_3 pc28_bsoe B").declared).toBeGreaterThan(0.9755);
  });

  it("covers every seeded game", () => {
    const games = new Set(lotteryLines().map((line) => line.game.group));
    expect([...games].sort()).toEqual(["11X5", "K3", "KENO", "PC28", "PK10", "SSC", "VN"]);
  });
});

describe("the lottery's return check", () => {
  // Fixed seeds, one per issue, so the fair sample is the same on every run.
  const fixedSeed = (numero: string) => createHash("sha256").update(`rng-return:${numero}`).digest("hex");

  it("holds every line's exact return for a sample of the fair draw", async () => {
    const checks = await lotteryReturns(1_000, (kind, _seed, code, numero) =>
      drawResult(kind, fixedSeed(numero), code, numero),
    );
    expect(checks.filter((check) => !check.within).map((check) => check.game)).toEqual([]);
  }, 30_000);

  it("fails a draw that repeats one result", async () => {
    const checks = await lotteryReturns(200, (kind, _seed, code) =>
      drawResult(kind, fixedSeed("0"), code, "0"),
    );
    expect(checks.filter((check) => !check.within).length).toBeGreaterThan(10);
  });
});
