import { drawResult } from "@banca/contract/lottery/fair-draw";
import { z } from "zod";
import type { Queryable } from "#app/db/database.ts";
import { defineJob } from "#app/modules/jobs/job.ts";
import type { Operator } from "#app/modules/operators/repository.ts";
import { createLotteryGamesRepository, type LotteryGame } from "./games-repository.ts";
import { slotsFrom } from "./issue-slots.ts";
import { confirmResult, enterResult } from "./official-results.ts";
import { newSeed } from "./seeds.ts";
import { stationOf } from "./stations.ts";

/**
 * The demo start's stand-in for the provincial lottery companies (decision 067): the demo has no
 * official feed, so its real-draw games get sample tables drawn from a fresh random seed, entered and
 * confirmed by two switched-off operators of the demo start that hold no usable key. None of this
 * exists outside the demo start.
 */

const ENTERER = "demo-start:lottery-entry:";
const CHECKER = "demo-start:lottery-check:";

/** How long after a draw its sample table arrives: a real table is complete about half an hour in. */
export const SAMPLE_DELAY_MS = 20 * 60_000;

async function sampleTable(game: LotteryGame, numero: string): Promise<string[][] | null> {
  const result = await drawResult(game.draw, newSeed().seed, game.code, numero);
  return "prizes" in result ? result.prizes : null;
}

/** A switched-off operator of the merchant with no usable key, standing for the demo start. */
async function demoOperator(tx: Queryable, name: string, merchantCode: string): Promise<Operator> {
  await tx.query(
    `INSERT INTO operators (name, merchant_code, key_hash, disabled_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (name) DO NOTHING`,
    [name, merchantCode, `unusable:${newSeed().seed}`],
  );
  const [row] = await tx.query<{ id: string }>("SELECT id::text FROM operators WHERE name = $1", [name]);
  return { id: Number(row?.id), name, merchantCode };
}

/** The merchant's two demo-start operators: one enters the sample tables, the other confirms them. */
async function demoOperators(tx: Queryable, merchantCode: string) {
  return {
    enterer: await demoOperator(tx, `${ENTERER}${merchantCode}`, merchantCode),
    checker: await demoOperator(tx, `${CHECKER}${merchantCode}`, merchantCode),
  };
}

/**
 * The demo start's history of a game settled on entered tables: its last `count` issues before `now`
 * (days of a real draw, minutes of a fast game a merchant enters) settled on sample tables, entered
 * and confirmed by the demo start's two operators. Nobody ever bet on them.
 */
export async function seedOfficialHistory(tx: Queryable, game: LotteryGame, now: Date, count: number) {
  if (game.draw.kind !== "vn") return;
  const { enterer, checker } = await demoOperators(tx, game.merchantCode);
  const start = new Date(now.getTime() - count * game.intervalSeconds * 1000);
  const slots = slotsFrom(game, start, count + 1).filter((slot) => slot.drawAt.getTime() <= now.getTime());
  for (const slot of slots) {
    const prizes = await sampleTable(game, slot.numero);
    if (!prizes) continue;
    const station = stationOf(game.code, slot.numero.slice(0, 8)) ?? game.code;
    const [issue] = await tx.query<{ id: string }>(
      `INSERT INTO lottery_issues (game_id, numero, open_at, lock_at, draw_at, state, station, result, win_no, settled_at)
       VALUES ($1, $2, $3, $4, $5, 'settled', $6, $7, $8, $5)
       ON CONFLICT (game_id, numero) DO NOTHING RETURNING id::text`,
      [
        game.id,
        slot.numero,
        slot.openAt,
        slot.lockAt,
        slot.drawAt,
        station,
        JSON.stringify({ prizes }),
        prizes[0]![0],
      ],
    );
    if (!issue) continue;
    await tx.query(
      `INSERT INTO lottery_result_entries (issue_id, station, prizes, source, entered_by, entered_at, state,
                                           decided_by, decided_at)
       VALUES ($1, $2, $3, 'feed', $4, $5, 'confirmed', $6, $5)`,
      [issue.id, station, JSON.stringify(prizes), enterer.id, slot.drawAt, checker.id],
    );
  }
}

/**
 * Every minute in the demo start: each real-draw issue of a merchant the demo start seeded, drawn
 * `SAMPLE_DELAY_MS` ago with nothing entered, gets a sample table through the same entry and
 * confirmation as an operator's (checks, audit, settlement exactly once), so the demo's bets on the
 * real draws settle. An issue an operator already entered is left to the operators.
 */
export const demoResultsJob = defineJob({
  name: "lottery.demo-results",
  payload: z.object({}),
  everyMs: 60_000,
  handler: async (tx, _payload, { now }) => {
    const due = await tx.query<{ merchant_code: string; code: string; numero: string }>(
      `SELECT g.merchant_code, g.code, i.numero FROM lottery_issues i JOIN lottery_games g ON g.id = i.game_id
        WHERE g.results = 'official' AND i.state = 'open' AND i.draw_at <= $1
          AND EXISTS (SELECT 1 FROM operators o WHERE o.name = $2 || g.merchant_code)
          AND NOT EXISTS (SELECT 1 FROM lottery_result_entries e
                           WHERE e.issue_id = i.id AND e.state IN ('pending', 'confirmed'))
        ORDER BY i.draw_at LIMIT 50`,
      [new Date(now.getTime() - SAMPLE_DELAY_MS), ENTERER],
    );
    const games = createLotteryGamesRepository(tx);
    // Each merchant's two operators, looked up once per run.
    const operators = new Map<string, { enterer: Operator; checker: Operator }>();
    for (const issue of due) {
      const game = await games.byCode(issue.merchant_code, issue.code);
      const prizes = game ? await sampleTable(game, issue.numero) : null;
      if (!game || !prizes) continue;
      const pair = operators.get(game.merchantCode) ?? (await demoOperators(tx, game.merchantCode));
      operators.set(game.merchantCode, pair);
      const { enterer, checker } = pair;
      await enterResult(
        tx,
        game.merchantCode,
        enterer,
        { gameCode: game.code, numero: issue.numero, prizes },
        "feed",
        now,
      );
      await confirmResult(tx, game.merchantCode, checker, game.code, issue.numero, now);
    }
  },
});
