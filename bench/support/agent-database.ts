import { readFileSync } from "node:fs";
import path from "node:path";
import { merchantConfigSchema } from "@banca/contract/merchant-config";
import type { ModuleNode } from "@banca/contract/whitelabel";
import { REPO_ROOT } from "@banca/server/config/env.ts";
import { type Database, openDatabase } from "@banca/server/db/database.ts";
import { migrate } from "@banca/server/db/migrate.ts";
import { seedMerchants } from "@banca/server/seed/seed-merchant.ts";

/**
 * The agent benchmark's database: the one named in DATABASE_URL, created when missing and kept
 * between runs (a 10-million-round dataset takes minutes to build), one schema per dataset size so
 * a quick small run does not throw the large one away. Migrated (new migrations apply to a kept
 * dataset as they would in production) and seeded with the demo merchant.
 */
export async function openAgentBenchDatabase(schema: string): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      "Set DATABASE_URL to a PostgreSQL database, e.g. postgres://postgres@127.0.0.1:5432/banca_bench_agent: this benchmark measures the production path.",
    );
  }
  await createDatabaseIfMissing(url);
  const db = await openDatabase({ url, schema });
  await migrate(db);
  const demo = merchantConfigSchema.parse(
    JSON.parse(readFileSync(path.join(REPO_ROOT, "config/merchants/demo.json"), "utf8")),
  );
  await seedMerchants(db, [demo]);
  return db;
}

/**
 * Switches on the agent-centre pages the bench asks (and the agent centre above them) for the demo
 * merchant, as its operator would: the merchant file of an earlier version may have them off.
 */
export async function enableAgentModules(db: Database): Promise<void> {
  const wanted = new Set(["AGEINFO3", "DOWNMAN", "AGETEAMPNL3"]);
  const [row] = await db.query<{ whitelabel: ModuleNode[] }>(
    "SELECT whitelabel FROM merchants WHERE code = 'demo'",
  );
  const enable = (nodes: ModuleNode[]): ModuleNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: wanted.has(node.modId) ? "1" : node.enabled,
      childrenNodes: enable(node.childrenNodes),
    }));
  await db.query("UPDATE merchants SET whitelabel = $1 WHERE code = 'demo'", [
    JSON.stringify(enable(row!.whitelabel)),
  ]);
}

/** Drops one dataset's schema (`--fresh` before a build, `--drop` after a run). */
export async function dropSchema(schema: string): Promise<void> {
  const admin = await openDatabase({ url: process.env.DATABASE_URL! });
  try {
    await admin.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await admin.close();
  }
}

async function createDatabaseIfMissing(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name in DATABASE_URL: ${name}`);
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const admin = await openDatabase({ url: maintenance.toString() });
  try {
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.length === 0) await admin.exec(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.close();
  }
}
