import type { DrawKind } from "@banca/contract/lottery/fair-draw";
import type { Queryable } from "#app/db/database.ts";
import type { GroupSettings } from "./catalogue.ts";
import { stationWeekdays } from "./stations.ts";

export type LotteryGame = {
  id: number;
  merchantCode: string;
  code: string;
  groupCode: string;
  area: "VN" | "LOTT";
  gameId: number;
  vassalage: string;
  gameType: "LOTT" | "ELOTT";
  names: Record<string, string>;
  draw: DrawKind;
  payoutTable: string | null;
  intervalSeconds: number;
  lockSeconds: number;
  utcOffsetMinutes: number;
  defaultPlay: string;
  enabled: boolean;
  sort: number;
  settings: GroupSettings;
  /** rng: drawn from the seed; official: settled on an entered and confirmed official table. */
  results: "rng" | "official";
  /** A daily game's draw time in minutes after its local midnight; null for a game every interval. */
  drawMinute: number | null;
  /** A station's game draws on the weekdays its station has a draw (decision 067); null every day. */
  weekdays: number[] | null;
};

type GameRow = {
  id: string;
  merchant_code: string;
  code: string;
  group_code: string;
  area: "VN" | "LOTT";
  game_id: string;
  vassalage: string;
  game_type: "LOTT" | "ELOTT";
  names: Record<string, string>;
  draw: DrawKind;
  payout_table: string | null;
  interval_seconds: number;
  lock_seconds: number;
  utc_offset_minutes: number;
  default_play: string;
  enabled: boolean;
  sort: number;
  settings: GroupSettings;
  results: "rng" | "official";
  draw_minute: number | null;
};

const SELECT_GAMES = `
  SELECT lg.id::text, lg.merchant_code, lg.code, lg.group_code, gg.area, lg.game_id::text, g.vassalage,
         g.game_type, g.names, lg.draw, lg.payout_table, lg.interval_seconds, lg.lock_seconds,
         lg.utc_offset_minutes, lg.default_play, lg.enabled AND g.enabled AS enabled, lg.sort, gg.settings,
         lg.results, lg.draw_minute
    FROM lottery_games lg
    JOIN lottery_game_groups gg ON gg.merchant_code = lg.merchant_code AND gg.code = lg.group_code
    JOIN games g ON g.id = lg.game_id`;

const toGame = (row: GameRow): LotteryGame => ({
  id: Number(row.id),
  merchantCode: row.merchant_code,
  code: row.code,
  groupCode: row.group_code,
  area: row.area,
  gameId: Number(row.game_id),
  vassalage: row.vassalage,
  gameType: row.game_type,
  names: row.names,
  draw: row.draw,
  payoutTable: row.payout_table,
  intervalSeconds: row.interval_seconds,
  lockSeconds: row.lock_seconds,
  utcOffsetMinutes: row.utc_offset_minutes,
  defaultPlay: row.default_play,
  enabled: row.enabled,
  sort: row.sort,
  settings: row.settings,
  results: row.results,
  drawMinute: row.draw_minute,
  weekdays: row.results === "official" ? stationWeekdays(row.code) : null,
});

export function createLotteryGamesRepository(db: Queryable) {
  return {
    async all(merchantCode: string): Promise<LotteryGame[]> {
      const rows = await db.query<GameRow>(
        `${SELECT_GAMES} WHERE lg.merchant_code = $1 ORDER BY gg.sort, lg.sort, lg.code`,
        [merchantCode],
      );
      return rows.map(toGame);
    },
    async byCode(merchantCode: string, code: string): Promise<LotteryGame | null> {
      const [row] = await db.query<GameRow>(`${SELECT_GAMES} WHERE lg.merchant_code = $1 AND lg.code = $2`, [
        merchantCode,
        code,
      ]);
      return row ? toGame(row) : null;
    },
    async byId(id: number): Promise<LotteryGame | null> {
      const [row] = await db.query<GameRow>(`${SELECT_GAMES} WHERE lg.id = $1`, [id]);
      return row ? toGame(row) : null;
    },
    /** Every switched-on game of every merchant: the issue sweep keeps their issues ahead. */
    async enabledEverywhere(): Promise<LotteryGame[]> {
      const rows = await db.query<GameRow>(`${SELECT_GAMES} WHERE lg.enabled AND g.enabled ORDER BY lg.id`);
      return rows.map(toGame);
    },
    async groupSettings(merchantCode: string, groupCode: string): Promise<GroupSettings | null> {
      const [row] = await db.query<{ settings: GroupSettings }>(
        "SELECT settings FROM lottery_game_groups WHERE merchant_code = $1 AND code = $2",
        [merchantCode, groupCode],
      );
      return row?.settings ?? null;
    },
    async setGroupSettings(
      merchantCode: string,
      groupCode: string,
      settings: GroupSettings,
    ): Promise<boolean> {
      const rows = await db.query(
        "UPDATE lottery_game_groups SET settings = $3 WHERE merchant_code = $1 AND code = $2 RETURNING code",
        [merchantCode, groupCode, JSON.stringify(settings)],
      );
      return rows.length > 0;
    },
  };
}
