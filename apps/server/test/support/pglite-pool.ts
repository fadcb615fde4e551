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

/** Where the template's rows are kept, beside the application's schema. */
const SNAPSHOT_SCHEMA = "test_template_rows";

/** Instances kept per template; a file that holds more at once starts the extra ones. */
const MAX_IDLE = 2;

type Table = { oid: number; name: string; columns: string };
type Sequence = { name: string; lastValue: string | null; startValue: string };

type Instance = {
  pg: PGlite;
  dataDir: string;
  /** The template's tables, the rows of each kept under SNAPSHOT_SCHEMA as `t<oid>` when it had any. */
  tables: Table[];
  withRows: Set<number>;
  sequences: Sequence[];
  /** The catalogue as the template had it (schema, triggers, roles, settings). */
  catalogue: string;
  /** Rows written per table (`pg_stat_user_tables`) when the instance was last handed out. */
  writes: Map<number, string>;
};

const idle: Record<TemplateName, Instance[]> = { migrated: [], demo: [] };

const CATALOGUE_FINGERPRINT = `
  SELECT md5(concat_ws('|',
    (SELECT string_agg(concat_ws(',', c.oid, c.relname, c.relkind, c.relfilenode, c.relnatts), ';' ORDER BY c.oid)
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', '${SNAPSHOT_SCHEMA}')
        AND n.nspname NOT LIKE 'pg_toast%'),
    (SELECT string_agg(concat_ws(',', oid, md5(prosrc)), ';' ORDER BY oid) FROM pg_proc WHERE oid >= 16384),
    (SELECT string_agg(concat_ws(',', oid, tgenabled), ';' ORDER BY oid) FROM pg_trigger),
    (SELECT string_agg(concat_ws(',', oid, convalidated), ';' ORDER BY oid) FROM pg_constraint),
    (SELECT string_agg(rolname, ';' ORDER BY oid) FROM pg_roles),
    (SELECT string_agg(array_to_string(setconfig, ','), ';') FROM pg_db_role_setting),
    (SELECT string_agg(concat_ws(',', oid, extversion), ';' ORDER BY oid) FROM pg_extension),
    (SELECT string_agg(nspname, ';' ORDER BY oid) FROM pg_namespace)
  )) AS fingerprint`;

async function catalogueFingerprint(pg: PGlite): Promise<string> {
  const { rows } = await pg.query<{ fingerprint: string }>(CATALOGUE_FINGERPRINT);
  return rows[0]?.fingerprint ?? "";
}

/** Rows inserted, updated and deleted so far per table, counted by PostgreSQL's statistics. */
async function writesPerTable(pg: PGlite): Promise<Map<number, string>> {
  // Statistics reach the views when the session flushes them; this makes the next statement do it.
  await pg.query("SELECT pg_stat_force_next_flush()");
  const { rows } = await pg.query<{ oid: number; writes: string }>(
    "SELECT relid::int AS oid, (n_tup_ins + n_tup_upd + n_tup_del)::text AS writes FROM pg_stat_user_tables",
  );
  return new Map(rows.map((row) => [row.oid, row.writes]));
}

async function startInstance(dataDir: string): Promise<Instance> {
  const pg = await createPglite(dataDir);
  const { rows: tables } = await pg.query<Table>(
    `SELECT c.oid::int AS oid, format('%I.%I', n.nspname, c.relname) AS name,
            (SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) FROM pg_attribute
              WHERE attrelid = c.oid AND attnum > 0 AND NOT attisdropped AND attgenerated = '') AS columns
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema')
        AND n.nspname NOT LIKE 'pg_toast%'`,
  );
  const withRows = new Set<number>();
  await pg.exec(`CREATE SCHEMA ${SNAPSHOT_SCHEMA}`);
  for (const table of tables) {
    const { rows } = await pg.query(`SELECT 1 FROM ${table.name} LIMIT 1`);
    if (rows.length === 0) continue;
    await pg.exec(
      `CREATE TABLE ${SNAPSHOT_SCHEMA}.t${table.oid} AS SELECT ${table.columns} FROM ${table.name}`,
    );
    withRows.add(table.oid);
  }
  const { rows: sequences } = await pg.query<Sequence>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS "lastValue",
            start_value::text AS "startValue"
       FROM pg_sequences`,
  );
  return {
    pg,
    dataDir,
    tables,
    withRows,
    sequences,
    catalogue: await catalogueFingerprint(pg),
    writes: await writesPerTable(pg),
  };
}

/** The statements that put back the template's rows in the tables written since `writes`. */
function restoreStatements(instance: Instance, writes: Map<number, string>): string {
  const written = instance.tables.filter((table) => writes.get(table.oid) !== instance.writes.get(table.oid));
  const statements = [
    // No triggers and no foreign-key checks: the rows go back exactly as the template had them.
    "SET session_replication_role = replica",
    ...written.map((table) => `DELETE FROM ${table.name}`),
    ...written
      .filter((table) => instance.withRows.has(table.oid))
      .map(
        (table) =>
          `INSERT INTO ${table.name} (${table.columns}) OVERRIDING SYSTEM VALUE SELECT * FROM ${SNAPSHOT_SCHEMA}.t${table.oid}`,
      ),
    ...instance.sequences.map((sequence) =>
      sequence.lastValue === null
        ? `SELECT setval('${sequence.name}', ${sequence.startValue}, false)`
        : `SELECT setval('${sequence.name}', ${sequence.lastValue}, true)`,
    ),
    "RESET session_replication_role",
  ];
  return `${statements.join(";\n")};`;
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
  if (idle[template].length >= MAX_IDLE || (await catalogueFingerprint(pg)) !== instance.catalogue) {
    await pg.close();
    rmSync(instance.dataDir, { recursive: true, force: true });
    return;
  }
  await pg.exec(restoreStatements(instance, await writesPerTable(pg)));
  instance.writes = await writesPerTable(pg);
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
