import type { MerchantConfig } from "@banca/contract/merchant-config";
import { describe, expect, it } from "vitest";
import type { Queryable } from "#app/db/database.ts";
import { foldReportEvents } from "#app/modules/agent/reports-fold.ts";
import { insertMember } from "./support/ledger-fixtures.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const brand = (demo: MerchantConfig): MerchantConfig => ({
  ...demo,
  code: "rep",
  domains: ["rep.example"],
  demoAccounts: [],
});
const DAY_MS = 86_400_000;
const dayOf = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

let serial = 0;
/** A settled round as the seamless wallet leaves it; its trigger queues the report event. */
async function round(
  db: Queryable,
  memberId: number,
  vendor: string,
  gameType: string,
  bet: number,
  win: number,
  daysAgo: number,
) {
  const [game] = await db.query<{ id: string }>(
    `INSERT INTO games (merchant_code, vassalage, game_code, game_type, names, search_name)
     VALUES ('rep', $1, $2, $3, '{"en": "Test game"}', 'test game') RETURNING id::text`,
    [vendor, `g${++serial}`, gameType],
  );
  await db.query(
    `INSERT INTO game_rounds (merchant_code, vassalage, vendor_round_id, member_id, game_id, game_type, currency,
                              bet, valid_bet, win, state, started_at, settled_at)
     VALUES ('rep', $1, $2, $3, $4, $5, 'USD', $6, $6, $7, 'settled', now() - $8 * interval '1 day', now() - $8 * interval '1 day')`,
    [vendor, `r${serial}`, memberId, game?.id, gameType, bet, win, daysAgo],
  );
}

