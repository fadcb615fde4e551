import { DEFAULT_11X5_PAYOUTS } from "@banca/contract/lottery/11x5-plays";
import type { DrawKind } from "@banca/contract/lottery/fair-draw";
import { DEFAULT_K3_PAYOUTS } from "@banca/contract/lottery/k3-plays";
import { DEFAULT_KENO_PAYOUTS } from "@banca/contract/lottery/keno-plays";
import { DEFAULT_PC28_PAYOUTS } from "@banca/contract/lottery/pc28-plays";
import { DEFAULT_PK10_PAYOUTS } from "@banca/contract/lottery/pk10-plays";
import { DEFAULT_VN_PAYOUTS } from "@banca/contract/lottery/vn-plays";

/** Prize-group bounds, stake bounds and payout tables of a game group (a merchant setting). */
export type GroupSettings = {
  /** The highest series a player may choose; the rebate is paid on the difference to it. */
  topSeries: number | null;
  minSeries: number | null;
  defaultSeries: number | null;
  /** The highest series a bet may carry (at most topSeries). */
  maxBetSeries: number | null;
  /** Bounds of one bet's stake, minor units. */
  minStake: number;
  maxStake: number;
  /**
   * Odds per play, per payout table: the Vietnamese tables (north, south, fast) as paid; the quick
   * draws' `default` table (PK10, K3, 11x5, PC28, Keno) at series 2000, paid scaled by the series.
   */
  payouts: Record<string, Record<string, number>>;
};

export type GroupDefinition = {
  code: string;
  area: "VN" | "LOTT";
  names: Record<string, string>;
  sort: number;
  settings: GroupSettings;
};

export type GameDefinition = {
  code: string;
  group: string;
  /** The catalogue's vendor and type: TCG_LOTTO_VN games open /vnlottery, TCG_SEA (ELOTT) /lottery. */
  vassalage: "TCG_LOTTO_VN" | "TCG_SEA";
  gameType: "LOTT" | "ELOTT";
  names: Record<string, string>;
  draw: DrawKind;
  payoutTable: string | null;
  intervalSeconds: number;
  lockSeconds: number;
  utcOffsetMinutes: number;
  defaultPlay: string;
  sort: number;
  /** Official results entered by operators (decision 067) instead of our seeded draw. */
  results?: "rng" | "official";
  /** A daily game's local draw time, minutes after midnight. */
  drawMinute?: number;
};

const VN_OFFSET = 7 * 60;

/** The payout table a quick-draw game of a group with a payout table reads (decision 054). */
export const QUICK_TABLE = "default";

/** A quick-draw group priced by a payout table at series 2000, with SSC's prize groups. */
const quickGroup = (
  code: string,
  names: Record<string, string>,
  sort: number,
  payouts: Record<string, number>,
): GroupDefinition => ({
  code,
  area: "LOTT",
  names,
  sort,
  settings: {
    topSeries: 1950,
    minSeries: 1700,
    defaultSeries: 1800,
    maxBetSeries: 1950,
    minStake: 1,
    maxStake: 50_000_000,
    payouts: { [QUICK_TABLE]: payouts },
  },
});

export const DEFAULT_GROUPS: GroupDefinition[] = [
  {
    code: "VN",
    area: "VN",
    names: {
      en: "Vietnam lottery",
      vi: "Xổ số Việt Nam",
      pt: "Loteria do Vietnã",
      cn: "越南彩",
      id: "Lotre Vietnam",
      th: "หวยเวียดนาม",
    },
    sort: 1,
    settings: {
      topSeries: null,
      minSeries: null,
      defaultSeries: null,
      maxBetSeries: null,
      minStake: 100,
      maxStake: 50_000_000,
      payouts: DEFAULT_VN_PAYOUTS,
    },
  },
  {
    code: "SSC",
    area: "LOTT",
    names: { en: "SSC", vi: "SSC", pt: "SSC", cn: "时时彩", id: "SSC", th: "SSC" },
    sort: 2,
    settings: {
      topSeries: 1950,
      minSeries: 1700,
      defaultSeries: 1800,
      maxBetSeries: 1950,
      minStake: 1,
      maxStake: 50_000_000,
      payouts: {},
    },
  },
  quickGroup(
    "PK10",
    { en: "PK10", vi: "PK10", pt: "PK10", cn: "PK10赛车", id: "PK10", th: "PK10" },
    3,
    DEFAULT_PK10_PAYOUTS,
  ),
  quickGroup(
    "K3",
    {
      en: "Fast 3 (K3)",
      vi: "Nhanh 3 (K3)",
      pt: "Rápido 3 (K3)",
      cn: "快3",
      id: "Cepat 3 (K3)",
      th: "ด่วน 3 (K3)",
    },
    4,
    DEFAULT_K3_PAYOUTS,
  ),
  quickGroup(
    "11X5",
    { en: "11 pick 5", vi: "11 chọn 5", pt: "11 escolhe 5", cn: "11选5", id: "11 pilih 5", th: "11 เลือก 5" },
    5,
    DEFAULT_11X5_PAYOUTS,
  ),
  quickGroup(
    "PC28",
    { en: "PC28", vi: "PC28", pt: "PC28", cn: "PC28", id: "PC28", th: "PC28" },
    6,
    DEFAULT_PC28_PAYOUTS,
  ),
  quickGroup(
    "KENO",
    { en: "Keno", vi: "Keno", pt: "Keno", cn: "快乐8", id: "Keno", th: "คีโน" },
    7,
    DEFAULT_KENO_PAYOUTS,
  ),
];

