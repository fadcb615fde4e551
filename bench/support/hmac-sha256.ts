import { createHash } from "node:crypto";

// HMAC-SHA256 for the dieharder battery's streams (rng-dieharder.ts), which need hundreds of
// gigabytes of it. node:crypto's createHmac costs about 3.5 µs per 32-byte block here, nearly all of
// it per call (a key set up, two contexts, three trips into C++); the streams hash many short texts
// under one key. So each key's two pad blocks are compressed once, and a block is then two SHA-256
// compressions in plain JavaScript, about 1 µs. The streams check their bytes against the games' and
// the draws' own code (node:crypto) chunk by chunk, and the tests against createHmac, so this can
// never silently differ (decision 106).

const ROUND_CONSTANTS = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const INITIAL_STATE = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);
const BLOCK_BYTES = 64;
const schedule = new Int32Array(64);

/** SHA-256's compression of one block (16 big-endian words) onto `state`, written to `out`. */
function compress(state: Int32Array, block: Int32Array, out: Int32Array) {
  const w = schedule;
  w.set(block);
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15]!;
    const y = w[i - 2]!;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!,
    b = state[1]!,
    c = state[2]!,
    d = state[3]!;
  let e = state[4]!,
    f = state[5]!,
    g = state[6]!,
    h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + ROUND_CONSTANTS[i]! + w[i]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  out[0] = (state[0]! + a) | 0;
  out[1] = (state[1]! + b) | 0;
  out[2] = (state[2]! + c) | 0;
  out[3] = (state[3]! + d) | 0;
  out[4] = (state[4]! + e) | 0;
  out[5] = (state[5]! + f) | 0;
  out[6] = (state[6]! + g) | 0;
  out[7] = (state[7]! + h) | 0;
}

/** Reads 64 bytes of `bytes` from `offset` (zeros past its end) as 16 big-endian words into `block`. */
function readBlock(bytes: Uint8Array, offset: number, end: number, block: Int32Array) {
  block.fill(0);
  for (let i = offset; i < Math.min(end, offset + BLOCK_BYTES); i++)
    block[(i - offset) >> 2]! |= bytes[i]! << (24 - 8 * ((i - offset) & 3));
}

/**
 * HMAC-SHA256 under `key` (a string's UTF-8 bytes, as createHmac takes it): the returned function
 * writes the 32-byte MAC of `message[0, length)` to `out` at `offset`. One function per key; not
 * for concurrent use (it keeps its work space).
 */
export function hmacSha256(key: string | Uint8Array) {
  let keyBytes: Uint8Array = typeof key === "string" ? Buffer.from(key, "utf8") : key;
  if (keyBytes.length > BLOCK_BYTES) keyBytes = createHash("sha256").update(keyBytes).digest();
  const block = new Int32Array(16);
  const padState = (pad: number) => {
    const padded = new Uint8Array(BLOCK_BYTES).fill(pad);
    for (let i = 0; i < keyBytes.length; i++) padded[i] = keyBytes[i]! ^ pad;
    readBlock(padded, 0, BLOCK_BYTES, block);
    const state = new Int32Array(8);
    compress(INITIAL_STATE, block, state);
    return state;
  };
  const inner = padState(0x36);
  const outer = padState(0x5c);
  const state = new Int32Array(8);
  // The outer hash's one block: the inner digest, the padding bit, and the length (pad block + 32 bytes).
  const outerBlock = new Int32Array(16);
  outerBlock[8] = 0x80000000 | 0;
  outerBlock[15] = (BLOCK_BYTES + 32) * 8;
  return (message: Uint8Array, length: number, out: Uint8Array, offset: number) => {
    state.set(inner);
    let at = 0;
    for (; length - at >= BLOCK_BYTES; at += BLOCK_BYTES) {
      readBlock(message, at, length, block);
      compress(state, block, state);
    }
    // The tail, the padding bit and the bit length; in a block of its own when they do not fit.
    const tail = length - at;
    readBlock(message, at, length, block);
    block[tail >> 2]! |= 0x80 << (24 - 8 * (tail & 3));
    if (tail >= BLOCK_BYTES - 8) {
      compress(state, block, state);
      block.fill(0);
    }
    block[15] = (BLOCK_BYTES + length) * 8;
    compress(state, block, state);
    outerBlock.set(state.subarray(0, 8));
    compress(outer, outerBlock, state);
    for (let i = 0; i < 8; i++) {
      const word = state[i]!;
      out[offset + 4 * i] = word >>> 24;
      out[offset + 4 * i + 1] = (word >>> 16) & 0xff;
      out[offset + 4 * i + 2] = (word >>> 8) & 0xff;
      out[offset + 4 * i + 3] = word & 0xff;
    }
  };
}
