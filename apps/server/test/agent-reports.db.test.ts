import type { AddressInfo } from "node:net";
import * as reportCalls from "@banca/contract/calls/agent-reports";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Queryable } from "#app/db/database.ts";
import { payQueuedRebates } from "#app/modules/agent/rebates-job.ts";
import { foldReportBatch, foldReportEvents, foldReportEventsJob } from "#app/modules/agent/reports-fold.ts";
import { createBonusService } from "#app/modules/bonus/service.ts";
import { createDepositDecisions } from "#app/modules/deposits/decisions.ts";
import { createJobRunner } from "#app/modules/jobs/runner.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { issueLaunchToken } from "#app/modules/seamless/launch-token.ts";
import {
  createSeamlessClient,
  type SeamlessClient,
  vendorSecret,
} from "#app/providers/vendors/seamless-client.ts";
import { expectLedgerSound } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { withModules } from "./support/verification.ts";

// Seeding the merchant and opening six accounts through registration takes a while on a busy machine.
vi.setConfig({ hookTimeout: 300_000 });

const PASSWORD = "Secure2026";
const VENDOR = "ORCL";
const today = new Date().toISOString().slice(0, 10);

type Account = { id: number; token: string; userName: string };

/** Puts `child` under `parent` in the tree: its upline and its closure rows (decision 034). */
async function link(db: Queryable, child: number, parent: number | null) {
  await db.query("INSERT INTO member_tree VALUES ($1, $1, 0) ON CONFLICT DO NOTHING", [child]);
  if (parent === null) return;
  await db.query("UPDATE members SET upline_id = $2 WHERE id = $1", [child, parent]);
  await db.query(
    `INSERT INTO member_tree (ancestor_id, descendant_id, depth)
     SELECT ancestor_id, $1, depth + 1 FROM member_tree WHERE descendant_id = $2 ON CONFLICT DO NOTHING`,
    [child, parent],
  );
}

