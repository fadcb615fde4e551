import type { RoundSeeds } from "@banca/server/modules/bgs/fairness/outcome-stream.ts";
import { newClientSeed, newServerSeed } from "@banca/server/modules/bgs/fairness/seeds.ts";
import { DICE_HOUSE_EDGE_PERCENT, type DiceParams } from "@banca/server/modules/bgs/games/dice.ts";
import { MINES_HOUSE_EDGE_PERCENT, MINES_TILES } from "@banca/server/modules/bgs/games/mines.ts";
import { exactSlotRtp, SLOT_STRIPS } from "@banca/server/modules/bgs/games/slot.ts";
import { minesLayout, minesProgress, playDice, playSlot } from "@banca/server/modules/bgs/play.ts";
import { type ChiSquareResult, chiSquareTest, RunningMean } from "./rng-statistics.ts";

/** The outcomes of the games' own functions, round after round of one player's seed pair. */
function rounds(count: number, play: (seeds: RoundSeeds, index: number) => void) {
  const serverSeed = newServerSeed();
  const clientSeed = newClientSeed();
  for (let nonce = 0; nonce < count; nonce++) play({ serverSeed, clientSeed, nonce }, nonce);
}

export type FrequencyCheck = { name: string; sample: number } & ChiSquareResult;

/** Outcome frequencies of every in-house game against the uniform law its rules promise. */
export function inHouseFrequencies(sample: number): FrequencyCheck[] {
  const stops = SLOT_STRIPS.map((strip) => new Array<number>(strip.length).fill(0));
  rounds(sample, (seeds) => {
    playSlot(seeds, 100n).outcome.stops.forEach((stop, reel) => {
      stops[reel]![stop]! += 1;
    });
  });
  const rolls = new Array<number>(100).fill(0);
  const dice: DiceParams = { target: 5000, direction: "under" };
  rounds(sample, (seeds) => {
    rolls[Math.floor(playDice(seeds, dice, 100n).outcome.roll / 100)]! += 1;
  });
  // One mine: its tile; 24 mines: the one safe tile. Both must be any of the 25 alike.
  const oneMine = new Array<number>(MINES_TILES).fill(0);
  const oneSafe = new Array<number>(MINES_TILES).fill(0);
  rounds(sample, (seeds) => {
    oneMine[minesLayout(seeds, 1).mines[0]!]! += 1;
    const mines = new Set(minesLayout(seeds, 24).mines);
    oneSafe[Array.from({ length: MINES_TILES }, (_, t) => t).find((t) => !mines.has(t))!]! += 1;
  });
  return [
    ...stops.map((counts, reel) => ({
      name: `slot reel ${reel + 1} stops`,
      sample,
      ...chiSquareTest(counts),
    })),
    { name: "dice rolls in 100 bands", sample, ...chiSquareTest(rolls) },
    { name: "mines: tile of 1 mine", sample, ...chiSquareTest(oneMine) },
    { name: "mines: safe tile of 24 mines", sample, ...chiSquareTest(oneSafe) },
  ];
}

export type RtpCheck = {
  game: string;
  rounds: number;
  declared: number;
  mean: number;
  halfWidth: number;
  within: boolean;
};

/** A stake large enough that rounding a win down to the minor unit moves the return by under 1e-6. */
const STAKE = 1_000_000n;
const returnOf = (win: bigint) => Number(win) / Number(STAKE);

const DICE_BETS: DiceParams[] = [
  { target: 5000, direction: "under" },
  { target: 100, direction: "under" },
  { target: 9800, direction: "under" },
  { target: 4999, direction: "over" },
  { target: 199, direction: "over" },
];
// Cash out after `picks` safe tiles with `mines` mines: a player's usual range (a strategy changes
// the spread of the return, never its mean: 99 % at every step).
const MINES_PLANS = [1, 3, 5, 10, 24].flatMap((mines) =>
  [1, 2, 3, 4, 5].filter((picks) => picks <= MINES_TILES - mines).map((picks) => ({ mines, picks })),
);
const PICK_ORDER = Array.from({ length: MINES_TILES }, (_, tile) => tile);

/** The return of `count` rounds of each game, played by the games' own functions, against the declared RTP. */
export function rtpSimulations(count: number): RtpCheck[] {
  const slot = new RunningMean();
  rounds(count, (seeds) => slot.add(returnOf(playSlot(seeds, STAKE).win)));
  const dice = new RunningMean();
  rounds(count, (seeds, i) =>
    dice.add(returnOf(playDice(seeds, DICE_BETS[i % DICE_BETS.length]!, STAKE).win)),
  );
  const mines = new RunningMean();
  rounds(count, (seeds, i) => {
    const plan = MINES_PLANS[i % MINES_PLANS.length]!;
    const result = minesProgress(minesLayout(seeds, plan.mines), PICK_ORDER.slice(0, plan.picks), STAKE);
    mines.add(returnOf(result.cashout));
  });
  const rtp = exactSlotRtp();
  const declared = {
    "slot-fortune-5x3": Number(rtp.numerator) / Number(rtp.denominator),
    dice: 1 - DICE_HOUSE_EDGE_PERCENT / 100,
    mines: 1 - MINES_HOUSE_EDGE_PERCENT / 100,
  };
  return (
    [
      ["slot-fortune-5x3", slot],
      ["dice", dice],
      ["mines", mines],
    ] as const
  ).map(([game, result]) => ({
    game,
    rounds: result.count,
    declared: declared[game],
    mean: result.mean,
    halfWidth: result.halfWidth99(),
    within: result.covers(declared[game]),
  }));
}
