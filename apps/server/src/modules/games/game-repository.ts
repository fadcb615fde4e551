import type { GameType } from "@banca/contract/site";
import type { Queryable } from "#app/db/database.ts";

export type CatalogueGame = {
  id: number;
  vassalage: string;
  gameCode: string;
  gameType: GameType;
  names: Record<string, string>;
  isGame: "GAME" | "VASSALAGE";
  maintenance: boolean;
  enabled: boolean;
  /** Minor units. */
  minBet: bigint;
};

type GameRow = Omit<CatalogueGame, "id" | "minBet"> & { id: string | number; minBet: string | number };

/** One game of a merchant's catalogue by its id (the wire's nodeId / gameId), or null. */
export async function findGame(
  db: Queryable,
  merchantCode: string,
  gameId: number,
): Promise<CatalogueGame | null> {
  if (!Number.isSafeInteger(gameId) || gameId <= 0) return null;
  const [row] = await db.query<GameRow>(
    `SELECT id, vassalage, game_code AS "gameCode", game_type AS "gameType", names, is_game AS "isGame",
            maintenance, enabled, min_bet AS "minBet"
       FROM games WHERE merchant_code = $1 AND id = $2`,
    [merchantCode, gameId],
  );
  return row ? { ...row, id: Number(row.id), minBet: BigInt(row.minBet) } : null;
}
