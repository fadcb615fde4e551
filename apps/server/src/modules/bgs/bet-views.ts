import { minorToDecimal } from "@banca/contract/money";
import { MINES_TILES, minesMultiplierText } from "./games/mines.ts";
import { minesProgress } from "./play.ts";
import type { BetRow, BgsSessionRow } from "./repository.ts";

/** Minor units as the wallet's decimal text in the session's currency. */
export const moneyOf = (session: Pick<BgsSessionRow, "decimals">, minor: bigint | string) =>
  minorToDecimal(BigInt(minor), session.decimals);

/** A bet as the history shows it: an open mines round shows its picks but never its layout. */
export function publicBet(session: BgsSessionRow, row: BetRow) {
  const open = row.state === "open";
  const outcome = open ? { picks: (row.outcome as { picks: number[] }).picks } : row.outcome;
  return {
    id: row.id,
    game: row.game_code,
    nonce: Number(row.nonce),
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    serverSeed: row.server_seed,
    params: row.params,
    outcome,
    state: row.state,
    bet: moneyOf(session, row.bet),
    win: moneyOf(session, row.win),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A mines round as its page draws it. */
export function minesView(session: BgsSessionRow, row: BetRow) {
  const layout = row.outcome as { mines: number[]; picks: number[] };
  const count = layout.mines.length;
  const progress = minesProgress(layout, layout.picks, BigInt(row.bet));
  const finished = row.state !== "open";
  return {
    id: row.id,
    nonce: Number(row.nonce),
    mines: count,
    bet: moneyOf(session, row.bet),
    picks: layout.picks,
    safe: progress.safe,
    state: row.state,
    lost: progress.lost,
    win: moneyOf(session, row.win),
    cashout: moneyOf(session, progress.cashout),
    multiplier: progress.safe > 0 ? minesMultiplierText(count, progress.safe) : "0.0000",
    nextMultiplier:
      progress.safe < MINES_TILES - count ? minesMultiplierText(count, progress.safe + 1) : null,
    // The layout is shown only once the round is over: while it is open the seeds still hide it.
    layout: finished ? layout.mines : null,
  };
}
