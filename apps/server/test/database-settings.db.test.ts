import { afterAll, beforeAll, expect, it } from "vitest";
import { unsafeDatabaseSettings } from "#app/ops/database-settings.ts";
import { databaseKind, openTestDatabase, type TestDatabase } from "./support/test-database.ts";

// The server warns at start about PostgreSQL settings that break what the platform relies on.
let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.drop());

it(`names each unsafe setting of the database, and only those (${databaseKind})`, async () => {
  const withCommit = (mode: string) =>
    db.transaction(async (tx) => {
      await tx.exec(`SET LOCAL synchronous_commit = ${mode}`);
      return unsafeDatabaseSettings(tx);
    });
  // Settings of the whole server (PGlite keeps no fsync, a test server may run without autovacuum):
  // each is named exactly when it is off.
  const durable = await withCommit("on");
  for (const setting of ["autovacuum", "fsync"]) {
    const [shown] = await db.query<Record<string, string>>(`SHOW ${setting}`);
    const named = durable.filter((harm) => harm.startsWith(`${setting} is off`));
    expect(named).toHaveLength(shown![setting] === "on" ? 0 : 1);
  }

  const off = await withCommit("off");
  expect(off.filter((harm) => harm.startsWith("synchronous_commit is off"))).toHaveLength(1);
  for (const mode of ["on", "local"]) {
    expect((await withCommit(mode)).some((harm) => harm.startsWith("synchronous_commit"))).toBe(false);
  }
});
