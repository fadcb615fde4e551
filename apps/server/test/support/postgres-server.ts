import { setTimeout } from "node:timers/promises";
import pg from "pg";

/** "database is being accessed by other users" */
const OBJECT_IN_USE = "55006";

/** Creating and dropping whole databases on the server DATABASE_URL points at. */
export type PostgresServer = {
  /** Creates a database (a copy of `template` when given) and returns its URL. */
  createDatabase(name: string, template?: string): Promise<string>;
  dropDatabase(name: string): Promise<void>;
  /** The databases whose names start with `prefix`. */
  databaseNames(prefix: string): Promise<string[]>;
};

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** One connection to the server for the length of `work`. */
export async function withServer<T>(url: string, work: (server: PostgresServer) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work({
      async createDatabase(name, template) {
        await client.query(
          `CREATE DATABASE ${quoted(name)}${template ? ` TEMPLATE ${quoted(template)}` : ""}`,
        );
        const copy = new URL(url);
        copy.pathname = `/${name}`;
        return copy.toString();
      },
      async databaseNames(prefix) {
        const { rows } = await client.query<{ datname: string }>(
          "SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname",
          [prefix],
        );
        return rows.map((row) => row.datname);
      },
      async dropDatabase(name) {
        // A pool that was just ended may still be closing its connections: give them a moment
        // rather than cut them off, which its clients would report as an error.
        for (let attempt = 0; attempt < 50; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${quoted(name)}`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
            await setTimeout(100);
          }
        }
        await client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
      },
    });
  } finally {
    await client.end();
  }
}
