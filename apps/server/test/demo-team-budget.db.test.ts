import { describe, expect, it } from "vitest";
import { seedDemoAgentTeams } from "#app/seed/seed-demo-agent-team.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

type Line = {
  productType: string;
  limitPpm: number;
  usedPpm: number;
  remainingPpm: number;
  parts: Record<string, number>;
};

/** The demo start's agent team against the reward budget (decision 077). */
describe(`the demo agent team within the reward budget on ${databaseKind}`, () => {
  const t = useTestApp();
  const budget = async () => {
    const send = operatorCalls(t, await operatorKey(t.db));
    return (await send("GET", "/admin/api/reward-budget")).json().value.list as Line[];
  };
  const teamSize = async () =>
    Number(
      (
        await t.db.query<{ n: string }>(
          "SELECT count(*)::text AS n FROM members WHERE merchant_code = 'demo' AND username = 'riomarcos'",
        )
      )[0]!.n,
    );
  const setSlotsEdge = (edgeBp: number | null) =>
    t.db.query(
      edgeBp === null
        ? "UPDATE merchants SET settings = settings - 'rewardBudget' WHERE code = 'demo'"
        : `UPDATE merchants SET settings = jsonb_set(settings, '{rewardBudget}', $1::jsonb) WHERE code = 'demo'`,
      edgeBp === null ? [] : [JSON.stringify({ houseEdgesBp: { slots: edgeBp } })],
    );

  it("refuses to seed a team over the budget with reward.above_edge and writes none of it", async () => {
    // A merchant whose slots vendors keep 0.50 %: the team's contracts alone pass half of it.
    await setSlotsEdge(50);
    const refusal = await seedDemoAgentTeams(t.db, [demoConfig()]).then(
      () => null,
      (error: { code?: string; status?: number; message?: string }) => error,
    );
    expect(refusal).toMatchObject({ code: "reward.above_edge", status: 400 });
    expect(refusal?.message).toMatch(
      /^slots: contracts seeded for the demo agent team would pay back 0\.\d{4} % of valid bet; the most it may pay is 0\.\d{4} % \(all rewards together at most 0\.2500 %, half the slots house edge of 0\.5000 %\)$/,
    );
    expect(await teamSize()).toBe(0);
    await setSlotsEdge(null);
  }, 180_000);

  it("seeds rebates and top-level contracts that leave every product type room within its budget", async () => {
    expect(await seedDemoAgentTeams(t.db, [demoConfig()])).toEqual(["demo"]);
    expect(await teamSize()).toBe(1);
    const list = await budget();
    expect(list.map((line) => line.productType).sort()).toEqual(
      ["fish", "live", "lottery", "pvp", "slots", "sports"].sort(),
    );
    for (const line of list) {
      // The team is there: its rebates and contracts weigh on every product type.
      expect(line.parts.rebate, line.productType).toBeGreaterThan(0);
      expect(line.parts.contracts, line.productType).toBeGreaterThan(0);
      expect(line.remainingPpm, line.productType).toBeGreaterThanOrEqual(0);
      // A margin: a tenth of the limit at least stays free for an operator's changes.
      expect(line.remainingPpm, line.productType).toBeGreaterThanOrEqual(line.limitPpm / 10);
    }
  }, 180_000);
});
