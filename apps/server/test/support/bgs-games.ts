import type { Queryable } from "#app/db/database.ts";

/** The in-house games' rows of the demo merchant, enabled and open, by game code. */
export async function enableBgsGames(db: Queryable): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const code of ["slot-fortune-5x3", "dice", "mines"]) {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO games (merchant_code, vassalage, game_code, game_type, names, search_name)
       VALUES ('demo', 'BGS', $1, 'INHOUSE', $2, $1)
       ON CONFLICT (merchant_code, vassalage, game_code) DO UPDATE SET enabled = true, maintenance = false
       RETURNING id::text`,
      [code, JSON.stringify({ en: code })],
    );
    ids[code] = Number(row!.id);
  }
  return ids;
}
