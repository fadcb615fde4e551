import type { FastifyBaseLogger } from "fastify";
import type { Queryable } from "./database.ts";

/** How often the tables are looked at: autovacuum's own default nap. */
const EVERY_MS = 60_000;

export type UpkeepStep = { table: string; statement: "ANALYZE" | "VACUUM" | "VACUUM (ANALYZE)" };

/**
 * The tables past autovacuum's thresholds, read from the database's own autovacuum settings: rows
 * changed since the last ANALYZE (or never analyzed at all), and dead or inserted rows since the last
 * VACUUM. A restart keeps the data but not the counts, so a table never analyzed is always taken.
 */
const DUE = `
  WITH setting AS (
    SELECT current_setting('autovacuum_analyze_threshold')::float8 AS analyze_base,
           current_setting('autovacuum_analyze_scale_factor')::float8 AS analyze_scale,
           current_setting('autovacuum_vacuum_threshold')::float8 AS vacuum_base,
           current_setting('autovacuum_vacuum_scale_factor')::float8 AS vacuum_scale,
           current_setting('autovacuum_vacuum_insert_threshold')::float8 AS insert_base,
           current_setting('autovacuum_vacuum_insert_scale_factor')::float8 AS insert_scale
  ), due AS (
    SELECT quote_ident(s.schemaname) || '.' || quote_ident(s.relname) AS "table",
           c.reltuples < 0 OR s.n_mod_since_analyze > analyze_base + analyze_scale * c.reltuples AS analyze_due,
           s.n_dead_tup > vacuum_base + vacuum_scale * greatest(c.reltuples, 0)
             OR s.n_ins_since_vacuum > insert_base + insert_scale * greatest(c.reltuples, 0) AS vacuum_due
      FROM pg_stat_user_tables s
      JOIN pg_class c ON c.oid = s.relid
     CROSS JOIN setting
  )
  SELECT "table", analyze_due, vacuum_due FROM due WHERE analyze_due OR vacuum_due ORDER BY "table"`;

/**
 * Takes the statistics and clears the dead rows of the tables that need it, one table at a time, so
 * that what else waits for the database runs between them. Answers what it did.
 */
export async function upkeepTables(db: Queryable): Promise<UpkeepStep[]> {
  const due = await db.query<{ table: string; analyze_due: boolean; vacuum_due: boolean }>(DUE);
  const done: UpkeepStep[] = [];
  for (const { table, analyze_due: analyze, vacuum_due: vacuum } of due) {
    const statement = vacuum ? (analyze ? "VACUUM (ANALYZE)" : "VACUUM") : "ANALYZE";
    // VACUUM refuses to run in a transaction block, which the simple protocol of `exec` never opens.
    await db.exec(`${statement} ${table}`);
    done.push({ table, statement });
    await new Promise((resolve) => setImmediate(resolve));
  }
  return done;
}

/**
 * Autovacuum's work on PGlite. PGlite is PostgreSQL in one process with no background workers: it
 * shows `autovacuum = on`, yet nothing ever analyzes or vacuums. Without statistics, a plan made while
 * a table was small is kept as it grows (on PostgreSQL that made the seamless wallet's calls walk
 * `game_rounds`, docs/PERFORMANCE.md), and dead rows pile up in tables updated all day (the jobs,
 * the balances). So a server on PGlite looks every minute and does what autovacuum would have done.
 */
export function startPgliteUpkeep(db: Queryable, log: Pick<FastifyBaseLogger, "debug" | "error">) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    // A pass that outlasts the minute (a first pass over a large folder) is not doubled.
    if (running) return;
    const started = performance.now();
    running = upkeepTables(db)
      .then((steps) => {
        const ms = Math.round(performance.now() - started);
        if (steps.length > 0) log.debug({ steps, ms }, "PGlite tables analyzed or vacuumed");
      })
      .catch((error: unknown) => log.error({ err: error }, "PGlite table upkeep failed"))
      .finally(() => {
        running = null;
      });
  }, EVERY_MS);
  timer.unref();
  return {
    /** Stops looking, after the pass in hand (the database closes next). */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
