/**
 * The Vietnamese lottery companies' weekly calendar: the stations (provinces) drawing each weekday,
 * Sunday first, the day's main station (đài chính) first. North draws one table a day for the whole
 * region; Central draws 2–3 stations a day and South 3–4 (21 southern stations, TP.HCM twice a week).
 */
export const VN_STATIONS = {
  XSMB: [["Thái Bình"], ["Hà Nội"], ["Quảng Ninh"], ["Bắc Ninh"], ["Hà Nội"], ["Hải Phòng"], ["Nam Định"]],
  XSMT: [
    ["Khánh Hòa", "Kon Tum"],
    ["Thừa Thiên Huế", "Phú Yên"],
    ["Đắk Lắk", "Quảng Nam"],
    ["Đà Nẵng", "Khánh Hòa"],
    ["Bình Định", "Quảng Trị", "Quảng Bình"],
    ["Gia Lai", "Ninh Thuận"],
    ["Đà Nẵng", "Quảng Ngãi", "Đắk Nông"],
  ],
  XSMN: [
    ["Tiền Giang", "Kiên Giang", "Đà Lạt"],
    ["TP.HCM", "Đồng Tháp", "Cà Mau"],
    ["Bến Tre", "Vũng Tàu", "Bạc Liêu"],
    ["Đồng Nai", "Cần Thơ", "Sóc Trăng"],
    ["Tây Ninh", "An Giang", "Bình Thuận"],
    ["Vĩnh Long", "Bình Dương", "Trà Vinh"],
    ["TP.HCM", "Long An", "Bình Phước", "Hậu Giang"],
  ],
} as const satisfies Record<string, readonly (readonly string[])[]>;

export type VnRegion = keyof typeof VN_STATIONS;

/**
 * A real-draw game settles one station's table a day: the region's code is its main station's game
 * (XSMN), and the code with a position its position in the day's list (XSMN2 the second station,
 * XSMN4 the fourth, which only Saturday has). Null for a game that is not a station's.
 */
export function stationSlot(code: string): { region: VnRegion; position: number } | null {
  const match = /^(XSM[BTN])([2-4])?$/.exec(code);
  if (!match) return null;
  return { region: match[1] as VnRegion, position: Number(match[2] ?? 1) };
}

/** The local weekday (0 Sunday) of a `yyyymmdd` date. */
export function weekdayOf(yyyymmdd: string): number {
  return new Date(
    Date.UTC(Number(yyyymmdd.slice(0, 4)), Number(yyyymmdd.slice(4, 6)) - 1, Number(yyyymmdd.slice(6, 8))),
  ).getUTCDay();
}

/** The station whose table the game settles on the local date `yyyymmdd`; null when it draws none that day. */
export function stationOf(code: string, yyyymmdd: string): string | null {
  const slot = stationSlot(code);
  if (!slot) return null;
  return VN_STATIONS[slot.region][weekdayOf(yyyymmdd)]?.[slot.position - 1] ?? null;
}

/** The weekdays (0 Sunday) the game has a station to draw; null for a game that is not a station's. */
export function stationWeekdays(code: string): number[] | null {
  const slot = stationSlot(code);
  if (!slot) return null;
  return VN_STATIONS[slot.region].flatMap((stations, weekday) =>
    stations.length >= slot.position ? [weekday] : [],
  );
}
