import { createHmac } from "node:crypto";

export type RoundSeeds = { serverSeed: string; clientSeed: string; nonce: number };

const BLOCK_BYTES = 32;
const TWO_32 = 2 ** 32;

/**
 * The outcome bytes of one round: block `cursor` is
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`), cursor 0, 1, 2, ...
 * concatenated. Every game reads the numbers it needs from this stream in order, so a round is fully
 * determined by the two seeds and the nonce.
 */
export class OutcomeStream {
  private block = Buffer.alloc(0);
  private offset = 0;
  private cursor = 0;
  /** How many 32-bit words have been read, for the verifier's explanation. */
  wordsRead = 0;

  constructor(private readonly seeds: RoundSeeds) {
    if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0)
      throw new Error("nonce must be a whole number");
  }

  private nextBlock() {
    const { serverSeed, clientSeed, nonce } = this.seeds;
    this.block = createHmac("sha256", serverSeed).update(`${clientSeed}:${nonce}:${this.cursor}`).digest();
    this.cursor += 1;
    this.offset = 0;
  }

  /** The next 4 bytes as an unsigned big-endian integer in [0, 2^32). */
  nextUint32(): number {
    if (this.offset + 4 > BLOCK_BYTES || this.block.length === 0) this.nextBlock();
    const value = this.block.readUInt32BE(this.offset);
    this.offset += 4;
    this.wordsRead += 1;
    return value;
  }

  /**
   * A uniform integer in [0, n) without modulo bias: words at or above the largest multiple of n
   * below 2^32 are rejected and the next word is read (for n ≤ 10,000 that happens with
   * probability below 2.4e-6 per draw).
   */
  nextInt(n: number): number {
    if (!Number.isSafeInteger(n) || n < 1 || n > TWO_32) throw new Error(`cannot draw from ${n} values`);
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const word = this.nextUint32();
      if (word < limit) return word % n;
    }
  }

  /**
   * A uniform float in [0, 1) on the grid of multiples of 2^-53: 21 bits of one word and all 32 of
   * the next, so every representable grid point is equally likely (no division by a non-power of two).
   */
  nextFloat(): number {
    const high = this.nextUint32() >>> 11;
    const low = this.nextUint32();
    return (high * TWO_32 + low) / 2 ** 53;
  }

  /** A uniformly random permutation of 0..size-1 (Fisher–Yates from the end, one draw per swap). */
  shuffle(size: number): number[] {
    const items = Array.from({ length: size }, (_, index) => index);
    for (let i = size - 1; i > 0; i--) {
      const j = this.nextInt(i + 1);
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }
}

/** The first block of a round in hex, shown by the verifier so a player can check it with any HMAC tool. */
export const firstBlockHex = (seeds: RoundSeeds): string =>
  createHmac("sha256", seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:0`).digest("hex");