describe(`the back office's reports on ${databaseKind}`, () => {
  const demo = demoConfig();
  const t = useTestApp(() => ({ merchants: [demo, brand(demo)] }));
  let call: ReturnType<typeof operatorCalls>;

  it("gives GGR by day, product and vendor from the rolled-up play", async () => {
    call = operatorCalls(t, await operatorKey(t.db, "rep"), "rep");
    const agent = await insertMember(t.db, "rep", "repagent");
    const ana = await insertMember(t.db, "rep", "repana");
    const bob = await insertMember(t.db, "rep", "repbob");
    await t.db.query("UPDATE members SET kind = 'agent', agent_level = 1 WHERE id = $1", [agent]);
    await t.db.query("UPDATE members SET upline_id = $2 WHERE id = $1", [ana, agent]);
    await t.db.query("INSERT INTO member_tree VALUES ($1, $2, 1) ON CONFLICT DO NOTHING", [agent, ana]);
    await round(t.db, ana, "ORCL", "RNG", 5_000, 1_000, 0);
    await round(t.db, ana, "ORCL", "RNG", 2_000, 4_000, 1);
    await round(t.db, bob, "ACME", "LIVE", 3_000, 0, 1);
    await t.db.transaction((tx) => foldReportEvents(tx));

    const ggr = async (query: string) => {
      const response = await call("GET", `/admin/api/reports/ggr?from=${dayOf(-1)}&to=${dayOf(0)}&${query}`);
      expect(response.statusCode, query).toBe(200);
      return response.json().value;
    };
    const byDay = await ggr("by=day");
    expect(byDay.list).toEqual([
      {
        key: dayOf(-1),
        betCount: 2,
        players: 2,
        bets: "50.00",
        validBets: "50.00",
        wins: "40.00",
        ggr: "10.00",
      },
      {
        key: dayOf(0),
        betCount: 1,
        players: 1,
        bets: "50.00",
        validBets: "50.00",
        wins: "10.00",
        ggr: "40.00",
      },
    ]);
    expect(byDay.total).toEqual({
      betCount: 3,
      bets: "100.00",
      validBets: "100.00",
      wins: "50.00",
      ggr: "50.00",
    });
    const byProduct = await ggr("by=product");
    expect(byProduct.list.map((l: { key: string; ggr: string }) => [l.key, l.ggr])).toEqual([
      ["live", "30.00"],
      ["slots", "20.00"],
    ]);
    const byVendor = await ggr("by=vendor");
    expect(
      byVendor.list.map((l: { key: string; players: number; ggr: string }) => [l.key, l.players, l.ggr]),
    ).toEqual([
      ["ACME", 1, "30.00"],
      ["ORCL", 1, "20.00"],
    ]);
    expect(byVendor.total).toEqual(byDay.total);
    const today = await call("GET", `/admin/api/reports/ggr?from=${dayOf(0)}&to=${dayOf(0)}&by=vendor`);
    expect(today.json().value.list).toEqual([expect.objectContaining({ key: "ORCL", ggr: "40.00" })]);

    const csv = await call(
      "GET",
      `/admin/api/reports/ggr?from=${dayOf(-1)}&to=${dayOf(0)}&by=product&format=csv`,
    );
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toBe(
      "product,betCount,players,bets,validBets,wins,ggr\r\nlive,1,1,30.00,30.00,0.00,30.00\r\nslots,2,1,70.00,70.00,50.00,20.00\r\n",
    );
  });

  it("gives each agent's team figures and income, a page at a time, as CSV too", async () => {
    const salaryTo = (
      await t.db.query<{ id: string }>("SELECT id::text FROM members WHERE username = 'repagent'")
    )[0];
    await t.db.query(
      `INSERT INTO report_money_lines (posting_id, merchant_code, member_id, entry_id, occurred_at, type, kind, amount)
       VALUES (-1, 'rep', $1, -1, now(), 'salary', 'agent.daily.salary', 1500)`,
      [salaryTo?.id],
    );
    await insertMember(t.db, "rep", "repagent2").then((id) =>
      t.db.query("UPDATE members SET kind = 'agent', agent_level = 1 WHERE id = $1", [id]),
    );
    const response = await call("GET", `/admin/api/reports/agents?from=${dayOf(-1)}&to=${dayOf(0)}`);
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ totalCount: 2, pageNo: 1, totalPages: 1 });
    expect(value.list[0]).toEqual({
      username: "repagent",
      agentLevel: 1,
      team: {
        deposits: "0.00",
        withdrawals: "0.00",
        bets: "70.00",
        validBets: "70.00",
        wins: "50.00",
        ggr: "20.00",
        bonuses: "0.00",
        rebates: "0.00",
        // The agent and ana registered in the period: the agent's team counts the agent too.
        newMembers: 2,
      },
      income: { rebate: "0.00", salary: "15.00", dividend: "0.00", total: "15.00" },
    });
    expect(value.list[1]).toMatchObject({ username: "repagent2", team: { bets: "0.00" } });

    const second = (await call("GET", `/admin/api/reports/agents?pageNo=2&pageSize=1`)).json().value;
    expect(second).toMatchObject({ totalCount: 2, totalPages: 2, list: [{ username: "repagent2" }] });
    const named = (await call("GET", "/admin/api/reports/agents?agent=agent2")).json().value;
    expect(named.list.map((a: { username: string }) => a.username)).toEqual(["repagent2"]);

    const csv = await call("GET", `/admin/api/reports/agents?from=${dayOf(-1)}&to=${dayOf(0)}&format=csv`);
    const lines = csv.body.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^username,agentLevel,deposits,/);
    expect(lines[1]).toBe("repagent,1,0.00,0.00,70.00,70.00,50.00,20.00,0.00,0.00,2,0.00,15.00,0.00,15.00");
    expect(lines).toHaveLength(3);
  });

  it("refuses bad periods and groupings in the envelope", async () => {
    for (const url of [
      "/admin/api/reports/ggr?by=week",
      `/admin/api/reports/ggr?from=${dayOf(0)}&to=${dayOf(-3)}`,
      "/admin/api/reports/agents?pageSize=0",
      "/admin/api/reports/agents?to=2026-13-01",
    ]) {
      const response = await call("GET", url);
      expect([response.statusCode, response.json().errorCode], url).toEqual([400, "request_param_err"]);
    }
  });
});
