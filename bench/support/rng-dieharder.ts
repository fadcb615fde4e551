import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { drawStream } from "@banca/contract/lottery/fair-draw";
import { OutcomeStream } from "@banca/server/modules/bgs/fairness/outcome-stream.ts";
import { newClientSeed, newServerSeed } from "@banca/server/modules/bgs/fairness/seeds.ts";

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

/**
 * The in-house games' random stream as the games read it: a fresh seed pair as a player gets one,
 * then for nonce 0, 1, 2… the round's 32-bit words in order (the first four HMAC blocks of each
 * round, more than any game reads), written big-endian as the raw bytes dieharder's generator 200
 * (stdin_input_raw) reads.
 */
export function* inHouseStream(wordsPerRound = 32): Generator<Buffer> {
  const serverSeed = newServerSeed();
  const clientSeed = newClientSeed();
  const chunk = Buffer.alloc(wordsPerRound * 4 * 512);
  for (let nonce = 0; ; ) {
    let offset = 0;
    while (offset < chunk.length) {
      const stream = new OutcomeStream({ serverSeed, clientSeed, nonce });
      for (let i = 0; i < wordsPerRound; i++, offset += 4) chunk.writeUInt32BE(stream.nextUint32(), offset);
      nonce += 1;
    }
    yield Buffer.from(chunk);
  }
}

/**
 * The lottery's random stream as a draw reads it: for issue after issue of a game, a fresh 32-byte
 * seed and the draw's raw 32-bit words (`below(2^32)` skips nothing), 64 words an issue, through the
 * very function the server draws with. Issues are derived a batch at a time (Web Crypto answers
 * asynchronously).
 */
export async function* lotteryStream(gameCode: string, wordsPerIssue = 64): AsyncGenerator<Buffer> {
  for (let issue = 0; ; issue += 256) {
    const words = await Promise.all(
      Array.from({ length: 256 }, async (_, i) => {
        const stream = await drawStream(randomBytes(32).toString("hex"), gameCode, String(issue + i));
        const chunk = Buffer.alloc(wordsPerIssue * 4);
        for (let w = 0; w < wordsPerIssue; w++) chunk.writeUInt32BE(await stream.below(2 ** 32), w * 4);
        return chunk;
      }),
    );
    yield Buffer.concat(words);
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
    pump().catch(reject);
  });
}
