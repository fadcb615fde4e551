import type { MerchantConfig } from "@banca/contract/merchant-config";
import { describe, expect, it } from "vitest";
import type { Queryable } from "#app/db/database.ts";
import { foldReportEvents } from "#app/modules/agent/reports-fold.ts";
import { depositToMain, insertMember } from "./support/ledger-fixtures.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

/** A brand of its own, so its figures are only what this suite puts in. */
const brand = (demo: MerchantConfig): MerchantConfig => ({
  ...demo,
  code: "dash",
  domains: ["dash.example"],
  demoAccounts: [],
});

const DAY_MS = 86_400_000;
const dayOf = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** A day of play as the report fold rolls it up (minor units). */
async function play(db: Queryable, memberId: number, day: string, product: string, bet: number, win: number) {
  await db.query(
    `INSERT INTO report_member_game_days (member_id, day, product_type, merchant_code, bet_count, bet, valid_bet, win)
     VALUES ($1, $2, $3, 'dash', 1, $4, $4, $5)`,
    [memberId, day, product, bet, win],
  );
}

describe(`the back office's dashboard on ${databaseKind}`, () => {
  const demo = demoConfig();
  const t = useTestApp(() => ({ merchants: [demo, brand(demo)] }));
  const today = dayOf(0);
  const yesterday = dayOf(-1);

  it("sums money and play of the period and of today, per day, and counts the queues", async () => {
    const ana = await insertMember(t.db, "dash", "ana");
    const bea = await insertMember(t.db, "dash", "bea");
    await insertMember(t.db, "demo", "elsewhere");
    // A deposit through the ledger, rolled up by the report fold as in production.
    await depositToMain(t.db, { merchantCode: "dash", memberId: ana, amount: 10_000n, key: "dash:ana" });
    await t.db.transaction((tx) => foldReportEvents(tx));
    await play(t.db, ana, today, "slots", 3_000, 1_000);
    await play(t.db, ana, yesterday, "slots", 2_000, 2_500);
    await play(t.db, bea, yesterday, "lottery", 1_000, 0);
    await t.db.query(
      `INSERT INTO report_member_money_days (member_id, day, merchant_code, bonus, rebate) VALUES ($1, $2, 'dash', 300, 200)`,
      [bea, yesterday],
    );
    await t.db.query(
      `INSERT INTO chat_conversations (merchant_code, member_id, queue) VALUES ('dash', $1, 'service')`,
      [bea],
    );

    const call = operatorCalls(t, await operatorKey(t.db, "dash"), "dash");
    // A bonus above the four-eyes threshold, waiting for a second person.
    await t.db.query(
      `INSERT INTO approvals (merchant_code, kind, username, amount, request, requested_by, requested_actor)
       SELECT 'dash', 'bonus.grant', 'bea', '500.00', '{}', id, 'operator:' || name FROM operators LIMIT 1`,
    );
    const response = await call("GET", `/admin/api/dashboard?from=${yesterday}&to=${today}`);
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ from: yesterday, to: today, currency: "USD" });
    expect(value.period).toEqual({
      deposits: { count: 1, amount: "100.00" },
      withdrawals: { count: 0, amount: "0.00" },
      bets: "60.00",
      wins: "35.00",
      ggr: "25.00",
      bonuses: "3.00",
      rebates: "2.00",
      ngr: "20.00",
      activePlayers: 2,
      newPlayers: 2,
    });
    expect(value.today).toMatchObject({ bets: "30.00", ggr: "20.00", activePlayers: 1, newPlayers: 2 });
    expect(value.series.map((day: { day: string; ggr: string }) => [day.day, day.ggr])).toEqual([
      [yesterday, "5.00"],
      [today, "20.00"],
    ]);
    expect(value.pending).toEqual({
      deposits: 0,
      withdrawals: 0,
      withdrawalsToPay: 0,
      withdrawalDisputes: 0,
      promotionApplications: 0,
      redemptions: 0,
      lotteryResults: 0,
      chatWaiting: 1,
      approvals: 1,
    });
  });

  it("answers the series as CSV and defaults to the last seven days", async () => {
    const call = operatorCalls(t, await operatorKey(t.db, "dash"), "dash");
    const csv = await call("GET", `/admin/api/dashboard?from=${yesterday}&to=${today}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toBe(
      `attachment; filename="dashboard-${yesterday}-${today}.csv"`,
    );
    const lines = csv.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "day,depositCount,deposits,withdrawalCount,withdrawals,bets,wins,ggr,bonuses,rebates,ngr,activePlayers,newPlayers",
    );
    expect(lines[1]).toBe(`${yesterday},0,0.00,0,0.00,30.00,25.00,5.00,3.00,2.00,0.00,2,0`);
    expect(lines).toHaveLength(3);

    const week = (await call("GET", "/admin/api/dashboard")).json().value;
    expect([week.from, week.to, week.series.length]).toEqual([dayOf(-6), today, 7]);
  });

  it("refuses a period that is not one, in the envelope", async () => {
    const call = operatorCalls(t, await operatorKey(t.db, "dash"), "dash");
    for (const query of [
      `from=${today}&to=${yesterday}`,
      "from=2026-02-30",
      "from=2024-01-01&to=2026-01-01",
      "format=xml",
    ]) {
      const response = await call("GET", `/admin/api/dashboard?${query}`);
      expect([response.statusCode, response.json().errorCode], query).toEqual([400, "request_param_err"]);
    }
    const foreign = await operatorCalls(
      t,
      await operatorKey(t.db, "demo"),
      "dash",
    )("GET", "/admin/api/dashboard");
    expect([foreign.statusCode, foreign.json().errorCode]).toEqual([403, "operator.forbidden"]);
  });
});