describe(`agent reports on ${databaseKind}`, () => {
  // The reports' switches on, whatever the demo merchant's file says today.
  const reportsOn = {
    AGEINFO3: "1",
    TEAMBETTING3: "1",
    AGETEAMPNL3: "1",
    AGEREV3: "1",
    AGEDOWNTRANS3: "1",
  } as const;
  const t = useTestApp(() => ({ merchants: [withModules(demoConfig(), "demo", reportsOn)] }));
  const { call, register } = memberCalls(t, "198.18.83");
  let serial = 0;
  const name = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${++serial}`;
  const games: Record<string, number> = {};
  let client: SeamlessClient;

  const settle = async () => {
    await t.db.transaction((tx) => payQueuedRebates(tx, createLedgerService(t.db)));
    await t.db.transaction((tx) => foldReportEvents(tx));
  };

  async function account(
    kind: "agent" | "player",
    upline: Account | null,
    rates: Record<string, number> = {},
  ) {
    const { id, token, userName } = await register(name(kind === "agent" ? "ra" : "rp"), PASSWORD);
    if (kind === "agent") {
      await t.db.query("UPDATE members SET kind = 'agent', agent_level = $2 WHERE id = $1", [
        id,
        upline ? 2 : 1,
      ]);
    }
    await link(t.db, id, upline?.id ?? null);
    for (const [product, rate] of Object.entries(rates)) {
      await t.db.query("INSERT INTO rebate_rates (member_id, product_type, rate_bp) VALUES ($1, $2, $3)", [
        id,
        product,
        rate,
      ]);
    }
    return { id, token, userName };
  }

  /** A deposit as members make them: a bank transfer asked for on the site, approved by an operator. */
  async function deposit(member: Account, amount: string) {
    const response = await call("POST", ENDPOINTS.createDeposit.path, {
      token: member.token,
      body: {
        requestId: `dep-${member.id}-${++serial}-0000`,
        channelId: "bank-transfer",
        amount,
        bankCode: "CHASE",
        depositorName: "Ana Souza",
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const decisions = createDepositDecisions(t.db, createLedgerService(t.db));
    await decisions.approve("demo", response.json().value.record.orderNo, "operator:test");
  }

  /** A withdrawal's money as the withdrawal service and the operator's payment move it. */
  async function withdrawal(member: Account, cents: bigint) {
    const ledger = createLedgerService(t.db);
    await ledger.post({
      merchantCode: "demo",
      currency: "USD",
      kind: "withdrawal.hold",
      idempotencyKey: `test-wd-hold:${member.id}:${cents}`,
      postings: [
        { account: { memberId: member.id, kind: "main" }, amount: -cents },
        { account: { memberId: member.id, kind: "withdrawal_hold" }, amount: cents },
      ],
    });
    await ledger.post({
      merchantCode: "demo",
      currency: "USD",
      kind: "withdrawal.pay",
      idempotencyKey: `test-wd-pay:${member.id}:${cents}`,
      postings: [
        { account: { memberId: member.id, kind: "withdrawal_hold" }, amount: -cents },
        { account: { house: "payment_clearing" }, amount: cents },
      ],
    });
  }

  /** A vendor session of `member` at the game of `gameType`, through the seamless wallet. */
  async function table(member: Account, gameType: string) {
    const launchToken = await issueLaunchToken(t.db, {
      merchantCode: "demo",
      vassalage: VENDOR,
      memberId: member.id,
      gameId: games[gameType]!,
      language: "en",
    });
    return (await client.session(launchToken)).sessionToken;
  }

  async function round(member: Account, gameType: string, bet: string, win: string | null, id = name("rd")) {
    const sessionToken = await table(member, gameType);
    await client.debit({ sessionToken, transactionId: `${id}-d`, roundId: id, amount: bet });
    if (win !== null)
      await client.credit({ sessionToken, transactionId: `${id}-c`, roundId: id, amount: win });
    return id;
  }

  const get = async (
    path: string,
    token: string,
    query: Record<string, string | number>,
    merchant?: string,
  ) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const response = await call("GET", `${path}?${search}`, { token, ...(merchant ? { merchant } : {}) });
    return { status: response.statusCode, body: response.json() };
  };
  const value = async (path: string, token: string, query: Record<string, string | number>) => {
    const answer = await get(path, token, query);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value;
  };

  let top: Account;
  let sub: Account;
  let p1: Account;
  let p2: Account;
  let outsider: Account;
  let outsiderPlayer: Account;
  const dayStart = Date.parse(`${today}T00:00:00Z`);
  const range = { startTime: dayStart, endTime: dayStart + 86_400_000 };

  /**
   * top (live 2.00 %, sports 1.50 %, slots 1.00 %) ─┬─ sub (live 1.20 %, sports 1.50 %) ── p1
   *                                                 └─ p2
   * outsider ── outsiderPlayer
   */
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const gameType of ["LIVE", "SPORTS", "RNG"]) {
      const [game] = await t.db.query<{ id: string }>(
        `INSERT INTO games (merchant_code, vassalage, game_code, game_type, names, search_name)
         VALUES ('demo', $1, $2, $3, $4, $2)
         ON CONFLICT (merchant_code, vassalage, game_code) DO UPDATE SET enabled = true RETURNING id::text`,
        [VENDOR, `reports-${gameType.toLowerCase()}`, gameType, JSON.stringify({ en: `Report ${gameType}` })],
      );
      games[gameType] = Number(game!.id);
    }
    client = createSeamlessClient({
      baseUrl,
      vendor: VENDOR,
      secret: await vendorSecret(t.db, "demo", VENDOR),
    });

    top = await account("agent", null, { live: 200, sports: 150, slots: 100 });
    sub = await account("agent", top, { live: 120, sports: 150, slots: 40 });
    p1 = await account("player", sub);
    p2 = await account("player", top);
    outsider = await account("agent", null, { live: 300 });
    outsiderPlayer = await account("player", outsider);

    await deposit(p1, "500.00");
    await deposit(p1, "100.00");
    await deposit(p2, "200.00");
    await deposit(outsiderPlayer, "300.00");
    await withdrawal(p1, 50_00n);
    await t.db.transaction((tx) =>
      createBonusService(t.db).grantBonus(tx, {
        merchantCode: "demo",
        memberId: p2.id,
        amount: 5_00n,
        reason: "Reload bonus",
        reference: `reports-bonus:${p2.id}`,
      }),
    );
    await round(p1, "LIVE", "100.00", "50.00");
    await round(p1, "SPORTS", "40.00", "1.00");
    await round(p1, "LIVE", "7.00", null); // still open: counts nothing yet
    const cancelled = name("rd");
    const sessionToken = await table(p1, "LIVE");
    await client.debit({ sessionToken, transactionId: `${cancelled}-d`, roundId: cancelled, amount: "9.00" });
    await client.rollback({
      sessionToken,
      transactionId: `${cancelled}-rb`,
      debitTransactionId: `${cancelled}-d`,
      roundId: cancelled,
    });
    await round(p2, "RNG", "20.00", "30.00");
    await round(outsiderPlayer, "LIVE", "100.00", "0");
    await settle();
  }, 300_000);

  it("pays each upline the difference of its rebate and the one below it, once per bet", async () => {
    const rebates = await t.db.query<{ member_id: string; amount: string; product: string }>(
      `SELECT a.member_id::text, p.amount::text, e.memo ->> 'productType' AS product
         FROM journal_entries e JOIN postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.kind = 'rebate' AND a.member_id = ANY($1::bigint[]) ORDER BY a.member_id, product`,
      [[top.id, sub.id, outsider.id]],
    );
    expect(rebates).toEqual([
      { member_id: String(top.id), amount: "80", product: "live" },
      { member_id: String(top.id), amount: "20", product: "slots" },
      { member_id: String(sub.id), amount: "120", product: "live" },
      { member_id: String(sub.id), amount: "60", product: "sports" },
      { member_id: String(outsider.id), amount: "300", product: "live" },
    ]);
    // Running the job again pays nothing more.
    await settle();
    const [count] = await t.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM journal_entries WHERE kind = 'rebate' AND memo ->> 'bettorId' = ANY($1::text[])",
      [[String(p1.id), String(p2.id), String(outsiderPlayer.id)]],
    );
    expect(count!.n).toBe("5");
    await expectLedgerSound(t.db);
  });

  it("shows a rebate in the agent's own account record", async () => {
    const records = await value(ENDPOINTS.memberTransactions.path, top.token, { ...range, types: "rebate" });
    expect(records.list.map((line: { type: string; amount: number }) => [line.type, line.amount])).toEqual([
      ["rebate", 0.2],
      ["rebate", 0.8],
    ]);
  });

  it("gives the team overview of the day from the roll-ups", async () => {
    const overview = await value(ENDPOINTS.agentTeamOverview.path, top.token, {
      fromDate: today,
      toDate: today,
    });
    expect(overview).toMatchObject({
      teamSize: 4,
      directMembers: 2,
      onlineMembers: 4,
      ownBalance: 1.0,
      // p1: 600 − 50 − 100 − 40 − 7 + 50 + 1 (the cancelled 9 came back); p2: 200 + 5 − 20 + 30; sub 1.80.
      teamBalance: 454 + 215 + 1.8 + 1.0,
    });
    const figures = {
      newMembers: 4,
      firstDeposits: 2,
      firstDepositAmount: 700,
      depositors: 2,
      depositCount: 3,
      deposits: 800,
      withdrawals: 50,
      betCount: 3,
      validBet: 160,
      win: 81,
      bonuses: 5,
      rebates: 2.8,
      adjustments: 0,
      // bets − wins − rebates − bonuses: the team lost 71.20.
      profitLoss: 71.2,
      activeMembers: 2,
    };
    expect(overview.totals).toEqual(figures);
    expect(overview.days).toEqual([{ day: today, ...figures }]);

    const week = await value(ENDPOINTS.agentTeamOverview.path, sub.token, {
      fromDate: mondayOf(today),
      toDate: addDays(mondayOf(today), 6),
    });
    expect(week.days).toHaveLength(7);
    expect(week.totals).toMatchObject({
      validBet: 140,
      win: 51,
      rebates: 1.8,
      activeMembers: 1,
      depositors: 1,
    });
    // A period that is no calendar bucket counts its distinct members from the members' rows.
    const twoDays = await value(ENDPOINTS.agentTeamOverview.path, top.token, {
      fromDate: addDays(today, -1),
      toDate: today,
    });
    expect(twoDays.totals).toMatchObject({ activeMembers: 2, depositors: 2, validBet: 160 });
  });

  it("lists the team's rounds with filters and totals, within the team only", async () => {
    const all = await value(ENDPOINTS.agentTeamBetting.path, top.token, range);
    expect(all.totalCount).toBe(5);
    expect(all.totals).toEqual({ rounds: 4, bet: 167, validBet: 160, win: 81, profit: -79 });
    expect(new Set(all.list.map((row: { username: string }) => row.username))).toEqual(
      new Set([p1.userName, p2.userName]),
    );
    const direct = await value(ENDPOINTS.agentTeamBetting.path, top.token, { ...range, scope: "direct" });
    expect(direct.list.map((row: { username: string; depth: number }) => [row.username, row.depth])).toEqual([
      [p2.userName, 1],
    ]);
    const live = await value(ENDPOINTS.agentTeamBetting.path, top.token, {
      ...range,
      username: p1.userName.toUpperCase(),
      productType: "live",
      status: "settled",
    });
    expect(live.list).toHaveLength(1);
    expect(live.list[0]).toMatchObject({ username: p1.userName, depth: 2, bet: 100, validBet: 100, win: 50 });
    const stranger = await value(ENDPOINTS.agentTeamBetting.path, top.token, {
      ...range,
      username: outsiderPlayer.userName,
    });
    expect(stranger).toMatchObject({ list: [], totalCount: 0 });
    const tooLong = await get(ENDPOINTS.agentTeamBetting.path, top.token, {
      startTime: dayStart - 40 * 86_400_000,
      endTime: dayStart,
    });
    expect(tooLong.status).toBe(400);
  });

  it("gives profit and loss per member and product type, with totals over the scope", async () => {
    const pnl = await value(ENDPOINTS.agentTeamProfitLoss.path, top.token, {
      fromDate: today,
      toDate: today,
    });
    expect(pnl.totalCount).toBe(4);
    expect(pnl.totals).toEqual({
      betCount: 3,
      validBet: 160,
      win: 81,
      rebates: 2.8,
      bonuses: 5,
      deposits: 800,
      withdrawals: 50,
      profit: -71.2,
    });
    const row = (member: Account) =>
      pnl.list.find((entry: { memberId: number }) => entry.memberId === member.id);
    expect(row(p1)).toMatchObject({
      depth: 2,
      validBet: 140,
      win: 51,
      profit: -89,
      deposits: 600,
      withdrawals: 50,
    });
    expect(row(p1).byProduct).toEqual([
      { productType: "live", betCount: 1, validBet: 100, win: 50, profit: -50 },
      { productType: "sports", betCount: 1, validBet: 40, win: 1, profit: -39 },
    ]);
    expect(row(sub)).toMatchObject({ isAgent: true, rebates: 1.8, profit: 1.8, byProduct: [] });
    const search = await value(ENDPOINTS.agentTeamProfitLoss.path, top.token, {
      fromDate: today,
      toDate: today,
      username: p2.userName,
    });
    expect(search.list).toHaveLength(1);
    expect(search.totals).toMatchObject({ validBet: 20, win: 30, bonuses: 5, profit: 15 });
    const direct = await value(ENDPOINTS.agentTeamProfitLoss.path, top.token, {
      fromDate: today,
      toDate: today,
      scope: "direct",
    });
    expect(direct.list.map((entry: { memberId: number }) => entry.memberId).sort()).toEqual(
      [sub.id, p2.id].sort(),
    );
    expect(direct.totals).toMatchObject({ validBet: 20, rebates: 1.8 });
  });

  it("gives the agent's income per day and product type", async () => {
    const income = await value(ENDPOINTS.agentIncome.path, top.token, { fromDate: today, toDate: today });
    // Rebates first; the contract kinds the merchant has switched on follow, with nothing earned.
    const byKind = [
      { kind: "rebate", amount: 1 },
      ...income.totals.byKind.slice(1).map((line: { kind: string }) => ({ kind: line.kind, amount: 0 })),
    ];
    expect(income).toEqual({
      days: [{ day: today, amount: 1, byKind }],
      rebatesByProduct: [
        { productType: "live", amount: 0.8 },
        { productType: "slots", amount: 0.2 },
      ],
      totals: { amount: 1, byKind },
    });
    const subIncome = await value(ENDPOINTS.agentIncome.path, sub.token, { fromDate: today, toDate: today });
    expect(subIncome.totals.amount).toBe(1.8);
  });

  it("lists the team's money movements by type with totals", async () => {
    const deposits = await value(ENDPOINTS.agentTeamTransactions.path, top.token, {
      ...range,
      type: "deposit",
    });
    expect(deposits.totalCount).toBe(3);
    expect(deposits.totals).toEqual({ moneyIn: 800, moneyOut: 0 });
    const all = await value(ENDPOINTS.agentTeamTransactions.path, top.token, { ...range, pageSize: 50 });
    const types = all.list.map((line: { type: string }) => line.type).sort();
    expect(types).toEqual(
      ["bonus", "deposit", "deposit", "deposit", "rebate", "rebate", "rebate", "rebate", "withdrawal"].sort(),
    );
    const mine = await value(ENDPOINTS.agentTeamTransactions.path, sub.token, { ...range, pageSize: 50 });
    expect(
      mine.list.every((line: { username: string }) => [sub.userName, p1.userName].includes(line.username)),
    ).toBe(true);
    const stranger = await value(ENDPOINTS.agentTeamTransactions.path, top.token, {
      ...range,
      username: outsiderPlayer.userName,
    });
    expect(stranger.totalCount).toBe(0);
  });

  it("refuses players, and names each report's module switch", async () => {
    const refused = await get(ENDPOINTS.agentTeamOverview.path, p1.token, { fromDate: today, toDate: today });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe("agent.only");
    const modules = Object.values(reportCalls)
      .filter((entry) => typeof entry === "object" && entry !== null && "moduleId" in entry)
      .map((call) => (call as { moduleId: string }).moduleId)
      .sort();
    expect(modules).toEqual(["AGEDOWNTRANS3", "AGEINFO3", "AGEREV3", "AGETEAMPNL3", "TEAMBETTING3"]);
  });

  it("counts each event once when the job runs twice, when runners fold at once, and after a crash", async () => {
    const before = await value(ENDPOINTS.agentTeamOverview.path, top.token, {
      fromDate: today,
      toDate: today,
    });
    const ledger = createLedgerService(t.db);
    for (let index = 0; index < 30; index += 1) {
      await ledger.post({
        merchantCode: "demo",
        currency: "USD",
        kind: "adjustment",
        idempotencyKey: `reports-adj:${p2.id}:${index}`,
        postings: [
          { account: { memberId: p2.id, kind: "main" }, amount: 1_00n },
          { account: { house: "adjustment" }, amount: -1_00n },
        ],
      });
    }
    // A runner that dies after folding, before its commit, counts nothing and leaves the events.
    await expect(
      t.db.transaction(async (tx) => {
        expect(await foldReportBatch(tx, 10)).toBe(10);
        throw new Error("crash");
      }),
    ).rejects.toThrow("crash");
    // Several runners at once, each in small batches of its own transaction.
    const runner = () =>
      t.db.transaction(async (tx) => {
        let folded = 0;
        for (let taken = -1; taken !== 0; folded += taken) taken = await foldReportBatch(tx, 4);
        return folded;
      });
    const folded = await Promise.all([runner(), runner(), runner()]);
    expect(folded.reduce((sum, count) => sum + count, 0)).toBe(30);
    // The job itself, twice in one slot and once in the next: nothing is left to count twice.
    const jobs = createJobRunner(t.db, [foldReportEventsJob]);
    const now = new Date();
    await jobs.runDue(now);
    await jobs.runDue(now);
    await jobs.runDue(new Date(now.getTime() + 5_000));
    const after = await value(ENDPOINTS.agentTeamOverview.path, top.token, {
      fromDate: today,
      toDate: today,
    });
    expect(after.totals.adjustments).toBe(before.totals.adjustments + 30);
    expect(after.totals.deposits).toBe(before.totals.deposits);
    expect(await t.db.query("SELECT 1 FROM report_events")).toEqual([]);
  });
});

function addDays(day: string, days: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function mondayOf(day: string) {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
