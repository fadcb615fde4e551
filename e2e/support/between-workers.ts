// What the suite's workers share: a folder the configuration makes once per run, and a lock taken
// by creating a directory in it (atomic on every file system), so that one worker at a time reads
// and writes what they share.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** A lock older than this was left by a worker that died holding it. */
const STALE_MS = 120_000;

function sharedDir(): string {
  const dir = process.env.BANCA_E2E_SHARED_DIR;
  if (!dir) throw new Error("BANCA_E2E_SHARED_DIR is not set: run the suite through playwright.config.ts");
  return dir;
}

/** Runs `work` while no other worker holds the lock `name`. */
export async function betweenWorkers<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(sharedDir(), `${name}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_MS) rmSync(lock, { recursive: true, force: true });
      } catch {
        // Released between the two calls.
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** What a worker wrote under `name`, or undefined; read it while holding the lock of that name. */
export function readShared<T>(name: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path.join(sharedDir(), `${name}.json`), "utf8")) as T;
  } catch {
    return undefined;
  }
}

export function writeShared(name: string, value: unknown) {
  writeFileSync(path.join(sharedDir(), `${name}.json`), JSON.stringify(value));
}
