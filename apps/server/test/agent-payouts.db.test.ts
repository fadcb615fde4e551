import { describe, expect, it } from "vitest";
import { computeSlot } from "#app/modules/agent-payouts/billing.ts";
import { assertNoUnpaidBills } from "#app/modules/agent-payouts/owing.ts";
import { payDueBills, RETRY_MS } from "#app/modules/agent-payouts/paying.ts";
import { daySlotOf } from "#app/modules/agent-payouts/periods.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { bet, billsOf, contract, mainBalance, member, payoutRunner } from "./support/agent-payouts.ts";
import { depositToMain, expectLedgerSound } from "./support/ledger-fixtures.ts";
import { openTestDatabase } from "./support/test-database.ts";

const DAY = new Date("2026-03-10T12:00:00Z");
/** The day's salary is due the next day at 02:05 (UTC, the default), plus the 30 s grace. */
const PAY_TIME = new Date("2026-03-11T02:06:00Z");

/**
 * The notes' worked example: A 1.5 % → B 1.2 % → C 1.0 %, team valid bets 1,000,000 / 600,000 /
 * 200,000 over the day. A's terms come from the operator, so the house pays A.
 */
async function workedExample(db: Awaited<ReturnType<typeof openTestDatabase>>, tag: string) {
  const a = await member(db, `${tag}a`, null);
  const b = await member(db, `${tag}b`, a);
  const c = await member(db, `${tag}c`, b);
  const players = [
    await member(db, `${tag}pa`, a, false),
    await member(db, `${tag}pb`, b, false),
    await member(db, `${tag}pc`, c, false),
  ];
  const contracts = [
    await contract(db, {
      kind: "daily_salary",
      upline: null,
      downline: a,
      tiers: [{ members: 1, rateBp: 150 }],
    }),
    await contract(db, {
      kind: "daily_salary",
      upline: a,
      downline: b,
      tiers: [{ members: 1, rateBp: 120 }],
    }),
    await contract(db, {
      kind: "daily_salary",
      upline: b,
      downline: c,
      tiers: [{ members: 1, rateBp: 100 }],
    }),
  ];
  await bet(db, players[2]!, DAY, 200_000n);
  await bet(db, players[1]!, new Date(DAY.getTime() + 3_600_000), 400_000n);
  await bet(db, players[0]!, new Date(DAY.getTime() + 7_200_000), 300_000n);
  // A's own bet counts for A's team only.
  await bet(db, a, new Date(DAY.getTime() + 7_300_000), 100_000n);
  return { agents: [a, b, c], contracts };
}

describe("daily salary by the chain rule", () => {
  it("pays the worked example: 15,000 / 7,200 / 2,000, A keeps 7,800, B 5,200, the house pays 15,000", async () => {
    const db = await openTestDatabase("demo");
    const { agents, contracts } = await workedExample(db, "we");
    const runner = payoutRunner(db);
    // Before the pay time nothing is computed.
    await runner.runDue(new Date("2026-03-11T02:00:00Z"));
    expect(await billsOf(db, contracts)).toEqual([]);
    await runner.runDue(PAY_TIME);
    await runner.runDue(new Date(PAY_TIME.getTime() + 5_000));
    const bills = await billsOf(db, contracts);
    expect(
      bills.map((bill) => [bill.team_valid_bet, bill.amount, bill.due, bill.kept, bill.paid, bill.state]),
    ).toEqual([
      ["1000000", "15000", "15000", "7800", "15000", "paid"],
      ["600000", "7200", "7200", "5200", "7200", "paid"],
      ["200000", "2000", "2000", "2000", "2000", "paid"],
    ]);
    expect(bills.map((bill) => bill.payer_member_id)).toEqual([null, String(agents[0]), String(agents[1])]);
    expect(await Promise.all(agents.map((id) => mainBalance(db, id)))).toEqual([7_800n, 5_200n, 2_000n]);
    const [house] = await db.query<{ cost: string }>(
      `SELECT coalesce(-sum(p.amount), 0)::text AS cost FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.member_id IS NULL AND a.kind = 'salary_expense'`,
    );
    expect(house!.cost).toBe("15000");
    // Later runs find the slot computed and the bills paid.
    await runner.runDue(new Date(PAY_TIME.getTime() + 60_000));
    expect(await billsOf(db, contracts)).toEqual(bills);
    await expectLedgerSound(db);
    await db.drop();
  });

  it("pays each slot once with two runners on one database", async () => {
    const db = await openTestDatabase("demo");
    const { agents, contracts } = await workedExample(db, "two");
    const first = payoutRunner(db);
    const second = payoutRunner(db);
    for (const offset of [0, 5_000, 10_000, 15_000]) {
      const now = new Date(PAY_TIME.getTime() + offset);
      await Promise.all([first.runDue(now), second.runDue(now)]);
    }
    // Two more bills computed for the same slot by hand find the run claimed.
    const day = daySlotOf(DAY, "UTC");
    const again = await db.transaction((tx) =>
      computeSlot(tx, {
        merchantCode: "demo",
        currency: "USD",
        kind: "daily_salary",
        period: "",
        slot: day,
        review: false,
      }),
    );
    expect(again).toBeNull();
    expect((await billsOf(db, contracts)).map((bill) => bill.state)).toEqual(["paid", "paid", "paid"]);
    expect(await Promise.all(agents.map((id) => mainBalance(db, id)))).toEqual([7_800n, 5_200n, 2_000n]);
    const [entries] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM journal_entries WHERE kind = 'agent.daily.salary'",
    );
    expect(entries!.n).toBe(3);
    await expectLedgerSound(db);
    await db.drop();
  });

  it("leaves nothing half-done when a runner dies in the middle of a slot", async () => {
    const db = await openTestDatabase("demo");
    const { agents, contracts } = await workedExample(db, "crash");
    const slot = daySlotOf(DAY, "UTC");
    const run = {
      merchantCode: "demo",
      currency: "USD",
      kind: "daily_salary" as const,
      period: "",
      slot,
      review: false,
    };
    // Dies after computing and paying part of the chain, before its commit.
    await expect(
      db.transaction(async (tx) => {
        expect(await computeSlot(tx, run)).toBe(3);
        await payDueBills(tx, createLedgerService(db), PAY_TIME);
        throw new Error("killed");
      }),
    ).rejects.toThrow("killed");
    expect(await billsOf(db, contracts)).toEqual([]);
    expect(await db.query("SELECT 1 FROM agent_payout_runs WHERE merchant_code = 'demo'")).toEqual([]);
    expect(await Promise.all(agents.map((id) => mainBalance(db, id)))).toEqual([0n, 0n, 0n]);
    // Computed and committed, then killed while paying: the bills wait, unpaid, for the next run.
    expect(await db.transaction((tx) => computeSlot(tx, run))).toBe(3);
    await expect(
      db.transaction(async (tx) => {
        await payDueBills(tx, createLedgerService(db), PAY_TIME);
        throw new Error("killed");
      }),
    ).rejects.toThrow("killed");
    expect((await billsOf(db, contracts)).map((bill) => [bill.state, bill.paid])).toEqual([
      ["awaiting_payment", "0"],
      ["awaiting_payment", "0"],
      ["awaiting_payment", "0"],
    ]);
    await payoutRunner(db).runDue(PAY_TIME);
    expect(await Promise.all(agents.map((id) => mainBalance(db, id)))).toEqual([7_800n, 5_200n, 2_000n]);
    await expectLedgerSound(db);
    await db.drop();
  });
});

