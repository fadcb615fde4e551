import type { AddressInfo } from "node:net";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { issueLaunchToken } from "#app/modules/seamless/launch-token.ts";
import { createSessionRepository } from "#app/modules/sessions/repository.ts";
import { createSessionService } from "#app/modules/sessions/service.ts";
import {
  createSeamlessClient,
  createVendorSecrets,
  vendorSecret,
} from "#app/providers/vendors/seamless-client.ts";
import { depositToMain, insertMember } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const DAY = 86_400_000;
const TABLE_VENDOR = "BRLIVE";
const FISH_VENDOR = "BRFISH";
const ORIGINALS_VENDOR = "BRHOUSE";

type Round = {
  id: number;
  roundId: string;
  gameId: number;
  gameName: string;
  gameType: string;
  vassalage: string;
  vendorName: string;
  bet: number;
  validBet: number;
  win: number;
  profit: number | null;
  status: string;
  betTime: number;
  settleTime: number | null;
};
type RoundPage = {
  list: Round[];
  totalCount: number;
  totalPages: number;
  pageNo: number;
  totals: { bet: number; validBet: number; win: number; profit: number };
};
type Figures = { rounds: number; bet: number; validBet: number; win: number; profit: number };
type Profit = {
  byGameType: (Figures & { gameType: string })[];
  byDay: (Figures & { day: string })[];
  totals: Figures;
};

