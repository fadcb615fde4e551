import { firstBlockHex, OutcomeStream, type RoundSeeds } from "./fairness/outcome-stream.ts";
import { hashServerSeed } from "./fairness/seeds.ts";
import { type DiceParams, diceWin, rollDice } from "./games/dice.ts";
import { placeMines } from "./games/mines.ts";
import { SLOT_CODE, SLOT_STRIPS, slotWin, spinSlot } from "./games/slot.ts";
import { minesProgress } from "./play.ts";

/** An outcome stream that notes every 32-bit word a game reads, for the step-by-step replay. */
class RecordingStream extends OutcomeStream {
  readonly words: number[] = [];
  override nextUint32(): number {
    const word = super.nextUint32();
    this.words.push(word);
    return word;
  }
  /** The words read since the last call, in hex. */
  take(): string[] {
    return this.words.splice(0).map((word) => word.toString(16).padStart(8, "0"));
  }
}

export type ReplayStep = { step: string; words: string[]; detail: Record<string, unknown> };
export type StoredRound = {
  gameCode: string;
  nonce: number;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  bet: bigint;
  win: bigint;
  state: string;
};

/**
 * A round recomputed from its seeds by the games' own functions, one draw at a time: the words each
 * draw read and what it made of them, then the result, and whether it is what the round stored
 * (a dispute's answer). A mines round replays its picks in the order they were made.
 */
export function replayRound(round: StoredRound, seeds: RoundSeeds) {
  const stream = new RecordingStream(seeds);
  const steps: ReplayStep[] = [];
  let recomputed: Record<string, unknown>;
  let win: bigint;
  switch (round.gameCode) {
    case SLOT_CODE: {
      const outcome = spinSlot(stream);
      const words = stream.take();
      outcome.stops.forEach((stop, reel) => {
        steps.push({
          step: "reel",
          words: [words[reel] ?? ""],
          detail: { reel: reel + 1, of: SLOT_STRIPS[reel]!.length, stop, symbols: outcome.grid[reel] },
        });
      });
      for (const line of outcome.wins) steps.push({ step: "line", words: [], detail: { ...line } });
      win = slotWin(round.bet, outcome);
      recomputed = { stops: outcome.stops, grid: outcome.grid };
      break;
    }
    case "dice": {
      const params = round.params as DiceParams;
      const outcome = rollDice(stream, params);
      steps.push({
        step: "roll",
        words: stream.take(),
        detail: { roll: outcome.roll, ...params, won: outcome.won },
      });
      win = diceWin(round.bet, params, outcome.won);
      recomputed = { roll: outcome.roll, won: outcome.won };
      break;
    }
    case "mines": {
      const stored = round.outcome as { mines: number[]; picks: number[] };
      const mines = placeMines(stream, stored.mines.length);
      steps.push({ step: "layout", words: stream.take(), detail: { mines } });
      const picks: number[] = [];
      for (const tile of stored.picks ?? []) {
        picks.push(tile);
        const progress = minesProgress({ mines }, picks, round.bet);
        steps.push({
          step: "pick",
          words: [],
          detail: { tile, mine: progress.lost, safe: progress.safe, cashout: progress.cashout.toString() },
        });
      }
      const final = minesProgress({ mines }, picks, round.bet);
      win = round.state === "settled" && !final.lost ? final.cashout : 0n;
      recomputed = { mines };
      break;
    }
    default:
      throw new Error(`no replay for ${round.gameCode}`);
  }
  const matches =
    Object.entries(recomputed).every(
      ([key, value]) => JSON.stringify(round.outcome[key]) === JSON.stringify(value),
    ) &&
    (round.state !== "settled" || win === round.win);
  return {
    seeds: {
      serverSeed: seeds.serverSeed,
      serverSeedHash: hashServerSeed(seeds.serverSeed),
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
      firstBlock: firstBlockHex(seeds),
    },
    steps,
    win: win.toString(),
    stored: { outcome: round.outcome, win: round.win.toString() },
    matches,
  };
}
