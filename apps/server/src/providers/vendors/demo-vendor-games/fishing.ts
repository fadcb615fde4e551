import type { DemoOutcome, DemoRules, Rng } from "./types.ts";

/** One volley of the fish shooter: most shots miss, a few land a big catch (RTP 95%). */
export const CATCHES: { fish: string; permille: bigint; weight: number }[] = [
  { fish: "none", permille: 0n, weight: 620 },
  { fish: "clownfish", permille: 1500n, weight: 200 },
  { fish: "pufferfish", permille: 2000n, weight: 100 },
  { fish: "turtle", permille: 3000n, weight: 50 },
  { fish: "shark", permille: 8000n, weight: 25 },
  { fish: "dragon", permille: 20000n, weight: 5 },
];

function volley(rng: Rng): DemoOutcome {
  let roll = rng(0, 1000);
  for (const entry of CATCHES) {
    if (roll < entry.weight) return { payoutPermille: entry.permille, detail: { fish: entry.fish } };
    roll -= entry.weight;
  }
  return { payoutPermille: 0n, detail: { fish: "none" } };
}

export const fishing: DemoRules = {
  accepts: () => true,
  play: (_choice, _game, rng) => volley(rng),
};
