import type { Queryable } from "#app/db/database.ts";
import { type DemoGame, demoPlayOf } from "./demo-vendor-games/index.ts";

/**
 * The demo vendor's own catalogue: the operator's games it stands in for, looked up by the game id
 * of the session the wallet verified (never by anything the page sends). A game's play screen
 * follows from its type and classify (`demoPlayOf`); its name is the one in the session's language.
 */
export async function demoGameOf(
  db: Queryable,
  operator: string,
  gameId: number,
  language: string,
): Promise<DemoGame> {
  const [row] = await db.query<{
    game_code: string;
    game_type: string;
    classify: string;
    names: Record<string, string>;
  }>("SELECT game_code, game_type, classify, names FROM games WHERE merchant_code = $1 AND id = $2", [
    operator,
    gameId,
  ]);
  if (!row) throw new Error(`game ${gameId} of ${operator} is not in the catalogue`);
  return {
    id: gameId,
    code: row.game_code,
    gameType: row.game_type,
    classify: row.classify ?? "",
    name: row.names[language] ?? row.names.en ?? Object.values(row.names)[0] ?? row.game_code,
    play: demoPlayOf(row.game_type, row.classify ?? ""),
  };
}
