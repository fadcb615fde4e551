import { describe, expect, it } from "vitest";
import { bucketOf } from "#app/modules/agent/reports-periods.ts";

// 2026-11-23 is a Monday; "today" below is Wednesday 2026-11-25.
const TODAY = "2026-11-25";

describe("the calendar bucket a report period reads its distinct counts from", () => {
  it("reads one day, a whole week from Monday and a whole month", () => {
    expect(bucketOf("2026-11-24", "2026-11-24", TODAY)).toEqual({ period: "day" });
    expect(bucketOf("2026-11-16", "2026-11-22", TODAY)).toEqual({ period: "week", start: "2026-11-16" });
    expect(bucketOf("2026-10-01", "2026-10-31", TODAY)).toEqual({ period: "month", start: "2026-10-01" });
  });

  it("reads this week and this month so far as their bucket, as nothing lies after today", () => {
    expect(bucketOf("2026-11-23", TODAY, TODAY)).toEqual({ period: "week", start: "2026-11-23" });
    expect(bucketOf("2026-11-01", TODAY, TODAY)).toEqual({ period: "month", start: "2026-11-01" });
    expect(bucketOf("2026-11-01", "2026-11-27", TODAY)).toEqual({ period: "month", start: "2026-11-01" });
  });

  it("counts members for a part of a past week or month, and for periods across two of them", () => {
    expect(bucketOf("2026-11-16", "2026-11-18", TODAY)).toBeNull();
    expect(bucketOf("2026-10-01", "2026-10-20", TODAY)).toBeNull();
    expect(bucketOf("2026-11-23", "2026-11-24", TODAY)).toBeNull();
    expect(bucketOf("2026-10-26", "2026-11-25", TODAY)).toBeNull();
    expect(bucketOf("2026-11-23", "2026-12-01", TODAY)).toBeNull();
  });
});
