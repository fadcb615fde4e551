import { drawResult, winningNumber } from "@banca/contract/lottery/fair-draw";
import type { Queryable } from "#app/db/database.ts";
import { scheduleJob } from "#app/modules/jobs/queue.ts";
import type { LotteryGame } from "./games-repository.ts";
import { slotsFrom } from "./issue-slots.ts";
import { newSeed } from "./seeds.ts";
import { settleIssueJob } from "./settle-job.ts";
import { stationOf } from "./stations.ts";

/** Issues kept on the calendar ahead of now: the current one and enough for a chase. */
export const ISSUES_AHEAD = 10;

/**
 * Makes the game's issues from the one on sale at `now` on, each with a fresh seed whose hash is
 * public from then on, and schedules each draw in the same transaction: the job's key is the issue,
 * so however many servers sweep, an issue is made once and drawn once. Issues whose time passed
 * while no server ran were made earlier with their draw job, which runs as soon as a server is back.
 */
export async function ensureIssues(tx: Queryable, game: LotteryGame, now: Date, count = ISSUES_AHEAD) {
  const slots = slotsFrom(game, now, count);
  // A real-draw game's issue has no seed and no draw job: an operator's confirmed entry of the
  // official table settles it (decision 067).
  const official = game.results === "official";
  const seeds = slots.map(() => (official ? { seed: null, seedHash: null } : newSeed()));
  const inserted = await tx.query<{ id: string; draw_at: Date }>(
    `INSERT INTO lottery_issues (game_id, numero, open_at, lock_at, draw_at, seed, seed_hash, station)
     SELECT $1, * FROM unnest($2::text[], $3::timestamptz[], $4::timestamptz[], $5::timestamptz[], $6::text[], $7::text[],
                              $8::text[])
     ON CONFLICT (game_id, numero) DO NOTHING
     RETURNING id::text, draw_at`,
    [
      game.id,
      slots.map((slot) => slot.numero),
      slots.map((slot) => slot.openAt),
      slots.map((slot) => slot.lockAt),
      slots.map((slot) => slot.drawAt),
      seeds.map((seed) => seed.seed),
      seeds.map((seed) => seed.seedHash),
      slots.map((slot) => (official ? stationOf(game.code, slot.numero.slice(0, 8)) : null)),
    ],
  );
  if (official) return inserted.length;
  for (const issue of inserted) {
    await scheduleJob(tx, settleIssueJob, {
      key: issue.id,
      runAt: new Date(issue.draw_at),
      payload: { issueId: Number(issue.id) },
    });
  }
  return inserted.length;
}

/**
 * A history of `count` drawn issues before `now` (the demo start's, so a newcomer sees results at
 * once). They are drawn like any other, from their own seeds, revealed; no bet was ever on them.
 */
export async function seedHistory(tx: Queryable, game: LotteryGame, now: Date, count: number) {
  const start = new Date(now.getTime() - count * game.intervalSeconds * 1000);
  const slots = slotsFrom(game, start, count).filter((slot) => slot.drawAt.getTime() <= now.getTime());
  const drawn = await Promise.all(
    slots.map(async (slot) => {
      const { seed, seedHash } = newSeed();
      const result = await drawResult(game.draw, seed, game.code, slot.numero);
      return { ...slot, seed, seedHash, result, winNo: winningNumber(result) };
    }),
  );
  // One statement for the whole history: an insert per draw was a third of a merchant's seed.
  await tx.query(
    `INSERT INTO lottery_issues (game_id, numero, open_at, lock_at, draw_at, state, seed, seed_hash, result, win_no, settled_at)
     SELECT $1, d.numero, d."openAt", d."lockAt", d."drawAt", 'settled', d.seed, d."seedHash", d.result, d."winNo", d."drawAt"
       FROM jsonb_to_recordset($2::jsonb) AS d(numero text, "openAt" timestamptz, "lockAt" timestamptz,
            "drawAt" timestamptz, seed text, "seedHash" text, result jsonb, "winNo" text)
      ORDER BY d."drawAt"
     ON CONFLICT (game_id, numero) DO NOTHING`,
    [game.id, JSON.stringify(drawn)],
  );
}
