import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REAL_VN_GAMES } from "#app/modules/lottery/catalogue.ts";
import { dailySlotsFrom } from "#app/modules/lottery/issue-slots.ts";
import { stationOf, stationWeekdays, VN_STATIONS, weekdayOf } from "#app/modules/lottery/stations.ts";

const VIETNAM = 7 * 60;
const south = (position: number) => ({
  intervalSeconds: 86_400,
  lockSeconds: 600,
  utcOffsetMinutes: VIETNAM,
  drawMinute: 16 * 60 + 15,
  weekdays: stationWeekdays(position === 1 ? "XSMN" : `XSMN${position}`),
});

describe("the Vietnamese stations' weekly calendar", () => {
  it("settles each of a day's stations in its own game: South Saturday has four, Monday three", () => {
    // 2026-11-28 is a Saturday, 2026-11-30 a Monday.
    expect(["XSMN", "XSMN2", "XSMN3", "XSMN4"].map((code) => stationOf(code, "20261128"))).toEqual([
      "TP.HCM",
      "Long An",
      "Bình Phước",
      "Hậu Giang",
    ]);
    expect(["XSMN", "XSMN2", "XSMN3", "XSMN4"].map((code) => stationOf(code, "20261130"))).toEqual([
      "TP.HCM",
      "Đồng Tháp",
      "Cà Mau",
      null,
    ]);
    // Central Thursday (2026-11-26) draws three stations, Friday two.
    expect(["XSMT", "XSMT2", "XSMT3"].map((code) => stationOf(code, "20261126"))).toEqual([
      "Bình Định",
      "Quảng Trị",
      "Quảng Bình",
    ]);
    expect(stationOf("XSMT3", "20261127")).toBeNull();
    expect(stationOf("XSMB", "20261126")).toBe("Hà Nội");
    expect(stationOf("VN1", "20261126")).toBeNull();
  });

  it("has a game for every station slot of the calendar, and the calendar the notes give", () => {
    const codes = REAL_VN_GAMES.map((game) => game.code);
    for (const [region, days] of Object.entries(VN_STATIONS)) {
      const most = Math.max(...days.map((stations) => stations.length));
      for (let position = 1; position <= most; position += 1) {
        expect(codes).toContain(position === 1 ? region : `${region}${position}`);
      }
    }
    expect(codes).toHaveLength(8);
    // 21 southern stations, TP.HCM twice a week; North's Hà Nội on Monday and Thursday.
    expect(new Set(VN_STATIONS.XSMN.flat()).size).toBe(21);
    expect(VN_STATIONS.XSMN.flat().filter((station) => station === "TP.HCM")).toHaveLength(2);
    expect([VN_STATIONS.XSMB[1], VN_STATIONS.XSMB[4]]).toEqual([["Hà Nội"], ["Hà Nội"]]);
    expect(stationWeekdays("XSMN4")).toEqual([6]);
    expect(stationWeekdays("XSMT3")).toEqual([4, 6]);
    expect(stationWeekdays("XSMB")).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("makes a station's issues only on its weekdays, each on sale from its previous draw", () => {
    // Monday 2026-11-30 12:00 in Vietnam: the fourth southern station next draws on Saturday.
    const at = new Date("2026-11-30T05:00:00Z");
    const [first, second] = dailySlotsFrom(south(4), at, 2);
    expect(first!.numero).toBe("202612050001");
    expect(first!.drawAt.toISOString()).toBe("2026-12-05T09:15:00.000Z");
    expect(first!.openAt.toISOString()).toBe("2026-11-28T09:15:00.000Z");
    expect(first!.lockAt.toISOString()).toBe("2026-12-05T09:05:00.000Z");
    expect(second!.numero).toBe("202612120001");
    expect(second!.openAt).toEqual(first!.drawAt);
    // The main station draws today.
    expect(dailySlotsFrom(south(1), at, 1)[0]!.numero).toBe("202611300001");
  });

  it("keeps every station game's issues back to back on its weekdays, whenever it is asked", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.date({
          min: new Date("2026-01-01T00:00:00Z"),
          max: new Date("2030-01-01T00:00:00Z"),
          noInvalidDate: true,
        }),
        (position, at) => {
          const game = south(position);
          const slots = dailySlotsFrom(game, at, 6);
          expect(slots).toHaveLength(6);
          expect(slots[0]!.drawAt.getTime()).toBeGreaterThan(at.getTime());
          expect(slots[0]!.openAt.getTime()).toBeLessThanOrEqual(at.getTime());
          slots.forEach((slot, index) => {
            expect(game.weekdays).toContain(weekdayOf(slot.numero.slice(0, 8)));
            if (index > 0) expect(slot.openAt).toEqual(slots[index - 1]!.drawAt);
          });
        },
      ),
    );
  });
});
