import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { drawStream } from "@banca/contract/lottery/fair-draw";
import { OutcomeStream } from "@banca/server/modules/bgs/fairness/outcome-stream.ts";
import { newClientSeed, newServerSeed } from "@banca/server/modules/bgs/fairness/seeds.ts";
import { hmacSha256 } from "./hmac-sha256.ts";

export type Verdict = "PASSED" | "WEAK" | "FAILED";
export type Assessment = { test: string; p: number; verdict: Verdict };

/** One result row of dieharder's table: `   diehard_birthdays|   0|       100|     100|0.12345678|  PASSED`. */
const ROW = /^\s*([\w-]+)\|\s*\d+\|\s*\d+\|\s*\d+\|\s*([\d.eE+-]+)\|\s*(PASSED|WEAK|FAILED)\s*$/;

export function parseAssessments(output: string): Assessment[] {
  return output.split("\n").flatMap((line) => {
    const match = ROW.exec(line);
    return match ? [{ test: match[1]!, p: Number(match[2]), verdict: match[3] as Verdict }] : [];
  });
}

export const tally = (assessments: readonly Assessment[]) => ({
  passed: assessments.filter((a) => a.verdict === "PASSED").length,
  weak: assessments.filter((a) => a.verdict === "WEAK").length,
  failed: assessments.filter((a) => a.verdict === "FAILED").length,
});

/** One run of dieharder: the test's number and the arguments after `-g 200`. */
export type BatteryRun = { test: number; args: string[] };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * `dieharder -a` as one run per test, in -a's order and with its defaults; where -a sweeps a test's
 * parameter (the RGB tests' ntuple, the lagged sum's lag) one run per value, as `-d N` alone would
 * run only the default. -a itself cannot resume, and the whole battery reads hundreds of gigabytes
 * (the lagged sums alone about 224 GB), so a battery stopped part-way goes on from the test it had
 * reached (`--from`). Each run gets a fresh seed, as a fresh player or issue would.
 */
export const FULL_BATTERY: BatteryRun[] = [
  ...[...range(0, 17), 100, 101, 102].map((test) => ({ test, args: ["-d", String(test)] })),
  ...range(1, 12).map((n) => ({ test: 200, args: ["-d", "200", "-n", String(n)] })),
  ...range(2, 5).map((n) => ({ test: 201, args: ["-d", "201", "-n", String(n)] })),
  ...range(2, 5).map((n) => ({ test: 202, args: ["-d", "202", "-n", String(n)] })),
  ...range(0, 32).map((n) => ({ test: 203, args: ["-d", "203", "-n", String(n)] })),
  ...range(204, 209).map((test) => ({ test, args: ["-d", String(test)] })),
];

/**
 * The battery's runs from test number `test` on, and within a swept test from its parameter value
 * `n` on (`--from in-house:203:9` goes on at the lagged sum's lag 9: each lag reads (lag + 1) × 400 MB).
 */
export function batteryFrom(test: number, n?: number): BatteryRun[] {
  const parameter = (run: BatteryRun) => Number(run.args[run.args.indexOf("-n") + 1] ?? 0);
  return FULL_BATTERY.filter(
    (run) => run.test > test || (run.test === test && (n === undefined || parameter(run) >= n)),
  );
}

/** Rounds of the in-house stream in one chunk; issues of the lottery's. */
const ROUNDS_PER_CHUNK = 512;
const ISSUES_PER_CHUNK = 256;

/** A stream's seeds (in-house: one pair for the whole stream) or game (lottery: a seed per issue). */
export type StreamSource =
  | { kind: "in-house"; serverSeed: string; clientSeed: string }
  | { kind: "lottery"; gameCode: string };

/**
 * Chunk `index` of the in-house games' random stream as the games read it: for nonce after nonce of
 * one seed pair (as a player gets one), the round's 32-bit words in order (the first four HMAC
 * blocks of each round, more than any game reads), written big-endian as the raw bytes dieharder's
 * generator 200 (stdin_input_raw) reads. The blocks are `hmacSha256`'s, the games' construction
 * byte for byte (`${clientSeed}:${nonce}:${cursor}` under the server seed); each chunk's first round
 * is read again through the games' own `OutcomeStream` and must match word for word.
 */
function inHouseChunk(seeds: { serverSeed: string; clientSeed: string }, index: number, wordsPerRound = 32) {
  const chunk = Buffer.alloc(wordsPerRound * 4 * ROUNDS_PER_CHUNK);
  const first = index * ROUNDS_PER_CHUNK;
  const mac = hmacSha256(seeds.serverSeed);
  const text = Buffer.alloc(256);
  for (let nonce = first, offset = 0; nonce < first + ROUNDS_PER_CHUNK; nonce++) {
    for (let cursor = 0; cursor < wordsPerRound / 8; cursor++, offset += 32)
      mac(text, text.write(`${seeds.clientSeed}:${nonce}:${cursor}`, "latin1"), chunk, offset);
  }
  const games = new OutcomeStream({ ...seeds, nonce: first });
  for (let w = 0; w < wordsPerRound; w++) {
    if (games.nextUint32() !== chunk.readUInt32BE(w * 4))
      throw new Error(`the in-house stream's round ${first} is not OutcomeStream's`);
  }
  return chunk;
}

/**
 * Chunk `index` of the lottery's random stream as a draw reads it: for issue after issue of a game,
 * a fresh 32-byte seed and the draw's raw 32-bit words (`below(2^32)` skips nothing), 64 words an
 * issue. The server's `drawStream` runs on Web Crypto, whose every block is a trip to the thread
 * pool (about 1.5 MB/s here, days for the battery): the bytes are made with `hmacSha256`, block
 * for block the same construction, and each chunk's first issue is drawn again through
 * `drawStream` itself and must match word for word.
 */
