import fc from "fast-check";
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

describe("real-time salary every 5 minutes", () => {
  it("pays bet, loss and profit shares by the chain rule, sharing an upline's budget when its downlines' exceed it", async () => {
    const db = await openTestDatabase("demo");
    // A's team lost 10,000 in all: B's team lost 30,000 and C's won 20,000.
    const a = await member(db, "rta", null);
    const b = await member(db, "rtb", a);
    const c = await member(db, "rtc", a);
    const pb = await member(db, "rtpb", b, false);
    const pc = await member(db, "rtpc", c, false);
    const rates = { single: 0, loss: 1_000, profit: 0 };
    const contracts = [
      await contract(db, { kind: "realtime_salary", upline: null, downline: a, realtime: rates }),
      await contract(db, { kind: "realtime_salary", upline: a, downline: b, realtime: rates }),
      await contract(db, {
        kind: "realtime_salary",
        upline: a,
        downline: c,
        realtime: { ...rates, profit: 500 },
      }),
    ];
    const slot = new Date("2026-03-10T09:05:00Z");
    await bet(db, pb, new Date(slot.getTime() + 10_000), 30_000n, 0n);
    await bet(db, pc, new Date(slot.getTime() + 20_000), 10_000n, 30_000n);
    // A bet of the next slot is not in this one.
    await bet(db, pb, new Date("2026-03-10T09:10:00Z"), 50_000n, 0n);
    const runner = payoutRunner(db);
    await runner.runDue(new Date("2026-03-10T09:10:31Z"));
    await runner.runDue(new Date("2026-03-10T09:10:36Z"));
    const bills = await billsOf(db, contracts);
    // A: 10,000 × 10 % = 1,000. B claims 3,000, C 20,000 × 5 % = 1,000: 4,000 for a budget of 1,000.
    expect(bills.map((bill) => [bill.member_id, bill.amount, bill.due, bill.kept, bill.state])).toEqual([
      [String(a), "1000", "1000", "0", "paid"],
      [String(b), "3000", "750", "750", "paid"],
      [String(c), "1000", "250", "250", "paid"],
    ]);
    expect(await Promise.all([a, b, c].map((id) => mainBalance(db, id)))).toEqual([0n, 750n, 250n]);
    // The house pays A; A pays both its downlines' bills of the slot in one entry.
    const entries = await db.query<{ key: string; lines: number }>(
      `SELECT e.idempotency_key AS key, count(p.id)::int AS lines FROM journal_entries e JOIN postings p ON p.entry_id = e.id
        WHERE e.kind = 'agent.realtime.salary' GROUP BY e.id ORDER BY e.id`,
    );
    expect(entries).toEqual([
      { key: `agent-contract:${contracts[0]}:2026-03-10T09:05:00.000Z:0`, lines: 2 },
      { key: `agent-contract:payer:${a}:realtime_salary:2026-03-10T09:05:00.000Z:${bills[1]!.id}`, lines: 3 },
    ]);
    await expectLedgerSound(db);
    await db.drop();
  });
});

describe("slots in the merchant's time zone", () => {
  it("cut an hour of a zone 5:30 ahead of UTC from the 5-minute roll-ups at its edges", async () => {
    const db = await openTestDatabase("demo");
    await db.query(
      `UPDATE merchants SET settings = jsonb_set(settings, '{agentPayouts}', '{"timeZone": "Asia/Kolkata"}')
        WHERE code = 'demo'`,
    );
    const a = await member(db, "inda", null);
    const player = await member(db, "indp", a, false);
    const id = await contract(db, {
      kind: "hourly_salary",
      upline: null,
      downline: a,
      tiers: [{ bet: 1n, members: 1, rateBp: 100 }],
      minBet: 300n,
    });
    // The local hour 15:00–16:00 is 09:30–10:30 UTC.
    await bet(db, player, new Date("2026-03-10T09:29:59Z"), 100_000n); // the hour before
    await bet(db, player, new Date("2026-03-10T09:30:00Z"), 200n);
    await bet(db, player, new Date("2026-03-10T10:10:00Z"), 300n);
    await bet(db, player, new Date("2026-03-10T10:29:59Z"), 500n);
    await bet(db, player, new Date("2026-03-10T10:30:00Z"), 700_000n); // the hour after
    const runner = payoutRunner(db);
    await runner.runDue(new Date("2026-03-10T10:31:00Z"));
    await runner.runDue(new Date("2026-03-10T10:31:05Z"));
    const bills = await db.query<{
      period_start: Date;
      team_valid_bet: string;
      active_members: number;
      amount: string;
    }>(
      `SELECT period_start, team_valid_bet::text, active_members, amount::text FROM agent_contract_bills
        WHERE contract_id = $1 ORDER BY period_start`,
      [id],
    );
    const hour = bills.find((bill) => bill.period_start.toISOString() === "2026-03-10T09:30:00.000Z");
    expect(hour).toMatchObject({ team_valid_bet: "1000", active_members: 1, amount: "10" });
    await db.drop();
  });
});

