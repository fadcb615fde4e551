import pg from "pg";
import type { Database, Queryable } from "./database.ts";
import { createPostgresListener } from "./postgres-listener.ts";
import { createStatementNames } from "./statement-names.ts";

export async function openPostgres(url: string, schema?: string): Promise<Database> {
  // A schema set per connection, so every pooled connection sees the same tables.
  const connection = { connectionString: url, ...(schema ? { options: `-c search_path="${schema}"` } : {}) };
  const pool = new pg.Pool({ ...connection, max: 20 });
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
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
