import type { GameType } from "@banca/contract/site";
import type { Queryable } from "#app/db/database.ts";

export type GameRow = {
  id: string;
  vassalage: string;
  gameType: GameType;
  classify: string;
  names: Record<string, string>;
  isHot: boolean;
  isNew: boolean;
  isGame: "GAME" | "VASSALAGE";
  maintenance: boolean;
  minBet: string;
  lines: number;
  artwork: { url?: string };
};

export type GameFilter = {
  gameType?: GameType | undefined;
  vassalage?: string | undefined;
  classify?: string | undefined;
  /** Lower-cased part of a name. */
  name?: string | undefined;
  language: string;
  minBet?: bigint | undefined;
  minLines?: number | undefined;
  flag?: "hot" | "new" | undefined;
  isGame?: "GAME" | "VASSALAGE" | undefined;
};

const COLUMNS = `g.id::text AS id, g.vassalage, g.game_type AS "gameType",
  g.classify, g.names, g.is_hot AS "isHot", g.is_new AS "isNew", g.is_game AS "isGame", g.maintenance,
  g.min_bet::text AS "minBet", g.lines, g.artwork`;

// Games are shown only while both they and their vendor are switched on.
const FROM = `FROM games g JOIN vendors v ON v.merchant_code = g.merchant_code AND v.vassalage = g.vassalage AND v.enabled`;

function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The conditions of a lobby query. Vendors switched off are left out by listing the enabled ones
 * (a handful) rather than joining: the planner then walks the lobby index in display order and
 * stops at the page's end.
 */
function whereOf(merchantCode: string, vendors: readonly string[], filter: GameFilter) {
  const params: unknown[] = [merchantCode, vendors];
  const clauses = ["g.merchant_code = $1", "g.enabled", "g.vassalage = ANY($2::text[])"];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(sql(`$${params.length}`));
  };
  if (filter.gameType) add((p) => `g.game_type = ${p}`, filter.gameType);
  if (filter.vassalage) add((p) => `g.vassalage = ${p}`, filter.vassalage);
  if (filter.classify) add((p) => `g.classify = ${p}`, filter.classify);
  if (filter.name) add((p) => `g.search_name LIKE ${p}`, likePattern(filter.name));
  if (filter.minBet !== undefined) add((p) => `g.min_bet >= ${p}`, filter.minBet.toString());
  if (filter.minLines !== undefined) add((p) => `g.lines >= ${p}`, filter.minLines);
  if (filter.isGame) add((p) => `g.is_game = ${p}`, filter.isGame);
  if (filter.flag === "hot") clauses.push("g.is_hot");
  if (filter.flag === "new") clauses.push("g.is_new");
  return { where: `WHERE ${clauses.join(" AND ")}`, params };
}

