import { ENDPOINTS } from "@banca/contract/endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, type Queryable } from "#app/db/database.ts";
import { buildTestApp } from "./support/test-app.ts";
import { databaseKind, openTestDatabase, type TestDatabase } from "./support/test-database.ts";

const PROOF_NAME = "Replica Proof";

async function lobbySearch(db: Database, gameName: string) {
  const app = await buildTestApp(db);
  try {
    const search = new URLSearchParams({
      clientType: "3",
      platform: "flash,html5-desktop",
      gameType: "RNG",
      gameName,
    });
    const response = await app.inject({ method: "GET", url: `${ENDPOINTS.gameList.path}?${search}` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().value as { games: { gameName: string }[] }).games.map((game) => game.gameName);
  } finally {
    await app.close();
  }
}

describe.runIf(databaseKind === "postgres")("READ_DATABASE_URL: heavy reads from the replica", () => {
  let primary: TestDatabase;
  /** Stands in for the standby: another database, so what is read from it can be told apart. */
  let replica: TestDatabase;
  let both: Database;

  beforeAll(async () => {
    [primary, replica] = await Promise.all([openTestDatabase("demo"), openTestDatabase("demo")]);
    await replica.query(
      `UPDATE games SET names = jsonb_build_object('en', $1::text), search_name = lower($1::text)
        WHERE id = (SELECT min(id) FROM games WHERE merchant_code = 'demo' AND game_type = 'RNG')`,
      [PROOF_NAME],
    );
    both = await openDatabase({ url: primary.url!, readUrl: replica.url! });
  });
  afterAll(async () => {
    await both?.close();
    await Promise.all([primary?.drop(), replica?.drop()]);
  });

  it("the lobby's lists come from the replica, not the primary", async () => {
    expect(await lobbySearch(both, PROOF_NAME)).toEqual([PROOF_NAME]);
    expect(await lobbySearch(primary, PROOF_NAME)).toEqual([]);
  });

  it("writes and plain queries stay on the primary", async () => {
    await both.query("CREATE TABLE written_here (id int)");
    const where = async (db: Queryable) =>
      (
        await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'written_here'",
        )
      )[0]!.n;
    expect(await where(primary)).toBe(1);
    expect(await where(replica)).toBe(0);
    expect(await where(both.reads)).toBe(0);
  });

  it("a database that is not a standby reports no lag, and without a replica there is none to report", async () => {
    expect(await both.replicaLagSeconds()).toBeNull();
    expect(await primary.replicaLagSeconds()).toBeNull();
  });
});

describe.runIf(databaseKind === "pglite")("one embedded database: reads are the database itself", () => {
  it("what is written is read back at once through reads, and no replica lag is reported", async () => {
    const db = await openTestDatabase("migrated");
    try {
      await db.query("CREATE TABLE written_here (id int)");
      await db.query("INSERT INTO written_here VALUES (7)");
      expect(await db.reads.query("SELECT id FROM written_here")).toEqual([{ id: 7 }]);
      expect(await db.replicaLagSeconds()).toBeNull();
    } finally {
      await db.drop();
    }
  });
});
