// The draw of a lottery issue from its seed (decision 052): the same function runs in the server
// that draws and in the visitor's browser that checks the draw, on the Web Crypto API both offer.
// Free of zod and of Node: the verifier page imports it as it is.

/** How a game's result is drawn. */
export type DrawKind =
  | { kind: "vn"; layout: VnLayout }
  | { kind: "digits"; count: number }
  | { kind: "permutation"; size: number }
  | { kind: "dice"; count: number }
  | { kind: "pick"; count: number; from: number }
  | { kind: "pc28" };

/** North draws 27 numbers a day; Central and South draw 18 per station (lottery notes). */
export type VnLayout = "north" | "south";

/** A drawn result: the Vietnamese table (special prize first) or the balls in drawing order. */
export type DrawResult = { prizes: string[][] } | { balls: number[] };

/** The rows of a Vietnamese result table, special prize first: how many numbers of how many digits. */
export const VN_LAYOUTS: Record<VnLayout, { count: number; digits: number }[]> = {
  north: [
    { count: 1, digits: 5 },
    { count: 1, digits: 5 },
    { count: 2, digits: 5 },
    { count: 6, digits: 5 },
    { count: 4, digits: 4 },
    { count: 6, digits: 4 },
    { count: 3, digits: 3 },
    { count: 4, digits: 2 },
  ],
  south: [
    { count: 1, digits: 6 },
    { count: 1, digits: 5 },
    { count: 1, digits: 5 },
    { count: 2, digits: 5 },
    { count: 7, digits: 5 },
    { count: 1, digits: 4 },
    { count: 3, digits: 4 },
    { count: 1, digits: 3 },
    { count: 1, digits: 2 },
  ],
};

// The package is built without DOM or Node types: the little of Web Crypto used here, typed here.
type HmacKey = { readonly type: string };
type Platform = {
  crypto: {
    subtle: {
      digest(algorithm: "SHA-256", data: Uint8Array): Promise<ArrayBuffer>;
      importKey(
        format: "raw",
        key: Uint8Array,
        algorithm: { name: "HMAC"; hash: "SHA-256" },
        extractable: boolean,
        usages: string[],
      ): Promise<HmacKey>;
      sign(algorithm: "HMAC", key: HmacKey, data: Uint8Array): Promise<ArrayBuffer>;
    };
  };
  TextEncoder: new () => { encode(text: string): Uint8Array };
};
const platform = globalThis as unknown as Platform;
const subtle = () => platform.crypto.subtle;
const encode = (text: string) => new platform.TextEncoder().encode(text);

export function hexToBytes(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})+$/.test(hex)) throw new Error("not a lower-case hex string");
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export const bytesToHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

/** The commitment published before sales close: SHA-256 of the seed's 32 bytes, in hex. */
export async function seedHash(seedHex: string): Promise<string> {
  return bytesToHex(new Uint8Array(await subtle().digest("SHA-256", hexToBytes(seedHex))));
}

/**
 * Uniform integers from the seed: block i is HMAC-SHA256(seed, "<gameCode>:<numero>:<i>"), read as
 * big-endian 32-bit words; a word at or above the largest multiple of n below 2^32 is skipped, so
 * every value in [0, n) is exactly as likely as any other.
 */
export async function drawStream(seedHex: string, gameCode: string, numero: string) {
  const key = await subtle().importKey("raw", hexToBytes(seedHex), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  let block = 0;
  let words: DataView | null = null;
  let offset = 32;
  async function nextWord(): Promise<number> {
    if (!words || offset >= 32) {
      const message = encode(`${gameCode}:${numero}:${block}`);
      words = new DataView(await subtle().sign("HMAC", key, message));
      block += 1;
      offset = 0;
    }
    const word = words.getUint32(offset, false);
    offset += 4;
    return word;
  }
  return {
    async below(n: number): Promise<number> {
      const limit = Math.floor(2 ** 32 / n) * n;
      for (;;) {
        const word = await nextWord();
        if (word < limit) return word % n;
      }
    },
  };
}

type Stream = Awaited<ReturnType<typeof drawStream>>;

/** `count` distinct numbers of 1..from, in the order drawn (a partial Fisher–Yates shuffle). */
async function pick(stream: Stream, count: number, from: number): Promise<number[]> {
  const pool = Array.from({ length: from }, (_, i) => i + 1);
  for (let i = 0; i < count; i += 1) {
    const j = i + (await stream.below(from - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** PC28: the sums of the sorted Keno draw's balls 1–6, 7–12 and 13–18, each by its last digit. */
export function pc28Digits(kenoBalls: readonly number[]): [number, number, number] {
  const sorted = [...kenoBalls].sort((a, b) => a - b);
  const part = (from: number) => sorted.slice(from, from + 6).reduce((sum, ball) => sum + ball, 0) % 10;
  return [part(0), part(6), part(12)];
}

/** The result of issue `numero` of game `gameCode` drawn from `seedHex`: anyone can recompute it. */
export async function drawResult(
  draw: DrawKind,
  seedHex: string,
  gameCode: string,
  numero: string,
): Promise<DrawResult> {
  const stream = await drawStream(seedHex, gameCode, numero);
  switch (draw.kind) {
    case "vn": {
      const prizes: string[][] = [];
      for (const row of VN_LAYOUTS[draw.layout]) {
        const numbers: string[] = [];
        for (let i = 0; i < row.count; i += 1) {
          numbers.push(String(await stream.below(10 ** row.digits)).padStart(row.digits, "0"));
        }
        prizes.push(numbers);
      }
      return { prizes };
    }
    case "digits": {
      const balls: number[] = [];
      for (let i = 0; i < draw.count; i += 1) balls.push(await stream.below(10));
      return { balls };
    }
    case "dice": {
      const balls: number[] = [];
      for (let i = 0; i < draw.count; i += 1) balls.push((await stream.below(6)) + 1);
      return { balls };
    }
    case "permutation":
      return { balls: await pick(stream, draw.size, draw.size) };
    case "pick":
      return { balls: await pick(stream, draw.count, draw.from) };
    case "pc28":
      return { balls: pc28Digits(await pick(stream, 20, 80)) };
  }
}

/** The short form of a result the history lists show (the wire's winNo / winningNumber). */
export function winningNumber(result: DrawResult): string {
  if ("prizes" in result) return result.prizes[0]?.[0] ?? "";
  return result.balls.join(",");
}
