import { createHmac } from "node:crypto";
import { OutcomeStream } from "@banca/server/modules/bgs/fairness/outcome-stream.ts";
import { describe, expect, it } from "vitest";
import { parseAssessments, tally } from "../support/rng-dieharder.ts";
import { pc28SumLaw } from "../support/rng-lottery.ts";
import {
  chiSquareTest,
  failuresTail,
  RunningMean,
  SIGNIFICANCE,
  upperGammaRegularized,
} from "../support/rng-statistics.ts";

const serverSeed = "3f1b7c9e2a4d6f8091b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f4";

describe("the chi-square p-value", () => {
  it("matches the tables' 99 % points", () => {
    // Upper 1 % points of the chi-square law for 6, 29 and 99 degrees of freedom.
    expect(upperGammaRegularized(6 / 2, 16.812 / 2)).toBeCloseTo(0.01, 4);
    expect(upperGammaRegularized(29 / 2, 49.588 / 2)).toBeCloseTo(0.01, 4);
    expect(upperGammaRegularized(99 / 2, 134.642 / 2)).toBeCloseTo(0.01, 4);
    expect(upperGammaRegularized(1 / 2, 3.841 / 2)).toBeCloseTo(0.05, 4);
  });
});

describe("the frequency test", () => {
  it("passes the in-house stream's dice rolls in 100 bands", () => {
    const counts = new Array<number>(100).fill(0);
    for (let nonce = 0; nonce < 20_000; nonce++) {
      counts[Math.floor(new OutcomeStream({ serverSeed, clientSeed: "t", nonce }).nextInt(10_000) / 100)]! +=
        1;
    }
    expect(chiSquareTest(counts).passed).toBe(true);
  });

  it("fails a biased stream: a byte taken modulo 100 favours 0..55", () => {
    const counts = new Array<number>(100).fill(0);
    for (let nonce = 0; nonce < 20_000; nonce++) {
      counts[createHmac("sha256", serverSeed).update(`t:${nonce}:0`).digest()[0]! % 100]! += 1;
    }
    const result = chiSquareTest(counts);
    expect(result.passed).toBe(false);
    expect(result.p).toBeLessThan(0.01);
  });

  it("fails a die that shows six one time in five", () => {
    const counts = [1600, 1600, 1600, 1600, 1600, 2000];
    expect(chiSquareTest(counts).passed).toBe(false);
    expect(chiSquareTest([1670, 1660, 1675, 1665, 1668, 1662]).passed).toBe(true);
  });

  it("tests against a given law, pooling its thin tails", () => {
    const law = [0.001, 0.002, 0.497, 0.497, 0.002, 0.001];
    const fair = chiSquareTest([1, 2, 500, 494, 2, 1], law);
    expect(fair.degrees).toBe(1);
    expect(fair.passed).toBe(true);
    expect(chiSquareTest([0, 0, 700, 300, 0, 0], law).passed).toBe(false);
  });

  it("refuses a uniform sample too small for the test", () => {
    expect(() => chiSquareTest([1, 2, 3])).toThrow(/larger sample/);
  });

  it("PC28's law of the sum is a law over 0..27", () => {
    const law = pc28SumLaw();
    expect(law).toHaveLength(28);
    expect(law.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    for (const p of law) expect(p).toBeGreaterThan(0);
  });
});

describe("the return's interval", () => {
  it("covers the true mean of a fair coin and not a wrong one", () => {
    const mean = new RunningMean();
    const stream = new OutcomeStream({ serverSeed, clientSeed: "coin", nonce: 0 });
    for (let i = 0; i < 100_000; i++) mean.add(stream.nextInt(2) * 2);
    expect(mean.covers(1)).toBe(true);
    expect(mean.covers(0.97)).toBe(false);
  });
});

describe("dieharder's table", () => {
  it("counts its verdicts", () => {
    const output = [
      "#=============================================================================#",
      "        test_name   |ntup| tsamples |psamples|  p-value |Assessment",
      "#=============================================================================#",
      "   diehard_birthdays|   0|       100|     100|0.48062539|  PASSED  ",
      "      diehard_operm5|   0|   1000000|      20|0.00321700|   WEAK   ",
      "         sts_serial|  16|    100000|     100|0.00000001|  FAILED  ",
    ].join("\n");
    const rows = parseAssessments(output);
    expect(rows.map((row) => row.test)).toEqual(["diehard_birthdays", "diehard_operm5", "sts_serial"]);
    expect(tally(rows)).toEqual({ passed: 1, weak: 1, failed: 1 });
  });
});

describe("the run's second-level verdict", () => {
  it("is the binomial tail of the failures at 1 % each", () => {
    expect(failuresTail(50, 0)).toBe(1);
    expect(failuresTail(50, 1)).toBeCloseTo(1 - 0.99 ** 50, 12);
    // 1 − P(0) − P(1) − P(2) of Binomial(50, 0.01)
    const p = (k: number) => [1, 50, 1225][k]! * 0.01 ** k * 0.99 ** (50 - k);
    expect(failuresTail(50, 3)).toBeCloseTo(1 - p(0) - p(1) - p(2), 12);
  });

  it("lets one failure in fifty checks pass and fails four", () => {
    expect(failuresTail(50, 1)).toBeGreaterThan(SIGNIFICANCE);
    expect(failuresTail(50, 4)).toBeLessThan(SIGNIFICANCE);
  });
});
