import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimalToMinor, minorToDecimal, minorToWire } from "../src/money.ts";

describe("money on the wire", () => {
  it("writes minor units as decimals", () => {
    expect(minorToDecimal(12_345n, 2)).toBe("123.45");
    expect(minorToDecimal(5n, 2)).toBe("0.05");
    expect(minorToDecimal(-5n, 2)).toBe("-0.05");
    expect(minorToDecimal(700n, 0)).toBe("700");
    expect(minorToWire(1_000_001n, 2)).toBe(10_000.01);
  });

  it("reads typed amounts and refuses what is not one", () => {
    expect(decimalToMinor("12", 2)).toBe(1_200n);
    expect(decimalToMinor("12.5", 2)).toBe(1_250n);
    expect(decimalToMinor(" 0.01 ", 2)).toBe(1n);
    for (const bad of ["", "-1", "1.234", "1e3", "1,5", ".5", "abc", "9".repeat(16)]) {
      expect(decimalToMinor(bad, 2)).toBeNull();
    }
  });

  it("round-trips every amount exactly", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }),
        fc.integer({ min: 0, max: 4 }),
        (minor, decimals) => {
          expect(decimalToMinor(minorToDecimal(minor, decimals), decimals)).toBe(minor);
        },
      ),
    );
  });
});
