import type { Database, Queryable } from "@banca/server/db/database.ts";

export type SqlCounts = {
  roundTrips: number;
  milliseconds: number;
  /** Per statement (its first words): how often it ran and the milliseconds it took in all. */
  statements: Map<string, { count: number; milliseconds: number }>;
};

/**
 * A statement's name in the report: its first words, spaces folded. Named once per statement text:
 * folding a long statement's spaces on every call was a few percent of the server's CPU it measures.
 */
const names = new Map<string, string>();
function statementName(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    name = sql.slice(0, 400).replace(/\s+/g, " ").trim().slice(0, 70);
    names.set(sql, name);
  }
  return name;
}

/**
 * The same database, counting what its users send: every statement is one round trip, and a
 * transaction adds two more (BEGIN and COMMIT or ROLLBACK). `milliseconds` adds up the time spent
 * waiting for statements outside transactions and for whole transactions (their own code included,
 * which is small next to the waits).
 */
export function countingDatabase(db: Database): { db: Database; counts: SqlCounts } {
  const counts: SqlCounts = { roundTrips: 0, milliseconds: 0, statements: new Map() };
  const counted = (target: Queryable, timed: boolean): Queryable => ({
    async query(sql, params) {
      counts.roundTrips++;
      const start = performance.now();
      try {
        return await target.query(sql, params);
      } finally {
        const elapsed = performance.now() - start;
        if (timed) counts.milliseconds += elapsed;
        const name = statementName(sql);
        const statement = counts.statements.get(name) ?? { count: 0, milliseconds: 0 };
        statement.count++;
        statement.milliseconds += elapsed;
        counts.statements.set(name, statement);
      }
    },
    exec: (sql) => target.exec(sql),
  });
  return {
    counts,
    db: {
      ...db,
      ...counted(db, true),
      async transaction(work) {
        counts.roundTrips += 2;
        const start = performance.now();
        try {
          return await db.transaction((tx) => work(counted(tx, false)));
        } finally {
          counts.milliseconds += performance.now() - start;
        }
      },
      close: () => db.close(),
    },
  };
}
