import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import type { Database } from "#app/db/database.ts";
import type { TemplateName } from "./database-templates.ts";
import { keptInstances, takePglite } from "./pglite-pool.ts";
import { keptCopies, takePostgresCopy } from "./postgres-copies.ts";
import { withServer } from "./postgres-server.ts";

/** Which database the suite runs on: PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise. */
export const databaseKind = process.env.DATABASE_URL ? "postgres" : "pglite";

/** A test file's own database; `url` is its address on a PostgreSQL server (none on PGlite). */
export type TestDatabase = Database & { url: string | undefined; drop(): Promise<void> };

/** The suite's PGlite template folders (database-templates.ts). */
function pgliteFolders() {
  const templates = inject("databaseTemplates");
  if (templates.kind !== "pglite") throw new Error("the suite was set up for PostgreSQL, not PGlite");
  return templates;
}

/**
 * Copies the suite's PGlite `template` folder into `folder` (new or empty; by default a new one
 * among the run's copies, removed when the suite ends), for a database of its own there.
 */
export function copyPgliteTemplate(template: TemplateName, folder?: string): string {
  const { folders, copies } = pgliteFolders();
  const into = folder ?? mkdtempSync(path.join(copies, "db-"));
  cpSync(folders[template], into, { recursive: true });
  return into;
}

/**
 * A database of its own for one test file, copied from a template the suite's set-up made once
 * (database-templates.ts), put back as the template left it when the file closes it and kept by the
 * worker for its next file: on PGlite an instance on a copy of the template's folder
 * (pglite-pool.ts), on PostgreSQL a copy of the template database on the server with a pool of the
 * file's own (postgres-copies.ts; the set-up drops the copies when the suite ends). `drop` closes
 * it. `migrated` has every migration applied; `demo` has the demo merchant seeded too.
 */
export async function openTestDatabase(template: TemplateName = "migrated"): Promise<TestDatabase> {
  const templates = inject("databaseTemplates");
  const url = process.env.DATABASE_URL;
  if (templates.kind === "pglite" || !url) {
    const db = await takePglite(template, () => copyPgliteTemplate(template));
    return Object.assign(db, { url: undefined, drop: () => db.close() });
  }
  const db = await takePostgresCopy(template, () => {
    const name = `${templates.copyPrefix}${randomUUID().replaceAll("-", "").slice(0, 16)}`;
    return withServer(url, (server) => server.createDatabase(name, templates.databases[template]));
  });
  return Object.assign(db, { drop: () => db.close() });
}

/** How many databases of `template` the worker keeps for its next files. */
export const keptDatabases = (template: TemplateName) =>
  databaseKind === "pglite" ? keptInstances(template) : keptCopies(template);
