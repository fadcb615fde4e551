import { createHash, createHmac } from "node:crypto";
import { type DrawKind, drawResult, pc28Digits, seedHash } from "@banca/contract/lottery/fair-draw";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

// The derivation of decision 052 written again from its text with Node's own crypto: the shared
// fair-draw code (which the server draws with and the verifier page runs in the browser) must agree.
function referenceStream(seed: string, gameCode: string, numero: string) {
  let block = 0;
  let words: number[] = [];
  const nextWord = () => {
    if (words.length === 0) {
      const digest = createHmac("sha256", Buffer.from(seed, "hex"))
        .update(`${gameCode}:${numero}:${block}`)
        .digest();
      block += 1;
      words = Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4));
    }
    return words.shift()!;
  };
  return (n: number) => {
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const word = nextWord();
      if (word < limit) return word % n;
    }
  };
}

function referenceDraw(kind: DrawKind, seed: string, gameCode: string, numero: string): number[] {
  const below = referenceStream(seed, gameCode, numero);
  const shuffle = (count: number, from: number) => {
    const pool = Array.from({ length: from }, (_, i) => i + 1);
    for (let i = 0; i < count; i += 1) {
      const j = i + below(from - i);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pool.slice(0, count);
  };
  switch (kind.kind) {
    case "permutation":
      return shuffle(kind.size, kind.size);
    case "dice":
      return Array.from({ length: kind.count }, () => below(6) + 1);
    case "pick":
      return shuffle(kind.count, kind.from);
    case "pc28": {
      const keno = shuffle(20, 80).sort((a, b) => a - b);
      return [0, 6, 12].map((from) => keno.slice(from, from + 6).reduce((sum, ball) => sum + ball, 0) % 10);
    }
    default:
      throw new Error(`no reference for ${kind.kind}`);
  }
}

const GAMES: [string, DrawKind][] = [
  ["PK10_1", { kind: "permutation", size: 10 }],
  ["K3_1", { kind: "dice", count: 3 }],
  ["11X5_1", { kind: "pick", count: 5, from: 11 }],
  ["PC28_3", { kind: "pc28" }],
  ["KENO_3", { kind: "pick", count: 20, from: 80 }],
];
const seedArbitrary = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString("hex"));
const numeroArbitrary = fc.integer({ min: 1, max: 1440 }).map((n) => `20260101${String(n).padStart(4, "0")}`);
const distinctWithin = (balls: number[], min: number, max: number) =>
  new Set(balls).size === balls.length && balls.every((ball) => ball >= min && ball <= max);

describe("the shared fair draw of the quick games", () => {
  it.each(GAMES)("%s: the verifier's code draws what the written derivation draws", async (code, kind) => {
    await fc.assert(
      fc.asyncProperty(seedArbitrary, numeroArbitrary, async (seed, numero) => {
        expect(await drawResult(kind, seed, code, numero)).toEqual({
          balls: referenceDraw(kind, seed, code, numero),
        });
      }),
      { numRuns: 40 },
    );
  });

  it("draws these results from this seed, for good (a change would change every published draw)", async () => {
    const seed = "5eed".repeat(16);
    const drawn = await Promise.all(
      GAMES.map(async ([code, kind]) => [code, await drawResult(kind, seed, code, "209901010001")]),
    );
    expect(Object.fromEntries(drawn)).toEqual({
      PK10_1: { balls: [1, 4, 7, 6, 8, 5, 3, 10, 2, 9] },
      K3_1: { balls: [4, 6, 1] },
      "11X5_1": { balls: [6, 4, 9, 5, 7] },
      PC28_3: { balls: [6, 0, 0] },
      KENO_3: {
        balls: [25, 14, 17, 30, 34, 5, 31, 28, 47, 38, 41, 57, 80, 77, 27, 78, 75, 65, 8, 74],
      },
    });
    expect(await seedHash(seed)).toBe(createHash("sha256").update(Buffer.from(seed, "hex")).digest("hex"));
  });

  it("gives each game a result of its shape", async () => {
    await fc.assert(
      fc.asyncProperty(seedArbitrary, numeroArbitrary, async (seed, numero) => {
        const balls = async (index: number) => {
          const [code, kind] = GAMES[index]!;
          const result = await drawResult(kind, seed, code, numero);
          return "balls" in result ? result.balls : [];
        };
        const pk10 = await balls(0);
        expect([...pk10].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        const dice = await balls(1);
        expect(dice).toHaveLength(3);
        expect(dice.every((die) => die >= 1 && die <= 6)).toBe(true);
        const eleven = await balls(2);
        expect(eleven).toHaveLength(5);
        expect(distinctWithin(eleven, 1, 11)).toBe(true);
        const digits = await balls(3);
        expect(digits).toHaveLength(3);
        expect(digits.every((digit) => Number.isInteger(digit) && digit >= 0 && digit <= 9)).toBe(true);
        const keno = await balls(4);
        expect(keno).toHaveLength(20);
        expect(distinctWithin(keno, 1, 80)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it("adds up PC28 from the sorted Keno numbers: balls 1–6, 7–12 and 13–18, last digits", () => {
    const keno = [80, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 79];
    // 1+…+6 = 21, 7+…+12 = 57, 13+…+18 = 93; 79 and 80 are the two left out.
    expect(pc28Digits(keno)).toEqual([1, 7, 3]);
  });
});
