import { describe, expect, it } from "vitest";
import {
  customPeriod,
  daysOf,
  PERIOD_SHORTCUTS,
  periodInstants,
  periodLength,
  shortcutPeriod,
} from "#app/features/agent-centre/common/period.ts";
import {
  AGENT_CENTRE_KEYS,
  AGENT_CENTRE_PAGES,
  currentAgentPage,
  visibleAgentPages,
} from "#app/features/agent-centre/pages.ts";

const keys = (modules: Record<string, boolean>) => visibleAgentPages(modules).map((page) => page.key);

describe("agent centre menu", () => {
  it("lists the eight pages in the spec's order and none of the contract pages", () => {
    expect(keys({})).toEqual([
      "agentAnnouncement",
      "agentTeamOverview",
      "registerCenter",
      "downlineManagmentView",
      "personalHistoryCopy",
      "palStatementsAgentCopy",
      "agentRevenueReport",
      "agentDownlineTransactionDetailsCopy",
    ]);
    expect(AGENT_CENTRE_PAGES.map((page) => page.key).sort()).toEqual([...AGENT_CENTRE_KEYS].sort());
  });

  it("keeps the spec's order whatever order the pages are declared in", () => {
    const shuffled = [...AGENT_CENTRE_PAGES].reverse();
    expect(visibleAgentPages({}, shuffled).map((page) => page.key)).toEqual(keys({}));
  });

  it("leaves out each entry whose merchant switch is off", () => {
    const switches = {
      AGENTANNOUNCE3: "agentAnnouncement",
      AGEREGDOWN3: "registerCenter",
      DOWNMAN: "downlineManagmentView",
      TEAMBETTING3: "personalHistoryCopy",
      AGETEAMPNL3: "palStatementsAgentCopy",
      AGEREV3: "agentRevenueReport",
      AGEDOWNTRANS3: "agentDownlineTransactionDetailsCopy",
    } as const;
    for (const [module, key] of Object.entries(switches)) {
      const shown = keys({ [module]: false });
      expect(shown).not.toContain(key);
      expect(shown).toHaveLength(7);
    }
  });

  it("shows nothing when the agent centre (AGEINFO3) is off", () => {
    expect(keys({ AGEINFO3: false })).toEqual([]);
  });

  it("opens on the overview, on the page asked for, or on the first page left", () => {
    const all = visibleAgentPages({});
    expect(currentAgentPage(all, undefined)?.key).toBe("agentTeamOverview");
    expect(currentAgentPage(all, "agentRevenueReport")?.key).toBe("agentRevenueReport");
    const withoutReports = visibleAgentPages({ AGEREV3: false });
    expect(currentAgentPage(withoutReports, "agentRevenueReport")?.key).toBe("agentTeamOverview");
    expect(currentAgentPage(visibleAgentPages({ AGEINFO3: false }), undefined)).toBeUndefined();
  });
});

describe("agent report periods", () => {
  // 2026-03-10 23:30 UTC: still the 10th for the report day, whatever the viewer's zone.
  const now = Date.UTC(2026, 2, 10, 23, 30);

  it("turns each shortcut into UTC report days, both included", () => {
    expect(shortcutPeriod("today", now)).toEqual({ fromDate: "2026-03-10", toDate: "2026-03-10" });
    expect(shortcutPeriod("yesterday", now)).toEqual({ fromDate: "2026-03-09", toDate: "2026-03-09" });
    expect(shortcutPeriod("last7", now)).toEqual({ fromDate: "2026-03-04", toDate: "2026-03-10" });
    expect(shortcutPeriod("last30", now)).toEqual({ fromDate: "2026-02-09", toDate: "2026-03-10" });
    expect(shortcutPeriod("previous7", now)).toEqual({ fromDate: "2026-02-25", toDate: "2026-03-03" });
    expect(shortcutPeriod("previous30", now)).toEqual({ fromDate: "2026-01-10", toDate: "2026-02-08" });
  });

  it("gives every shortcut its length and leaves no gap between last and previous", () => {
    const lengths = Object.fromEntries(
      PERIOD_SHORTCUTS.map((shortcut) => [shortcut, periodLength(shortcutPeriod(shortcut, now))]),
    );
    expect(lengths).toEqual({ today: 1, yesterday: 1, last7: 7, last30: 30, previous7: 7, previous30: 30 });
    const last7 = periodInstants(shortcutPeriod("last7", now));
    const previous7 = periodInstants(shortcutPeriod("previous7", now));
    expect(previous7.endTime).toBe(last7.startTime);
  });

  it("turns a period into the instants of its UTC days", () => {
    expect(periodInstants({ fromDate: "2026-03-01", toDate: "2026-03-02" })).toEqual({
      startTime: Date.UTC(2026, 2, 1),
      endTime: Date.UTC(2026, 2, 3),
    });
  });

  it("lists every day of a period across a month end", () => {
    expect(daysOf({ fromDate: "2026-02-27", toDate: "2026-03-02" })).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
  });

  it("checks a custom period", () => {
    expect(customPeriod("2026-03-01", "2026-03-05", 92, now)).toEqual({
      fromDate: "2026-03-01",
      toDate: "2026-03-05",
    });
    expect(customPeriod("2026-02-30", "2026-03-05", 92, now)).toBe("invalid");
    expect(customPeriod("", "2026-03-05", 92, now)).toBe("invalid");
    expect(customPeriod("2026-03-05", "2026-03-01", 92, now)).toBe("order");
    expect(customPeriod("2026-03-11", "2026-03-12", 92, now)).toBe("future");
    expect(customPeriod("2026-01-01", "2026-03-05", 31, now)).toBe("span");
    expect(customPeriod("2026-02-08", "2026-03-10", 31, now)).toEqual({
      fromDate: "2026-02-08",
      toDate: "2026-03-10",
    });
  });
});
