import type { DrawKind } from "@banca/contract/lottery/fair-draw";
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
  /** Vietnamese plays: odds per play, per payout table (north, south, fast). */
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
};

const VN_OFFSET = 7 * 60;

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

export const DEFAULT_GAMES: GameDefinition[] = [
  fastVn(1, 1),
  fastVn(5, 2),
  fastVn(30, 3),
  ssc(1, 10),
  ssc(5, 11),
];
