import { describe, expect, it } from "vitest";
import { toCsv } from "../src/csv.ts";
import { presetPeriod } from "../src/period-picker.tsx";

describe("toCsv", () => {
  it("quotes commas, quotes and line breaks, and starts with a byte-order mark", () => {
    const text = toCsv(["name", "note"], [["Ana, Souza", 'said "hi"\nthen left']]);
    expect(text).toBe('\uFEFFname,note\r\n"Ana, Souza","said ""hi""\nthen left"\r\n');
  });

  it("defuses text a spreadsheet would run as a formula, and leaves signed amounts alone", () => {
    const text = toCsv(["a", "b", "c", "d"], [["=HYPERLINK(1)", "-25.00", "+1 (555)", -3]]);
    expect(text.split("\r\n")[1]).toBe("'=HYPERLINK(1),-25.00,'+1 (555),-3");
  });

  it("writes empty cells for missing values", () => {
    expect(toCsv(["a", "b"], [[null, undefined]]).split("\r\n")[1]).toBe(",");
  });
});

describe("presetPeriod", () => {
  const now = new Date(2026, 11, 2, 15, 0);
  it("counts whole days back, today included", () => {
    expect(presetPeriod("today", now)).toEqual({ from: "2026-12-02", to: "2026-12-02" });
    expect(presetPeriod("last7", now)).toEqual({ from: "2026-11-26", to: "2026-12-02" });
    expect(presetPeriod("month", now)).toEqual({ from: "2026-12-01", to: "2026-12-02" });
  });
});
