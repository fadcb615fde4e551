import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { startPgliteUpkeep, upkeepTables } from "#app/db/pglite-upkeep.ts";
import { databaseKind, openTestDatabase, type TestDatabase } from "./support/test-database.ts";

// PGlite never analyzes or vacuums by itself; a server on it does autovacuum's part (db/pglite-upkeep.ts).
// The same statements run on PostgreSQL, where the server leaves the work to autovacuum.
let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.exec("DROP TABLE IF EXISTS upkeep_probe, upkeep_timed");
  await db.drop();
});

/** What the planner knows of `table`: its rows (-1 before any ANALYZE) and its pages all visible. */
const known = async (table: string) => {
  const [row] = await db.query<{ reltuples: number; relallvisible: number }>(
    "SELECT reltuples, relallvisible FROM pg_class WHERE oid = $1::regclass",
    [table],
  );
  return row!;
};

it(`analyzes and vacuums the tables past autovacuum's thresholds, then leaves them be (${databaseKind})`, async () => {
  await db.exec("CREATE TABLE upkeep_probe (id int PRIMARY KEY, value int NOT NULL)");
  await db.transaction(async (tx) => {
    await tx.exec("INSERT INTO upkeep_probe SELECT g, 0 FROM generate_series(1, 5000) g");
    await tx.exec("UPDATE upkeep_probe SET value = 1 WHERE id <= 2000");
    // PostgreSQL hands a connection's counts on at most once a second; this makes the commit hand them on.
    await tx.query("SELECT pg_stat_force_next_flush()");
  });
  // Never analyzed, never vacuumed: the planner knows nothing of its rows.
  expect(await known("upkeep_probe")).toEqual({ reltuples: -1, relallvisible: 0 });

  const first = await upkeepTables(db);
  // 5,000 rows in, 2,000 dead: past both thresholds (50 rows and a tenth, or a fifth, of the table).
  if (databaseKind === "pglite")
    expect(first).toContainEqual({ table: "public.upkeep_probe", statement: "VACUUM (ANALYZE)" });
  const after = await known("upkeep_probe");
  expect(after.reltuples).toBe(5000);
  expect(after.relallvisible).toBeGreaterThan(0);

  // Every table has statistics now, and nothing changed since: the next look does nothing.
  const [never] = await db.query<{ n: string }>(
    "SELECT count(*)::text AS n FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace AND reltuples < 0",
  );
  expect(never!.n).toBe("0");
  expect(await upkeepTables(db)).toEqual([]);
});

it(`looks once a minute, and a stop waits for the pass in hand (${databaseKind})`, async () => {
  await db.exec("CREATE TABLE upkeep_timed (id int PRIMARY KEY)");
  await db.exec("INSERT INTO upkeep_timed SELECT g FROM generate_series(1, 300) g");
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  try {
    const log = { debug: vi.fn(), error: vi.fn() };
    const upkeep = startPgliteUpkeep(db, log);
    vi.advanceTimersByTime(59_000);
    expect((await known("upkeep_timed")).reltuples).toBe(-1);
    vi.advanceTimersByTime(1_000);
    await upkeep.stop();
    expect((await known("upkeep_timed")).reltuples).toBe(300);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.debug).toHaveBeenCalledWith(
      expect.objectContaining({
        steps: expect.arrayContaining([{ table: "public.upkeep_timed", statement: expect.any(String) }]),
      }),
      "PGlite tables analyzed or vacuumed",
    );
  } finally {
    vi.useRealTimers();
  }
});
