import type { DemoGame, DemoOutcome, DemoRules, Rng } from "./types.ts";

// A match book: today's three fixtures of the game's fictitious league. Football (and virtual
// football) takes 1X2 picks, the other sports and e-sports home or away. The result is drawn with the
// probabilities the odds imply after their margin, so every pick returns 1 / overround (93–96%).

export type DemoMatch = {
  id: string;
  home: string;
  away: string;
  /** Odds in thousandths of the stake. */
  odds: { home: number; draw?: number; away: number };
};

const TEAMS: Record<string, readonly string[]> = {
  football: [
    "Harbor City",
    "Northgate FC",
    "Riverside United",
    "Atlas Rovers",
    "Emerald Athletic",
    "Summit Town",
  ],
  basketball: [
    "Bay Comets",
    "Iron Giants",
    "Desert Hawks",
    "Metro Kings",
    "Lakeside Storm",
    "Capital Flyers",
  ],
  tennis: ["A. Moreau", "K. Tanaka", "L. Okafor", "S. Lindqvist", "M. Rossi", "D. Novak"],
  esports: ["Neon Wolves", "Pixel Titans", "Void Runners", "Crimson Byte", "Arctic Foxes", "Solar Flare"],
};
const THREE_WAY = [
  { home: 2100, draw: 3300, away: 3400 },
  { home: 1750, draw: 3600, away: 4500 },
  { home: 2800, draw: 3200, away: 2450 },
];
const TWO_WAY = [
  { home: 1600, away: 2250 },
  { home: 1900, away: 1900 },
  { home: 2500, away: 1500 },
];

/** The kind of fixtures a game lists: its sport, from the classify (e-sports all play teams). */
export function sportOf(game: Pick<DemoGame, "gameType" | "classify">): keyof typeof TEAMS {
  if (game.gameType === "ESPORTS") return "esports";
  if (game.classify === "basketball" || game.classify === "tennis") return game.classify;
  return "football";
}

const hash = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);

/** Today's fixtures of a game, the same for everyone on one day. */
export function demoMatches(
  game: Pick<DemoGame, "gameType" | "classify" | "code">,
  day = new Date().toISOString().slice(0, 10),
): DemoMatch[] {
  const sport = sportOf(game);
  const teams = TEAMS[sport]!;
  const sets = sport === "football" ? THREE_WAY : TWO_WAY;
  const seed = hash(`${game.code}:${day}`);
  return [0, 1, 2].map((index) => {
    const home = teams[(seed + index * 2) % teams.length]!;
    const away = teams[(seed + index * 2 + 1) % teams.length]!;
    return { id: `${day}-${index}`, home, away, odds: sets[(seed + index) % sets.length]! };
  });
}

/** A bet on a match that is not on today's card (a page left open past midnight), or a pick it lacks. */
export class UnknownSelection extends Error {
  constructor() {
    super("unknown selection");
    this.name = "UnknownSelection";
  }
}

/** The chance of each result: each odds' inverse, scaled to one (the margin spread evenly). */
export function resultWeights(match: DemoMatch): [string, number][] {
  return Object.entries(match.odds).map(([result, odds]) => [result, Math.round(1_000_000 / odds)]);
}

function bet(game: DemoGame, choice: string, rng: Rng): DemoOutcome {
  const [matchId, pick] = choice.split("|");
  const match = demoMatches(game).find((entry) => entry.id === matchId);
  if (!match || !pick || !(pick in match.odds)) throw new UnknownSelection();
  const weights = resultWeights(match);
  let roll = rng(
    0,
    weights.reduce((sum, [, weight]) => sum + weight, 0),
  );
  let result = weights[0]![0];
  for (const [name, weight] of weights) {
    if (roll < weight) {
      result = name;
      break;
    }
    roll -= weight;
  }
  const sport = sportOf(game);
  const points = () => (sport === "basketball" ? rng(78, 121) : rng(0, sport === "football" ? 4 : 3));
  let home = sport === "tennis" ? rng(0, 2) : points();
  let away = sport === "tennis" ? rng(0, 2) : points();
  if (result === "home" && home <= away) home = sport === "tennis" ? 2 : away + 1;
  if (result === "away" && away <= home) away = sport === "tennis" ? 2 : home + 1;
  if (result === "draw") away = home;
  const odds = match.odds[pick as keyof DemoMatch["odds"]]!;
  return {
    payoutPermille: pick === result ? BigInt(odds) : 0n,
    detail: {
      matchId,
      home: match.home,
      away: match.away,
      score: [home, away],
      result,
      pick,
      odds: odds / 1000,
    },
  };
}

export const sports: DemoRules = {
  accepts: (choice) => /^\d{4}-\d{2}-\d{2}-\d\|(home|draw|away)$/.test(choice),
  play: (choice, game, rng) => bet(game, choice, rng),
  setup: (game) => ({ sport: sportOf(game), matches: demoMatches(game) }),
};