async function lotteryChunk(gameCode: string, index: number, wordsPerIssue = 64) {
  const chunk = Buffer.alloc(wordsPerIssue * 4 * ISSUES_PER_CHUNK);
  // A fresh seed per issue, taken from the system's generator for the whole chunk at once.
  const seeds = randomBytes(32 * ISSUES_PER_CHUNK);
  const text = Buffer.alloc(64);
  for (let i = 0, offset = 0; i < ISSUES_PER_CHUNK; i++) {
    const mac = hmacSha256(seeds.subarray(32 * i, 32 * i + 32));
    const issue = index * ISSUES_PER_CHUNK + i;
    for (let block = 0; block < wordsPerIssue / 8; block++, offset += 32)
      mac(text, text.write(`${gameCode}:${issue}:${block}`, "latin1"), chunk, offset);
  }
  const drawn = await drawStream(seeds.toString("hex", 0, 32), gameCode, String(index * ISSUES_PER_CHUNK));
  for (let w = 0; w < wordsPerIssue; w++) {
    if ((await drawn.below(2 ** 32)) !== chunk.readUInt32BE(w * 4))
      throw new Error(`the lottery stream's issue ${index * ISSUES_PER_CHUNK} is not drawStream's`);
  }
  return chunk;
}

/** Chunk `index` of the stream `source` names. */
export function streamChunk(source: StreamSource, index: number): Buffer | Promise<Buffer> {
  return source.kind === "in-house" ? inHouseChunk(source, index) : lotteryChunk(source.gameCode, index);
}

/** The in-house stream of a fresh seed pair, or the lottery stream of `gameCode`. */
export function newStreamSource(stream: "in-house" | "lottery", gameCode = "K3"): StreamSource {
  return stream === "in-house"
    ? { kind: "in-house", serverSeed: newServerSeed(), clientSeed: newClientSeed() }
    : { kind: "lottery", gameCode };
}

/**
 * The same stream, chunk after chunk in the same order, made by `threads` worker threads at once
 * (chunk i by worker i mod threads, a few ahead each): making the stream is the battery's
 * bottleneck (dieharder itself reads far faster), and it has a core to itself per thread.
 */
export async function* streamInParallel(
  source: StreamSource,
  threads = availableParallelism(),
): AsyncGenerator<Buffer> {
  const workers = Array.from(
    { length: threads },
    () => new Worker(new URL("./rng-stream-worker.mjs", import.meta.url), { workerData: source }),
  );
  // Each worker answers its requests in order: a queue of the waiting promises per worker.
  const waiting = workers.map(() => [] as { resolve(chunk: Buffer): void; reject(error: Error): void }[]);
  workers.forEach((worker, k) => {
    worker.on("message", (bytes: Uint8Array) =>
      waiting[k]!.shift()?.resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    );
    worker.on("error", (error) => {
      for (const request of waiting[k]!.splice(0)) request.reject(error);
    });
  });
  const ask = (index: number) =>
    new Promise<Buffer>((resolve, reject) => {
      waiting[index % threads]!.push({ resolve, reject });
      workers[index % threads]!.postMessage(index);
    });
  const ahead: Promise<Buffer>[] = [];
  try {
    for (let asked = 0; ; ) {
      while (ahead.length < threads * 2) ahead.push(ask(asked++));
      yield await ahead.shift()!;
    }
  } finally {
    // Requests still in flight are dropped with their workers.
    for (const pending of ahead) pending.catch(() => {});
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/**
 * Runs dieharder on a stream (arguments after `-g 200`, e.g. `-d 0` or `-a`), feeding it as fast as
 * it reads and stopping when it exits. Answers its output and the bytes it took; each result row also goes to `onAssessment` as it comes.
 */
export function runDieharder(
  args: string[],
  source: Iterator<Buffer> | AsyncIterator<Buffer>,
  onAssessment: (assessment: Assessment) => void = () => {},
) {
  return new Promise<{ output: string; bytes: number }>((resolve, reject) => {
    const child = spawn("dieharder", ["-g", "200", ...args], { stdio: ["pipe", "pipe", "inherit"] });
    let output = "";
    let bytes = 0;
    let closed = false;
    // Rows are passed on as dieharder prints them: the full battery runs for hours.
    let pendingLine = "";
    child.stdout.setEncoding("utf8").on("data", (text: string) => {
      output += text;
      const lines = (pendingLine + text).split("\n");
      pendingLine = lines.pop() ?? "";
      for (const assessment of parseAssessments(lines.join("\n"))) onAssessment(assessment);
    });
    child.on("error", (error) =>
      reject(new Error(`dieharder did not start (${error.message}): apt-get install dieharder`)),
    );
    const exited = new Promise<void>((done) =>
      child.on("close", (code) => {
        closed = true;
        done();
        if (code === 0 || parseAssessments(output).length > 0) resolve({ output, bytes });
        else reject(new Error(`dieharder ${args.join(" ")} exited with ${code}`));
      }),
    );
    // It stops reading when it has enough: the broken pipe that follows is the normal end.
    child.stdin.on("error", () => {});
    const pump = async () => {
      while (!closed) {
        const chunk = (await source.next()).value as Buffer;
        bytes += chunk.length;
        if (!child.stdin.write(chunk)) {
          await Promise.race([new Promise((drained) => child.stdin.once("drain", drained)), exited]);
        }
      }
    };
    pump()
      .catch(reject)
      // The stream is done with: a generator's own clean-up (its worker threads) runs now.
      .finally(() => void source.return?.());
  });
}
