import type { AddressInfo } from "node:net";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBonusService } from "#app/modules/bonus/service.ts";
import { wageringProgress } from "#app/modules/bonus/wagering.ts";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { issueLaunchToken } from "#app/modules/seamless/launch-token.ts";
import {
  createSeamlessClient,
  SeamlessCallError,
  type SeamlessClient,
  vendorSecret,
} from "#app/providers/vendors/seamless-client.ts";
import { enableBgsGames } from "./support/bgs-games.ts";
import { depositToMain, insertMember } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const VENDOR = "ORCL";
const DAY = 86_400_000;

type Round = { bet: string; valid_bet: string; state: string; id: string };

describe(`one valid bet per round, read by every consumer, on ${databaseKind}`, () => {
  // The in-house games keep a merchant's rule this long here (10 s in production), so that a change
  // of rule can be seen to reach them without waiting out the production interval.
  const RULE_TTL_MS = 300;
  const t = useTestApp(() => ({ validBetRuleTtlMs: RULE_TTL_MS }));
  const calls = memberCalls(t, "10.61");
  let baseUrl = "";
  let gameId = 0;
  let client: SeamlessClient;
  const bgsGames: Record<string, number> = {};

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    Object.assign(bgsGames, await enableBgsGames(t.db));
    const [game] = await t.db.query<{ id: string }>(
      `INSERT INTO games (merchant_code, vassalage, game_code, game_type, names, search_name)
       VALUES ('demo', $1, 'valid-bet-table', 'LIVE', '{"en": "Valid bet table"}', 'valid bet table')
       ON CONFLICT (merchant_code, vassalage, game_code) DO UPDATE SET enabled = true RETURNING id::text`,
      [VENDOR],
    );
    gameId = Number(game!.id);
    client = createSeamlessClient({
      baseUrl,
      vendor: VENDOR,
      secret: await vendorSecret(t.db, "demo", VENDOR),
    });
  });
  afterAll(async () => {
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  const roundOf = async (vassalage: string, vendorRoundId: string) => {
    const [row] = await t.db.query<Round>(
      `SELECT id::text, bet::text, valid_bet::text, state FROM game_rounds
        WHERE vassalage = $1 AND vendor_round_id = $2`,
      [vassalage, vendorRoundId],
    );
    return row!;
  };

  /** What the round put into the outboxes of points/missions/rank/referral/raffles and of the reports. */
  const outboxesOf = async (round: Round) => {
    const loyalty = await t.db.query<{ amount: string }>(
      "SELECT amount::text FROM loyalty_events WHERE source = 'bet' AND ref = $1",
      [round.id],
    );
    return { loyalty: loyalty.map((row) => row.amount) };
  };

  const reportEventsOf = (memberId: number) =>
    t.db.query<{ bet: string; valid_bet: string }>(
      "SELECT bet::text, valid_bet::text FROM report_events WHERE member_id = $1 AND type = 'bet' ORDER BY id",
      [memberId],
    );

  /** A member with money, a bonus of 10.00 to wager 100.00, and a session at the test vendor. */
  async function vendorPlayer(username: string) {
    const memberId = await insertMember(t.db, "demo", username);
    await depositToMain(t.db, { merchantCode: "demo", memberId, amount: 100_000n, key: `valid:${username}` });
    await t.db.transaction((tx) =>
      createBonusService(t.db).grantBonus(tx, {
        merchantCode: "demo",
        memberId,
        amount: 10_00n,
        reason: "Welcome",
        reference: `valid-bonus:${username}`,
        turnoverMultiplier: 10,
      }),
    );
    const launchToken = await issueLaunchToken(t.db, {
      merchantCode: "demo",
      vassalage: VENDOR,
      memberId,
      gameId,
      language: "en",
    });
    const session = await client.session(launchToken);
    return { memberId, sessionToken: session.sessionToken };
  }

  const wagered = async (memberId: number) =>
    [...(await wageringProgress(t.db, "demo", memberId)).values()].map((line) => line.met);

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error("expected a refusal");
      },
      (error: unknown) => {
        if (!(error instanceof SeamlessCallError)) throw error;
        return { code: error.code, status: error.status };
      },
    );

  it("counts a vendor's smaller validBet, refuses one above the stake, and lets the settle only lower it", async () => {
    const { memberId, sessionToken } = await vendorPlayer("valid_vendor");
    const base = { sessionToken, roundId: "vb-r1" };

    expect(
      await refusal(client.debit({ ...base, transactionId: "vb-d0", amount: "10.00", validBet: "10.01" })),
    ).toEqual({ code: "BAD_REQUEST", status: 400 });
    expect(
      await refusal(client.debit({ ...base, transactionId: "vb-d0b", amount: "10.00", validBet: "-1" })),
    ).toEqual({ code: "BAD_REQUEST", status: 400 });
    expect(
      await t.db.query("SELECT 1 FROM game_rounds WHERE vassalage = $1 AND vendor_round_id = 'vb-r1'", [
        VENDOR,
      ]),
    ).toEqual([]);

    // Red 10.00 and black 10.00 with 2.00 on zero: the vendor counts the hedge as nothing.
    await client.debit({ ...base, transactionId: "vb-d1", amount: "10.00", validBet: "0" });
    await client.debit({ ...base, transactionId: "vb-d2", amount: "10.00", validBet: "0" });
    await client.debit({ ...base, transactionId: "vb-d3", amount: "2.00" });
    expect(await roundOf(VENDOR, "vb-r1")).toMatchObject({ bet: "2200", valid_bet: "200", state: "open" });
    // A validBet on the settle above the round's own count does not raise it.
    await client.credit({ ...base, transactionId: "vb-c1", amount: "10.00", validBet: "15.00" });
    const settled = await roundOf(VENDOR, "vb-r1");
    expect(settled).toMatchObject({ bet: "2200", valid_bet: "200", state: "settled" });
    expect(await outboxesOf(settled)).toEqual({ loyalty: ["200"] });
    // The reports keep the stake for profit and loss and the valid bet for turnover.
    expect(await reportEventsOf(memberId)).toEqual([{ bet: "2200", valid_bet: "200" }]);

    // A settle that lowers the count: 5.00 of a 8.00 stake.
    await client.debit({ ...base, roundId: "vb-r2", transactionId: "vb-d4", amount: "8.00" });
    await client.credit({ ...base, roundId: "vb-r2", transactionId: "vb-c2", amount: "0", validBet: "5.00" });
    expect(await roundOf(VENDOR, "vb-r2")).toMatchObject({ bet: "800", valid_bet: "500", state: "settled" });

    // Bonus wagering advances by the valid amounts only: 2.00 + 5.00 of 30.00 staked.
    expect(await wagered(memberId)).toEqual([700n]);
  });

  it("counts nothing for a cancelled round, and takes a rolled-back debit's valid amount out of its round", async () => {
    const { memberId, sessionToken } = await vendorPlayer("valid_cancel");
    const base = { sessionToken, roundId: "vc-r1" };
    await client.debit({ ...base, transactionId: "vc-d1", amount: "4.00" });
    await client.rollback({ ...base, transactionId: "vc-x1", debitTransactionId: "vc-d1" });
    expect(await roundOf(VENDOR, "vc-r1")).toMatchObject({ bet: "0", valid_bet: "0", state: "cancelled" });

    await client.debit({
      ...base,
      roundId: "vc-r2",
      transactionId: "vc-d2",
      amount: "6.00",
      validBet: "1.00",
    });
    await client.debit({ ...base, roundId: "vc-r2", transactionId: "vc-d3", amount: "3.00" });
    await client.rollback({ ...base, roundId: "vc-r2", transactionId: "vc-x2", debitTransactionId: "vc-d2" });
    expect(await roundOf(VENDOR, "vc-r2")).toMatchObject({ bet: "300", valid_bet: "300", state: "open" });
    await client.credit({ ...base, roundId: "vc-r2", transactionId: "vc-c2", amount: "0" });

    expect(await reportEventsOf(memberId)).toEqual([{ bet: "300", valid_bet: "300" }]);
    expect(await wagered(memberId)).toEqual([300n]);
  });

  describe("in-house dice under the merchant's rule (at most 90 % to win, odds at least 1.10)", () => {
    async function launchDice(username: string) {
      const { token, id: memberId } = await calls.register(username, "Secret123");
      await depositToMain(t.db, {
        merchantCode: "demo",
        memberId,
        amount: 50_000n,
        key: `valid-dice:${username}`,
      });
      await t.db.transaction((tx) =>
        createBonusService(t.db).grantBonus(tx, {
          merchantCode: "demo",
          memberId,
          amount: 5_00n,
          reason: "Dice bonus",
          reference: `valid-dice-bonus:${username}`,
          turnoverMultiplier: 100,
        }),
      );
      const launched = await calls.call("POST", ENDPOINTS.launchGame.path, {
        token,
        body: { nodeId: bgsGames.dice, language: "en" },
      });
      expect(launched.statusCode).toBe(200);
      const url = new URL(launched.json().value.game_url);
      const session = await fetch(`${baseUrl}/vendors/bgs/api/session`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          merchant: url.searchParams.get("merchant"),
          launchToken: url.searchParams.get("launch"),
        }),
      });
      const bgsToken = ((await session.json()) as { value: { token: string } }).value.token;
      const roll = async (target: number) => {
        const response = await fetch(`${baseUrl}/vendors/bgs/api/dice/roll`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-bgs-session": bgsToken },
          body: JSON.stringify({ bet: "5.00", target, direction: "under" }),
        });
        const envelope = (await response.json()) as { errorCode: string; value: { betId: string } };
        expect(envelope.errorCode).toBe("");
        return roundOf("BGS", `bgs-${envelope.value.betId}`);
      };
      return { token, memberId, roll };
    }

    const record = async (token: string) => {
      const query = new URLSearchParams({
        startTime: String(Date.now() - DAY),
        endTime: String(Date.now() + 60_000),
      });
      const response = await t.app.inject({
        method: "GET",
        url: `${ENDPOINTS.bettingRecords.path}?${query}`,
        headers: { merchant: "demo", authorization: token },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value as {
        list: { bet: number; validBet: number }[];
        totals: { bet: number; validBet: number };
      };
    };

    it("a roll at 98 % counts nothing anywhere and shows a valid bet of 0; a roll at 50 % counts in full", async () => {
      const { token, memberId, roll } = await launchDice("validdice1");
      const safe = await roll(9_800);
      expect(safe).toMatchObject({ bet: "500", valid_bet: "0", state: "settled" });
      expect(await outboxesOf(safe)).toEqual({ loyalty: [] });
      expect(await wagered(memberId)).toEqual([0n]);
      expect(await record(token)).toMatchObject({ list: [{ bet: 5, validBet: 0 }], totals: { validBet: 0 } });

      const fair = await roll(5_000);
      expect(fair).toMatchObject({ bet: "500", valid_bet: "500", state: "settled" });
      expect(await outboxesOf(fair)).toEqual({ loyalty: ["500"] });
      expect(await wagered(memberId)).toEqual([500n]);
      expect(await record(token)).toMatchObject({
        list: [
          { bet: 5, validBet: 5 },
          { bet: 5, validBet: 0 },
        ],
        totals: { bet: 10, validBet: 5 },
      });
      // 90 % pays 1.10 times the stake: both limits reached, neither passed, so it counts.
      expect(await roll(9_000)).toMatchObject({ valid_bet: "500" });
      // 91 % is above the merchant's 90 %.
      expect(await roll(9_100)).toMatchObject({ valid_bet: "0" });
    });

    it("follows the merchant's own numbers", async () => {
      await t.db.query(
        `UPDATE merchants SET settings = jsonb_set(settings, '{validBets}', '{"maxWinChance": "0.98", "minOdds": "1.01"}')
          WHERE code = 'demo'`,
      );
      try {
        // The rule is kept a moment by the game server: a new merchant value shows once it lapses.
        await new Promise((resolve) => setTimeout(resolve, RULE_TTL_MS + 200));
        const { roll } = await launchDice("validdice2");
        expect(await roll(9_800)).toMatchObject({ valid_bet: "500" });
      } finally {
        await t.db.query(
          `UPDATE merchants SET settings = jsonb_set(settings, '{validBets}', '{"maxWinChance": "0.90", "minOdds": "1.10"}')
            WHERE code = 'demo'`,
        );
      }
    });
  });
});
