import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Database, Queryable } from "./database.ts";

/** The extensions the migrations create, loaded into every PGlite instance (the lobby's name search). */
const PGLITE_EXTENSIONS = { pg_trgm };

/** A PGlite instance on `dataDir` (made if missing), or in memory without one. */
export async function createPglite(dataDir: string | undefined): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return PGlite.create({ extensions: PGLITE_EXTENSIONS, ...(dataDir ? { dataDir } : {}) });
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  return pgliteDatabase(await createPglite(dataDir));
}

/** How long queries may run back to back before the process serves what else waits (HTTP above all). */
const YIELD_EVERY_MS = 20;
let lastYield = performance.now();

/**
 * PGlite runs each query synchronously on this thread and settles its promise at once, so a job
 * that awaits thousands of queries in a row never hands the event loop back: the site stopped
 * answering for half a minute while the demo's first catch-up ran. Each query first lets pending
 * I/O run once the thread has been busy for a while.
 */
async function yieldWhenBusy() {
  if (performance.now() - lastYield < YIELD_EVERY_MS) return;
  await new Promise((resolve) => setImmediate(resolve));
  lastYield = performance.now();
}

/** What the Database face uses of a PGlite instance. */
export type PgliteSession = Pick<PGlite, "query" | "exec" | "transaction" | "listen" | "close">;

/** The Database face of an open PGlite instance (whoever opened it still holds the instance). */
export function pgliteDatabase(pg: PgliteSession): Database {
  const wrap = (target: Pick<PGlite, "query" | "exec">): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      await yieldWhenBusy();
      const result = await target.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  // One connection; transactions take it in turn, so those beyond the first are waiting for it.
  let transactions = 0;
  const direct = wrap(pg);
  return {
    kind: "pglite",
    ...direct,
    // One process, one copy: there is no replica to read from.
    reads: direct,
    replicaLagSeconds: async () => null,
    async transaction(work) {
      transactions += 1;
      try {
        return await pg.transaction((tx) => work(wrap(tx)));
      } finally {
        transactions -= 1;
      }
    },
    poolStats: () => ({
      total: 1,
      idle: transactions === 0 ? 1 : 0,
      waiting: Math.max(0, transactions - 1),
    }),
    // One process holds a PGlite database, so its NOTIFY reaches every listener of that process.
    listen: async (channel, onPayload) => {
      const stop = await pg.listen(channel, onPayload);
      return () => stop();
    },
    close: () => pg.close(),
  };
}
