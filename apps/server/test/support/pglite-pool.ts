// The PGlite instances a test worker keeps from one test file to the next (decision 109). Starting
// an instance from a template's folder costs 0.6 s of CPU on a quiet machine and about 2 s inside a
// busy worker (its WebAssembly memory is all fresh pages); putting one back as its template left it
// costs a few milliseconds: only the tables a file wrote are emptied and filled again from a copy
// taken when the instance started. A file that changed anything else (the schema, a setting kept in
// the catalogue) leaves its instance to be closed, and the next file gets a new one.
import { rmSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import type { Database } from "#app/db/database.ts";
import { createPglite, type PgliteSession, pgliteDatabase } from "#app/db/pglite.ts";
import type { TemplateName } from "./database-templates.ts";
import {
  keepTemplateRows,
  restoreTemplateRows,
  type TemplateRows,
  type TemplateSession,
} from "./template-rows.ts";

/** Instances kept per template; a file that holds more at once starts the extra ones. */
const MAX_IDLE = 2;

type Instance = { pg: PGlite; dataDir: string; rows: TemplateRows };

const idle: Record<TemplateName, Instance[]> = { migrated: [], demo: [] };

const sessionOf = (pg: PGlite): TemplateSession => ({
  rows: async <Row>(sql: string) => (await pg.query<Row>(sql)).rows,
  run: async (sql) => {
    await pg.exec(sql);
  },
});

async function startInstance(dataDir: string): Promise<Instance> {
  const pg = await createPglite(dataDir);
  return { pg, dataDir, rows: await keepTemplateRows(sessionOf(pg)) };
}

/**
 * Puts the instance back as its template left it and keeps it for the next file, or closes it when
 * the file changed what a reset of rows cannot undo.
 */
async function putBack(template: TemplateName, instance: Instance) {
  const { pg } = instance;
  // What the session itself holds: settings, prepared statements, cursors, listeners, locks.
  await pg.exec(
    "SET SESSION AUTHORIZATION DEFAULT; RESET ALL; DEALLOCATE ALL; CLOSE ALL; UNLISTEN *; SELECT pg_advisory_unlock_all(); DISCARD PLANS; DISCARD SEQUENCES;",
  );
  if (idle[template].length >= MAX_IDLE || !(await restoreTemplateRows(sessionOf(pg), instance.rows))) {
    await pg.close();
    rmSync(instance.dataDir, { recursive: true, force: true });
    return;
  }
  idle[template].push(instance);
}

/** How many instances of `template` the worker keeps for its next files. */
export const keptInstances = (template: TemplateName) => idle[template].length;

/**
 * A database of the `template` for one test file: a kept instance when the worker has one, else a
 * new one on the folder `newFolder` makes (removed when the instance is closed). Closing it puts the
 * instance back; after that, the closed face answers every call with an error, as a closed PGlite
 * does.
 */
export async function takePglite(template: TemplateName, newFolder: () => string): Promise<Database> {
  const instance = idle[template].pop() ?? (await startInstance(newFolder()));
  const { pg } = instance;
  let closed: Promise<void> | undefined;
  const listening = new Set<() => Promise<void>>();
  const open = () => {
    if (closed) throw new Error("PGlite is closed");
  };
  const session: PgliteSession = {
    query: ((...args: Parameters<PGlite["query"]>) => {
      open();
      return pg.query(...args);
    }) as PGlite["query"],
    exec: (...args) => {
      open();
      return pg.exec(...args);
    },
    transaction: ((work: Parameters<PGlite["transaction"]>[0]) => {
      open();
      return pg.transaction(work);
    }) as PGlite["transaction"],
    listen: async (...args) => {
      open();
      const stop = await pg.listen(...args);
      const unlisten = async () => {
        listening.delete(unlisten);
        await stop();
      };
      listening.add(unlisten);
      return unlisten;
    },
    close: () => {
      closed ??= (async () => {
        for (const unlisten of [...listening]) await unlisten();
        await putBack(template, instance);
      })();
      return closed;
    },
  };
  return pgliteDatabase(session);
}