describe(`betting record and personal profit on ${databaseKind}`, () => {
  const t = useTestApp();
  let baseUrl = "";
  const games: Record<string, number> = {};

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const addGame = async (vassalage: string, code: string, type: string, names: object) => {
      const [row] = await t.db.query<{ id: string }>(
        `INSERT INTO games (merchant_code, vassalage, game_code, game_type, names, search_name)
         VALUES ('demo', $1, $2, $3, $4, $2) RETURNING id::text`,
        [vassalage, code, type, JSON.stringify(names)],
      );
      games[code] = Number(row!.id);
    };
    await addGame(TABLE_VENDOR, "records-table", "LIVE", { en: "Records table", pt: "Mesa dos registos" });
    await addGame(FISH_VENDOR, "records-fish", "FISH", { en: "Records reef" });
    await addGame(ORIGINALS_VENDOR, "records-dice", "INHOUSE", { en: "Records dice" });
    // Only one vendor gets a display name: the others fall back to their code.
    await t.db.query(
      `INSERT INTO vendors (merchant_code, vassalage, display_name, game_type, logo)
       VALUES ('demo', $1, 'Records Live', 'LIVE', '/media/vendors/none.svg')`,
      [TABLE_VENDOR],
    );
    // Vendors get their secrets when merchants are seeded; these were added after it.
    await createVendorSecrets(t.db, "demo", [TABLE_VENDOR, FISH_VENDOR, ORIGINALS_VENDOR]);
  });
  afterAll(async () => {
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  async function fund(memberId: number, cents: bigint, key: string) {
    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId,
      amount: cents,
      key: `betting-records-test:${key}`,
    });
  }

  async function memberWithToken(username: string, cents: bigint) {
    const memberId = await insertMember(t.db, "demo", username);
    await fund(memberId, cents, username);
    const token = await createSessionService(createSessionRepository(t.db)).open(
      { id: memberId, merchantCode: "demo" },
      { clientIp: "198.51.100.21", userAgent: "" },
    );
    return { memberId, token };
  }

  /** A vendor's session for the member at one game, driven through the signed seamless API. */
  async function vendorTable(memberId: number, vassalage: string, gameCode: string) {
    const client = createSeamlessClient({
      baseUrl,
      vendor: vassalage,
      secret: await vendorSecret(t.db, "demo", vassalage),
    });
    const launchToken = await issueLaunchToken(t.db, {
      merchantCode: "demo",
      vassalage,
      memberId,
      gameId: games[gameCode]!,
      language: "en",
    });
    const { sessionToken } = await client.session(launchToken);
    return {
      bet: (roundId: string, transactionId: string, amount: string) =>
        client.debit({ sessionToken, transactionId, roundId, amount }),
      settle: (roundId: string, amount: string) =>
        client.credit({ sessionToken, transactionId: `${roundId}:result`, roundId, amount }),
      rollback: (roundId: string, debitTransactionId: string) =>
        client.rollback({ sessionToken, transactionId: `${roundId}:rollback`, debitTransactionId, roundId }),
    };
  }

  /** Moves a round back in time, as if its first bet came `days` ago. */
  async function backdate(vendorRoundId: string, days: number) {
    await t.db.query(
      `UPDATE game_rounds SET started_at = started_at - make_interval(days => $2),
              settled_at = settled_at - make_interval(days => $2)
        WHERE vendor_round_id = $1`,
      [vendorRoundId, days],
    );
  }

  const get = (
    url: string,
    token: string | undefined,
    query: Record<string, string | number>,
    language?: string,
  ) =>
    t.app.inject({
      method: "GET",
      url: `${url}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      headers: {
        merchant: "demo",
        ...(token ? { authorization: token } : {}),
        ...(language ? { language } : {}),
      },
    });
  const rounds = async (token: string, query: Record<string, string | number>, language = "en") => {
    const response = await get(ENDPOINTS.bettingRecords.path, token, { ...last30(), ...query }, language);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as RoundPage;
  };
  const profit = async (token: string, query: Record<string, string | number>) => {
    const response = await get(ENDPOINTS.personalProfit.path, token, { ...last30(), ...query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as Profit;
  };
  const last30 = () => ({ startTime: Date.now() - 30 * DAY, endTime: Date.now() + 60_000 });

  let alice: { memberId: number; token: string };
  let bob: { memberId: number; token: string };

  beforeAll(async () => {
    alice = await memberWithToken("bets-alice", 100_000n);
    bob = await memberWithToken("bets-bob", 100_000n);
    const aliceTable = await vendorTable(alice.memberId, TABLE_VENDOR, "records-table");
    const aliceReef = await vendorTable(alice.memberId, FISH_VENDOR, "records-fish");
    const bobTable = await vendorTable(bob.memberId, TABLE_VENDOR, "records-table");

    // A win: 10 staked, 25 paid.
    await aliceTable.bet("a-won", "a-won:bet", "10.00");
    await aliceTable.settle("a-won", "25.00");
    // A loss three days ago: two bets of 5 in one round, nothing paid.
    await aliceTable.bet("a-lost", "a-lost:bet1", "5.00");
    await aliceTable.bet("a-lost", "a-lost:bet2", "5.00");
    await aliceTable.settle("a-lost", "0");
    await backdate("a-lost", 3);
    // Still in play: 7 staked, no result yet.
    await aliceReef.bet("a-open", "a-open:bet", "7.00");
    // Cancelled by the vendor: the only bet rolled back.
    await aliceReef.bet("a-void", "a-void:bet", "3.00");
    await aliceReef.rollback("a-void", "a-void:bet");
    // Another member's round at the same table.
    await bobTable.bet("b-big", "b-big:bet", "500.00");
    await bobTable.settle("b-big", "0");
  });

  it("lists the member's own rounds newest first, with totals over the whole filter", async () => {
    const page = await rounds(alice.token, { pageSize: 10 });
    expect(
      page.list.map((round) => [round.roundId, round.status, round.bet, round.win, round.profit]),
    ).toEqual([
      ["a-void", "cancelled", 0, 0, null],
      ["a-open", "open", 7, 0, null],
      ["a-won", "settled", 10, 25, 15],
      ["a-lost", "settled", 10, 0, -10],
    ]);
    const won = page.list.find((round) => round.roundId === "a-won")!;
    expect(won).toMatchObject({
      gameId: games["records-table"],
      gameName: "Records table",
      gameType: "LIVE",
      vassalage: TABLE_VENDOR,
      vendorName: "Records Live",
      validBet: 10,
    });
    expect(won.settleTime).toBeGreaterThanOrEqual(won.betTime);
    const open = page.list.find((round) => round.roundId === "a-open")!;
    expect(open).toMatchObject({ vendorName: FISH_VENDOR, validBet: 0, settleTime: null });
    expect(page.totalCount).toBe(4);
    // Bets count what still stands (the rolled-back 3 does not); only settled rounds have a result.
    expect(page.totals).toEqual({ bet: 27, validBet: 20, win: 25, profit: 5 });
  });

  it("never shows another member's rounds", async () => {
    const page = await rounds(bob.token, {});
    expect(page.list.map((round) => round.roundId)).toEqual(["b-big"]);
    expect(page.totals).toEqual({ bet: 500, validBet: 500, win: 0, profit: -500 });
    const alicePage = await rounds(alice.token, { vassalage: TABLE_VENDOR });
    expect(alicePage.list.map((round) => round.roundId)).not.toContain("b-big");
    expect(alicePage.totals.bet).toBe(20);
  });

  it("filters by game type, vendor, status and time, and pages", async () => {
    const fish = await rounds(alice.token, { gameType: "FISH" });
    expect(fish.list.map((round) => round.roundId)).toEqual(["a-void", "a-open"]);
    expect(fish.totals).toEqual({ bet: 7, validBet: 0, win: 0, profit: 0 });

    const table = await rounds(alice.token, { gameType: "LIVE", vassalage: TABLE_VENDOR });
    expect(table.list.map((round) => round.roundId)).toEqual(["a-won", "a-lost"]);
    expect(await rounds(alice.token, { gameType: "FISH", vassalage: TABLE_VENDOR })).toMatchObject({
      list: [],
      totalCount: 0,
      totals: { bet: 0, validBet: 0, win: 0, profit: 0 },
    });

    const settled = await rounds(alice.token, { status: "settled" });
    expect(settled.list.map((round) => round.roundId)).toEqual(["a-won", "a-lost"]);

    // The last day leaves out the loss of three days ago; the totals follow.
    const today = await rounds(alice.token, { startTime: Date.now() - DAY, endTime: Date.now() + 60_000 });
    expect(today.list.map((round) => round.roundId)).toEqual(["a-void", "a-open", "a-won"]);
    expect(today.totals).toEqual({ bet: 17, validBet: 10, win: 25, profit: 15 });

    const second = await rounds(alice.token, { pageSize: 3, pageNo: 2 });
    expect(second).toMatchObject({ pageNo: 2, totalCount: 4, totalPages: 2 });
    expect(second.list.map((round) => round.roundId)).toEqual(["a-lost"]);
    expect(second.totals.profit).toBe(5);
  });

  it("names the game in the caller's language", async () => {
    const page = await rounds(alice.token, { vassalage: TABLE_VENDOR }, "pt");
    expect(page.list.map((round) => round.gameName)).toEqual(["Mesa dos registos", "Mesa dos registos"]);
    // A language the game has no name in falls back to the merchant's default, then English.
    const fish = await rounds(alice.token, { gameType: "FISH" }, "th");
    expect(fish.list[0]!.gameName).toBe("Records reef");
  });

  it("reports profit and loss by game type and by day of the member's time zone", async () => {
    const zone = "Asia/Manila";
    const report = await profit(alice.token, { timeZone: zone });
    expect(report.byGameType).toEqual([
      { gameType: "LIVE", rounds: 2, bet: 20, validBet: 20, win: 25, profit: 5 },
      { gameType: "FISH", rounds: 1, bet: 7, validBet: 0, win: 0, profit: 0 },
    ]);
    const [lostAt] = await t.db.query<{ started_at: Date }>(
      "SELECT started_at FROM game_rounds WHERE vendor_round_id = 'a-lost'",
    );
    const dayIn = (time: Date | number) => new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(time);
    expect(report.byDay).toEqual([
      { day: dayIn(Date.now()), rounds: 2, bet: 17, validBet: 10, win: 25, profit: 15 },
      { day: dayIn(new Date(lostAt!.started_at)), rounds: 1, bet: 10, validBet: 10, win: 0, profit: -10 },
    ]);
    expect(report.totals).toEqual({ rounds: 3, bet: 27, validBet: 20, win: 25, profit: 5 });

    // A range with nothing in it answers zeros, not an error.
    const empty = await profit(alice.token, {
      startTime: Date.now() - 60 * DAY,
      endTime: Date.now() - 40 * DAY,
    });
    expect(empty).toEqual({
      byGameType: [],
      byDay: [],
      totals: { rounds: 0, bet: 0, validBet: 0, win: 0, profit: 0 },
    });
    const bobs = await profit(bob.token, {});
    expect(bobs.totals).toEqual({ rounds: 1, bet: 500, validBet: 500, win: 0, profit: -500 });
  });

  it("shows a trial account its own in-house rounds", async () => {
    const calls = memberCalls(t, "198.51.101");
    const trial = (await calls.call("POST", ENDPOINTS.freeplayLogin.path, { ip: calls.nextIp() })).json()
      .value as { token: string; id: number };
    expect((await rounds(trial.token, {})).totalCount).toBe(0);
    // Trial credit for the originals, as a fixture: the ledger is the only way money arrives.
    await fund(trial.id, 5_000n, "trial");
    const dice = await vendorTable(trial.id, ORIGINALS_VENDOR, "records-dice");
    await dice.bet("t-roll", "t-roll:bet", "2.00");
    await dice.settle("t-roll", "3.96");
    const page = await rounds(trial.token, {});
    expect(page.list.map((round) => [round.roundId, round.gameType, round.profit])).toEqual([
      ["t-roll", "INHOUSE", 1.96],
    ]);
    expect((await profit(trial.token, {})).totals.profit).toBe(1.96);
  });

  it("refuses bad input with a clear error, and a caller without a session", async () => {
    const refused = async (
      url: string,
      query: Record<string, string | number>,
      token: string | null = alice.token,
    ) => {
      const response = await get(url, token ?? undefined, query);
      return {
        status: response.statusCode,
        code: response.json().errorCode as string,
        message: response.json().message as string,
      };
    };
    const now = Date.now();
    const records = ENDPOINTS.bettingRecords.path;
    expect(await refused(records, { startTime: now, endTime: now - 1 })).toMatchObject({
      status: 400,
      code: "request_param_err",
      message: expect.stringContaining("endTime"),
    });
    expect(await refused(records, { startTime: now - 400 * DAY, endTime: now })).toMatchObject({
      status: 400,
      message: expect.stringContaining("366 days"),
    });
    expect(await refused(records, { ...last30(), gameType: "CASINO" })).toMatchObject({
      status: 400,
      message: expect.stringContaining("gameType"),
    });
    expect(await refused(records, { ...last30(), vassalage: "x'; drop" })).toMatchObject({ status: 400 });
    expect(await refused(records, { ...last30(), status: "won" })).toMatchObject({ status: 400 });
    expect(await refused(records, { ...last30(), pageSize: 0 })).toMatchObject({ status: 400 });
    expect(await refused(records, { startTime: "yesterday", endTime: now })).toMatchObject({ status: 400 });
    expect(await refused(records, last30(), null)).toMatchObject({ status: 401 });

    const report = ENDPOINTS.personalProfit.path;
    expect(await refused(report, { ...last30(), timeZone: "Mars/Olympus_Mons" })).toMatchObject({
      status: 400,
      code: "request_param_err",
      message: expect.stringContaining("time zone"),
    });
    expect(await refused(report, { startTime: now, endTime: now })).toMatchObject({ status: 400 });
    expect(await refused(report, last30(), "not-a-token")).toMatchObject({ status: 401 });
  });
});
