import pg from "pg";
import type { Database, Queryable } from "./database.ts";
import { createPostgresListener } from "./postgres-listener.ts";
import { createStatementNames } from "./statement-names.ts";

const POOL_SIZE = 20;
/** Reports are few and long: a smaller pool on the replica keeps its connections for the many. */
const READ_POOL_SIZE = 10;

/**
 * How far a standby trails: 0 when it has replayed everything it received (an idle primary sends
 * nothing, which is no lag), else the age of the last transaction it replayed.
 */
const REPLICA_LAG_SQL = `
  SELECT CASE
    WHEN NOT pg_is_in_recovery() THEN NULL
    WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
    ELSE extract(epoch FROM now() - pg_last_xact_replay_timestamp())
  END::float8 AS lag`;

type PostgresOptions = { schema?: string | undefined; readUrl?: string | undefined };

function connectionOf(url: string, schema?: string) {
  // A schema set per connection, so every pooled connection sees the same tables.
  return { connectionString: url, ...(schema ? { options: `-c search_path="${schema}"` } : {}) };
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const { schema } = options;
  const connection = connectionOf(url, schema);
  // A connection, once opened, stays open (pg-pool would close it after 10 s idle). A new backend's
  // first statements load its catalog caches and plan every named statement again, so a burst after
  // a quiet spell that reopened the pool answered its first second of calls in up to half a second
  // (decision 075).
  const pool = new pg.Pool({ ...connection, max: POOL_SIZE, min: POOL_SIZE });
  const replica = options.readUrl
    ? new pg.Pool({ ...connectionOf(options.readUrl, schema), max: READ_POOL_SIZE })
    : null;
  const listener = createPostgresListener(connection);
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  const names = createStatementNames();
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const values = params as unknown[];
      // A statement without parameters may hold several commands, which only the simple protocol
      // takes: it is never prepared.
      const name = values.length > 0 ? names.nameOf(sql) : undefined;
      const result = await target.query(name ? { name, text: sql, values } : { text: sql, values });
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });
  const primary = wrap(pool);
  return {
    kind: "postgres",
    ...primary,
    reads: replica ? wrap(replica) : primary,
    async replicaLagSeconds() {
      if (!replica) return null;
      const { rows } = await replica.query<{ lag: number | null }>(REPLICA_LAG_SQL);
      return rows[0]?.lag ?? null;
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work(wrap(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await listener.close();
      await Promise.all([pool.end(), replica?.end()]);
    },
  };
}
