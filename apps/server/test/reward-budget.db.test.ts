import { merchantConfigSchema } from "@banca/contract/merchant-config";
import { describe, expect, it } from "vitest";
import { runOpsCommand } from "#app/cli/ops-commands.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

type Line = { productType: string; edgePpm: number; limitPpm: number; usedPpm: number; remainingPpm: number };

describe(`rewards below the edge on ${databaseKind}`, () => {
  // The demo's bet missions alone and no play floor on claims: bet missions then add up per unit of
  // valid bet, and their rewards are what the budget weighs (with the floor, see the unit test).
  const t = useTestApp(() => {
    const demo = demoConfig();
    const list = demo.missions.list.filter((mission) => mission.kind === "bet");
    return { merchants: [{ ...demo, missions: { ...demo.missions, validBetPerReward: "0", list } }] };
  });
  const operator = async () => operatorCalls(t, await operatorKey(t.db));

  const budget = async (send: Awaited<ReturnType<typeof operator>>) =>
    (await send("GET", "/admin/api/reward-budget")).json().value.list as (Line & {
      parts: Record<string, number>;
    })[];
  const slotsRatio = async () =>
    (
      await t.db.query<{ ratio: string }>(
        "SELECT settings->'points'->'ratios'->>'slots' AS ratio FROM merchants WHERE code = 'demo'",
      )
    )[0]!.ratio;
  const dailyBet = async () =>
    (
      await t.db.query<{ target: string; reward: string }>(
        "SELECT target::text, reward::text FROM missions WHERE merchant_code = 'demo' AND key = 'daily-bet'",
      )
    )[0];
  const rebatesOf = async (username: string) =>
    t.db.query<{ product_type: string; rate_bp: number }>(
      `SELECT r.product_type, r.rate_bp FROM rebate_rates r JOIN members m ON m.id = r.member_id
        WHERE m.username = $1 AND r.rate_bp > 0 ORDER BY r.product_type`,
      [username],
    );
  const auditCount = async () =>
    Number((await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM audit_log"))[0]!.n);
  const contractsOf = async (username: string) =>
    Number(
      (
        await t.db.query<{ n: string }>(
          `SELECT count(*)::text AS n FROM agent_contracts c JOIN members m ON m.id = c.downline_id
            WHERE m.username = $1`,
          [username],
        )
      )[0]!.n,
    );
  /** A refusal: the envelope's code and status, a message naming the product type and the most allowed. */
  const expectRefused = (
    response: { statusCode: number; json(): unknown },
    product: string,
    part: string,
  ) => {
    const body = response.json() as { success: boolean; errorCode: string; message: string };
    expect([response.statusCode, body.success, body.errorCode]).toEqual([400, false, "reward.above_edge"]);
    expect(body.message).toMatch(new RegExp(`^${product}: ${part} `));
    expect(body.message).toContain("the most it may pay is");
    expect(body.message).toContain(`half the ${product} house edge of`);
    return body.message;
  };

  it("shows each product type's edge, what the demo's rewards pay back per unit of valid bet and what is left", async () => {
    const list = await budget(await operator());
    expect(list.map((line) => line.productType).sort()).toEqual(
      ["fish", "live", "lottery", "pvp", "slots", "sports"].sort(),
    );
    const slots = list.find((line) => line.productType === "slots")!;
    // Slots: 0.05 points a unit at 100 points for 1.00; 0.30 for 1,000 of bets; Platinum's 12.42 in
    // all over 50,000; 1.50 for both sides of an invitation over a friend's 3,000; 0.20 for 1,000.
    expect(slots).toMatchObject({
      edgePpm: 10_000,
      limitPpm: 5_000,
      parts: { points: 500, rebate: 0, missions: 200, contracts: 0, clubLevels: 249, referral: 500 },
      usedPpm: 1_449,
      remainingPpm: 3_551,
    });
    for (const line of list) expect(line.usedPpm).toBeLessThanOrEqual(line.limitPpm);
  });

  it("refuses a points ratio past the budget with a clear error and writes nothing, and takes one within it", async () => {
    const send = await operator();
    const audits = await auditCount();
    const refused = await send("POST", "/admin/api/points/ratios", {
      ratios: { slots: "1" },
      reason: "double points",
    });
    const message = expectRefused(refused, "slots", "points");
    expect(message).toContain("ratio slots 1");
    expect(message).toContain("1.0000 %");
    expect(await slotsRatio()).toBe("0.05");
    expect(await auditCount()).toBe(audits);

    const taken = await send("POST", "/admin/api/points/ratios", {
      ratios: { slots: "0.1" },
      reason: "spring points",
    });
    expect(taken.json()).toMatchObject({ success: true, value: { ratios: { slots: "0.1", live: "0.05" } } });
    expect(await slotsRatio()).toBe("0.1");
    expect((await budget(send)).find((line) => line.productType === "slots")!.parts.points).toBe(1_000);
    await send("POST", "/admin/api/points/ratios", { ratios: { slots: "0.05" }, reason: "back" });
  });

  it("refuses a bet mission's reward past the budget and writes nothing, and takes one within it", async () => {
    const send = await operator();
    const before = await dailyBet();
    const refused = await send("POST", "/admin/api/missions/reward", {
      key: "daily-bet",
      target: "1000.00",
      reward: "100.00",
      reason: "big day",
    });
    expect(expectRefused(refused, "live", "missions")).toContain(
      "mission daily-bet: reward 100.00 for 1000.00",
    );
    expect(await dailyBet()).toEqual(before);

    const taken = await send("POST", "/admin/api/missions/reward", {
      key: "daily-bet",
      target: "1000.00",
      reward: "0.40",
      reason: "a little more",
    });
    expect(taken.json()).toMatchObject({
      success: true,
      value: { key: "daily-bet", kind: "bet", reward: "0.40" },
    });
    expect(await dailyBet()).toEqual({ target: "100000", reward: "40" });
    await send("POST", "/admin/api/missions/reward", {
      key: "daily-bet",
      target: "1000.00",
      reward: "0.20",
      reason: "back",
    });
  });

  it("refuses a top-level agent's rebate rate and contract salary past the budget, writing nothing", async () => {
    const send = await operator();
    const refusedRebate = await send("POST", "/admin/api/members/rebate-rates", {
      username: "demoagent",
      rates: { slots: 60 },
      reason: "top agent deal",
    });
    expect(expectRefused(refusedRebate, "slots", "rebate")).toContain("rate slots 60");
    expect(refusedRebate.json().value.over[0]).toMatchObject({
      productType: "slots",
      askedPpm: 6_000,
      mostPpm: 3_551,
    });
    expect(await rebatesOf("demoagent")).toEqual([]);

    const rebate = await send("POST", "/admin/api/members/rebate-rates", {
      username: "demoagent",
      rates: { slots: 20, sports: 100 },
      reason: "top agent deal",
    });
    expect(rebate.json()).toMatchObject({
      success: true,
      value: { rates: { slots: 20, sports: 100, live: 0 } },
    });
    expect(await rebatesOf("demoagent")).toEqual([
      { product_type: "slots", rate_bp: 20 },
      { product_type: "sports", rate_bp: 100 },
    ]);

    // 30 bp of team valid bet on top of the 20 bp rebate and the file's 0.1449 % is past slots' 0.5 %.
    const salary = (rateBp: number) =>
      send("POST", "/admin/api/agent-contracts/top", {
        kind: "dailySalary",
        username: "demoagent",
        terms: { minBetPerMember: "5", tiers: [{ minTeamValidBet: "20", minActiveMembers: 1, rateBp }] },
      });
    const refusedSalary = await salary(30);
    expect(expectRefused(refusedSalary, "slots", "contracts")).toContain("dailySalary top tier 30 bp");
    expect(await contractsOf("demoagent")).toBe(0);
    const taken = await salary(10);
    expect(taken.json()).toMatchObject({ success: true, value: { contract: { state: "active" } } });
    const slots = (await budget(send)).find((line) => line.productType === "slots")!;
    expect(slots.parts).toMatchObject({ rebate: 2_000, contracts: 1_000 });
    expect(slots.remainingPpm).toBe(551);

    // A dividend shares the team's loss: 90 % of slots' 1 % edge is 0.9 %, past what is left.
    const dividend = await send("POST", "/admin/api/agent-contracts/top", {
      kind: "dividend",
      username: "demoagent",
      terms: {
        period: "semi_monthly",
        dividendMode: "fixed",
        minBetPerMember: "10",
        tiers: [{ minTeamValidBet: "1000", minActiveMembers: 1, minTeamLoss: "0", rateBp: 9_000 }],
      },
    });
    // Its share of the loss weighs most where the edge is widest (sports, with its 1 % rebate).
    expectRefused(dividend, "sports", "contracts");
    expect(await contractsOf("demoagent")).toBe(1);
  });

  it("refuses club-level rewards past the budget from the back office", async () => {
    const send = await operator();
    const table = (await send("GET", "/admin/api/members/club-levels")).json().value;
    const levels = table.list.map(({ members: _members, ...level }: { members: number }) => level);
    const generous = structuredClone(levels);
    generous[0].reward = "5.00";
    const refused = await send("POST", "/admin/api/members/club-levels", {
      levels: generous,
      rank: table.rank,
      reason: "launch party",
    });
    expect(expectRefused(refused, "slots", "clubLevels")).toContain("rewards 1: 5.00");
    const after = (await send("GET", "/admin/api/members/club-levels")).json().value;
    expect(after.list[0].reward).toBe("0.02");
  });

  it("reads the budget and refuses an over-budget rate from the command line, changing nothing", async () => {
    const lines = await runOpsCommand(t.db, ["rewards", "budget", "demo"]);
    expect(lines.find((line) => line.startsWith("slots\t"))).toMatch(
      /^slots\tedge 1\.0000 %\tat most 0\.5000 %/,
    );
    await expect(
      runOpsCommand(t.db, ["rewards", "rebate", "demo", "demoagent", "slots=80", "too", "generous"]),
    ).rejects.toThrow(/^reward\.above_edge: slots: rebate rate slots 80 \(basis points\)/);
    await expect(
      runOpsCommand(t.db, ["rewards", "points", "demo", "slots=2", "double", "points"]),
    ).rejects.toThrow(/^reward\.above_edge: slots: points ratio slots 2/);
    expect(await slotsRatio()).toBe("0.05");
    expect(
      await runOpsCommand(t.db, [
        "rewards",
        "mission",
        "demo",
        "daily-bet",
        "1000.00",
        "0.35",
        "ops",
        "check",
      ]),
    ).toEqual(["daily-bet\tbet\treward 0.35 for 1000.00"]);
    expect(await dailyBet()).toEqual({ target: "100000", reward: "35" });
  });

  it("stops a merchant file that pays back past an edge, naming the rate and the edge", () => {
    const demo = demoConfig();
    const generous = { ...demo, points: { ...demo.points, ratios: { ...demo.points.ratios, sports: "3" } } };
    const parsed = merchantConfigSchema.safeParse(generous);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      expect.stringMatching(
        /^reward\.above_edge: sports: points .* would pay back 3\.0000 % of valid bet; .*half the sports house edge of 4\.0000 %/,
      ),
    ]);
    // A merchant may lower an edge where its vendors keep less, and the rates must then fit that.
    const thin = merchantConfigSchema.safeParse({ ...demo, rewardBudget: { houseEdgesBp: { slots: 20 } } });
    expect(thin.error?.issues[0]?.message).toMatch(
      /^reward\.above_edge: slots: .*half the slots house edge of 0\.2000 %/,
    );
    expect(
      merchantConfigSchema.safeParse({ ...demo, rewardBudget: { houseEdgesBp: { slots: 200 } } }).success,
    ).toBe(false);
  });
});
