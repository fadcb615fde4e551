import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { merchantConfigSchema } from "@banca/contract/merchant-config";
import { REPO_ROOT } from "@banca/server/config/env.ts";
import { type Database, openDatabase } from "@banca/server/db/database.ts";
import { migrate as migrateThisTree } from "@banca/server/db/migrate.ts";
import { seedMerchants } from "@banca/server/seed/seed-merchant.ts";
import pg from "pg";

/**
 * A schema of its own on the PostgreSQL of DATABASE_URL (benchmarks measure the production path),
 * migrated and seeded with the demo merchant; `drop` removes it again. With `before`, only the
 * migrations before that one run (the schema as an earlier release had it), in a database of its
 * own beside DATABASE_URL's (created on first use): the extensions a migration creates live in the
 * first schema that asks for them, so two schemas of one database cannot both be set up at once.
 * With `tree` (another checkout's root), that checkout's migrations run, also in a database beside.
 */
export async function openBenchDatabase(
  options: { before?: string; tree?: string } = {},
): Promise<Database & { drop(): Promise<void> }> {
  let url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      "Set DATABASE_URL to a PostgreSQL database: this benchmark measures the production path.",
    );
  }
  if (options.before) url = await databaseBeside(url, `before_${options.before}`);
  else if (options.tree) url = await databaseBeside(url, "tree");
  const schema = `bench_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const db = await openDatabase({ url, schema });
  const migrate: typeof migrateThisTree = options.tree
    ? (await import(path.join(options.tree, "apps/server/src/db/migrate.ts"))).migrate
    : migrateThisTree;
  await migrate(db, { before: options.before });
  const demo = merchantConfigSchema.parse(
    JSON.parse(readFileSync(path.join(REPO_ROOT, "config/merchants/demo.json"), "utf8")),
  );
  await seedMerchants(db, [demo]);
  return Object.assign(db, {
    async drop() {
      await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    },
  });
}

/** The URL of the database named `<url's database>_<suffix>` on the same server, created if missing. */
async function databaseBeside(url: string, suffix: string): Promise<string> {
  const target = new URL(url);
  const name = `${target.pathname.slice(1)}_${suffix}`.replace(/[^\w]/g, "_");
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  target.pathname = `/${name}`;
  return target.toString();
}
