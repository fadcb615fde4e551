import { randomUUID } from "node:crypto";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { LOTTERY_ENDPOINTS } from "@banca/contract/lottery/endpoints";
import { expect } from "vitest";
import type { Database } from "#app/db/database.ts";
import { createJobRunner } from "#app/modules/jobs/runner.ts";
import { createLotteryGamesRepository } from "#app/modules/lottery/games-repository.ts";
import { ensureIssues } from "#app/modules/lottery/issues.ts";
import { settleIssueJob } from "#app/modules/lottery/settle-job.ts";
import { lotterySweepJob } from "#app/modules/lottery/sweep-job.ts";
import { depositToMain } from "./ledger-fixtures.ts";
import type { memberCalls } from "./member-calls.ts";

type Calls = ReturnType<typeof memberCalls>;

/**
 * Lottery players of the demo merchant: `player` registers one and funds its main wallet with
 * `cents` (deposit key `<keyPrefix>:<username>`); `balance` reads a player's total in major units.
 */
export function lotteryPlayers(t: { db: Database }, calls: Calls, keyPrefix: string) {
  return {
    async player(username: string, cents: bigint) {
      const { token, id } = await calls.register(username, "Secret123");
      await depositToMain(t.db, {
        merchantCode: "demo",
        memberId: id,
        amount: cents,
        key: `${keyPrefix}:${username}`,
      });
      return { token, memberId: id };
    },
    balance: async (token: string) =>
      (await calls.call("GET", ENDPOINTS.walletBalance.path, { token })).json().value.sumBalance as number,
  };
}

/** A runner of the lottery's own jobs only: the sweep that makes issues and the draws. */
export const lotteryRunner = (db: Database) =>
  createJobRunner(db, [lotterySweepJob, settleIssueJob as never]);

/**
 * The issue after the one on sale: on sale for a whole interval more, whatever the clock says. The
 * issues ahead are made first, as the sweep job would: the database may have been seeded (with its
 * ten issues ahead) longer ago than ten one-minute draws.
 */
export async function nextIssue(db: Database, calls: Calls, gameCode: string) {
  const game = await createLotteryGamesRepository(db).byCode("demo", gameCode);
  if (!game) throw new Error(`no lottery game ${gameCode}`);
  await db.transaction((tx) => ensureIssues(tx, game, new Date()));
  const near = await calls.call("GET", `${LOTTERY_ENDPOINTS.nearNumeros.path}?gameCode=${gameCode}`);
  expect(near.statusCode).toBe(200);
  const numero = near.json().value.nextNumero.numero as string;
  return numero;
}

export async function issueOf(db: Database, gameCode: string, numero: string) {
  const [row] = await db.query<{
    id: string;
    draw_at: Date;
    lock_at: Date;
    state: string;
    seed: string;
    seed_hash: string;
  }>(
    `SELECT i.id::text, i.draw_at, i.lock_at, i.state, i.seed, i.seed_hash FROM lottery_issues i
       JOIN lottery_games g ON g.id = i.game_id WHERE g.merchant_code = 'demo' AND g.code = $1 AND i.numero = $2`,
    [gameCode, numero],
  );
  if (!row) throw new Error(`no issue ${gameCode} ${numero}`);
  return { ...row, id: Number(row.id), drawAt: new Date(row.draw_at) };
}

export type Line = {
  gameCode: string;
  playId: string;
  bettingContent: string;
  singleBetPrice?: string;
  series?: number;
  numero: { numero: string; multiple: number }[];
};

export const placeBets = (
  calls: Calls,
  token: string,
  contents: Line[],
  extra: Record<string, unknown> = {},
) =>
  calls.call("POST", LOTTERY_ENDPOINTS.placeBets.path, {
    token,
    body: {
      requestId: randomUUID(),
      ...extra,
      contents: contents.map((line) => ({ singleBetPrice: "1", ...line })),
    },
  });
