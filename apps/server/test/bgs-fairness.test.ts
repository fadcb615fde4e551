import { createHash, createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstBlockHex, OutcomeStream } from "#app/modules/bgs/fairness/outcome-stream.ts";
import { freshSeedPair, rotateSeedPair } from "#app/modules/bgs/fairness/seed-pair.ts";
import { hashServerSeed, isValidClientSeed, newServerSeed } from "#app/modules/bgs/fairness/seeds.ts";
import {
  diceMultiplierBasisPoints,
  diceWin,
  rollDice,
  validDiceParams,
} from "#app/modules/bgs/games/dice.ts";
import { minesCashout, minesMultiplierText, placeMines } from "#app/modules/bgs/games/mines.ts";
import {
  exactSlotRtp,
  fractionPercent,
  SLOT_SIMULATION,
  SLOT_STRIPS,
  slotWin,
  spinSlot,
} from "#app/modules/bgs/games/slot.ts";
import { linePay } from "#app/modules/bgs/games/slot-paytable.ts";

// Fixed seeds: every figure below can be reproduced by hand with `openssl dgst -sha256 -hmac`.
const serverSeed = "3f1b7c9e2a4d6f8091b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f4";
const clientSeed = "player-seed";
const stream = (nonce: number, seed = serverSeed) =>
  new OutcomeStream({ serverSeed: seed, clientSeed, nonce });

