import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PERIOD_PRESETS, PeriodPicker, presetOf, presetPeriod } from "../src/period-picker.tsx";

const days = { from: "2026-11-26", to: "2026-12-02" };
const html = (props: Partial<Parameters<typeof PeriodPicker<string>>[0]>) =>
  renderToStaticMarkup(
    createElement(PeriodPicker<string>, {
      presets: ["today", "week"],
      active: "week",
      onPreset: () => {},
      days,
      onDays: () => null,
      labels: { from: "From", to: "To", presets: { today: "Today", week: "This week" } },
      ...props,
    }),
  );

describe("PeriodPicker", () => {
  it("stands open with the app's own shortcuts, the one shown pressed, `to` never before `from`", () => {
    const out = html({});
    expect(out).toContain('class="ui-period"');
    expect(out).toMatch(/<button[^>]*class="ui-chip"[^>]*aria-pressed="true"[^>]*data-period="week"/);
    expect(out).toMatch(/aria-pressed="false"[^>]*data-period="today"[^>]*>Today</);
    expect(out).toContain('max="2026-12-02"');
    expect(out).toContain('min="2026-11-26"');
    // Open days are sent as they change: no custom chip, no apply button.
    expect(out).not.toContain("aria-expanded");
    expect(out).not.toContain('type="submit"');
  });

  it("keeps custom days behind a chip that opens a form with an apply button, in the app's classes", () => {
    const classes = { root: "site-range", chip: "site-chip", active: "is-active", days: "site-custom" };
    const labels = {
      from: "From",
      to: "To",
      presets: { today: "Today", week: "Week" },
      legend: "Range",
      custom: "Custom",
      apply: "Apply",
    };
    const closed = html({ apply: true, classes, labels });
    expect(closed).toContain('class="site-range"');
    expect(closed).toContain('class="site-chip is-active" aria-pressed="true" data-period="week"');
    expect(closed).toContain('aria-expanded="false"');
    expect(closed).toContain("<legend");
    expect(closed).not.toContain('type="date"');
    const open = html({ apply: true, active: "custom", classes, labels });
    expect(open).toMatch(/<form[^>]*class="site-custom"/);
    expect(open).toContain('name="fromDate" value="2026-11-26"');
    expect(open).toContain(">Apply</button>");
  });

  it("names the back office's preset a period is, counted in the viewer's days", () => {
    const now = new Date(2026, 11, 2, 15);
    expect(presetOf(presetPeriod("last30", now), now)).toBe("last30");
    expect(presetOf({ from: "2026-01-01", to: "2026-01-02" }, now)).toBeNull();
    expect(PERIOD_PRESETS).toEqual(["today", "last7", "last30", "month"]);
  });
});
