import { agentTeamProfitLossCall, agentTeamTransactionsCall } from "@banca/contract/calls/agent-reports";
import { memberTransactionsCall } from "@banca/contract/calls/records";
import { recordTypeOfKind } from "@banca/contract/records";
import { beforeAll, describe, expect, it } from "vitest";
import { foldReportEvents } from "#app/modules/agent/reports-fold.ts";
import { PAYOUT_KINDS, type PayoutKind } from "#app/modules/agent-payouts/billing.ts";
import { ledgerKindOf } from "#app/modules/agent-payouts/paying.ts";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { teamMember, tokenOf } from "./support/agent-team.ts";
import { sendCall } from "./support/contract-requests.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { withModules } from "./support/verification.ts";

const today = new Date().toISOString().slice(0, 10);

/**
 * Contract salaries and dividends in the reports and records (decision 051): the team's transaction
 * details list them under their own types, team profit and loss counts them with the rebates (what
 * the house paid into the team), and a member's account record types them as salary and dividend.
 */
describe(`contract payouts in the reports on ${databaseKind}`, { timeout: 120_000 }, () => {
  const t = useTestApp(() => ({
    merchants: [withModules(demoConfig(), "demo", { AGETEAMPNL3: "1", AGEDOWNTRANS3: "1", MEMTRANS3: "1" })],
  }));
  let ip = 0;
  let top: { id: number; token: string };
  let sub: { id: number; token: string };
  let player: { id: number; token: string };
  const range = { startTime: Date.now() - 3_600_000, endTime: Date.now() + 3_600_000 };

  const ask = async (call: Parameters<typeof sendCall>[1], token: string, query: Record<string, unknown>) => {
    const response = await sendCall(t.app, call, {
      query: query as Record<string, string>,
      token,
      merchant: "demo",
      ip: `198.18.47.${++ip}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };

  /** One payout of `kind`, as the pay job posts it: from the house (payer null) or an upline's wallet. */
  const pay = (kind: PayoutKind, payer: number | null, payee: number, amount: bigint, key: string) =>
    t.db.transaction((tx) =>
      createLedgerService(t.db).postIn(tx, {
        merchantCode: "demo",
        currency: "USD",
        kind: ledgerKindOf(kind),
        idempotencyKey: `test:payout:${key}`,
        postings: [
          { account: { memberId: payee, kind: "main" }, amount },
          payer === null
            ? {
                account: { house: kind === "dividend" ? "dividend_expense" : "salary_expense" },
                amount: -amount,
              }
            : { account: { memberId: payer, kind: "main" }, amount: -amount },
        ],
        memo: { test: true },
      }),
    );

  /**
   * top ── sub ── player: the house pays sub a daily salary of 30.00 and a dividend of 50.00; sub
   * pays player an hourly salary of 10.00 from its wallet.
   */
  beforeAll(async () => {
    const suffix = Date.now().toString(36).slice(-5);
    const topId = await teamMember(t.db, { username: `cpt${suffix}`, kind: "agent" });
    const subId = await teamMember(t.db, { username: `cps${suffix}`, kind: "agent", upline: topId });
    const playerId = await teamMember(t.db, { username: `cpp${suffix}`, upline: subId });
    top = { id: topId, token: await tokenOf(t.db, "demo", topId) };
    sub = { id: subId, token: await tokenOf(t.db, "demo", subId) };
    player = { id: playerId, token: await tokenOf(t.db, "demo", playerId) };
    await pay("daily_salary", null, subId, 3000n, `${suffix}:daily`);
    await pay("hourly_salary", subId, playerId, 1000n, `${suffix}:hourly`);
    await pay("dividend", null, subId, 5000n, `${suffix}:dividend`);
    let pending = true;
    while (pending) pending = (await t.db.transaction((tx) => foldReportEvents(tx, 1_000))) > 0;
  });

  it("types every payout kind as salary or dividend, never as other", () => {
    expect(PAYOUT_KINDS.map((kind) => recordTypeOfKind(ledgerKindOf(kind)))).toEqual([
      "dividend",
      "salary",
      "salary",
      "salary",
    ]);
  });

  it("lists salaries and dividends in the team's transaction details, each under its type", async () => {
    const salaries = await ask(agentTeamTransactionsCall, top.token, { ...range, type: "salary" });
    expect(salaries.totalCount).toBe(3);
    expect(salaries.totals).toEqual({ moneyIn: 40, moneyOut: 10 });
    expect(
      salaries.list
        .map((line: { type: string; amount: number; memberId?: number; username: string }) => [
          line.type,
          line.amount,
        ])
        .sort(),
    ).toEqual(
      [
        ["salary", 10],
        ["salary", -10],
        ["salary", 30],
      ].sort(),
    );
    const dividends = await ask(agentTeamTransactionsCall, top.token, { ...range, type: "dividend" });
    expect(dividends.totalCount).toBe(1);
    expect(dividends.list[0]).toMatchObject({ type: "dividend", amount: 50 });
    const all = await ask(agentTeamTransactionsCall, top.token, { ...range, pageSize: 50 });
    expect(all.list.map((line: { type: string }) => line.type).sort()).toEqual(
      ["dividend", "salary", "salary", "salary"].sort(),
    );
    // sub's team is itself and its player: the same three salary lines.
    const mine = await ask(agentTeamTransactionsCall, sub.token, { ...range, type: "salary" });
    expect(mine.list.map((line: { amount: number }) => line.amount).sort()).toEqual([-10, 10, 30]);
  });

  it("counts them with the rebates in team profit and loss: what the house paid into the team", async () => {
    const pnl = await ask(agentTeamProfitLossCall, top.token, { fromDate: today, toDate: today });
    expect(pnl.totals).toMatchObject({ validBet: 0, rebates: 80, profit: 80 });
    const row = (id: number) => pnl.list.find((entry: { memberId: number }) => entry.memberId === id);
    // sub kept 30 + 50 - 10; its player received 10.
    expect(row(sub.id)).toMatchObject({ rebates: 70, profit: 70 });
    expect(row(player.id)).toMatchObject({ rebates: 10, profit: 10 });
    // Within sub's own team the salary it paid its player moves nothing: the team got 30 + 50.
    const below = await ask(agentTeamProfitLossCall, sub.token, { fromDate: today, toDate: today });
    expect(below.totals).toMatchObject({ rebates: 80 });
    const direct = await ask(agentTeamProfitLossCall, sub.token, {
      fromDate: today,
      toDate: today,
      scope: "direct",
    });
    expect(direct.totals).toMatchObject({ rebates: 10 });
  });

  it("types them in a member's own account record, and filters by those types", async () => {
    const all = await ask(memberTransactionsCall, sub.token, { ...range, pageSize: 50 });
    expect(
      all.list.map((line: { type: string; kind: string; amount: number }) => [
        line.type,
        line.kind,
        line.amount,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ["salary", "agent.daily.salary", 30],
        ["salary", "agent.hourly.salary", -10],
        ["dividend", "agent.dividend", 50],
      ]),
    );
    expect(all.list.some((line: { type: string }) => line.type === "other")).toBe(false);
    const salaries = await ask(memberTransactionsCall, sub.token, { ...range, types: "salary" });
    expect(salaries.totals).toEqual({ moneyIn: 30, moneyOut: -10 });
    const dividends = await ask(memberTransactionsCall, sub.token, { ...range, types: "dividend" });
    expect(dividends.list.map((line: { amount: number }) => line.amount)).toEqual([50]);
    const received = await ask(memberTransactionsCall, player.token, { ...range, types: "salary,dividend" });
    expect(received.list.map((line: { kind: string }) => line.kind)).toEqual(["agent.hourly.salary"]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
