import { afterAll, beforeAll, expect, it } from "vitest";
import { databaseKind, openTestDatabase, type TestDatabase } from "./support/test-database.ts";

// On PostgreSQL a statement the server keeps sending is parsed once per connection under a name
// (db/statement-names.ts); what it answers does not change.
let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.drop());

it(`answers a repeated statement the same each time, prepared once on PostgreSQL (${databaseKind})`, async () => {
  const sql = "SELECT $1::int * 2 AS doubled, current_setting('application_name') IS NOT NULL AS here";
  const prepared = await db.transaction(async (tx) => {
    const answers: number[] = [];
    for (let run = 1; run <= 5; run++) {
      const [row] = await tx.query<{ doubled: number }>(sql, [run]);
      answers.push(row!.doubled);
    }
    expect(answers).toEqual([2, 4, 6, 8, 10]);
    if (db.kind !== "postgres") return null;
    // One connection serves the whole transaction: its session lists what it prepared.
    return tx.query<{ name: string }>("SELECT name FROM pg_prepared_statements WHERE statement = $1", [sql]);
  });
  if (db.kind === "postgres") expect(prepared).toEqual([{ name: expect.stringMatching(/^banca_\d+$/) }]);
  // A statement of several commands without parameters still runs (the simple protocol, unnamed).
  for (let run = 0; run < 4; run++) await db.exec("SELECT 1; SELECT 2");
});