const fastVn = (minutes: number, sort: number): GameDefinition => ({
  code: `VN${minutes}`,
  group: "VN",
  vassalage: "TCG_LOTTO_VN",
  gameType: "LOTT",
  names: {
    en: `Fast Vietnam ${minutes} min`,
    vi: `Xổ số nhanh ${minutes} phút`,
    pt: `Vietnã rápida ${minutes} min`,
    cn: `越南快彩 ${minutes} 分钟`,
    id: `Vietnam cepat ${minutes} menit`,
    th: `หวยเวียดนามด่วน ${minutes} นาที`,
  },
  draw: { kind: "vn", layout: "north" },
  payoutTable: "fast",
  intervalSeconds: minutes * 60,
  lockSeconds: minutes === 1 ? 5 : minutes === 5 ? 20 : 60,
  utcOffsetMinutes: VN_OFFSET,
  defaultPlay: "lo2",
  sort,
});

const ssc = (minutes: number, sort: number): GameDefinition => ({
  code: `SSC${minutes}`,
  group: "SSC",
  vassalage: "TCG_SEA",
  gameType: "ELOTT",
  names: {
    en: `SSC ${minutes} min`,
    vi: `SSC ${minutes} phút`,
    pt: `SSC ${minutes} min`,
    cn: `${minutes}分时时彩`,
    id: `SSC ${minutes} menit`,
    th: `SSC ${minutes} นาที`,
  },
  draw: { kind: "digits", count: 5 },
  payoutTable: null,
  intervalSeconds: minutes * 60,
  lockSeconds: minutes === 1 ? 5 : 20,
  utcOffsetMinutes: VN_OFFSET,
  defaultPlay: "position",
  sort,
});

/** A quick draw of a group priced by its payout table: `<group>_<minutes>`, e.g. K3_1. */
const quick = (
  group: string,
  minutes: number,
  draw: DrawKind,
  defaultPlay: string,
  names: (minutes: number) => Record<string, string>,
  sort: number,
): GameDefinition => ({
  code: `${group}_${minutes}`,
  group,
  vassalage: "TCG_SEA",
  gameType: "ELOTT",
  names: names(minutes),
  draw,
  payoutTable: QUICK_TABLE,
  intervalSeconds: minutes * 60,
  lockSeconds: minutes === 1 ? 5 : 20,
  utcOffsetMinutes: VN_OFFSET,
  defaultPlay,
  sort,
});

/** "<name> N min" in each language (the Chinese name puts the minutes first). */
const quickNames =
  (name: Record<string, string>) =>
  (minutes: number): Record<string, string> => ({
    en: `${name.en} ${minutes} min`,
    vi: `${name.vi} ${minutes} phút`,
    pt: `${name.pt} ${minutes} min`,
    cn: `${minutes}分${name.cn}`,
    id: `${name.id} ${minutes} menit`,
    th: `${name.th} ${minutes} นาที`,
  });

/**
 * A real-draw game: one issue a day at the region's official draw time (Vietnam time), sales closed
 * ten minutes before, settled on the official table once entered and confirmed (decision 067). Its
 * code names the station it settles (stations.ts): XSMN the day's main station, XSMN2 the second.
 */
