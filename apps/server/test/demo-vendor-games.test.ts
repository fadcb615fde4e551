import { describe, expect, it } from "vitest";
import { dealBaccarat } from "#app/providers/vendors/demo-vendor-games/baccarat.ts";
import {
  basicStrategyHits,
  handTotal,
  playBlackjack,
} from "#app/providers/vendors/demo-vendor-games/blackjack.ts";
import {
  CRASH_SPACE,
  cashoutOf,
  crashPointOf,
  MAX_CASHOUT,
  MIN_CASHOUT,
  reachChance,
} from "#app/providers/vendors/demo-vendor-games/crash.ts";
import { CATCHES } from "#app/providers/vendors/demo-vendor-games/fishing.ts";
import {
  acceptsChoice,
  type DemoGame,
  type DemoPlay,
  demoPlayOf,
  playDemoRound,
} from "#app/providers/vendors/demo-vendor-games/index.ts";
import {
  isRouletteBet,
  RED,
  ROULETTE_POCKETS,
  roulettePayout,
  WHEEL_ORDER,
} from "#app/providers/vendors/demo-vendor-games/roulette.ts";
import { STRIP, slotsPayout, slotsRtp } from "#app/providers/vendors/demo-vendor-games/slots.ts";
import { demoMatches, resultWeights } from "#app/providers/vendors/demo-vendor-games/sports.ts";
import type { Rng } from "#app/providers/vendors/demo-vendor-games/types.ts";

/** A seeded RNG (mulberry32) for simulations that give the same answer on every run. */
function seeded(seed: number): Rng {
  let state = seed >>> 0;
  return (min, max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return min + Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * (max - min));
  };
}

const gameOf = (play: DemoPlay, gameType = "LIVE", classify = ""): DemoGame => ({
  id: 1,
  code: `${play}-00001`,
  gameType,
  classify,
  name: play,
  play,
});

/** The average payout, as a share of the stake, of `rounds` seeded rounds. */
function simulate(game: DemoGame, choice: string, rounds: number, seed = 2026): number {
  const rng = seeded(seed);
  let total = 0n;
  for (let round = 0; round < rounds; round++) total += playDemoRound(game, choice, rng).payoutPermille;
  return Number(total) / 1000 / rounds;
}

describe("which play screen a demo game opens", () => {
  it("follows the game type and classify", () => {
    expect(demoPlayOf("LIVE", "roulette")).toBe("roulette");
    expect(demoPlayOf("LIVE", "blackjack")).toBe("blackjack");
    expect(demoPlayOf("LIVE", "baccarat")).toBe("baccarat");
    expect(demoPlayOf("LIVE", "game-show")).toBe("crash");
    expect(demoPlayOf("FISH", "arcade")).toBe("crash");
    expect(demoPlayOf("FISH", "fishing")).toBe("fishing");
    expect(demoPlayOf("PVP", "poker")).toBe("cards");
    expect(demoPlayOf("SPORTS", "tennis")).toBe("sports");
    expect(demoPlayOf("ESPORTS", "moba")).toBe("sports");
    expect(demoPlayOf("RNG", "megaways")).toBe("slots");
  });
});

describe("roulette (European, one zero)", () => {
  const bets = ["red", "black", "odd", "even", "low", "high", "dozen-1", "dozen-2", "dozen-3"];
  bets.push(...Array.from({ length: ROULETTE_POCKETS }, (_, n) => `n${n}`));

  it("has 37 pockets on the wheel, 18 of them red", () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, n) => n));
    expect(RED.size).toBe(18);
  });

  it("returns exactly 36/37 of every bet over the 37 pockets", () => {
    for (const bet of bets) {
      let total = 0n;
      for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket++) total += roulettePayout(bet, pocket);
      expect(total, bet).toBe(36_000n);
    }
  });

  it("pays a straight 35:1, a dozen 2:1, an even chance 1:1, and zero loses the outside bets", () => {
    expect(roulettePayout("n17", 17)).toBe(36_000n);
    expect(roulettePayout("n0", 0)).toBe(36_000n);
    expect(roulettePayout("n17", 18)).toBe(0n);
    expect(roulettePayout("dozen-2", 13)).toBe(3_000n);
    expect(roulettePayout("dozen-2", 25)).toBe(0n);
    expect(roulettePayout("red", 1)).toBe(2_000n);
    expect(roulettePayout("black", 1)).toBe(0n);
    expect(roulettePayout("even", 36)).toBe(2_000n);
    for (const bet of ["red", "black", "odd", "even", "low", "high", "dozen-1"])
      expect(roulettePayout(bet, 0)).toBe(0n);
  });

  it("takes only bets on the table", () => {
    for (const bet of ["n37", "n07", "n-1", "blue", "dozen-4", "", "n1|n2"])
      expect(isRouletteBet(bet), bet).toBe(false);
    expect(simulate(gameOf("roulette"), "red", 100_000)).toBeCloseTo(36 / 37, 1);
  });
});

