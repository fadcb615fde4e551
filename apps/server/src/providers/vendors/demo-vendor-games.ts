import { randomInt } from "node:crypto";

// The demo vendor's games, decided on the vendor's side with a cryptographic RNG. Each answers the
// payout as a multiple of the stake in thousandths (so that money stays integer: stake * x / 1000).

export type DemoKind = "LIVE" | "FISH" | "PVP" | "SPORTS" | "ESPORTS" | "RNG";
export type DemoOutcome = { payoutPermille: bigint; detail: Record<string, unknown> };

export const DEMO_KINDS: readonly DemoKind[] = ["LIVE", "FISH", "PVP", "SPORTS", "ESPORTS", "RNG"];
export const demoKindOf = (gameType: string): DemoKind =>
  (DEMO_KINDS as readonly string[]).includes(gameType) ? (gameType as DemoKind) : "RNG";

/** Baccarat value of a card 1..13 (ace 1, tens and faces 0). */
const baccaratValue = (card: number) => (card >= 10 ? 0 : card);
const draw = () => randomInt(1, 14);
const total = (cards: number[]) => cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

/** Punto banco with the standard third-card rules; pays player 1:1, banker 0.95:1, tie 8:1. */
function baccarat(choice: string): DemoOutcome {
  const player = [draw(), draw()];
  const banker = [draw(), draw()];
  if (total(player) < 8 && total(banker) < 8) {
    let playerThird: number | null = null;
    if (total(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    const b = total(banker);
    const third = playerThird === null ? null : baccaratValue(playerThird);
    const bankerDraws =
      third === null
        ? b <= 5
        : b <= 2 ||
          (b === 3 && third !== 8) ||
          (b === 4 && third >= 2 && third <= 7) ||
          (b === 5 && third >= 4 && third <= 7) ||
          (b === 6 && third >= 6 && third <= 7);
    if (bankerDraws) banker.push(draw());
  }
  const p = total(player);
  const b = total(banker);
  const winner = p > b ? "player" : b > p ? "banker" : "tie";
  let payoutPermille = 0n;
  if (winner === "tie")
    payoutPermille = choice === "tie" ? 9000n : 1000n; // a tie returns side bets
  else if (winner === choice) payoutPermille = choice === "banker" ? 1950n : 2000n;
  return { payoutPermille, detail: { player, banker, playerTotal: p, bankerTotal: b, winner } };
}

/** One volley of the fish shooter: most shots miss, a few land a big catch (RTP 95%). */
const CATCHES: { fish: string; permille: bigint; weight: number }[] = [
  { fish: "none", permille: 0n, weight: 620 },
  { fish: "clownfish", permille: 1500n, weight: 200 },
  { fish: "pufferfish", permille: 2000n, weight: 100 },
  { fish: "turtle", permille: 3000n, weight: 50 },
  { fish: "shark", permille: 8000n, weight: 25 },
  { fish: "dragon", permille: 20000n, weight: 5 },
];
function fish(): DemoOutcome {
  let roll = randomInt(0, 1000);
  for (const entry of CATCHES) {
    if (roll < entry.weight) return { payoutPermille: entry.permille, detail: { fish: entry.fish } };
    roll -= entry.weight;
  }
  return { payoutPermille: 0n, detail: { fish: "none" } };
}

/** High-card duel against another seat: the higher card takes 1.95 times the stake, a tie refunds. */
function duel(): DemoOutcome {
  const mine = randomInt(2, 15);
  const theirs = randomInt(2, 15);
  const winner = mine > theirs ? "you" : theirs > mine ? "opponent" : "tie";
  return {
    payoutPermille: winner === "you" ? 1950n : winner === "tie" ? 1000n : 0n,
    detail: { mine, theirs, winner },
  };
}

export type DemoMatch = {
  id: string;
  home: string;
  away: string;
  odds: { home: number; draw?: number; away: number };
};

const FOOTBALL = [
  "Harbor City",
  "Northgate FC",
  "Riverside United",
  "Atlas Rovers",
  "Emerald Athletic",
  "Summit Town",
];
const ESPORTS = [
  "Neon Wolves",
  "Pixel Titans",
  "Void Runners",
  "Crimson Byte",
  "Arctic Foxes",
  "Solar Flare",
];

/** Today's fixtures of the fictitious league, the same for everyone on one day. */
export function demoMatches(
  kind: "SPORTS" | "ESPORTS",
  day = new Date().toISOString().slice(0, 10),
): DemoMatch[] {
  const teams = kind === "SPORTS" ? FOOTBALL : ESPORTS;
  const seed = [...day].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return [0, 1, 2].map((index) => {
    const home = teams[(seed + index * 2) % teams.length]!;
    const away = teams[(seed + index * 2 + 1) % teams.length]!;
    // Odds in thousandths of the stake, each set with a margin of about 5%.
    const sets =
      kind === "SPORTS"
        ? [
            { home: 2100, draw: 3300, away: 3400 },
            { home: 1750, draw: 3600, away: 4500 },
            { home: 2800, draw: 3200, away: 2450 },
          ]
        : [
            { home: 1600, away: 2250 },
            { home: 1900, away: 1900 },
            { home: 2500, away: 1500 },
          ];
    return { id: `${kind.toLowerCase()}-${day}-${index}`, home, away, odds: sets[(seed + index) % 3]! };
  });
}

/** A bet on a match that is not on today's card (a page left open past midnight), or a pick it lacks. */
export class UnknownSelection extends Error {
  constructor() {
    super("unknown selection");
    this.name = "UnknownSelection";
  }
}

/** Plays the chosen match out: the result is drawn with the probabilities its odds imply. */
function sportsBet(kind: "SPORTS" | "ESPORTS", choice: string): DemoOutcome {
  const [matchId, pick] = choice.split("|");
  const match = demoMatches(kind).find((entry) => entry.id === matchId);
  if (!match || !pick || !(pick in match.odds)) throw new UnknownSelection();
  const outcomes = Object.entries(match.odds) as [string, number][];
  const weights = outcomes.map(([, odds]) => Math.round(1_000_000 / odds));
  let roll = randomInt(
    0,
    weights.reduce((a, b) => a + b, 0),
  );
  let result = outcomes[0]![0];
  for (const [index, weight] of weights.entries()) {
    if (roll < weight) {
      result = outcomes[index]![0];
      break;
    }
    roll -= weight;
  }
  const goals = () => randomInt(0, kind === "SPORTS" ? 4 : 3);
  let home = goals();
  let away = goals();
  if (result === "home" && home <= away) home = away + 1;
  if (result === "away" && away <= home) away = home + 1;
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

/** A three-reel classic: three of a kind pays from the table, two cherries half the stake (RTP 94.55%). */
const REEL = ["cherry", "cherry", "cherry", "lemon", "lemon", "lemon", "bell", "bell", "star", "seven"];
const THREE_OF_A_KIND: Record<string, bigint> = {
  cherry: 5000n,
  lemon: 8000n,
  bell: 25000n,
  star: 100000n,
  seven: 200000n,
};
function slot(): DemoOutcome {
  const reels = [0, 1, 2].map(() => REEL[randomInt(0, REEL.length)]!);
  const [a, b, c] = reels;
  let payoutPermille = 0n;
  if (a === b && b === c) payoutPermille = THREE_OF_A_KIND[a!]!;
  else if (reels.filter((symbol) => symbol === "cherry").length === 2) payoutPermille = 500n;
  return { payoutPermille, detail: { reels } };
}

export const CHOICES: Record<DemoKind, (choice: string) => boolean> = {
  LIVE: (choice) => ["player", "banker", "tie"].includes(choice),
  FISH: () => true,
  PVP: () => true,
  SPORTS: (choice) => /^sports-[\d-]+\|(home|draw|away)$/.test(choice),
  ESPORTS: (choice) => /^esports-[\d-]+\|(home|away)$/.test(choice),
  RNG: () => true,
};

export function playDemoRound(kind: DemoKind, choice: string): DemoOutcome {
  switch (kind) {
    case "LIVE":
      return baccarat(choice);
    case "FISH":
      return fish();
    case "PVP":
      return duel();
    case "SPORTS":
    case "ESPORTS":
      return sportsBet(kind, choice);
    case "RNG":
      return slot();
  }
}