describe("bills an upline cannot pay", () => {
  it("wait as insufficient balance, block the upline, are paid in part and then in full", async () => {
    const db = await openTestDatabase("demo");
    // U offers B a contract with no contract of its own (an operator left it so): U pays from its wallet.
    const u = await member(db, "owu", null);
    const b = await member(db, "owb", u);
    const player = await member(db, "owp", b, false);
    const [id] = [
      await contract(db, {
        kind: "hourly_salary",
        upline: u,
        downline: b,
        tiers: [{ bet: 1_000n, rateBp: 200 }],
      }),
    ];
    const hour = new Date("2026-03-10T09:00:00Z");
    await bet(db, player, new Date(hour.getTime() + 600_000), 50_000n);
    const runner = payoutRunner(db);
    const now = new Date("2026-03-10T10:01:00Z");
    await runner.runDue(now);
    await runner.runDue(new Date(now.getTime() + 5_000));
    let [bill] = await billsOf(db, [id!]);
    expect([bill!.amount, bill!.due, bill!.paid, bill!.state]).toEqual([
      "1000",
      "1000",
      "0",
      "insufficient_balance",
    ]);
    await expect(db.transaction((tx) => assertNoUnpaidBills(tx, u))).rejects.toMatchObject({
      code: "agent.bills.unpaid",
      status: 409,
    });
    // The downline is not blocked: it is owed, it owes nothing.
    await db.transaction((tx) => assertNoUnpaidBills(tx, b));

    await depositToMain(db, { merchantCode: "demo", memberId: u, amount: 400n, key: "owu-1" });
    // Not before the retry time.
    await runner.runDue(new Date(now.getTime() + 10_000));
    expect((await billsOf(db, [id!]))[0]!.state).toBe("insufficient_balance");
    const retry = new Date(now.getTime() + 5_000 + RETRY_MS + 5_000);
    await runner.runDue(retry);
    [bill] = await billsOf(db, [id!]);
    expect([bill!.paid, bill!.state]).toEqual(["400", "partly_paid"]);
    await expect(db.transaction((tx) => assertNoUnpaidBills(tx, u))).rejects.toMatchObject({
      code: "agent.bills.unpaid",
    });

    await depositToMain(db, { merchantCode: "demo", memberId: u, amount: 5_000n, key: "owu-2" });
    await runner.runDue(new Date(retry.getTime() + RETRY_MS + 5_000));
    [bill] = await billsOf(db, [id!]);
    expect([bill!.paid, bill!.state]).toEqual(["1000", "paid"]);
    expect([await mainBalance(db, u), await mainBalance(db, b)]).toEqual([4_400n, 1_000n]);
    await db.transaction((tx) => assertNoUnpaidBills(tx, u));
    // Two parts, two ledger entries under the bill's keys.
    const keys = await db.query<{ idempotency_key: string }>(
      "SELECT idempotency_key FROM journal_entries WHERE kind = 'agent.hourly.salary' ORDER BY id",
    );
    expect(keys.map((row) => row.idempotency_key)).toEqual([
      `agent-contract:${id}:2026-03-10T09:00:00.000Z:0`,
      `agent-contract:${id}:2026-03-10T09:00:00.000Z:400`,
    ]);
    await expectLedgerSound(db);
    await db.drop();
  });
});
