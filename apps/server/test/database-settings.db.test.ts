import { afterAll, beforeAll, expect, it } from "vitest";
import { type UnsafeSetting, unsafeDatabaseSettings } from "#app/ops/database-settings.ts";
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
  const named = (unsafe: UnsafeSetting[], name: string) => unsafe.filter((each) => each.name === name);
  const durable = await withCommit("on");
  for (const setting of ["autovacuum", "fsync"]) {
    const [shown] = await db.query<Record<string, string>>(`SHOW ${setting}`);
    const expected =
      shown![setting] === "on" ? [] : [{ name: setting, harm: expect.stringMatching(`^${setting} is off`) }];
    expect(named(durable, setting)).toEqual(expected);
  }

  expect(named(await withCommit("off"), "synchronous_commit")).toEqual([
    { name: "synchronous_commit", harm: expect.stringMatching(/^synchronous_commit is off: .*lost/) },
  ]);
  for (const mode of ["on", "local"]) expect(named(await withCommit(mode), "synchronous_commit")).toEqual([]);
});