export function createCatalogueRepository(db: Queryable) {
  return {
    /** The catalogue's version: bumped by every change to the games or the vendors (migration 0041). */
    version: async () =>
      (await db.query<{ version: string }>("SELECT version::text AS version FROM catalogue_version"))[0]
        ?.version ?? "0",

    /** The enabled vendors of a merchant: code → display name. */
    enabledVendors: async (merchantCode: string) =>
      new Map(
        (
          await db.query<{ vassalage: string; name: string }>(
            "SELECT vassalage, display_name AS name FROM vendors WHERE merchant_code = $1 AND enabled",
            [merchantCode],
          )
        ).map((row) => [row.vassalage, row.name]),
      ),

    /** One page of a lobby in display order, and how many games match in all. */
    async page(
      merchantCode: string,
      vendors: readonly string[],
      filter: GameFilter,
      offset: number,
      limit: number,
    ) {
      const { where, params } = whereOf(merchantCode, vendors, filter);
      const [count] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM games g ${where}`,
        params,
      );
      const rows = await db.query<GameRow>(
        `SELECT ${COLUMNS} FROM games g ${where} ORDER BY g.sort, g.id LIMIT ${limit} OFFSET ${offset}`,
        params,
      );
      return { rows, total: count?.total ?? 0 };
    },

    /** The most played of the games marked hot (then the rest of the hot games by display order). */
    hot: (merchantCode: string, vendors: readonly string[], filter: GameFilter, limit: number) => {
      const { where, params } = whereOf(merchantCode, vendors, { ...filter, flag: "hot" });
      return db.query<GameRow>(
        `SELECT ${COLUMNS} FROM games g ${where} ORDER BY g.plays DESC, g.sort, g.id LIMIT ${limit}`,
        params,
      );
    },

    /** The game types and classify values a vendor has games of. */
    vendorTypes: (merchantCode: string, vassalage: string) =>
      db.query<{ gameType: GameType; classify: string; total: number }>(
        `SELECT g.game_type AS "gameType", g.classify, count(*)::int AS total ${FROM}
          WHERE g.merchant_code = $1 AND g.vassalage = $2 AND g.enabled
          GROUP BY g.game_type, g.classify ORDER BY g.game_type, min(g.sort)`,
        [merchantCode, vassalage],
      ),

    /** Every classify in use per game type, in the order the first game of each appears. */
    classifiesByType: (merchantCode: string) =>
      db.query<{ gameType: GameType; classify: string }>(
        `SELECT g.game_type AS "gameType", g.classify ${FROM}
          WHERE g.merchant_code = $1 AND g.enabled AND g.classify <> ''
          GROUP BY g.game_type, g.classify ORDER BY g.game_type, min(g.sort), g.classify`,
        [merchantCode],
      ),

    /** A game the member may mark: enabled, of this vendor and type. */
    findListed: async (merchantCode: string, id: number, vassalage: string, gameType: GameType) => {
      const rows = await db.query<{ id: string }>(
        `SELECT g.id::text AS id ${FROM} WHERE g.merchant_code = $1 AND g.id = $2 AND g.vassalage = $3
            AND g.game_type = $4 AND g.enabled`,
        [merchantCode, id, vassalage, gameType],
      );
      return rows.length > 0;
    },

    favouriteIds: async (memberId: number) =>
      (
        await db.query<{ id: string }>(
          "SELECT game_id::text AS id FROM favourite_games WHERE member_id = $1 ORDER BY created_at DESC, game_id DESC",
          [memberId],
        )
      ).map((row) => Number(row.id)),

    countFavourites: async (memberId: number) =>
      (
        await db.query<{ n: number }>("SELECT count(*)::int AS n FROM favourite_games WHERE member_id = $1", [
          memberId,
        ])
      )[0]?.n ?? 0,

    addFavourite: (merchantCode: string, memberId: number, gameId: number) =>
      db.query(
        `INSERT INTO favourite_games (merchant_code, member_id, game_id) VALUES ($1, $2, $3)
         ON CONFLICT (member_id, game_id) DO NOTHING`,
        [merchantCode, memberId, gameId],
      ),

    removeFavourite: (memberId: number, gameId: number) =>
      db.query("DELETE FROM favourite_games WHERE member_id = $1 AND game_id = $2", [memberId, gameId]),

    /** A page of the member's favourite (or recent) games, the latest first. */
    async memberList(
      table: "favourite_games" | "recent_games",
      merchantCode: string,
      memberId: number,
      gameType: GameType | undefined,
      offset: number,
      limit: number,
    ) {
      const at = table === "favourite_games" ? "m.created_at" : "m.last_played_at";
      const params: unknown[] = [merchantCode, memberId];
      let typeClause = "";
      if (gameType) {
        params.push(gameType);
        typeClause = "AND g.game_type = $3";
      }
      const join = `FROM ${table} m JOIN games g ON g.id = m.game_id
        JOIN vendors v ON v.merchant_code = g.merchant_code AND v.vassalage = g.vassalage AND v.enabled
        WHERE g.merchant_code = $1 AND m.member_id = $2 AND g.enabled ${typeClause}`;
      const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${join}`, params);
      const rows = await db.query<GameRow>(
        `SELECT ${COLUMNS} ${join} ORDER BY ${at} DESC, g.id DESC LIMIT ${limit} OFFSET ${offset}`,
        params,
      );
      return { rows, total: count?.total ?? 0 };
    },

    /** PVP games (not the vendors' lobby entries), in display order. */
    pvpGames: (merchantCode: string, vassalage: string | undefined, gameId: number | undefined) =>
      db.query<GameRow>(
        `SELECT ${COLUMNS} ${FROM} WHERE g.merchant_code = $1 AND g.enabled AND g.game_type = 'PVP'
            AND g.is_game = 'GAME' AND ($2::text IS NULL OR g.vassalage = $2) AND ($3::bigint IS NULL OR g.id = $3)
          ORDER BY g.sort, g.id LIMIT 1000`,
        [merchantCode, vassalage ?? null, gameId ?? null],
      ),

    /** A game's thumbnail inputs. */
    artwork: async (id: number) =>
      (
        await db.query<{ name: string; vendorName: string; artwork: Record<string, unknown> }>(
          `SELECT g.names->>'en' AS name, v.display_name AS "vendorName", g.artwork ${FROM} WHERE g.id = $1`,
          [id],
        )
      )[0] ?? null,
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
