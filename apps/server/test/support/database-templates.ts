// Vitest global set-up of the database suite: migrates (and seeds the demo merchant into) one
// database per run, and every test file starts from a copy of it. Migrating and seeding from
// scratch for each of the suite's hundred databases was most of the suite's time.
import { randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { type Database, type DatabaseOptions, openDatabase } from "#app/db/database.ts";
import { migrate } from "#app/db/migrate.ts";
import { seedMerchants } from "#app/seed/seed-merchant.ts";
import { withServer } from "./postgres-server.ts";
import { demoConfig } from "./test-app.ts";
// The template's demo accounts are hashed at the suite's cost, like every account its tests make.
import "./test-password-hashing.ts";

/** `migrated`: every migration applied; `demo`: that plus the demo merchant a fresh install seeds. */
export type TemplateName = "migrated" | "demo";

/** Where the copies come from: PGlite data folders, or template databases on the server. */
export type DatabaseTemplates =
  | { kind: "pglite"; folders: Record<TemplateName, string>; copies: string }
  | { kind: "postgres"; databases: Record<TemplateName, string>; copyPrefix: string };

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

const seedDemo = (db: Database) => seedMerchants(db, [demoConfig()]);

/**
 * Shared memory where the machine has it: a test file's copy is a plain copy of a folder there,
 * which PGlite opens in half the time it took to unpack the same folder from an archive into its
 * in-memory file system (and without the archive's 50 MB on the worker's heap).
 */
const scratch = () => (existsSync("/dev/shm") ? "/dev/shm" : tmpdir());

async function fill(options: DatabaseOptions, work: (db: Database) => Promise<unknown>) {
  const db = await openDatabase(options);
  try {
    await work(db);
  } finally {
    await db.close();
  }
}

const RUN_FOLDER = /^banca-db-(\d+)-/;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes the folders of earlier runs whose process is gone: a run stopped before its teardown
 * (Ctrl-C) would otherwise keep its templates in shared memory until the machine restarts.
 */
function removeAbandonedRuns(base: string) {
  for (const name of readdirSync(base)) {
    const pid = RUN_FOLDER.exec(name)?.[1];
    if (pid && !processAlive(Number(pid))) rmSync(path.join(base, name), { recursive: true, force: true });
  }
}

async function pgliteTemplates(): Promise<{ templates: DatabaseTemplates; remove(): Promise<void> }> {
  removeAbandonedRuns(scratch());
  const run = mkdtempSync(path.join(scratch(), `banca-db-${process.pid}-`));
  const folders = { migrated: path.join(run, "migrated"), demo: path.join(run, "demo") };
  const copies = path.join(run, "copies");
  mkdirSync(copies);
  await fill({ dataDir: folders.migrated }, migrate);
  cpSync(folders.migrated, folders.demo, { recursive: true });
  await fill({ dataDir: folders.demo }, seedDemo);
  return {
    templates: { kind: "pglite", folders, copies },
    remove: async () => rmSync(run, { recursive: true, force: true }),
  };
}

/** A new database of the server, made from `template` when given. */
const createDatabase = async (url: string, name: string, template?: string) => ({
  url: await withServer(url, (server) => server.createDatabase(name, template)),
});

async function postgresTemplates(
  url: string,
): Promise<{ templates: DatabaseTemplates; remove(): Promise<void> }> {
  const run = randomUUID().replaceAll("-", "").slice(0, 12);
  const databases = { migrated: `banca_tpl_${run}_migrated`, demo: `banca_tpl_${run}_demo` };
  const copyPrefix = `banca_test_${run}_`;
  await fill(await createDatabase(url, databases.migrated), migrate);
  await fill(await createDatabase(url, databases.demo, databases.migrated), seedDemo);
  return {
    templates: { kind: "postgres", databases, copyPrefix },
    // The copies the workers kept or left (postgres-copies.ts) are dropped here, at the end of the
    // run, not as each file ends: creating a database's thousand-odd files right after another's
    // were deleted made ext4 search its inode tables for reusable inodes (`perf`: find_inode_bit,
    // recently_deleted), and the kernel took 185 of the run's 417 CPU-seconds; 92 with the drops at
    // the end.
    async remove() {
      const copies = await withServer(url, (server) => server.databaseNames(copyPrefix));
      const left = [...Object.values(databases), ...copies];
      // Four at a time: a drop mostly waits for the disk.
      const dropping = Array.from({ length: 4 }, () =>
        withServer(url, async (server) => {
          for (let name = left.pop(); name; name = left.pop()) await server.dropDatabase(name);
        }),
      );
      await Promise.all(dropping);
    },
  };
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  const { templates, remove } = url ? await postgresTemplates(url) : await pgliteTemplates();
  project.provide("databaseTemplates", templates);
  return remove;
}
