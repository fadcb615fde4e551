// Vitest global set-up of the database suite: migrates (and seeds the demo merchant into) one
// database per run, and every test file starts from a copy of it. Migrating and seeding from
// scratch for each of the suite's hundred databases was most of the suite's time.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { type Database, openDatabase } from "#app/db/database.ts";
import { migrate } from "#app/db/migrate.ts";
import { PGLITE_EXTENSIONS, pgliteDatabase } from "#app/db/pglite.ts";
import { seedMerchants } from "#app/seed/seed-merchant.ts";
import { withServer } from "./postgres-server.ts";
import { demoConfig } from "./test-app.ts";
// The template's demo accounts are hashed at the suite's cost, like every account its tests make.
import "./test-password-hashing.ts";

/** `migrated`: every migration applied; `demo`: that plus the demo merchant a fresh install seeds. */
export type TemplateName = "migrated" | "demo";

/** Where the copies come from: archives of PGlite folders, or template databases on the server. */
export type DatabaseTemplates =
  | { kind: "pglite"; archives: Record<TemplateName, string> }
  | { kind: "postgres"; databases: Record<TemplateName, string>; copyPrefix: string };

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

const seedDemo = (db: Database) => seedMerchants(db, [demoConfig()]);

async function pgliteTemplates(): Promise<{ templates: DatabaseTemplates; remove(): Promise<void> }> {
  const folder = mkdtempSync(path.join(tmpdir(), "banca-db-templates-"));
  const archives = { migrated: path.join(folder, "migrated.tar"), demo: path.join(folder, "demo.tar") };
  const pg = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = pgliteDatabase(pg);
  const save = async (file: string) =>
    writeFileSync(file, Buffer.from(await (await pg.dumpDataDir("none")).arrayBuffer()));
  try {
    await migrate(db);
    await save(archives.migrated);
    await seedDemo(db);
    await save(archives.demo);
  } finally {
    await pg.close();
  }
  return {
    templates: { kind: "pglite", archives },
    remove: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** Runs `work` on a new database of the server, made from `template` when given. */
async function fillDatabase(
  url: string,
  name: string,
  template: string | undefined,
  work: (db: Database) => Promise<unknown>,
) {
  const db = await openDatabase({
    url: await withServer(url, (server) => server.createDatabase(name, template)),
  });
  try {
    await work(db);
  } finally {
    await db.close();
  }
}

async function postgresTemplates(
  url: string,
): Promise<{ templates: DatabaseTemplates; remove(): Promise<void> }> {
  const run = randomUUID().replaceAll("-", "").slice(0, 12);
  const databases = { migrated: `banca_tpl_${run}_migrated`, demo: `banca_tpl_${run}_demo` };
  const copyPrefix = `banca_test_${run}_`;
  await fillDatabase(url, databases.migrated, undefined, migrate);
  await fillDatabase(url, databases.demo, databases.migrated, seedDemo);
  return {
    templates: { kind: "postgres", databases, copyPrefix },
    // The test files' copies are dropped here, at the end of the run, not one by one as each file
    // ends: creating a database's thousand-odd files right after another's were deleted made ext4 search
    // its inode tables for reusable inodes (`perf`: find_inode_bit, recently_deleted), and the
    // kernel took 185 of the run's 417 CPU-seconds; 92 with the drops at the end.
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
