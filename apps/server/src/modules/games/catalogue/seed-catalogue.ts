import type { MerchantConfig } from "@banca/contract/merchant-config";
import type { Queryable } from "#app/db/database.ts";
import { fixedGames } from "./fixed-games.ts";
import { type CatalogueRow, generateCatalogue } from "./generate.ts";

const BATCH = 2_000;

/** What the name search looks in: every localized name, lower-cased, one a line. */
export function searchNameOf(names: Record<string, string | undefined>): string {
  return [...new Set(Object.values(names).flatMap((name) => (name ? [name.toLowerCase()] : [])))].join("\n");
}

/** Inserts rows in batches of one statement each (a JSON array unpacked by the database). */
export async function insertGames(tx: Queryable, merchantCode: string, rows: readonly CatalogueRow[]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH).map((row) => ({
      ...row,
      searchName: searchNameOf(row.names),
    }));
    await tx.query(
      `INSERT INTO games (merchant_code, vassalage, game_code, game_type, classify, names, search_name,
                          is_hot, is_new, min_bet, lines, sort, is_game, artwork)
       SELECT $1, r."vassalage", r."gameCode", r."gameType", r."classify", r."names", r."searchName",
              r."isHot", r."isNew", r."minBet", r."lines", r."sort", r."isGame", r."artwork"
         FROM jsonb_to_recordset($2::jsonb) AS r("vassalage" text, "gameCode" text, "gameType" text,
              "classify" text, "names" jsonb, "searchName" text, "isHot" boolean, "isNew" boolean,
              "minBet" bigint, "lines" integer, "sort" integer, "isGame" text, "artwork" jsonb)
       ON CONFLICT (merchant_code, vassalage, game_code) DO NOTHING`,
      [merchantCode, JSON.stringify(batch)],
    );
  }
}

/** Seeds a new merchant's catalogue: its fixed games and the generated demonstration games. */
export async function seedGameCatalogue(tx: Queryable, config: MerchantConfig) {
  const vendors = config.vendors.map(({ vassalage, gameType, displayName }) => ({
    vassalage,
    gameType,
    displayName,
  }));
  await insertGames(tx, config.code, fixedGames(vendors));
  await insertGames(
    tx,
    config.code,
    generateCatalogue(config.code, vendors, config.gameCatalogue.generatedGames),
  );
}
