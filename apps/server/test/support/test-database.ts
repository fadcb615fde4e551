import { randomUUID } from "node:crypto";
import { type Database, openDatabase } from "#app/db/database.ts";
import { migrate } from "#app/db/migrate.ts";

/** Which database the suite runs on: PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise. */
export const databaseKind = process.env.DATABASE_URL ? "postgres" : "pglite";

/**
 * A migrated database of its own for one test file: a fresh in-memory PGlite, or a fresh schema on
 * the PostgreSQL server (dropped again by `drop`).
 */
export async function openTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const schema = url ? `test_${randomUUID().replaceAll("-", "").slice(0, 16)}` : undefined;
  const db = await openDatabase(url ? { url, schema } : {});
  await migrate(db);
  return Object.assign(db, {
    async drop() {
      if (schema) await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    },
  });
}
