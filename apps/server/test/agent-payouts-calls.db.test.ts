import { randomUUID } from "node:crypto";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { beforeAll, describe, expect, it } from "vitest";
import { bet, billsOf, contract, mainBalance, member, payoutRunner } from "./support/agent-payouts.ts";
import { tokenOf } from "./support/agent-team.ts";
import { depositToMain, expectLedgerSound } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { withModules } from "./support/verification.ts";

const CONTRACT_MODULES = { DIVIDEND: "1", DAYSAL: "1", HOURSAL3: "1", RTSALARY3: "1" } as const;
const DAY = new Date("2026-03-10T12:00:00Z");
const PAY_TIME = new Date("2026-03-11T02:06:00Z");

describe(`contract bills over HTTP on ${databaseKind}`, { timeout: 120_000 }, () => {
  const t = useTestApp(() => ({
    merchants: [
      {
        ...withModules(demoConfig(), "demo", CONTRACT_MODULES),
        agentPayouts: {
          timeZone: "UTC",
          dailyPayAt: "02:05",
          dividendApproval: true,
          reviewDays: 15,
          graceSeconds: 30,
        },
      },
    ],
  }));
  const { call, register } = memberCalls(t, "198.18.93");
  let operator: ReturnType<typeof operatorCalls>;
  beforeAll(async () => {
    operator = operatorCalls(t, await operatorKey(t.db));
  });

  const get = async (path: string, token: string) => {
    const response = await call("GET", path, { token });
    return { status: response.statusCode, body: response.json() };
  };

  /** A 1.5 % → B 1.2 % → C 1.0 % over one day, as in the notes, for the kind given. */
  async function chain(tag: string, kind: "daily_salary" | "dividend") {
    const a = await member(t.db, `${tag}a`, null);
    const b = await member(t.db, `${tag}b`, a);
    const c = await member(t.db, `${tag}c`, b);
    const pa = await member(t.db, `${tag}pa`, a, false);
    const pb = await member(t.db, `${tag}pb`, b, false);
    const pc = await member(t.db, `${tag}pc`, c, false);
    const terms = (rateBp: number) =>
      kind === "dividend"
        ? { tiers: [{ loss: 1n, rateBp: rateBp * 10 }], period: "daily" as const }
        : { tiers: [{ members: 1, rateBp }] };
    const contracts = [
      await contract(t.db, { kind, upline: null, downline: a, ...terms(150) }),
      await contract(t.db, { kind, upline: a, downline: b, ...terms(120) }),
      await contract(t.db, { kind, upline: b, downline: c, ...terms(100) }),
    ];
    // Players lose all they bet: the team loss equals the valid bet.
    await bet(t.db, pc, DAY, 200_000n);
    await bet(t.db, pb, DAY, 400_000n);
    await bet(t.db, pa, DAY, 400_000n);
    return { agents: [a, b, c], players: [pa, pb, pc], contracts };
  }

  it("show an agent its own bills and its direct downlines', with totals, and nothing else", async () => {
    const { agents, players, contracts } = await chain("hb", "daily_salary");
    const runner = payoutRunner(t.db);
    await runner.runDue(PAY_TIME);
    await runner.runDue(new Date(PAY_TIME.getTime() + 5_000));
    expect((await billsOf(t.db, contracts)).map((bill) => bill.state)).toEqual(["paid", "paid", "paid"]);
    const [a, b, c] = await Promise.all(agents.map((id) => tokenOf(t.db, "demo", id)));
    const path = ENDPOINTS.dailySalaryBills.path;

    const mine = await get(`${path}?scope=mine`, b!);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.value.list).toHaveLength(1);
    expect(mine.body.value.list[0]).toMatchObject({
      kind: "dailySalary",
      username: "hbb",
      payer: "hba",
      periodStart: Date.parse("2026-03-10T00:00:00Z"),
      periodEnd: Date.parse("2026-03-11T00:00:00Z"),
      teamValidBet: 6_000,
      activeMembers: 2,
      tier: 1,
      rateBp: 120,
      amount: 72,
      due: 72,
      kept: 52,
      paid: 72,
      state: "paid",
      reason: null,
    });
    expect(mine.body.value.totals).toEqual({ count: 1, amount: 72, due: 72, kept: 52, paid: 72, owed: 0 });

    // B pays C: C's bill is among B's downlines' bills, not A's.
    const downlines = await get(`${path}?scope=downlines`, b!);
    expect(downlines.body.value.list.map((bill: { username: string }) => bill.username)).toEqual(["hbc"]);
    const ofA = await get(`${path}?scope=downlines`, a!);
    expect(ofA.body.value.list.map((bill: { username: string }) => bill.username)).toEqual(["hbb"]);
    expect((await get(`${path}?scope=downlines&username=HBC`, b!)).body.value.totalCount).toBe(1);
    // C is no direct downline of A, and the top agent's own bill comes from the house.
    expect((await get(`${path}?scope=downlines&username=hbc`, a!)).body.value.list).toEqual([]);
    expect((await get(`${path}?scope=mine`, a!)).body.value.list[0].payer).toBe("house");
    expect((await get(`${path}?scope=mine&state=insufficient_balance`, c!)).body.value.totalCount).toBe(0);
    // A period without bills, and bad input.
    const before = `startTime=${Date.parse("2026-02-01T00:00:00Z")}&endTime=${Date.parse("2026-03-01T00:00:00Z")}`;
    expect((await get(`${path}?scope=mine&${before}`, b!)).body.value.list).toEqual([]);
    expect((await get(`${path}?scope=everyone`, b!)).status).toBe(400);
    expect((await get(`${path}?startTime=1`, b!)).status).toBe(400);
    // Players are no agents.
    const player = await get(path, await tokenOf(t.db, "demo", players[0]!));
    expect([player.status, player.body.errorCode]).toEqual([403, "agent.only"]);

    // My income: what A kept, beside its rebates, on the day the bill was paid.
    const today = new Date().toISOString().slice(0, 10);
    const income = await get(`${ENDPOINTS.agentIncome.path}?fromDate=${today}&toDate=${today}`, a!);
    expect(income.status, JSON.stringify(income.body)).toBe(200);
    expect(income.body.value.totals.byKind).toEqual([
      { kind: "rebate", amount: 0 },
      { kind: "dividend", amount: 0 },
      { kind: "dailySalary", amount: 78 },
      { kind: "hourlySalary", amount: 0 },
      { kind: "realTimeSalary", amount: 0 },
    ]);
    expect(income.body.value.totals.amount).toBe(78);
  });

  it("let an operator approve dividend bills top-down and reject a bill with the bills below it", async () => {
    const { agents, contracts } = await chain("dv", "dividend");
    const runner = payoutRunner(t.db);
    await runner.runDue(new Date("2026-03-11T00:01:00Z"));
    await runner.runDue(new Date("2026-03-11T00:01:05Z"));
    const bills = await billsOf(t.db, contracts);
    // Loss 1,000,000 / 600,000 / 200,000 at 15 % / 12 % / 10 %.
    expect(bills.map((bill) => [bill.amount, bill.due, bill.kept, bill.state])).toEqual([
      ["150000", "150000", "78000", "pending_review"],
      ["72000", "72000", "52000", "pending_review"],
      ["20000", "20000", "20000", "pending_review"],
    ]);
    const queue = await operator("GET", "/admin/api/agent-contract-bills?kind=dividend");
    expect(queue.statusCode).toBe(200);
    const ids = new Set(bills.map((bill) => Number(bill.id)));
    expect(
      queue
        .json()
        .value.list.filter((bill: { id: number }) => ids.has(bill.id))
        .map((bill: { level: number }) => bill.level),
    ).toEqual([0, 1, 2]);

    const b = await operator("POST", "/admin/api/agent-contract-bills/approve", { id: Number(bills[1]!.id) });
    expect([b.statusCode, b.json().errorCode]).toEqual([409, "contract.bill.upline.pending"]);
    const a = await operator("POST", "/admin/api/agent-contract-bills/approve", { id: Number(bills[0]!.id) });
    expect(a.json().value).toEqual({ id: Number(bills[0]!.id), state: "paid" });
    const again = await operator("POST", "/admin/api/agent-contract-bills/approve", {
      id: Number(bills[0]!.id),
    });
    expect([again.statusCode, again.json().errorCode]).toEqual([409, "contract.bill.state"]);
    // Rejecting B's bill rejects C's too: B received nothing to pay C with.
    const rejected = await operator("POST", "/admin/api/agent-contract-bills/reject", {
      id: Number(bills[1]!.id),
      note: "team under investigation",
    });
    expect(rejected.json().value.rejected.sort()).toEqual(
      [Number(bills[1]!.id), Number(bills[2]!.id)].sort(),
    );
    expect((await billsOf(t.db, contracts)).map((bill) => bill.state)).toEqual([
      "paid",
      "rejected",
      "rejected",
    ]);
    expect(await Promise.all(agents.map((id) => mainBalance(t.db, id)))).toEqual([150_000n, 0n, 0n]);
    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE action LIKE 'agent.contract.bill.%' ORDER BY id",
    );
    expect(audit.map((row) => row.action)).toEqual([
      "agent.contract.bill.approve",
      "agent.contract.bill.reject",
    ]);
    expect(
      (await operator("POST", "/admin/api/agent-contract-bills/approve", { id: 99_999_999 })).statusCode,
    ).toBe(404);
    await expectLedgerSound(t.db);
  });

  it("refuse transfers of an upline that owes its downlines until the bills are paid", async () => {
    const upline = await register(`owe${Date.now().toString(36)}`, "Secure2026");
    const boss = await member(t.db, `owb${Date.now().toString(36)}`, null);
    await t.db.query("UPDATE members SET kind = 'agent', agent_level = 2, upline_id = $2 WHERE id = $1", [
      upline.id,
      boss,
    ]);
    const downline = await member(t.db, `owd${Date.now().toString(36)}`, upline.id);
    const player = await member(t.db, `owp${Date.now().toString(36)}`, downline, false);
    // The upline offered terms without holding any itself: it pays from its own wallet, which is empty.
    const id = await contract(t.db, {
      kind: "realtime_salary",
      upline: upline.id,
      downline,
      realtime: { single: 100, loss: 0, profit: 0 },
    });
    const slotStart = new Date("2026-03-10T09:05:00Z");
    await bet(t.db, player, new Date(slotStart.getTime() + 60_000), 100_000n);
    const runner = payoutRunner(t.db);
    await runner.runDue(new Date("2026-03-10T09:10:40Z"));
    await runner.runDue(new Date("2026-03-10T09:10:45Z"));
    expect((await billsOf(t.db, [id])).map((bill) => [bill.due, bill.state])).toEqual([
      ["1000", "insufficient_balance"],
    ]);

    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId: upline.id,
      amount: 500n,
      key: `owe:${upline.id}`,
    });
    // The payout job has not run again: the upline has 5.00 but still owes 10.00, so no money leaves it.
    const refused = await call("POST", ENDPOINTS.transferUpline.path, {
      token: upline.token,
      sealed: true,
      body: { amount: "1", password: "482913", requestId: randomUUID() },
    });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([409, "agent.bills.unpaid"]);
    const [row] = await t.db.query<{ username: string }>("SELECT username FROM members WHERE id = $1", [
      downline,
    ]);
    const transfer = await call("POST", ENDPOINTS.transferDownline.path, {
      token: upline.token,
      sealed: true,
      body: { username: row!.username, amount: "1", password: "482913", requestId: randomUUID() },
    });
    expect([transfer.statusCode, transfer.json().errorCode]).toEqual([409, "agent.bills.unpaid"]);
    expect(await mainBalance(t.db, upline.id)).toBe(500n);

    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId: upline.id,
      amount: 1_000n,
      key: `owe2:${upline.id}`,
    });
    await runner.runDue(new Date("2026-03-10T09:12:00Z"));
    expect((await billsOf(t.db, [id])).map((bill) => bill.state)).toEqual(["paid"]);
    const allowed = await call("POST", ENDPOINTS.transferDownline.path, {
      token: upline.token,
      sealed: true,
      body: { username: row!.username, amount: "1", password: "482913", requestId: randomUUID() },
    });
    expect(allowed.statusCode).toBe(200);
    expect(await mainBalance(t.db, upline.id)).toBe(400n);
    await expectLedgerSound(t.db);
  });

  it("let an operator close the open day so far over HTTP, audited, and refuse what cannot be closed", async () => {
    const close = (body: unknown) => operator("POST", "/admin/api/agent-payouts/close", body);
    const realTime = await close({ kind: "realTimeSalary" });
    expect([realTime.statusCode, realTime.json().errorCode]).toEqual([400, "request_param_err"]);
    const noPeriod = await close({ kind: "dividend" });
    expect([noPeriod.statusCode, noPeriod.json().errorCode]).toEqual([400, "request_param_err"]);
    const noHourly = await close({ kind: "hourlySalary" });
    expect([noHourly.statusCode, noHourly.json().errorCode]).toEqual([
      409,
      "contract.payout.nothing.to.close",
    ]);

    // A daily salary in force and a bet of its team in the last closed 5 minutes of today (UTC).
    const now = Date.now();
    const cut = Math.floor(now / 300_000) * 300_000;
    const dayStart = Math.floor(now / 86_400_000) * 86_400_000;
    const top = await member(t.db, `cl${now.toString(36)}`, null);
    const player = await member(t.db, `clp${now.toString(36)}`, top, false);
    await contract(t.db, {
      kind: "daily_salary",
      upline: null,
      downline: top,
      tiers: [{ members: 1, rateBp: 100 }],
    });
    await bet(t.db, player, new Date(Math.max(dayStart, cut - 60_000)), 50_000n);
    const closed = await close({ kind: "dailySalary" });
    if (cut === dayStart) {
      // The first five minutes of a UTC day hold no closed boundary yet.
      expect([closed.statusCode, closed.json().errorCode]).toEqual([409, "contract.payout.nothing.to.close"]);
      return;
    }
    expect(closed.statusCode, JSON.stringify(closed.json())).toBe(200);
    expect(closed.json().value).toMatchObject({
      kind: "dailySalary",
      period: "",
      start: new Date(dayStart).toISOString(),
      end: new Date(cut).toISOString(),
    });
    const [bill] = await t.db.query<{ due: string; state: string; period_end: Date }>(
      "SELECT due::text, state, period_end FROM agent_contract_bills WHERE member_id = $1",
      [top],
    );
    expect(bill).toEqual({ due: "500", state: "awaiting_payment", period_end: new Date(cut) });
    const again = await close({ kind: "dailySalary" });
    expect([again.statusCode, again.json().errorCode]).toEqual([409, "contract.payout.nothing.to.close"]);
    const audit = await t.db.query<{ action: string; actor: string }>(
      "SELECT action, actor FROM audit_log WHERE action = 'agent.payout.close'",
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor).toMatch(/^operator:/);
  });
});
