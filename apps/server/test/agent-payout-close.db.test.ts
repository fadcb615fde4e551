import { describe, expect, it } from "vitest";
import type { Database } from "#app/db/database.ts";
import { foldReportEvents } from "#app/modules/agent/reports-fold.ts";
import { closeOpenPeriod } from "#app/modules/agent-payouts/closing.ts";
import { assertNoUnpaidBills } from "#app/modules/agent-payouts/owing.ts";
import { createBillReviewService } from "#app/modules/agent-payouts/review.ts";
import { createMerchantRepository } from "#app/modules/merchants/repository.ts";
import { bet, billsOf, contract, mainBalance, member, payoutRunner } from "./support/agent-payouts.ts";
import { expectLedgerSound } from "./support/ledger-fixtures.ts";
import { openTestDatabase } from "./support/test-database.ts";

const at = (time: string) => new Date(`2026-03-10T${time}Z`);

async function demo(db: Database) {
  const merchant = await createMerchantRepository(db).findByCode("demo");
  if (!merchant) throw new Error("the demo merchant is not seeded");
  return merchant;
}

/** A 1.5 % → B 1.2 % → C 1.0 % of the kind, each with a player below it. */
async function chain(db: Database, tag: string, kind: "daily_salary" | "dividend") {
  const a = await member(db, `${tag}a`, null);
  const b = await member(db, `${tag}b`, a);
  const c = await member(db, `${tag}c`, b);
  const players = [
    await member(db, `${tag}pa`, a, false),
    await member(db, `${tag}pb`, b, false),
    await member(db, `${tag}pc`, c, false),
  ];
  const terms = (rateBp: number) =>
    kind === "dividend"
      ? { tiers: [{ loss: 1n, rateBp: rateBp * 10 }], period: "daily" as const }
      : { tiers: [{ members: 1, rateBp }] };
  const contracts = [
    await contract(db, { kind, upline: null, downline: a, ...terms(150) }),
    await contract(db, { kind, upline: a, downline: b, ...terms(120) }),
    await contract(db, { kind, upline: b, downline: c, ...terms(100) }),
  ];
  return { agents: [a, b, c], players, contracts };
}

const runsOf = (db: Database, kind: string) =>
  db.query<{ period_start: Date; period_end: Date; bills: number }>(
    "SELECT period_start, period_end, bills FROM agent_payout_runs WHERE kind = $1 ORDER BY period_start",
    [kind],
  );

