import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sourcePath } from "../server-dir.ts";
import type { Database, Queryable } from "./database.ts";

const MIGRATIONS_DIR = sourcePath("db", "migrations");
// Any constant shared by all instances: the lock makes concurrent start-ups migrate one at a time.
const MIGRATION_LOCK = 72_616_363;

const migrationFiles = () =>
  readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith(".sql"))
    .sort();

/**
 * How many of this build's migrations the database has not applied: 0 once a start migrated it; more
 * when it was restored from an older backup, or an older instance's database is reused.
 */
let knownFiles: string[] | undefined;
export async function pendingMigrations(db: Queryable): Promise<number> {
  knownFiles ??= migrationFiles();
  const files = knownFiles;
  const [row] = await db.query<{ applied: number }>(
    "SELECT count(*)::int AS applied FROM schema_migrations WHERE name = ANY($1::text[])",
    [files],
  );
  return files.length - (row?.applied ?? 0);
}
/**
 * Applies the committed SQL migrations in name order, each once, each in its own transaction;
 * `before` (a file name's start, such as "0076") stops at the first file from there on, so a
 * benchmark can set up the schema as an earlier release had it.
 */
export async function migrate(db: Database, options: { before?: string } = {}): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const files = migrationFiles().filter((file) => !options.before || file < options.before);
  const applied: string[] = [];
  for (const file of files) {
    const ran = await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
      const done = await tx.query("SELECT 1 FROM schema_migrations WHERE name = $1", [file]);
      if (done.length > 0) return false;
      await tx.exec(readFileSync(path.join(MIGRATIONS_DIR, file), "utf8"));
      await tx.query("INSERT INTO schema_migrations (name) VALUES ($1)", [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
