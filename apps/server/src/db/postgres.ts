import pg from "pg";
import type { Database, Queryable } from "./database.ts";
import { createPostgresListener } from "./postgres-listener.ts";
import { createStatementNames } from "./statement-names.ts";

const POOL_SIZE = 20;

export async function openPostgres(url: string, schema?: string): Promise<Database> {
  // A schema set per connection, so every pooled connection sees the same tables.
  const connection = { connectionString: url, ...(schema ? { options: `-c search_path="${schema}"` } : {}) };
  // A connection, once opened, stays open (pg-pool would close it after 10 s idle). A new backend's
  // first statements load its catalog caches and plan every named statement again, so a burst after
  // a quiet spell that reopened the pool answered its first second of calls in up to half a second
  // (decision 075).
  const pool = new pg.Pool({ ...connection, max: POOL_SIZE, min: POOL_SIZE });
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
  return {
    kind: "postgres",
    ...wrap(pool),
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
      await pool.end();
    },
  };
}