describe("blackjack", () => {
  /** A hand dealt from these cards in order: player, dealer, player, dealer, then any draws. */
  const hand = (strategy: "basic" | "stand-17", cards: number[]) => {
    let next = 0;
    return playBlackjack(strategy, () => {
      const card = cards[next++];
      if (card === undefined) throw new Error("ran out of scripted cards");
      return card;
    });
  };

  it("counts aces as 11 while they fit", () => {
    expect(handTotal([1, 6])).toEqual({ total: 17, soft: true });
    expect(handTotal([1, 6, 10])).toEqual({ total: 17, soft: false });
    expect(handTotal([1, 1, 9])).toEqual({ total: 21, soft: true });
    expect(handTotal([13, 12])).toEqual({ total: 20, soft: false });
  });

  it("pays a blackjack 3:2, pushes two, and loses to the dealer's", () => {
    expect(hand("basic", [1, 9, 13, 7])).toMatchObject({
      payoutPermille: 2500n,
      detail: { result: "blackjack" },
    });
    expect(hand("basic", [1, 1, 12, 11]).payoutPermille).toBe(1000n);
    expect(hand("basic", [10, 1, 9, 13])).toMatchObject({
      payoutPermille: 0n,
      detail: { result: "dealer-blackjack" },
    });
  });

  it("has the dealer stand on a soft 17 and draw to 16", () => {
    const soft = hand("basic", [10, 1, 8, 6]);
    expect(soft).toMatchObject({ payoutPermille: 2000n, detail: { dealer: [1, 6], dealerTotal: 17 } });
    const drawn = hand("basic", [10, 10, 10, 6, 5]);
    expect(drawn).toMatchObject({ payoutPermille: 0n, detail: { dealer: [10, 6, 5], result: "lose" } });
    expect(hand("basic", [10, 10, 10, 6, 9])).toMatchObject({
      payoutPermille: 2000n,
      detail: { result: "dealer-bust" },
    });
    expect(hand("basic", [10, 10, 9, 9]).payoutPermille).toBe(1000n);
  });

  it("loses a bust hand whatever the dealer holds", () => {
    expect(hand("stand-17", [10, 10, 6, 6, 13])).toMatchObject({
      payoutPermille: 0n,
      detail: { result: "bust" },
    });
  });

  it("plays hit or stand by basic strategy", () => {
    expect(basicStrategyHits([10, 2], 4)).toBe(false);
    expect(basicStrategyHits([10, 2], 2)).toBe(true);
    expect(basicStrategyHits([10, 6], 10)).toBe(true);
    expect(basicStrategyHits([10, 6], 6)).toBe(false);
    expect(basicStrategyHits([10, 7], 1)).toBe(false);
    expect(basicStrategyHits([1, 7], 9)).toBe(true);
    expect(basicStrategyHits([1, 7], 8)).toBe(false);
    expect(basicStrategyHits([1, 6], 7)).toBe(true);
  });

  it("returns about 97.56% by basic strategy (400,000 seeded hands; 2,000,000 gave 97.559%), less from a fixed total", () => {
    const game = gameOf("blackjack", "LIVE", "blackjack");
    expect(Math.abs(simulate(game, "basic", 400_000) - 0.9756)).toBeLessThan(0.006);
    for (const strategy of ["stand-13", "stand-15", "stand-17"])
      expect(simulate(game, strategy, 50_000)).toBeLessThan(0.965);
  }, 60_000);

  it("takes only its strategies", () => {
    const game = gameOf("blackjack");
    expect(acceptsChoice(game, "basic")).toBe(true);
    for (const choice of ["stand-16", "hit", "banker", ""]) expect(acceptsChoice(game, choice)).toBe(false);
  });
});

describe("slots (3×3, five lines)", () => {
  it("returns exactly 95.675% over every stop of the reels", () => {
    expect(slotsRtp()).toBeCloseTo(0.95675, 12);
    expect(Math.abs(simulate(gameOf("slots", "RNG"), "spin", 200_000) - 0.95675)).toBeLessThan(0.02);
  });

  it("pays each winning line a fifth of the stake times its pay", () => {
    const seven = STRIP.indexOf("seven");
    // All three reels alike: the rows are lemon, seven and cherry, the diagonals mixed.
    const result = slotsPayout([seven, seven, seven]);
    expect(result.reels[0]).toEqual(["lemon", "seven", "cherry"]);
    expect(result.wins.map((win) => [win.line, win.symbol, win.times])).toEqual([
      [0, "seven", 200],
      [1, "lemon", 10],
      [2, "cherry", 5],
    ]);
    expect(result.payoutPermille).toBe(215n * 200n);
  });
});

