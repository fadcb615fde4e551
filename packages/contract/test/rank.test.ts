import { describe, expect, it } from "vitest";
import { rankPeriodShift, rankPeriodStart } from "../src/rank.ts";

describe("rank periods", () => {
  const ZONE = "America/Sao_Paulo";

  it("cut months and quarters at midnight of the merchant's zone", () => {
    // 02:30 UTC on 1 April is still 31 March in São Paulo (UTC-3).
    const at = new Date("2026-04-01T02:30:00Z");
    expect(rankPeriodStart(at, "monthly", ZONE)).toBe("2026-03-01");
    expect(rankPeriodStart(at, "monthly", "UTC")).toBe("2026-04-01");
    expect(rankPeriodStart(at, "quarterly", ZONE)).toBe("2026-01-01");
    expect(rankPeriodStart(at, "quarterly", "UTC")).toBe("2026-04-01");
    expect(rankPeriodStart(new Date("2026-12-31T12:00:00Z"), "quarterly", ZONE)).toBe("2026-10-01");
  });

  it("start weeks on Monday", () => {
    expect(rankPeriodStart(new Date("2026-05-10T12:00:00Z"), "weekly", ZONE)).toBe("2026-05-04");
  });

  it("step between periods across years", () => {
    expect(rankPeriodShift("2026-12-01", "monthly", 1)).toBe("2027-01-01");
    expect(rankPeriodShift("2026-01-01", "monthly", -1)).toBe("2025-12-01");
    expect(rankPeriodShift("2026-10-01", "quarterly", 1)).toBe("2027-01-01");
    expect(rankPeriodShift("2026-01-05", "weekly", -1)).toBe("2025-12-29");
  });
});