describe("closing a period early", () => {
  it("bills the day so far now, pays it, and bills the rest when the day ends", async () => {
    const db = await openTestDatabase("demo");
    const merchant = await demo(db);
    const { agents, players, contracts } = await chain(db, "cl", "daily_salary");
    await bet(db, players[2]!, at("03:00:00"), 200_000n);
    await bet(db, players[1]!, at("05:00:00"), 400_000n);

    // At 10:02:30 the cut is 10:00, the last 5-minute boundary that passed.
    const closed = await closeOpenPeriod(
      db,
      merchant,
      { kind: "daily_salary" },
      "operator:1",
      at("10:02:30"),
    );
    expect(closed).toEqual({
      kind: "daily_salary",
      period: "",
      start: at("00:00:00"),
      end: at("10:00:00"),
      bills: 3,
    });
    const runner = payoutRunner(db);
    await runner.runDue(at("10:02:35"));
    // A's and B's teams both bet 600,000: A is owed 9,000 and pays B 7,200; B pays C 2,000.
    expect(
      (await billsOf(db, contracts)).map((bill) => [bill.team_valid_bet, bill.due, bill.kept, bill.state]),
    ).toEqual([
      ["600000", "9000", "1800", "paid"],
      ["600000", "7200", "5200", "paid"],
      ["200000", "2000", "2000", "paid"],
    ]);

    // Nothing more to close until the next boundary; that one bills nothing (no one played).
    await expect(
      closeOpenPeriod(db, merchant, { kind: "daily_salary" }, "operator:1", at("10:04:59")),
    ).rejects.toMatchObject({ code: "contract.payout.nothing.to.close" });
    expect(
      (await closeOpenPeriod(db, merchant, { kind: "daily_salary" }, "operator:1", at("10:05:00"))).bills,
    ).toBe(0);

    // A bet waiting for the report fold holds the next close back, writing nothing.
    await db.query(
      `INSERT INTO report_events (merchant_code, member_id, type, occurred_at, product_type, bet, valid_bet, win)
       VALUES ('demo', $1, 'bet', $2, 'slots', 300000, 300000, 0)`,
      [players[0], at("12:00:00")],
    );
    await expect(
      closeOpenPeriod(db, merchant, { kind: "daily_salary" }, "operator:1", at("12:10:00")),
    ).rejects.toMatchObject({ code: "contract.payout.reports.behind" });
    expect(
      (await runsOf(db, "daily_salary"))
        .filter((run) => run.period_start >= at("00:00:00"))
        .map((run) => run.period_end),
    ).toEqual([at("10:00:00"), at("10:05:00")]);
    await db.transaction((tx) => foldReportEvents(tx));

    // The day's own job bills what is left of it, from 10:05: A's team bet 300,000 more.
    await runner.runDue(new Date("2026-03-11T02:06:00Z"));
    await runner.runDue(new Date("2026-03-11T02:06:05Z"));
    expect((await runsOf(db, "daily_salary")).filter((run) => run.period_start >= at("00:00:00"))).toEqual([
      { period_start: at("00:00:00"), period_end: at("10:00:00"), bills: 3 },
      { period_start: at("10:00:00"), period_end: at("10:05:00"), bills: 0 },
      { period_start: at("10:05:00"), period_end: new Date("2026-03-11T00:00:00Z"), bills: 1 },
    ]);
    const bills = await billsOf(db, contracts);
    expect(bills.map((bill) => [bill.member_id, bill.team_valid_bet, bill.due, bill.state])).toEqual([
      [String(agents[0]), "600000", "9000", "paid"],
      [String(agents[0]), "300000", "4500", "paid"],
      [String(agents[1]), "600000", "7200", "paid"],
      [String(agents[2]), "200000", "2000", "paid"],
    ]);
    expect(await Promise.all(agents.map((id) => mainBalance(db, id)))).toEqual([6_300n, 5_200n, 2_000n]);
    const audit = await db.query<{ actor: string; target_id: string }>(
      "SELECT actor, target_id FROM audit_log WHERE action = 'agent.payout.close' ORDER BY id",
    );
    expect(audit).toEqual([
      { actor: "operator:1", target_id: "daily_salary||2026-03-10T00:00:00.000Z" },
      { actor: "operator:1", target_id: "daily_salary||2026-03-10T10:00:00.000Z" },
    ]);
    await expectLedgerSound(db);
    await db.drop();
  });

  it("bills the day so far at the terms a sub-agent accepted that day, the upline paying it", async () => {
    const db = await openTestDatabase("demo");
    const merchant = await demo(db);
    const { agents, players, contracts } = await chain(db, "nt", "daily_salary");
    // At 09:00 B accepts lower terms from A, 1.2 % → 0.8 %: B's contract ends as replaced, and C's
    // 1.0 %, above B's new rate, ends with it (agent-contracts.db.test.ts runs that acceptance).
    const ended = `UPDATE agent_contracts SET state = 'terminated', end_reason = $2, ended_by = 'system', ended_at = $3
                    WHERE id = $1`;
    await db.query(ended, [contracts[1], "replaced", at("09:00:00")]);
    await db.query(ended, [contracts[2], "upline_ended", at("09:00:00")]);
    const renewed = await contract(db, {
      kind: "daily_salary",
      upline: agents[0]!,
      downline: agents[1]!,
      tiers: [{ members: 1, rateBp: 80 }],
      activatedAt: at("09:00:00"),
    });
    await bet(db, players[1]!, at("09:30:00"), 400_000n);

    const closed = await closeOpenPeriod(
      db,
      merchant,
      { kind: "daily_salary" },
      "operator:1",
      at("10:02:30"),
    );
    expect(closed).toMatchObject({ start: at("00:00:00"), end: at("10:00:00"), bills: 2 });
    await payoutRunner(db).runDue(at("10:02:35"));
    // The house pays A 6,000 at 1.5 %; A pays B 3,200 at the accepted 0.8 %, not 4,800 at the old 1.2 %.
    expect(
      (await billsOf(db, [...contracts, renewed])).map((bill) => [
        bill.contract_id,
        bill.payer_member_id,
        bill.team_valid_bet,
        bill.due,
        bill.kept,
        bill.state,
      ]),
    ).toEqual([
      [String(contracts[0]), null, "400000", "6000", "2800", "paid"],
      [String(renewed), String(agents[0]), "400000", "3200", "3200", "paid"],
    ]);
    expect(await Promise.all(agents.map((id) => mainBalance(db, id)))).toEqual([2_800n, 3_200n, 0n]);
    await expectLedgerSound(db);
    await db.drop();
  });

  it("refuses a kind with nothing in force, and a dividend close without its period", async () => {
    const db = await openTestDatabase("demo");
    const merchant = await demo(db);
    await expect(
      closeOpenPeriod(db, merchant, { kind: "hourly_salary" }, "operator:1", at("10:02:30")),
    ).rejects.toMatchObject({ code: "contract.payout.nothing.to.close" });
    await chain(db, "dp", "dividend");
    await expect(
      closeOpenPeriod(db, merchant, { kind: "dividend" }, "operator:1", at("10:02:30")),
    ).rejects.toMatchObject({ code: "request_param_err" });
    await expect(
      closeOpenPeriod(db, merchant, { kind: "dividend", period: "weekly" }, "operator:1", at("10:02:30")),
    ).rejects.toMatchObject({ code: "contract.payout.nothing.to.close" });
    // The first five minutes of a day hold no closed boundary yet.
    await expect(
      closeOpenPeriod(db, merchant, { kind: "dividend", period: "daily" }, "operator:1", at("00:04:00")),
    ).rejects.toMatchObject({ code: "contract.payout.nothing.to.close" });
    expect(await runsOf(db, "dividend")).toEqual([]);
    await db.drop();
  });
});