/** Pearson's statistic of observed counts against a uniform expectation. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
}

// Upper 1% points of the chi-square distribution (the 99% confidence bound) by degrees of freedom.
const CHI2_99 = { 6: 16.812, 24: 42.98, 29: 49.588, 99: 134.642 } as const;

describe("seeds", () => {
  it("commits to the server seed by the SHA-256 of its text", () => {
    expect(hashServerSeed(serverSeed)).toBe(
      "1ee0a9ffd33a9a32669e765923290b0b3f547473e615df4bb0ba67e283ed708b",
    );
    expect(hashServerSeed(serverSeed)).toBe(createHash("sha256").update(serverSeed).digest("hex"));
  });

  it("draws 32 fresh random bytes per server seed", () => {
    const seeds = new Set(Array.from({ length: 200 }, newServerSeed));
    expect(seeds.size).toBe(200);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
  });

  it("rotation reveals the old server seed, which matches the hash shown before play", () => {
    const pair = freshSeedPair("my-seed");
    const { revealed, next } = rotateSeedPair(pair, "another-seed");
    expect(hashServerSeed(revealed.serverSeed)).toBe(pair.serverSeedHash);
    expect(next.serverSeed).not.toBe(pair.serverSeed);
    expect(next.serverSeedHash).toBe(hashServerSeed(next.serverSeed));
    expect(next.nextNonce).toBe(0);
    expect(next.clientSeed).toBe("another-seed");
  });

  it("accepts printable client seeds up to 64 characters without the ':' separator", () => {
    expect(isValidClientSeed("lucky-7")).toBe(true);
    expect(isValidClientSeed("a".repeat(64))).toBe(true);
    for (const bad of ["", "a".repeat(65), "with space", "a:b", "naïve", "tab\t"]) {
      expect(isValidClientSeed(bad)).toBe(false);
    }
  });
});

describe("outcome derivation vectors", () => {
  it("the first block is HMAC-SHA256(serverSeed, clientSeed:nonce:0)", () => {
    expect(firstBlockHex({ serverSeed, clientSeed, nonce: 0 })).toBe(
      "2c82c69d8e2e3e287b34466526eca6e9036b23b5b03f28a073fe189ae936a0dc",
    );
    expect(firstBlockHex({ serverSeed, clientSeed, nonce: 1 })).toBe(
      "29681162f13e8a592371aa0473ff368f8425fe2f555e6c6566391d4721ea5589",
    );
  });

  it("reads big-endian 32-bit words in order, moving to cursor 1 after eight", () => {
    const s = stream(0);
    expect([s.nextUint32(), s.nextUint32()]).toEqual([0x2c82c69d, 0x8e2e3e28]);
    for (let i = 2; i < 8; i++) s.nextUint32();
    const second = createHmac("sha256", serverSeed).update(`${clientSeed}:0:1`).digest();
    expect(s.nextUint32()).toBe(second.readUInt32BE(0));
  });

  it("fixed seeds give fixed game outcomes", () => {
    expect(
      [0, 1, 2, 3].map((nonce) => rollDice(stream(nonce), { target: 5000, direction: "under" }).roll),
    ).toEqual([8029, 6050, 9598, 5921]);
    expect(placeMines(stream(0), 3)).toEqual([5, 14, 18]);
    expect(placeMines(stream(1), 3)).toEqual([12, 16, 19]);
    expect(spinSlot(stream(0)).stops).toEqual([19, 20, 1, 13, 11]);
    expect(spinSlot(stream(1)).stops).toEqual([20, 5, 22, 27, 5]);
  });
});

// Hundreds of thousands of HMACs per test: seconds on a quiet core, more beside other suites.
describe("uniform draws without modulo bias", { timeout: 60_000 }, () => {
  it("rejects the words past the last whole multiple of n and reads the next", () => {
    // For n = 2^31 + 1 nearly half of all words fall past the last multiple: many are rejected.
    const n = 2 ** 31 + 1;
    const s = stream(7);
    for (let i = 0; i < 1000; i++) expect(s.nextInt(n)).toBeLessThan(n);
    expect(s.wordsRead).toBeGreaterThan(1500);
  });

  it("plain modulo of a byte is biased and the chi-square test sees it (the test can fail)", () => {
    const counts = new Array(100).fill(0);
    for (let nonce = 0; nonce < 20_000; nonce++) counts[firstBlockByte(nonce) % 100]++;
    expect(chiSquare(counts)).toBeGreaterThan(CHI2_99[99]);
  });

  it("dice rolls fall evenly into 100 buckets (chi-square, 99%, 200,000 rolls)", () => {
    const counts = new Array(100).fill(0);
    for (let nonce = 0; nonce < 200_000; nonce++) counts[Math.floor(stream(nonce).nextInt(10_000) / 100)]++;
    expect(chiSquare(counts)).toBeLessThan(CHI2_99[99]);
  });

  it("slot reel stops are uniform over the 30 stops of each reel (chi-square, 99%)", () => {
    const counts = SLOT_STRIPS.map((strip) => new Array(strip.length).fill(0));
    for (let nonce = 0; nonce < 60_000; nonce++) {
      spinSlot(stream(nonce)).stops.forEach((stop, reel) => {
        counts[reel]![stop]++;
      });
    }
    for (const reel of counts) expect(chiSquare(reel)).toBeLessThan(CHI2_99[29]);
  });

  it("each tile is equally likely to hold the first mine placed (chi-square, 99%)", () => {
    const counts = new Array(25).fill(0);
    for (let nonce = 0; nonce < 50_000; nonce++) counts[stream(nonce).shuffle(25)[0]!]++;
    expect(chiSquare(counts)).toBeLessThan(CHI2_99[24]);
  });

  it("small ranges are uniform too (n = 7, chi-square, 99%)", () => {
    const counts = new Array(7).fill(0);
    const s = stream(99);
    for (let i = 0; i < 100_000; i++) counts[s.nextInt(7)]++;
    expect(chiSquare(counts)).toBeLessThan(CHI2_99[6]);
  });

  it("floats lie in [0, 1) with mean near one half", () => {
    const s = stream(3);
    let sum = 0;
    for (let i = 0; i < 50_000; i++) {
      const x = s.nextFloat();
      expect(x >= 0 && x < 1).toBe(true);
      sum += x;
    }
    // Standard error of the mean is 1/sqrt(12 · 50,000) ≈ 0.0013; 0.006 is beyond 4.5 of them.
    expect(Math.abs(sum / 50_000 - 0.5)).toBeLessThan(0.006);
  });
});

function firstBlockByte(nonce: number) {
  return createHmac("sha256", serverSeed).update(`${clientSeed}:${nonce}:0`).digest()[0]!;
}

const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString("hex"));

describe("properties", () => {
  it("draws are deterministic and within range for any seeds, nonce and n", () => {
    fc.assert(
      fc.property(seedArb, fc.nat(1_000_000), fc.integer({ min: 1, max: 2 ** 32 }), (seed, nonce, n) => {
        const a = stream(nonce, seed);
        const b = stream(nonce, seed);
        for (let i = 0; i < 20; i++) {
          const value = a.nextInt(n);
          expect(value).toBe(b.nextInt(n));
          expect(value >= 0 && value < n).toBe(true);
        }
      }),
    );
  });

  it("a shuffle is a permutation and a mine layout has the chosen number of distinct tiles", () => {
    fc.assert(
      fc.property(seedArb, fc.nat(1_000_000), fc.integer({ min: 1, max: 24 }), (seed, nonce, mines) => {
        expect([...stream(nonce, seed).shuffle(25)].sort((a, b) => a - b)).toEqual(
          Array.from({ length: 25 }, (_, i) => i),
        );
        const layout = placeMines(stream(nonce, seed), mines);
        expect(new Set(layout).size).toBe(mines);
        for (const tile of layout) expect(tile >= 0 && tile < 25).toBe(true);
      }),
    );
  });

  it("dice pays 0.99 / chance of the stake, never more", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9998 }),
        fc.constantFrom("under" as const, "over" as const),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (target, direction, bet) => {
          const params = { target, direction };
          fc.pre(validDiceParams(params));
          const winning = BigInt(direction === "under" ? target : 9999 - target);
          const win = diceWin(bet, params, true);
          expect(win * 100n * winning <= bet * 990_000n).toBe(true);
          expect((win + 1n) * 100n * winning > bet * 990_000n).toBe(true);
          expect(diceMultiplierBasisPoints(params)).toBe(Math.floor(99_000_000 / Number(winning)));
        },
      ),
    );
  });

  it("the mines cash-out grows with every safe tile", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.bigInt({ min: 100n, max: 10n ** 9n }), (mines, bet) => {
        for (let k = 1; k < 25 - mines; k++) {
          expect(minesCashout(bet, mines, k + 1) >= minesCashout(bet, mines, k)).toBe(true);
        }
      }),
    );
  });
});

describe("game arithmetic", () => {
  it("mines multipliers are 0.99 · C(25,k) / C(25-m,k)", () => {
    expect(minesMultiplierText(1, 1)).toBe("1.0312"); // 0.99 · 25/24
    expect(minesMultiplierText(3, 2)).toBe("1.2857"); // 0.99 · 300/231
    expect(minesMultiplierText(24, 1)).toBe("24.7500"); // 0.99 · 25/1
    expect(minesCashout(1000n, 24, 1)).toBe(24_750n);
    expect(minesCashout(1000n, 5, 0)).toBe(0n);
  });

  it("a line pays its leftmost run with wilds standing in, or its leading wilds as wilds", () => {
    expect(linePay(["seven", "seven", "seven", "lemon", "seven"]).pay).toBe(25);
    expect(linePay(["wild", "seven", "wild", "seven", "bell"])).toEqual({
      pay: 100,
      symbol: "seven",
      count: 4,
    });
    expect(linePay(["wild", "wild", "wild", "lemon", "lemon"])).toEqual({
      pay: 40,
      symbol: "wild",
      count: 3,
    });
    expect(linePay(["wild", "wild", "wild", "wild", "wild"]).pay).toBe(1000);
    expect(linePay(["lemon", "lemon", "cherry", "lemon", "lemon"]).pay).toBe(0);
  });

  it("the slot's return to player is exactly 2,349,929 / 2,430,000 = 96.704897%", () => {
    const rtp = exactSlotRtp();
    expect(rtp).toEqual({ numerator: 2_349_929n, denominator: 2_430_000n });
    expect(fractionPercent(rtp, 6)).toBe("96.704897");
  });

  // A CPU-bound simulation: on a busy two-core runner it can outlast the default 5 s time-out.
  it("a simulation of 300,000 spins lands within the 99% confidence interval of the exact RTP", () => {
    const spins = 300_000;
    let sum = 0;
    let sumSquares = 0;
    for (let nonce = 0; nonce < spins; nonce++) {
      const perSpin = spinSlot(stream(nonce)).totalLinePay / 10;
      sum += perSpin;
      sumSquares += perSpin * perSpin;
    }
    const mean = sum / spins;
    const deviation = Math.sqrt(sumSquares / spins - mean * mean);
    const halfWidth = (2.5758 * deviation) / Math.sqrt(spins);
    const exact = Number(exactSlotRtp().numerator) / Number(exactSlotRtp().denominator);
    expect(Math.abs(mean - exact)).toBeLessThan(halfWidth);
    expect(halfWidth).toBeLessThan(0.05);
    // The figures the rules page publishes are this run's.
    expect(spins).toBe(SLOT_SIMULATION.spins);
    expect((mean * 100).toFixed(2)).toBe(SLOT_SIMULATION.percent);
    expect((halfWidth * 100).toFixed(2)).toBe(SLOT_SIMULATION.halfWidth);
  }, 60_000);

  it("a spin's win is the stake times the line pays over ten, rounded down", () => {
    const outcome = { ...spinSlot(stream(0)), totalLinePay: 37 };
    expect(slotWin(100n, outcome)).toBe(370n);
    expect(slotWin(7n, outcome)).toBe(25n);
  });
});
