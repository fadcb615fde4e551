import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Database, Queryable } from "./database.ts";

/** The extensions the migrations create, loaded into every PGlite instance (the lobby's name search). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export async function openPglite(dataDir: string | undefined, from?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({
    extensions: PGLITE_EXTENSIONS,
    ...(dataDir ? { dataDir } : {}),
    ...(from ? { loadDataDir: from } : {}),
  });
  return pgliteDatabase(pg);
}

/** The Database face of an open PGlite instance (whoever opened it still holds the instance). */
export function pgliteDatabase(pg: PGlite): Database {
  const wrap = (target: Pick<PGlite, "query" | "exec">): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    kind: "pglite",
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    // One process holds a PGlite database, so its NOTIFY reaches every listener of that process.
    listen: async (channel, onPayload) => {
      const stop = await pg.listen(channel, onPayload);
      return () => stop();
    },
    close: () => pg.close(),
  };
}
