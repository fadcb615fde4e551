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
  close(): Promise<void>;
};

export type PoolStats = { total: number; idle: number; waiting: number };

export type DatabaseOptions = {
  /** postgres:// URL; without it an embedded PGlite database is used. */
  url?: string;
  /** PGlite folder; without it (and without url) the PGlite database lives in memory. */
  dataDir?: string;
  /** PostgreSQL schema to work in (benchmarks give each run its own). */
  schema?: string;
  /** PGlite only: start from a copy of another database's folder (a `dumpDataDir` archive). */
  from?: Blob;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { openPostgres } = await import("./postgres.ts");
    return openPostgres(options.url, options.schema);
  }
  const { openPglite } = await import("./pglite.ts");
  return openPglite(options.dataDir, options.from);
}
