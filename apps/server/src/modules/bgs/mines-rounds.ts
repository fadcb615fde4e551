import type { Database } from "#app/db/database.ts";
import { minesView } from "./bet-views.ts";
import { MINES_TILES, validMineCount } from "./games/mines.ts";
import { minesLayout, minesProgress } from "./play.ts";
import { type BgsSessionRow, createBgsRepository, playerOf } from "./repository.ts";
import { badRequest, stakeOf } from "./stake.ts";
import type { WalletRounds } from "./wallet-rounds.ts";

/**
 * Mines: the stake is debited at the start and the round stays 'open'; a mine or a cash-out moves
 * it to 'settling' under a row lock (a double click cannot pay twice) and the credit follows.
 */
export function createMinesRounds(db: Database, rounds: WalletRounds) {
  const repo = createBgsRepository(db);

  return {
    async minesStart(session: BgsSessionRow, body: { bet?: unknown; mines?: unknown }) {
      const bet = stakeOf(session, body.bet);
      const mines = Number(body.mines);
      if (typeof body.mines !== "number" || !validMineCount(mines))
        throw badRequest("Choose from 1 to 24 mines");
      const player = playerOf(session);
      if (await repo.openMines(player)) throw badRequest("Finish the round in play first");
      const placed = await rounds.placeBet(session, "mines", { mines }, bet, (seeds) => ({
        outcome: { ...minesLayout(seeds, mines), picks: [] },
        win: 0n,
      }));
      await repo.transition(placed.betId, ["placing"], "open");
      return {
        round: minesView(session, (await repo.bet(player, placed.betId))!),
        balance: await rounds.balanceOf(session),
      };
    },

    async minesPick(session: BgsSessionRow, body: { tile?: unknown }) {
      const tile = Number(body.tile);
      if (typeof body.tile !== "number" || !Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) {
        throw badRequest("Pick a tile from 0 to 24");
      }
      const player = playerOf(session);
      const picked = await db.transaction(async (tx) => {
        const txRepo = createBgsRepository(tx);
        const open = await txRepo.openMines(player);
        if (!open) throw badRequest("No mines round is in play");
        const row = (await txRepo.bet(player, open.id, true))!;
        if (row.state !== "open") throw badRequest("No mines round is in play");
        const layout = row.outcome as { mines: number[]; picks: number[] };
        if (layout.picks.includes(tile)) throw badRequest("That tile is already open");
        const outcome = { ...layout, picks: [...layout.picks, tile] };
        const progress = minesProgress(outcome, outcome.picks, BigInt(row.bet));
        const over = progress.lost || progress.cleared;
        await txRepo.transition(row.id, ["open"], over ? "settling" : "open", {
          outcome,
          win: progress.lost ? 0n : over ? progress.cashout : undefined,
        });
        return { id: row.id, over };
      });
      if (picked.over) await rounds.settlePending(session);
      const row = (await repo.bet(player, picked.id))!;
      return { round: minesView(session, row), balance: await rounds.balanceOf(session) };
    },

    async minesCashout(session: BgsSessionRow) {
      const player = playerOf(session);
      const id = await db.transaction(async (tx) => {
        const txRepo = createBgsRepository(tx);
        const open = await txRepo.openMines(player);
        if (!open) throw badRequest("No mines round is in play");
        const row = (await txRepo.bet(player, open.id, true))!;
        const layout = row.outcome as { mines: number[]; picks: number[] };
        const progress = minesProgress(layout, layout.picks, BigInt(row.bet));
        if (row.state !== "open" || progress.safe === 0)
          throw badRequest("Open at least one tile before cashing out");
        await txRepo.transition(row.id, ["open"], "settling", { win: progress.cashout });
        return row.id;
      });
      await rounds.settlePending(session);
      return {
        round: minesView(session, (await repo.bet(player, id))!),
        balance: await rounds.balanceOf(session),
      };
    },
  };
}
