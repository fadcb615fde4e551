// The template copies a test worker keeps on the PostgreSQL server from one test file to the next
// (decision 122). A new copy per file (`CREATE DATABASE … TEMPLATE`) wrote the template's 27 MB
// again, left a thousand-odd files to drop at the end, and gave each file's connections a database
// whose caches were all cold: about 0.6 CPU-seconds a file more than a kept copy put back by its
// rows. Each file still gets its own pool of connections; only the database outlives it.
import { setTimeout } from "node:timers/promises";
import pg from "pg";
import { type Database, openDatabase } from "#app/db/database.ts";
import type { TemplateName } from "./database-templates.ts";
import { keepTemplateRows, restoreTemplateRows, type TemplateRows } from "./template-rows.ts";

/** Copies kept per template; a file that holds more at once gets new ones, left to the run's end. */
const MAX_IDLE = 2;

/**
 * How long a file's sessions get to end on their own, in ms. A pool's `end()` resolves before its
 * connections have closed, and a backend ended by the server meanwhile answers its closing client
 * with an error that nothing would catch.
 */
const SESSION_END_GRACE = 5_000;
/** How long a session still there after that is waited for once the server is told to end it. */
const SESSION_END_TIMEOUT = 10_000;

type Copy = { url: string; keeper: pg.Client; rows: TemplateRows };

/**
 * Whether the suite's role may put rows back, which with triggers and foreign keys off takes a
 * superuser; learnt with the worker's first copy. Where it may not, each file gets a new copy, as
 * before, and nothing is kept aside for it.
 */
let restorable: boolean | undefined;

const idle: Record<TemplateName, Copy[]> = { migrated: [], demo: [] };

const sessionOf = (client: pg.Client) => ({
  rows: async <Row>(sql: string) => (await client.query(sql)).rows as Row[],
  run: async (sql: string) => {
    await client.query(sql);
  },
});

/** A keeper for the new copy at `url`, with the template's rows kept aside; null where none can restore it. */
async function keep(url: string): Promise<Copy | null> {
  if (restorable === false) return null;
  const keeper = new pg.Client({ connectionString: url });
  await keeper.connect();
  if (restorable === undefined) {
    const { rows } = await keeper.query<{ superuser: boolean }>(
      "SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user",
    );
    restorable = rows[0]?.superuser === true;
  }
  if (!restorable) {
    await keeper.end();
    return null;
  }
  return { url, keeper, rows: await keepTemplateRows(sessionOf(keeper)) };
}

const otherSessions = async (keeper: pg.Client) =>
  (
    await keeper.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
    )
  ).rows.map((row) => row.pid);

/**
 * Waits for every other session of the copy to end. A backend flushes its statistics before it gives
 * up its place in `pg_stat_activity`, so once the file's sessions are gone from there, their writes
 * are counted for the restore. A session the file forgot to close is ended by the server, waiting
 * (`pg_terminate_backend` with a timeout) until its process is gone.
 */
async function endOtherSessions(keeper: pg.Client) {
  const graceEnds = Date.now() + SESSION_END_GRACE;
  for (let pids = await otherSessions(keeper); pids.length > 0; pids = await otherSessions(keeper)) {
    if (Date.now() < graceEnds) {
      await setTimeout(10);
      continue;
    }
    // A backend already gone answers with a warning and false.
    await keeper.query("SELECT pg_terminate_backend(pid, $1) FROM unnest($2::int[]) AS pid", [
      SESSION_END_TIMEOUT,
      pids,
    ]);
  }
}

/**
 * Puts the copy back as its template left it and keeps it for the next file. A copy the file changed
 * beyond its rows, or one more than the worker keeps, is left to the run's end, which drops it with
 * the others (database-templates.ts).
 */
async function putBack(template: TemplateName, copy: Copy) {
  await endOtherSessions(copy.keeper);
  const restored =
    idle[template].length < MAX_IDLE && (await restoreTemplateRows(sessionOf(copy.keeper), copy.rows));
  if (restored) idle[template].push(copy);
  else await copy.keeper.end();
}

/** How many copies of `template` the worker keeps for its next files. */
export const keptCopies = (template: TemplateName) => idle[template].length;

/**
 * A database of the `template` for one test file, with a pool of its own: a kept copy when the worker
 * has one, else the new copy `newCopy` makes (returning its URL). Closing it ends the pool, then
 * puts the copy back.
 */
export async function takePostgresCopy(
  template: TemplateName,
  newCopy: () => Promise<string>,
): Promise<Database & { url: string }> {
  const kept = idle[template].pop();
  const url = kept?.url ?? (await newCopy());
  const copy = kept ?? (await keep(url));
  const db = await openDatabase({ url });
  // A copy no one can put back is left to the run's end, which drops it with the others.
  if (!copy) return Object.assign(db, { url });
  const closePool = db.close.bind(db);
  let closed: Promise<void> | undefined;
  return Object.assign(db, {
    url,
    close: () => {
      closed ??= (async () => {
        await closePool();
        await putBack(template, copy);
      })();
      return closed;
    },
  });
}
