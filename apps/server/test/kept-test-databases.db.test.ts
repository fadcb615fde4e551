import pg from "pg";
import { describe, expect, it } from "vitest";
import { tableChecksum } from "./support/table-checksum.ts";
import { databaseKind, keptDatabases, openTestDatabase, type TestDatabase } from "./support/test-database.ts";

// A test database kept from one test file to the next (a PGlite instance, decision 109; a copy on the
// PostgreSQL server, decision 122) must be, for the next file, the template itself: every row, every
// sequence and every session setting as the template had them.

const state = async (db: TestDatabase) => ({
  tables: await tableChecksum(db),
  migrations: (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM schema_migrations"))[0]?.n,
  feedbackSequence: (await db.query("SELECT last_value, is_called FROM feedback_id_seq"))[0],
  statementTimeout: (await db.query("SHOW statement_timeout"))[0],
});

const insertFeedback = (db: TestDatabase) =>
  db.query<{ id: string }>(
    `INSERT INTO feedback (merchant_code, category, content, language, client_ip)
     VALUES ('demo', 'other', 'kept?', 'en', '127.0.0.1') RETURNING id::text`,
  );

describe(`test databases kept between test files on ${databaseKind}`, () => {
  it("puts a database back as its template left it: rows, sequences, settings", async () => {
    const first = await openTestDatabase("demo");
    const template = await state(first);
    const [written] = await insertFeedback(first);
    await first.exec("DELETE FROM schema_migrations WHERE name = (SELECT min(name) FROM schema_migrations)");
    await first.exec("UPDATE merchants SET name = 'changed' WHERE code = 'demo'");
    await first.exec("SET statement_timeout = '1234ms'");
    expect(await state(first)).not.toEqual(template);
    const kept = keptDatabases("demo");
    await first.drop();
    expect(keptDatabases("demo")).toBe(kept + 1);

    const second = await openTestDatabase("demo");
    try {
      expect(await state(second)).toEqual(template);
      // The same identity as the first file's insert: the sequence is back where the template left it.
      expect(await insertFeedback(second)).toEqual([written]);
    } finally {
      await second.drop();
    }
  });

  it("does not keep a database whose schema a file changed", async () => {
    const db = await openTestDatabase();
    await db.exec("CREATE TABLE made_by_a_test (id int)");
    const kept = keptDatabases("migrated");
    await db.drop();
    expect(keptDatabases("migrated")).toBe(kept);

    const next = await openTestDatabase();
    try {
      expect(await next.query("SELECT to_regclass('made_by_a_test') AS found")).toEqual([{ found: null }]);
    } finally {
      await next.drop();
    }
  });

  it("answers every call on a database handed back with an error, as a closed database does", async () => {
    const db = await openTestDatabase();
    await db.drop();
    await expect(db.query("SELECT 1")).rejects.toThrow(/closed|after calling end/);
    await expect(db.transaction(async (tx) => tx.query("SELECT 1"))).rejects.toThrow(
      /closed|after calling end/,
    );
  });

  it.runIf(databaseKind === "postgres")(
    "puts back what a connection the file left open wrote, once the server has ended it",
    async () => {
      const db = await openTestDatabase("demo");
      const template = await tableChecksum(db);
      // A connection of its own that the file never closes, its write committed but its statistics
      // not yet flushed when the file hands the database back.
      const forgotten = new pg.Client({ connectionString: db.url });
      forgotten.on("error", () => {});
      await forgotten.connect();
      await forgotten.query("UPDATE merchants SET name = 'left open' WHERE code = 'demo'");
      await db.drop();

      const next = await openTestDatabase("demo");
      try {
        expect(await tableChecksum(next)).toEqual(template);
      } finally {
        await next.drop();
        await forgotten.end().catch(() => {});
      }
    },
  );
});
