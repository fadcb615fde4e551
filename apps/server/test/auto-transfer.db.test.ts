import { randomUUID } from "node:crypto";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { beforeAll, describe, expect, it } from "vitest";
import { createBonusService } from "#app/modules/bonus/service.ts";
import { bonusHold } from "#app/modules/bonus/withdrawable.ts";
import { createSessionRepository } from "#app/modules/sessions/repository.ts";
import { createSessionService } from "#app/modules/sessions/service.ts";
import { member as agentMember, contract, owedBill } from "./support/agent-payouts.ts";
import { depositToMain, expectLedgerSound, insertMember } from "./support/ledger-fixtures.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

type Wallets = Record<string, number>;

describe(`automatic transfers on game launch on ${databaseKind}`, () => {
  const t = useTestApp();
  /** A launchable game of each kind of vendor: VLIVE and SPRT play from transfer wallets in the demo. */
  const games = { VLIVE: "", SPRT: "", seamless: "" };

  beforeAll(async () => {
    const gameOf = async (where: string) => {
      const [row] = await t.db.query<{ id: string }>(
        `SELECT g.id::text FROM games g
           JOIN vendors v ON v.merchant_code = g.merchant_code AND v.vassalage = g.vassalage
          WHERE g.merchant_code = 'demo' AND g.is_game = 'GAME' AND g.enabled AND NOT g.maintenance
            AND g.game_type NOT IN ('LOTT', 'ELOTT', 'PVP') AND ${where}
          ORDER BY g.id LIMIT 1`,
      );
      if (!row) throw new Error(`no game where ${where}`);
      return row.id;
    };
    games.VLIVE = await gameOf("g.vassalage = 'VLIVE' AND v.wallet = 'transfer'");
    games.SPRT = await gameOf("g.vassalage = 'SPRT' AND v.wallet = 'transfer'");
    games.seamless = await gameOf("v.wallet = 'seamless' AND g.game_type = 'LIVE'");
  });

  let counter = 0;
  async function member(dollars: number, kind: "player" | "trial" = "player") {
    const username = `auto${++counter}${randomUUID().slice(0, 6)}`;
    const memberId = await insertMember(t.db, "demo", username);
    if (kind === "trial") await t.db.query("UPDATE members SET kind = 'trial' WHERE id = $1", [memberId]);
    if (dollars > 0) {
      await depositToMain(t.db, {
        merchantCode: "demo",
        memberId,
        amount: BigInt(dollars * 100),
        key: `auto-transfer-test:${username}`,
      });
    }
    const token = await createSessionService(createSessionRepository(t.db)).open(
      { id: memberId, merchantCode: "demo" },
      { clientIp: "198.51.100.21", userAgent: "" },
    );
    return { memberId, token };
  }

  const call = (token: string, method: "GET" | "POST", url: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: {
        authorization: token,
        merchant: "demo",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  const launch = (token: string, gameId: string, requestId?: string) =>
    call(token, "POST", ENDPOINTS.launchGame.path, {
      nodeId: Number(gameId),
      vassalage: "X",
      platform: "html5-desktop",
      language: "en",
      ...(requestId ? { requestId } : {}),
    });
  const wallets = async (token: string): Promise<Wallets> => {
    const value = (await call(token, "GET", ENDPOINTS.walletBalance.path)).json().value;
    return Object.fromEntries(
      (value.balance as { accountTypeName: string; availBalance: number }[]).map((wallet) => [
        wallet.accountTypeName,
        wallet.availBalance,
      ]),
    );
  };
  const entries = async (memberId: number) =>
    Number(
      (
        await t.db.query<{ n: string }>(
          `SELECT count(DISTINCT p.entry_id)::text AS n FROM postings p
             JOIN ledger_accounts a ON a.id = p.account_id WHERE a.member_id = $1`,
          [memberId],
        )
      )[0]!.n,
    );

  it("is on by default, and the member reads and changes it; a trial account may not", async () => {
    const { token } = await member(0);
    const read = await call(token, "GET", ENDPOINTS.autoTransferSetting.path);
    expect(read.json().value).toEqual({ autoTransfer: true });
    const off = await call(token, "POST", ENDPOINTS.setAutoTransfer.path, { autoTransfer: false });
    expect(off.json().value).toEqual({ autoTransfer: false });
    expect((await call(token, "GET", ENDPOINTS.autoTransferSetting.path)).json().value.autoTransfer).toBe(
      false,
    );
    const bad = await call(token, "POST", ENDPOINTS.setAutoTransfer.path, { autoTransfer: "yes" });
    expect(bad.statusCode).toBe(400);

    const trial = await member(0, "trial");
    const refused = await call(trial.token, "POST", ENDPOINTS.setAutoTransfer.path, { autoTransfer: false });
    expect(refused.json().errorCode).toBe("trial.account");
  });

  it("moves the whole main balance into the launched vendor's wallet, shown in the account record", async () => {
    const { memberId, token } = await member(100);
    const response = await launch(token, games.VLIVE);
    expect(response.statusCode).toBe(200);
    expect(response.json().value.wallet).toEqual({
      vassalage: "VLIVE",
      displayName: "Velvet Live",
      balance: 100,
      moved: 100,
      autoTransfer: true,
    });
    expect(await wallets(token)).toMatchObject({ MAIN: 0, VLIVE: 100, SPRT: 0 });

    const now = Date.now();
    const record = await call(
      token,
      "GET",
      `${ENDPOINTS.memberTransactions.path}?types=transfer&startTime=${now - 3_600_000}&endTime=${now + 60_000}&pageNo=1&pageSize=20`,
    );
    const lines = record.json().value.list as {
      kind: string;
      wallet: string;
      amount: number;
      orderNo: string;
    }[];
    expect(lines.map(({ kind, wallet, amount }) => ({ kind, wallet, amount }))).toEqual(
      expect.arrayContaining([
        { kind: "transfer.wallet", wallet: "MAIN", amount: -100 },
        { kind: "transfer.wallet", wallet: "VLIVE", amount: 100 },
      ]),
    );
    expect(new Set(lines.map((line) => line.orderNo)).size).toBe(1);
    expect(await entries(memberId)).toBe(2);
    await expectLedgerSound(t.db);
  });

  it("brings the money back when the player opens another vendor or a main-wallet game", async () => {
    const { token } = await member(80);
    await launch(token, games.VLIVE);
    const sports = (await launch(token, games.SPRT)).json().value;
    expect(sports.wallet).toMatchObject({ vassalage: "SPRT", balance: 80, moved: 80 });
    expect(await wallets(token)).toMatchObject({ MAIN: 0, VLIVE: 0, SPRT: 80 });

    const seamless = (await launch(token, games.seamless)).json().value;
    expect(seamless.wallet).toBeUndefined();
    expect(await wallets(token)).toMatchObject({ MAIN: 80, VLIVE: 0, SPRT: 0 });
    await expectLedgerSound(t.db);
  });

  it("moves nothing twice for a retried launch or a second click", async () => {
    const { memberId, token } = await member(50);
    const requestId = randomUUID();
    expect((await launch(token, games.VLIVE, requestId)).json().value.wallet.moved).toBe(50);
    const afterFirst = await entries(memberId);
    // Money arriving meanwhile stays in main for a retry of the same launch.
    await depositToMain(t.db, { merchantCode: "demo", memberId, amount: 2_000n, key: `late:${memberId}` });
    const retry = (await launch(token, games.VLIVE, requestId)).json().value.wallet;
    expect(retry).toMatchObject({ moved: 50, balance: 50 });
    expect(await entries(memberId)).toBe(afterFirst + 1);
    expect(await wallets(token)).toMatchObject({ MAIN: 20, VLIVE: 50 });

    // A new launch (a second click) takes what is in main now, and a third finds nothing to move.
    expect((await launch(token, games.VLIVE)).json().value.wallet).toMatchObject({ moved: 20, balance: 70 });
    const beforeThird = await entries(memberId);
    expect((await launch(token, games.VLIVE)).json().value.wallet).toMatchObject({ moved: 0, balance: 70 });
    expect(await entries(memberId)).toBe(beforeThird);

    // A retried launch of another vendor replays its recall as well: nothing moves again.
    const switchId = randomUUID();
    await launch(token, games.seamless, switchId);
    expect(await wallets(token)).toMatchObject({ MAIN: 70, VLIVE: 0 });
    const afterSwitch = await entries(memberId);
    await launch(token, games.seamless, switchId);
    expect(await entries(memberId)).toBe(afterSwitch);
    await expectLedgerSound(t.db);
  });

  it("recalls every vendor wallet at once, once per request id", async () => {
    const { memberId, token } = await member(60);
    await launch(token, games.SPRT);
    const requestId = randomUUID();
    const recall = () =>
      call(token, "POST", ENDPOINTS.walletTransfer.path, { requestId, from: "ALL", to: "MAIN" });
    const first = (await recall()).json().value;
    expect(first.amount).toBe(60);
    const count = await entries(memberId);
    const again = (await recall()).json().value;
    expect(again.amount).toBe(60);
    expect(await entries(memberId)).toBe(count);
    expect(await wallets(token)).toMatchObject({ MAIN: 60, VLIVE: 0, SPRT: 0 });
  });

  it("ends with the whole balance in exactly one wallet under concurrent launches of two vendors", async () => {
    const { token } = await member(100);
    const order = [games.VLIVE, games.SPRT, games.seamless];
    const answers = await Promise.all(
      Array.from({ length: 18 }, (_, index) => launch(token, order[index % 3]!)),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const after = await wallets(token);
    const values = Object.values(after);
    expect(values.every((balance) => balance >= 0)).toBe(true);
    expect(values.reduce((sum, balance) => sum + balance, 0)).toBe(100);
    expect(values.filter((balance) => balance > 0)).toEqual([100]);
    await expectLedgerSound(t.db);

    // Two vendors only, the last launch settling the race: the money is where one of them plays.
    const races = await Promise.all(
      Array.from({ length: 12 }, (_, index) => launch(token, index % 2 === 0 ? games.VLIVE : games.SPRT)),
    );
    for (const answer of races) expect(answer.statusCode).toBe(200);
    const raced = await wallets(token);
    expect(raced.MAIN).toBe(0);
    expect([raced.VLIVE, raced.SPRT].sort()).toEqual([0, 100]);
    await expectLedgerSound(t.db);
  });

  it("moves nothing with the setting off, and says the vendor's wallet is empty", async () => {
    const { memberId, token } = await member(40);
    await call(token, "POST", ENDPOINTS.setAutoTransfer.path, { autoTransfer: false });
    const value = (await launch(token, games.VLIVE)).json().value;
    expect(value.wallet).toEqual({
      vassalage: "VLIVE",
      displayName: "Velvet Live",
      balance: 0,
      moved: 0,
      autoTransfer: false,
    });
    expect(await entries(memberId)).toBe(1);
    // A transfer of the member's choosing fills it; a launch elsewhere leaves it there.
    await call(token, "POST", ENDPOINTS.walletTransfer.path, {
      requestId: randomUUID(),
      from: "MAIN",
      to: "VLIVE",
      amount: "15",
    });
    expect((await launch(token, games.VLIVE)).json().value.wallet.balance).toBe(15);
    await launch(token, games.seamless);
    expect(await wallets(token)).toMatchObject({ MAIN: 25, VLIVE: 15 });
  });

  it("plays bonus money in the vendor's wallet and holds it again once back in main", async () => {
    const { memberId, token } = await member(30);
    await t.db.transaction((tx) =>
      createBonusService(t.db).grantBonus(tx, {
        merchantCode: "demo",
        memberId,
        amount: 2_000n,
        reason: "Welcome bonus",
        reference: `auto-transfer-bonus:${memberId}`,
        turnoverMultiplier: 5,
        source: "manual",
      }),
    );
    expect((await launch(token, games.VLIVE)).json().value.wallet).toMatchObject({ moved: 50 });
    expect((await bonusHold(t.db, "demo", memberId, "USD")).withdrawable).toBe(0n);
    await launch(token, games.seamless);
    const hold = await bonusHold(t.db, "demo", memberId, "USD");
    expect(hold).toMatchObject({ balance: 5_000n, locked: 2_000n, withdrawable: 3_000n });
  });

  it("keeps the money in main while the member owes its downlines unpaid contract bills", async () => {
    const { memberId, token } = await member(60);
    const downline = await agentMember(t.db, `autodl${++counter}`, memberId);
    const contractId = await contract(t.db, {
      kind: "hourly_salary",
      upline: memberId,
      downline,
      tiers: [{ rateBp: 100 }],
    });
    const bill = await owedBill(t.db, {
      contractId,
      kind: "hourly_salary",
      downline: downline,
      upline: memberId,
      due: 9000n,
      start: "2026-03-10T09:00:00Z",
      end: "2026-03-10T10:00:00Z",
    });
    const blocked = await launch(token, games.VLIVE);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().value.wallet).toMatchObject({ vassalage: "VLIVE", balance: 0, moved: 0 });
    expect(await wallets(token)).toMatchObject({ MAIN: 60, VLIVE: 0 });
    await t.db.query("UPDATE agent_contract_bills SET state = 'paid', paid = due WHERE id = $1", [bill]);
    expect((await launch(token, games.VLIVE)).json().value.wallet).toMatchObject({ balance: 60, moved: 60 });
    await expectLedgerSound(t.db);
  });

  it("leaves trial accounts' launches alone", async () => {
    const trial = await member(0, "trial");
    const [inHouse] = await t.db.query<{ id: string }>(
      "SELECT id::text FROM games WHERE merchant_code = 'demo' AND game_type = 'INHOUSE' AND enabled AND NOT maintenance ORDER BY id LIMIT 1",
    );
    const response = await launch(trial.token, inHouse!.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().value.wallet).toBeUndefined();
  });
});