const realVn = (
  code: string,
  layout: "north" | "south",
  drawMinute: number,
  names: Record<string, string>,
  sort: number,
): GameDefinition => ({
  code,
  group: "VN",
  vassalage: "TCG_LOTTO_VN",
  gameType: "LOTT",
  names,
  draw: { kind: "vn", layout },
  payoutTable: layout,
  intervalSeconds: 86_400,
  lockSeconds: 600,
  utcOffsetMinutes: VN_OFFSET,
  defaultPlay: "lo2",
  sort,
  results: "official",
  drawMinute,
});

const NORTH_NAMES = {
  en: "Vietnam North",
  vi: "Xổ số Miền Bắc",
  pt: "Vietnã Norte",
  cn: "越南北部彩",
  id: "Vietnam Utara",
  th: "หวยเวียดนามเหนือ",
};
const CENTRAL_NAMES = {
  en: "Vietnam Central",
  vi: "Xổ số Miền Trung",
  pt: "Vietnã Centro",
  cn: "越南中部彩",
  id: "Vietnam Tengah",
  th: "หวยเวียดนามกลาง",
};
const SOUTH_NAMES = {
  en: "Vietnam South",
  vi: "Xổ số Miền Nam",
  pt: "Vietnã Sul",
  cn: "越南南部彩",
  id: "Vietnam Selatan",
  th: "หวยเวียดนามใต้",
};

/** A region's name with the position of the station among the day's (2: the second station). */
const stationNames = (region: Record<string, string>, position: number): Record<string, string> => ({
  en: `${region.en} · station ${position}`,
  vi: `${region.vi} · Đài ${position}`,
  pt: `${region.pt} · estação ${position}`,
  cn: `${region.cn} · 第${position}台`,
  id: `${region.id} · stasiun ${position}`,
  th: `${region.th} · สถานีที่ ${position}`,
});

const CENTRAL_DRAW = 17 * 60 + 15;
const SOUTH_DRAW = 16 * 60 + 15;

/** North's one table a day, then each station of the Central and South draws (2–3 and 3–4 a day). */
export const REAL_VN_GAMES: GameDefinition[] = [
  realVn("XSMB", "north", 18 * 60 + 15, NORTH_NAMES, 4),
  realVn("XSMT", "south", CENTRAL_DRAW, CENTRAL_NAMES, 5),
  realVn("XSMT2", "south", CENTRAL_DRAW, stationNames(CENTRAL_NAMES, 2), 5),
  realVn("XSMT3", "south", CENTRAL_DRAW, stationNames(CENTRAL_NAMES, 3), 5),
  realVn("XSMN", "south", SOUTH_DRAW, SOUTH_NAMES, 6),
  realVn("XSMN2", "south", SOUTH_DRAW, stationNames(SOUTH_NAMES, 2), 6),
  realVn("XSMN3", "south", SOUTH_DRAW, stationNames(SOUTH_NAMES, 3), 6),
  realVn("XSMN4", "south", SOUTH_DRAW, stationNames(SOUTH_NAMES, 4), 6),
];

export const DEFAULT_GAMES: GameDefinition[] = [
  fastVn(1, 1),
  fastVn(5, 2),
  fastVn(30, 3),
  ...REAL_VN_GAMES,
  ssc(1, 10),
  ssc(5, 11),
  quick(
    "PK10",
    1,
    { kind: "permutation", size: 10 },
    "pk10_position",
    quickNames({ en: "PK10", vi: "PK10", pt: "PK10", cn: "PK10", id: "PK10", th: "PK10" }),
    20,
  ),
  quick(
    "K3",
    1,
    { kind: "dice", count: 3 },
    "k3_sum",
    quickNames({ en: "Fast 3", vi: "Nhanh 3", pt: "Rápido 3", cn: "快3", id: "Cepat 3", th: "ด่วน 3" }),
    30,
  ),
  quick(
    "11X5",
    1,
    { kind: "pick", count: 5, from: 11 },
    "11x5_any5",
    quickNames({ en: "11x5", vi: "11x5", pt: "11x5", cn: "11选5", id: "11x5", th: "11x5" }),
    40,
  ),
  quick(
    "PC28",
    3,
    { kind: "pc28" },
    "pc28_bsoe",
    quickNames({ en: "PC28", vi: "PC28", pt: "PC28", cn: "PC28", id: "PC28", th: "PC28" }),
    50,
  ),
  quick(
    "KENO",
    3,
    { kind: "pick", count: 20, from: 80 },
    "keno_pick3",
    quickNames({ en: "Keno", vi: "Keno", pt: "Keno", cn: "快乐8", id: "Keno", th: "คีโน" }),
    60,
  ),
];
