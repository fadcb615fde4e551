import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueLaunchToken } from "#app/modules/seamless/launch-token.ts";
import {
  createSeamlessClient,
  type SeamlessClient,
  vendorSecret,
} from "#app/providers/vendors/seamless-client.ts";
import { depositToMain, expectLedgerSound, insertMember } from "./support/ledger-fixtures.ts";
import { buildTestApp, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const VENDOR = "ORCL";
const ROUNDS = 12;

/**
 * Two server instances on one database, as a deployment behind a load balancer runs them: a vendor
 * that retries sends the same transaction to whichever instance answers. Each instance keeps its
 * own caches (vendor sessions, merchant settings); only the database may decide what is new.
 */
describe(`seamless wallet on two server instances over one ${databaseKind} database`, () => {
  const t = useTestApp();
  let second: FastifyInstance;
  const clients: SeamlessClient[] = [];
  let gameId = 0;

  const listen = async (app: FastifyInstance) => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    second = await buildTestApp(t.db);
    const secret = await vendorSecret(t.db, "demo", VENDOR);
    for (const baseUrl of [await listen(t.app), await listen(second)]) {
      clients.push(createSeamlessClient({ baseUrl, vendor: VENDOR, secret }));
    }
    const [game] = await t.db.query<{ id: string }>(
      `INSERT INTO games (merchant_code, vassalage, game_code, game_type, names, search_name)
       VALUES ('demo', $1, 'two-instances-table', 'LIVE', '{"en": "Two instances"}', 'two instances')
       ON CONFLICT (merchant_code, vassalage, game_code) DO UPDATE SET enabled = true RETURNING id::text`,
      [VENDOR],
    );
    gameId = Number(game!.id);
  });
  afterAll(async () => {
    await second?.close();
  });

  it("moves the money of each transaction id once when its copies reach both instances at once", async () => {
    const memberId = await insertMember(t.db, "demo", "seam_twice");
    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId,
      amount: 100_000n,
      key: "two-instances:seed",
    });
    const launchToken = await issueLaunchToken(t.db, {
      merchantCode: "demo",
      vassalage: VENDOR,
      memberId,
      gameId,
      language: "en",
    });
    const { sessionToken } = await clients[0]!.session(launchToken);
    // Both instances know the session: the second reads it from the database, not from a cache.
    expect((await clients[1]!.balance(sessionToken)).balance).toBe("1000.00");

    // Every debit, then every credit, sent four times at once: twice to each instance.
    const everywhere = <T>(call: (client: SeamlessClient) => Promise<T>) =>
      clients.flatMap((client) => [call(client), call(client)]);
    const debits = await Promise.allSettled(
      Array.from({ length: ROUNDS }, (_, index) =>
        everywhere((client) =>
          client.debit({
            sessionToken,
            transactionId: `twice-bet-${index}`,
            roundId: `twice-r${index}`,
            amount: "10.00",
          }),
        ),
      ).flat(),
    );
    expect(debits.filter((result) => result.status === "rejected")).toEqual([]);
    const credits = await Promise.allSettled(
      Array.from({ length: ROUNDS }, (_, index) =>
        everywhere((client) =>
          client.credit({
            sessionToken,
            transactionId: `twice-win-${index}`,
            roundId: `twice-r${index}`,
            amount: index % 2 === 0 ? "25.00" : "0",
          }),
        ),
      ).flat(),
    );
    expect(credits.filter((result) => result.status === "rejected")).toEqual([]);

    // 12 bets of 10.00 and 6 wins of 25.00, each once: 1000 - 120 + 150.
    for (const client of clients) expect((await client.balance(sessionToken)).balance).toBe("1030.00");
    const [moved] = await t.db.query<{ transactions: string; entries: string; rounds: string }>(
      `SELECT count(*)::text AS transactions, count(DISTINCT entry_id)::text AS entries,
              count(DISTINCT round_id)::text AS rounds
         FROM vendor_transactions WHERE member_id = $1 AND status = 'done'`,
      [memberId],
    );
    expect(moved).toEqual({
      transactions: String(2 * ROUNDS),
      entries: String(ROUNDS + ROUNDS / 2),
      rounds: String(ROUNDS),
    });
    await expectLedgerSound(t.db);
  });
});
