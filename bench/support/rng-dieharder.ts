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
 * it reads and stopping when it exits. Answers its output and the bytes it took.
 */
export function runDieharder(args: string[], source: Iterator<Buffer> | AsyncIterator<Buffer>) {
  return new Promise<{ output: string; bytes: number }>((resolve, reject) => {
    const child = spawn("dieharder", ["-g", "200", ...args], { stdio: ["pipe", "pipe", "inherit"] });
    let output = "";
    let bytes = 0;
    let closed = false;
    child.stdout.setEncoding("utf8").on("data", (text: string) => {
      output += text;
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
