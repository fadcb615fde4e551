/** What repositories need from a database: parameterised queries, and transactions. */
export type Queryable = {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
};

export type Database = Queryable & {
  readonly kind: "pglite" | "postgres";
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with each NOTIFY on `channel` from any connection to this database (committed
   * transactions only); answers the way to stop. Pushes to browsers fan out across instances this way.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Connections of this process to the database, for the metrics. */
  poolStats(): PoolStats;
  /**
   * Where heavy reads go (agent and back-office reports, records, the lobby): the replica named by
   * READ_DATABASE_URL, or this database without one. A replica trails the primary by a moment, so
   * this is never for a read that must see a write just made, nor for anything inside a transaction.
   */
  readonly reads: Queryable;
  /** How far the replica trails (seconds; 0 once it has replayed all it received); null without one. */
  replicaLagSeconds(): Promise<number | null>;
  close(): Promise<void>;
};

export type PoolStats = { total: number; idle: number; waiting: number };

export type DatabaseOptions = {
  /** postgres:// URL; without it an embedded PGlite database is used. */
  url?: string;
  /** PGlite folder; without it (and without url) the PGlite database lives in memory. */
  dataDir?: string;
  /** postgres:// URL of a streaming replica for heavy reads (`reads`); only with `url`. */
  readUrl?: string;
  /** PostgreSQL schema to work in (benchmarks give each run its own). */
  schema?: string;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { openPostgres } = await import("./postgres.ts");
    return openPostgres(options.url, { schema: options.schema, readUrl: options.readUrl });
  }
  const { openPglite } = await import("./pglite.ts");
  return openPglite(options.dataDir);
}
