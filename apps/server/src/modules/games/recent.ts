import type { Queryable } from "#app/db/database.ts";

/** How many recent games a member keeps; older ones drop off. */
export const RECENT_GAMES_KEPT = 60;

/**
 * Notes that a member has just played a game (called by the launch, in its transaction): moves it
 * to the top of the member's recent games, counts the play for the hot list, and forgets the
 * oldest entries beyond the kept number.
 */
export async function recordRecentGame(
  tx: Queryable,
  input: { merchantCode: string; memberId: number | bigint; gameId: number | bigint },
): Promise<void> {
  const memberId = String(input.memberId);
  const gameId = String(input.gameId);
  // Strictly later than the member's latest entry: two launches within one tick of the clock (the
  // embedded database's is coarse) still keep the order they were made in.
  await tx.query(
    `INSERT INTO recent_games (merchant_code, member_id, game_id, last_played_at)
     SELECT $1, $2, g.id, greatest(now(), (SELECT max(r.last_played_at) + interval '1 microsecond'
                                             FROM recent_games r WHERE r.member_id = $2::bigint))
       FROM games g WHERE g.id = $3 AND g.merchant_code = $1
     ON CONFLICT (member_id, game_id) DO UPDATE SET last_played_at = EXCLUDED.last_played_at`,
    [input.merchantCode, memberId, gameId],
  );
  await tx.query("UPDATE games SET plays = plays + 1 WHERE id = $1 AND merchant_code = $2", [
    gameId,
    input.merchantCode,
  ]);
  await tx.query(
    `DELETE FROM recent_games WHERE member_id = $1 AND game_id IN (
       SELECT game_id FROM recent_games WHERE member_id = $1
        ORDER BY last_played_at DESC, game_id DESC OFFSET $2)`,
    [memberId, RECENT_GAMES_KEPT],
  );
}
