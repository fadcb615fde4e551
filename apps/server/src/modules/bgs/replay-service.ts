import type { Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { replayRound } from "./replay.ts";
import { createReplayRepository, type ReplayRow } from "./replay-repository.ts";

/**
 * Game recall for a dispute: a round replayed from its stored seeds. A round still in play is not
 * replayed (its mine layout would show), and the server seed is shown only once its pair has been
 * rotated: a seed still in use would tell its future rounds, to a player or to staff alike.
 */
export function replayOf(row: ReplayRow) {
  if (row.state === "open" || row.state === "settling") {
    throw new AppError("bgs.round.in.play", "This round is still in play: it can be replayed once it ends");
  }
  const replay = replayRound(
    {
      gameCode: row.game_code,
      nonce: Number(row.nonce),
      params: row.params,
      outcome: row.outcome,
      bet: BigInt(row.bet),
      win: BigInt(row.win),
      state: row.state,
    },
    { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: Number(row.nonce) },
  );
  const revealed = row.revealed_at !== null;
  return {
    betId: Number(row.id),
    gameCode: row.game_code,
    username: row.username,
    currency: row.currency,
    bet: String(row.bet),
    createdAt: new Date(row.created_at).getTime(),
    ...replay,
    seeds: {
      ...replay.seeds,
      serverSeed: revealed ? replay.seeds.serverSeed : null,
      firstBlock: revealed ? replay.seeds.firstBlock : null,
    },
  };
}

export type ReplayService = ReturnType<typeof createReplayService>;

export function createReplayService(db: Queryable) {
  const rounds = createReplayRepository(db);
  return {
    lastRounds: (merchantCode: string, username: string, limit: number) =>
      rounds.lastRounds(merchantCode, username, limit),

    async replay(merchantCode: string, betId: string, memberId?: number) {
      const row = await rounds.round(merchantCode, betId, memberId);
      if (!row) throw new AppError("bgs.round.not.found", "This round does not exist");
      return replayOf(row);
    },
  };
}
