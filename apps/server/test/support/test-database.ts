import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { type Database, openDatabase } from "#app/db/database.ts";
import type { TemplateName } from "./database-templates.ts";
import { withServer } from "./postgres-server.ts";

/** Which database the suite runs on: PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise. */
export const databaseKind = process.env.DATABASE_URL ? "postgres" : "pglite";

/** A test file's own database; `url` is its address on a PostgreSQL server (none on PGlite). */
export type TestDatabase = Database & { url: string | undefined; drop(): Promise<void> };

/**
 * A database of its own for one test file, copied from a template the suite's set-up made once
 * (database-templates.ts): a fresh in-memory PGlite, or a fresh database on the PostgreSQL server
 * (`drop` closes it; the set-up drops the run's copies when the suite ends). `migrated` has every
 * migration applied; `demo` has the demo merchant seeded too.
 */
export async function openTestDatabase(template: TemplateName = "migrated"): Promise<TestDatabase> {
  const templates = inject("databaseTemplates");
  const url = process.env.DATABASE_URL;
  if (templates.kind === "pglite" || !url) {
    if (templates.kind !== "pglite") throw new Error("the suite was set up for PostgreSQL, not PGlite");
    const db = await openDatabase({ from: new Blob([readFileSync(templates.archives[template])]) });
    return Object.assign(db, { url: undefined, drop: () => db.close() });
  }
  const name = `${templates.copyPrefix}${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const copyUrl = await withServer(url, (server) =>
    server.createDatabase(name, templates.databases[template]),
  );
  const db = await openDatabase({ url: copyUrl });
  return Object.assign(db, {
    url: copyUrl,
    // The copy itself is dropped with the run's others when the suite ends (database-templates.ts).
    drop: () => db.close(),
  });
}
