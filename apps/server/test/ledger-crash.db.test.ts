import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { type Database, openDatabase } from "#app/db/database.ts";
import { migrate } from "#app/db/migrate.ts";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { seedMerchants } from "#app/seed/seed-merchant.ts";
import { insertMember } from "./support/ledger-fixtures.ts";
import { demoConfig } from "./support/test-app.ts";
import { databaseKind, openTestDatabase } from "./support/test-database.ts";

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

async function prepare(db: Database): Promise<number[]> {
  await seedMerchants(db, [demoConfig()]);
  return [
    await insertMember(db, "demo", "crash-a"),
    await insertMember(db, "demo", "crash-b"),
    await insertMember(db, "demo", "crash-c"),
  ];
}

it(`leaves a sound ledger when the server is killed mid-way (${databaseKind})`, async () => {
  if (databaseKind === "postgres") {
    const db = await openTestDatabase();
    try {
      const members = await prepare(db);
      expect(await runAndKill([db.url!, members.join(",")], 300)).toBeGreaterThanOrEqual(300);
      const check = await checkLedger(db);
      expect(check).toMatchObject({ ok: true, total: 0n });
      expect(check.entries).toBeGreaterThanOrEqual(300);
    } finally {
      await db.drop();
    }
    return;
  }
  // PGlite keeps its files in a folder that belongs to one process at a time: hand it over.
  const dataDir = mkdtempSync(path.join(tmpdir(), "banca-crash-"));
  try {
    const setup = await openDatabase({ dataDir });
    await migrate(setup);
    const members = await prepare(setup);
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
