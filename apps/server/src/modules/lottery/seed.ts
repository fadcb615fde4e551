import type { Queryable } from "#app/db/database.ts";
import { DEFAULT_GAMES, DEFAULT_GROUPS, type GameDefinition } from "./catalogue.ts";
import { seedOfficialHistory } from "./demo-results.ts";
import { createLotteryGamesRepository } from "./games-repository.ts";
import { ensureIssues, seedHistory } from "./issues.ts";

/** Draws of history the demo start gives each fast game. */
const HISTORY = 60;
/** Days of confirmed results the demo start gives each real-draw game. */
const OFFICIAL_HISTORY = 7;

/**
 * The catalogue's games with the merchant's choice of entered results applied: a listed fast
 * Vietnamese game is settled on a confirmed table instead of its seeded draw. A code that is not a
 * game with a Vietnamese table stops the start, naming it.
 */
export function catalogueFor(merchantCode: string, officialResults: readonly string[]): GameDefinition[] {
  for (const code of officialResults) {
    const game = DEFAULT_GAMES.find((candidate) => candidate.code === code);
    if (game?.draw.kind !== "vn") {
      const allowed = DEFAULT_GAMES.filter((candidate) => candidate.draw.kind === "vn" && !candidate.results);
      throw new Error(
        `merchant ${merchantCode}: lottery.officialResults names ${code}, not one of ${allowed.map((candidate) => candidate.code).join(", ")}`,
      );
    }
  }
  return DEFAULT_GAMES.map((game) =>
    officialResults.includes(game.code) ? { ...game, results: "official" as const } : game,
  );
}

async function insertCatalogueGame(tx: Queryable, merchantCode: string, game: GameDefinition) {
  const searchName = Object.values(game.names)
    .map((name) => name.toLowerCase())
    .join("\n");
  await tx.query(
    `INSERT INTO games (merchant_code, vassalage, game_code, game_type, classify, names, search_name, sort, artwork)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (merchant_code, vassalage, game_code) DO NOTHING`,
    [
      merchantCode,
      game.vassalage,
      game.code,
      game.gameType,
      game.group,
      JSON.stringify(game.names),
      searchName,
      game.sort,
      JSON.stringify({ url: `/media/lottery/${game.group.toLowerCase()}.svg` }),
    ],
  );
  await tx.query(
    `INSERT INTO lottery_games (merchant_code, code, group_code, game_id, draw, payout_table, interval_seconds,
                                lock_seconds, utc_offset_minutes, default_play, sort, results, draw_minute)
     SELECT $1, $2, $3, g.id, $5, $6, $7, $8, $9, $10, $11, $12, $13 FROM games g
      WHERE g.merchant_code = $1 AND g.vassalage = $4 AND g.game_code = $2
     ON CONFLICT (merchant_code, code) DO NOTHING`,
    [
      merchantCode,
      game.code,
      game.group,
      game.vassalage,
      JSON.stringify(game.draw),
      game.payoutTable,
      game.intervalSeconds,
      game.lockSeconds,
      game.utcOffsetMinutes,
      game.defaultPlay,
      game.sort,
      game.results ?? "rng",
      game.drawMinute ?? null,
    ],
  );
}

/**
 * The lottery catalogue a merchant starts with (game groups with their settings, the fast games),
 * added to a merchant that lacks it and never changed afterwards: the operator owns it from then on.
 * The demo start adds a drawn history and the issues ahead, so its pages show results at once.
 */
export async function seedLottery(
  tx: Queryable,
  merchantCode: string,
  options: { demo: boolean; officialResults?: readonly string[] },
) {
  const catalogue = catalogueFor(merchantCode, options.officialResults ?? []);
  for (const group of DEFAULT_GROUPS) {
    await tx.query(
      `INSERT INTO lottery_game_groups (merchant_code, code, area, names, sort, settings)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [
        merchantCode,
        group.code,
        group.area,
        JSON.stringify(group.names),
        group.sort,
        JSON.stringify(group.settings),
      ],
    );
  }
  for (const game of catalogue) await insertCatalogueGame(tx, merchantCode, game);
  if (!options.demo) return;
  const now = new Date();
  for (const game of await createLotteryGamesRepository(tx).all(merchantCode)) {
    if (game.results === "official") await seedOfficialHistory(tx, game, now, OFFICIAL_HISTORY);
    else await seedHistory(tx, game, now, HISTORY);
    await ensureIssues(tx, game, now);
  }
}