describe("dividend bills left unreviewed", () => {
  it("lapse as expired after the merchant's review days, with the bills below them, and block no one", async () => {
    const db = await openTestDatabase("demo");
    await db.query(
      `UPDATE merchants SET settings = jsonb_set(settings, '{agentPayouts}', '{"dividendApproval": true, "reviewDays": 3}')
        WHERE code = 'demo'`,
    );
    const merchant = await demo(db);
    const { agents, players, contracts } = await chain(db, "ex", "dividend");
    await bet(db, players[2]!, at("03:00:00"), 200_000n);
    await bet(db, players[1]!, at("05:00:00"), 400_000n);
    const runner = payoutRunner(db);
    await runner.runDue(new Date("2026-03-11T00:01:00Z"));
    await runner.runDue(new Date("2026-03-11T00:01:05Z"));
    let bills = await billsOf(db, contracts);
    expect(bills.map((bill) => bill.state)).toEqual(["pending_review", "pending_review", "pending_review"]);

    // The operator approves A's bill, then leaves B's and C's waiting past the 3 days.
    const review = createBillReviewService(db);
    await review.approve(merchant, Number(bills[0]!.id), "operator:1");
    await runner.runDue(new Date("2026-03-13T23:59:00Z"));
    expect((await billsOf(db, contracts)).map((bill) => bill.state)).toEqual([
      "paid",
      "pending_review",
      "pending_review",
    ]);
    await runner.runDue(new Date("2026-03-14T00:00:00Z"));
    bills = await billsOf(db, contracts);
    expect(bills.map((bill) => [bill.state, bill.paid])).toEqual([
      ["paid", bills[0]!.due],
      ["expired", "0"],
      ["expired", "0"],
    ]);
    const [audit] = await db.query<{ actor: string; detail: { bills: number[]; reviewDays: number } }>(
      "SELECT actor, detail FROM audit_log WHERE action = 'agent.contract.bill.expire'",
    );
    expect(audit).toEqual({
      actor: "system",
      detail: { bills: [Number(bills[1]!.id), Number(bills[2]!.id)], reviewDays: 3 },
    });
    // An expired bill is no debt: A and B move money freely, and no later run pays or reviews it.
    await db.transaction((tx) => assertNoUnpaidBills(tx, agents[0]!));
    await db.transaction((tx) => assertNoUnpaidBills(tx, agents[1]!));
    await expect(review.approve(merchant, Number(bills[1]!.id), "operator:1")).rejects.toMatchObject({
      code: "contract.bill.state",
    });
    await runner.runDue(new Date("2026-03-14T00:10:00Z"));
    expect((await billsOf(db, contracts)).map((bill) => bill.state)).toEqual(["paid", "expired", "expired"]);
    expect(await Promise.all(agents.map((id) => mainBalance(db, id)))).toEqual([
      BigInt(bills[0]!.due),
      0n,
      0n,
    ]);
    await expectLedgerSound(db);
    await db.drop();
  });
});