describe("dividends", () => {
  it("pay a floating tier scaled by the loss below its minimum, once per weekly period", async () => {
    const db = await openTestDatabase("demo");
    const a = await member(db, "fla", null);
    const player = await member(db, "flp", a, false);
    const id = await contract(db, {
      kind: "dividend",
      upline: null,
      downline: a,
      period: "weekly",
      mode: "floating",
      tiers: [
        { loss: 10_000n, rateBp: 1_000 },
        { loss: 50_000n, rateBp: 2_000 },
      ],
    });
    // Monday 9 March to Sunday 15 March 2026: the team loses 40,000.
    await bet(db, player, new Date("2026-03-09T01:00:00Z"), 30_000n, 0n);
    await bet(db, player, new Date("2026-03-15T23:00:00Z"), 10_000n, 0n);
    await bet(db, player, new Date("2026-03-16T00:00:01Z"), 99_000n, 0n);
    const runner = payoutRunner(db);
    await runner.runDue(new Date("2026-03-16T00:01:00Z"));
    await runner.runDue(new Date("2026-03-16T00:01:05Z"));
    await runner.runDue(new Date("2026-03-16T00:02:00Z"));
    // 40,000 × 20 % × 40,000 / 50,000 = 6,400 beats 40,000 × 10 % = 4,000.
    expect((await billsOf(db, [id])).map((bill) => [bill.amount, bill.paid, bill.state])).toEqual([
      ["6400", "6400", "paid"],
    ]);
    expect(await mainBalance(db, a)).toBe(6_400n);
    await db.drop();
  });
});

describe("the chain rule through the ledger", () => {
  it("costs the house the top agent's amount and leaves every keep at or above zero, whatever order slots run in", async () => {
    const db = await openTestDatabase("demo");
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 150 }), { minLength: 3, maxLength: 3 }),
        fc.array(fc.bigInt({ min: 0n, max: 1_000_000n }), { minLength: 6, maxLength: 6 }),
        fc.boolean(),
        async (rates, stakes, reversed) => {
          run += 1;
          const [ra, rb, rc] = [...rates].sort((x, y) => y - x) as [number, number, number];
          const a = await member(db, `pr${run}a`, null);
          const b = await member(db, `pr${run}b`, a);
          const c = await member(db, `pr${run}c`, b);
          const players = [
            await member(db, `pr${run}pa`, a, false),
            await member(db, `pr${run}pb`, b, false),
            await member(db, `pr${run}pc`, c, false),
          ];
          const hourly = (rateBp: number) => ({
            kind: "hourly_salary" as const,
            tiers: [{ rateBp: rateBp + 1 }],
          });
          const contracts = [
            await contract(db, { ...hourly(ra), upline: null, downline: a }),
            await contract(db, { ...hourly(rb), upline: a, downline: b }),
            await contract(db, { ...hourly(rc), upline: b, downline: c }),
          ];
          // Two hours of a day of its own for this run.
          const base = Date.UTC(2026, 1, 1) + run * 86_400_000;
          for (const [index, stake] of stakes.entries()) {
            if (stake > 0n)
              await bet(
                db,
                players[index % 3]!,
                new Date(base + (index < 3 ? 0 : 3_600_000) + 60_000),
                stake,
              );
          }
          const slots = [0, 1].map((hour) => ({
            start: new Date(base + hour * 3_600_000),
            end: new Date(base + (hour + 1) * 3_600_000),
          }));
          for (const slot of reversed ? [...slots].reverse() : slots) {
            await db.transaction((tx) =>
              computeSlot(tx, {
                merchantCode: "demo",
                currency: "USD",
                kind: "hourly_salary",
                period: "",
                slot,
                review: false,
              }),
            );
          }
          await db.transaction((tx) =>
            payDueBills(tx, createLedgerService(db), new Date(base + 3 * 3_600_000)),
          );
          const bills = await billsOf(db, contracts);
          for (const bill of bills) {
            expect(BigInt(bill.kept)).toBeGreaterThanOrEqual(0n);
            expect(bill.state).toBe("paid");
          }
          const top = bills.filter((bill) => bill.payer_member_id === null);
          const houseCost = top.reduce((sum, bill) => sum + BigInt(bill.amount), 0n);
          const balances = await Promise.all([a, b, c].map((id) => mainBalance(db, id)));
          expect(balances.reduce((sum, balance) => sum + balance, 0n)).toBe(houseCost);
          // Each hour: floor(team volume × rate), A's volume the whole run's stakes of its hour.
          for (const hour of [0, 1]) {
            const volume = stakes.slice(hour * 3, hour * 3 + 3).reduce((sum, stake) => sum + stake, 0n);
            if (volume === 0n) continue;
            const bill = top.find((row) => row.team_valid_bet === volume.toString());
            expect(bill?.amount).toBe(((volume * BigInt(ra + 1)) / 10_000n).toString());
          }
        },
      ),
      { numRuns: 12 },
    );
    await expectLedgerSound(db);
    await db.drop();
  });
});
