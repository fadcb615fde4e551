// A test database kept from one test file to the next is put back as its template left it by its
// rows (decisions 109 and 122): the template's rows are copied aside once, and after each file only
// the tables PostgreSQL's statistics count writes in are emptied and filled again from the copy. The
// same statements serve a PGlite instance and a database on a PostgreSQL server.

/** Where the template's rows are kept, beside the application's schema. */
const SNAPSHOT_SCHEMA = "test_template_rows";

/** What the kept database is read and written through: the keeper's own session. */
export type TemplateSession = {
  rows<Row>(sql: string): Promise<Row[]>;
  /** Runs statements without parameters, several at once. */
  run(sql: string): Promise<void>;
};

type Table = { oid: number; name: string; columns: string };
type Sequence = { name: string; lastValue: string | null; startValue: string };

/** The template as a kept database had it when it was first handed out. */
export type TemplateRows = {
  /** The template's tables, the rows of each kept under SNAPSHOT_SCHEMA as `t<oid>` when it had any. */
  tables: Table[];
  withRows: Set<number>;
  sequences: Sequence[];
  /** The catalogue as the template had it (schema, triggers, roles, settings). */
  catalogue: string;
  /** Rows written per table (`pg_stat_user_tables`) when the database was last handed out. */
  writes: Map<number, string>;
};

// Settings and roles are the server's on PostgreSQL, shared by every database: only this database's
// own settings (and those for every database) are its template's.
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
    (SELECT string_agg(array_to_string(setconfig, ','), ';' ORDER BY setdatabase, setrole) FROM pg_db_role_setting
      WHERE setdatabase IN (0, (SELECT oid FROM pg_database WHERE datname = current_database()))),
    (SELECT string_agg(concat_ws(',', oid, extversion), ';' ORDER BY oid) FROM pg_extension),
    (SELECT string_agg(nspname, ';' ORDER BY oid) FROM pg_namespace)
  )) AS fingerprint`;

async function catalogueFingerprint(session: TemplateSession): Promise<string> {
  const [row] = await session.rows<{ fingerprint: string }>(CATALOGUE_FINGERPRINT);
  return row?.fingerprint ?? "";
}

/**
 * Rows inserted, updated and deleted so far per table, counted by PostgreSQL's statistics. Other
 * sessions' counts are there once they have flushed them (they do when they end).
 */
async function writesPerTable(session: TemplateSession): Promise<Map<number, string>> {
  // This session's own counts reach the views when it flushes them; this makes the next statement do it.
  await session.run("SELECT pg_stat_force_next_flush()");
  const rows = await session.rows<{ oid: number; writes: string }>(
    "SELECT relid::int AS oid, (n_tup_ins + n_tup_upd + n_tup_del)::text AS writes FROM pg_stat_user_tables",
  );
  return new Map(rows.map((row) => [row.oid, row.writes]));
}

/** Copies the template's rows aside, in the database itself, before a first file gets it. */
export async function keepTemplateRows(session: TemplateSession): Promise<TemplateRows> {
  const tables = await session.rows<Table>(
    `SELECT c.oid::int AS oid, format('%I.%I', n.nspname, c.relname) AS name,
            (SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) FROM pg_attribute
              WHERE attrelid = c.oid AND attnum > 0 AND NOT attisdropped AND attgenerated = '') AS columns
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema')
        AND n.nspname NOT LIKE 'pg_toast%'`,
  );
  const withRows = new Set<number>();
  await session.run(`CREATE SCHEMA ${SNAPSHOT_SCHEMA}`);
  for (const table of tables) {
    const rows = await session.rows(`SELECT 1 FROM ${table.name} LIMIT 1`);
    if (rows.length === 0) continue;
    await session.run(
      `CREATE TABLE ${SNAPSHOT_SCHEMA}.t${table.oid} AS SELECT ${table.columns} FROM ${table.name}`,
    );
    withRows.add(table.oid);
  }
  const sequences = await session.rows<Sequence>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS "lastValue",
            start_value::text AS "startValue"
       FROM pg_sequences`,
  );
  return {
    tables,
    withRows,
    sequences,
    catalogue: await catalogueFingerprint(session),
    writes: await writesPerTable(session),
  };
}

/** The statements that put back the template's rows in the tables written since `writes`. */
function restoreStatements(template: TemplateRows, writes: Map<number, string>): string {
  const written = template.tables.filter((table) => writes.get(table.oid) !== template.writes.get(table.oid));
  const statements = [
    // No triggers and no foreign-key checks: the rows go back exactly as the template had them.
    "SET session_replication_role = replica",
    ...written.map((table) => `DELETE FROM ${table.name}`),
    ...written
      .filter((table) => template.withRows.has(table.oid))
      .map(
        (table) =>
          `INSERT INTO ${table.name} (${table.columns}) OVERRIDING SYSTEM VALUE SELECT * FROM ${SNAPSHOT_SCHEMA}.t${table.oid}`,
      ),
    ...template.sequences.map((sequence) =>
      sequence.lastValue === null
        ? `SELECT setval('${sequence.name}', ${sequence.startValue}, false)`
        : `SELECT setval('${sequence.name}', ${sequence.lastValue}, true)`,
    ),
    "RESET session_replication_role",
  ];
  return `${statements.join(";\n")};`;
}

/**
 * Puts the template's rows back once a file is done with the database and every other session of
 * it has ended. False when the file changed what a reset of rows cannot undo (the schema, a trigger,
 * a setting kept in the catalogue): the database is then no longer its template's.
 */
export async function restoreTemplateRows(
  session: TemplateSession,
  template: TemplateRows,
): Promise<boolean> {
  if ((await catalogueFingerprint(session)) !== template.catalogue) return false;
  await session.run(restoreStatements(template, await writesPerTable(session)));
  template.writes = await writesPerTable(session);
  return true;
}
