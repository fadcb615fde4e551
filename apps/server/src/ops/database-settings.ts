import type { Queryable } from "#app/db/database.ts";

/**
 * PostgreSQL settings the platform relies on (docs/DEPLOYMENT.md, "Sizing PostgreSQL"), each with
 * what goes wrong without it. Nothing fails at once when one is off, so the server says so at start.
 */
const EXPECTED = [
  {
    name: "autovacuum",
    safe: (value: string) => value === "on",
    harm:
      "autovacuum is off: table statistics are never taken again, so plans made while the tables were " +
      "small keep walking them as they grow (the seamless wallet's calls among them), and dead rows are " +
      "never cleaned. Turn it on.",
  },
  {
    name: "synchronous_commit",
    safe: (value: string) => value !== "off",
    harm:
      "synchronous_commit is off: a bet, a deposit or a withdrawal can be answered as done and then lost " +
      "if PostgreSQL stops. Set it to on.",
  },
  {
    name: "fsync",
    safe: (value: string) => value === "on",
    harm: "fsync is off: a crash of the machine can corrupt the database, the ledger with it. Turn it on.",
  },
] as const;

export type UnsafeSetting = { name: (typeof EXPECTED)[number]["name"]; harm: string };

/** The settings of the PostgreSQL behind `db` that are unsafe, each with its harm in a sentence. */
export async function unsafeDatabaseSettings(db: Queryable): Promise<UnsafeSetting[]> {
  const [row] = await db.query<Record<string, string>>(
    `SELECT ${EXPECTED.map(({ name }) => `current_setting('${name}') AS ${name}`).join(", ")}`,
  );
  return EXPECTED.filter(({ name, safe }) => !safe(row![name]!)).map(({ name, harm }) => ({ name, harm }));
}
