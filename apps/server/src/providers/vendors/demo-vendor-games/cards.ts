import type { DemoOutcome, DemoRules, Rng } from "./types.ts";

/**
 * The card rooms' high-card duel against another seat: the higher card takes 1.95 times the stake,
 * a tie refunds (RTP 6/13 × 1.95 + 1/13 = 97.69%).
 */
function duel(rng: Rng): DemoOutcome {
  const mine = rng(2, 15);
  const theirs = rng(2, 15);
  const winner = mine > theirs ? "you" : theirs > mine ? "opponent" : "tie";
  return {
    payoutPermille: winner === "you" ? 1950n : winner === "tie" ? 1000n : 0n,
    detail: { mine, theirs, winner },
  };
}

export const cards: DemoRules = {
  accepts: () => true,
  play: (_choice, _game, rng) => duel(rng),
};
