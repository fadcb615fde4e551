import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { type Database, openDatabase } from "#app/db/database.ts";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { insertMember } from "./support/ledger-fixtures.ts";
import { copyPgliteTemplate, databaseKind, openTestDatabase } from "./support/test-database.ts";

const WRITER = path.join(import.meta.dirname, "support/ledger-writer.ts");

/** Starts the writer, waits until it has posted `atLeast` movements, then kills it without warning. */
function runAndKill(args: string[], atLeast: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", WRITER, ...args], {
      cwd: path.join(import.meta.dirname, ".."),
      stdio: ["pipe", "pipe", "pipe"],
    });
    let posted = 0;
    let errors = "";
    child.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    child.stdout.on("data", (chunk: Buffer) => {
      const counts = [...chunk.toString().matchAll(/posted (\d+)/g)].map((match) => Number(match[1]));
      posted = Math.max(posted, ...counts);
      if (posted >= atLeast) child.kill("SIGKILL");
    });
    child.on("exit", (code, signal) => {
      if (signal === "SIGKILL") resolve(posted);
      else reject(new Error(`writer ended by itself (${code}): ${errors}`));
    });
  });
}

/** The three members the writer posts for, on a database that already has the demo merchant. */
async function insertMembers(db: Database): Promise<number[]> {
  return [
    await insertMember(db, "demo", "crash-a"),
    await insertMember(db, "demo", "crash-b"),
    await insertMember(db, "demo", "crash-c"),
  ];
}

it(`leaves a sound ledger when the server is killed mid-way (${databaseKind})`, async () => {
  if (databaseKind === "postgres") {
    const db = await openTestDatabase("demo");
    try {
      const members = await insertMembers(db);
      expect(await runAndKill([db.url!, members.join(",")], 300)).toBeGreaterThanOrEqual(300);
      const check = await checkLedger(db);
      expect(check).toMatchObject({ ok: true, total: 0n });
      expect(check.entries).toBeGreaterThanOrEqual(300);
    } finally {
      await db.drop();
    }
    return;
  }
  // PGlite keeps its files in a folder that belongs to one process at a time: hand it over. The
  // folder is a copy of the suite's demo template, as migrating a new one took most of the test's time.
  const dataDir = copyPgliteTemplate("demo");
  try {
    const setup = await openDatabase({ dataDir });
    const members = await insertMembers(setup);
    await setup.close();
    expect(await runAndKill([dataDir, members.join(",")], 150)).toBeGreaterThanOrEqual(150);
    const reopened = await openDatabase({ dataDir });
    try {
      const check = await checkLedger(reopened);
      expect(check).toMatchObject({ ok: true, total: 0n });
      expect(check.entries).toBeGreaterThanOrEqual(150);
    } finally {
      await reopened.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