describe("crash", () => {
  it("reaches x with chance 0.97 / x, so every cash-out returns 97%", () => {
    for (let target = MIN_CASHOUT; target <= MAX_CASHOUT; target += 37) {
      const rtp = (reachChance(target) * target) / 100;
      expect(rtp, String(target)).toBeLessThanOrEqual(0.97);
      expect(rtp, String(target)).toBeGreaterThan(0.97 - 1e-6);
    }
  });

  it("crashes at 1.00× in 3% of rounds and grows without bound", () => {
    expect(crashPointOf(0)).toBe(100);
    // The largest draw that still crashes at once: 97 · 2^32 / (2^32 − h) < 101.
    const instant = Math.floor(CRASH_SPACE - (97 * CRASH_SPACE) / 101);
    expect(crashPointOf(instant)).toBe(100);
    expect(crashPointOf(instant + 1)).toBe(101);
    expect(crashPointOf(CRASH_SPACE - 1)).toBeGreaterThan(1_000_000);
    const rng = seeded(7);
    let atOnce = 0;
    let pastTwo = 0;
    const rounds = 200_000;
    for (let round = 0; round < rounds; round++) {
      const h = rng(0, 2 ** 16) * 2 ** 16 + rng(0, 2 ** 16);
      if (crashPointOf(h) === 100) atOnce++;
      if (crashPointOf(h) >= 200) pastTwo++;
    }
    expect(Math.abs(atOnce / rounds - (1 - 97 / 101))).toBeLessThan(0.003);
    expect(Math.abs(pastTwo / rounds - 0.485)).toBeLessThan(0.005);
  });

  it("pays the cash-out chosen before the round when the crash comes later", () => {
    const game = gameOf("crash", "FISH", "arcade");
    expect(Math.abs(simulate(game, "2.00", 200_000) - 0.97)).toBeLessThan(0.01);
    const rng = seeded(11);
    for (let round = 0; round < 200; round++) {
      const { payoutPermille, detail } = playDemoRound(game, "1.50", rng);
      expect(payoutPermille).toBe(detail.cashedOut ? 1500n : 0n);
      expect(detail.cashedOut).toBe((detail.crashAt as number) >= 1.5);
    }
    expect(cashoutOf("2.5")).toBe(250);
    for (const choice of ["1.00", "0.5", "100.01", "2.555", "-2", "1e2", ""])
      expect(cashoutOf(choice), choice).toBeNull();
  });
});

describe("sports", () => {
  const football = { gameType: "SPORTS", classify: "football", code: "kick-00001" };
  const tennis = { gameType: "SPORTS", classify: "tennis", code: "kick-00002" };

  it("offers 1X2 on football and home or away elsewhere, each pick returning 1 / overround", () => {
    for (const game of [football, tennis, { gameType: "ESPORTS", classify: "moba", code: "av-00001" }]) {
      for (const match of demoMatches(game, "2026-11-25")) {
        expect(Object.keys(match.odds)).toEqual(
          game === football ? ["home", "draw", "away"] : ["home", "away"],
        );
        const weights = resultWeights(match);
        const sum = weights.reduce((total, [, weight]) => total + weight, 0);
        for (const [pick, weight] of weights) {
          const rtp = ((match.odds[pick as "home"] ?? 0) / 1000) * (weight / sum);
          expect(rtp).toBeGreaterThan(0.9);
          expect(rtp).toBeLessThan(0.97);
        }
      }
    }
  });

  it("pays the odds of a pick that comes in", () => {
    const game = { ...gameOf("sports", "SPORTS", "football"), code: football.code };
    const [match] = demoMatches(game);
    const rng = seeded(3);
    for (let round = 0; round < 100; round++) {
      const { payoutPermille, detail } = playDemoRound(game, `${match!.id}|home`, rng);
      expect(payoutPermille).toBe(detail.result === "home" ? BigInt(match!.odds.home) : 0n);
      const [home, away] = detail.score as [number, number];
      expect(detail.result).toBe(home > away ? "home" : home < away ? "away" : "draw");
    }
  });
});

describe("the games that were there before", () => {
  it("fishing returns exactly 95%, the card-room duel 97.69%", () => {
    const weight = CATCHES.reduce((sum, entry) => sum + entry.weight, 0);
    expect(weight).toBe(1000);
    expect(
      CATCHES.reduce((sum, entry) => sum + Number(entry.permille) * entry.weight, 0) / 1000 / weight,
    ).toBe(0.95);
    let duel = 0n;
    for (let mine = 2; mine <= 14; mine++)
      for (let theirs = 2; theirs <= 14; theirs++) {
        const cards = [mine, theirs];
        duel += playDemoRound(gameOf("cards", "PVP"), "duel", () => cards.shift()!).payoutPermille;
      }
    expect(Number(duel) / 1000 / 169).toBeCloseTo((6 / 13) * 1.95 + 1 / 13, 12);
  });

  it("baccarat pays banker 0.95:1 and returns about 98.94% on the banker (200,000 seeded coups)", () => {
    const cards = [9, 10, 7, 10]; // a natural 9 against 7
    expect(dealBaccarat("player", () => cards.shift()!)).toMatchObject({ payoutPermille: 2000n });
    const rtp = simulate(gameOf("baccarat", "LIVE", "baccarat"), "banker", 200_000);
    expect(Math.abs(rtp - 0.9894)).toBeLessThan(0.006);
  });
});
