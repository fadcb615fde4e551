import type { CallDefinition } from "@banca/contract/call";
import {
  downlineDetailCall,
  myRebateRatesCall,
  setDownlinePrizeGroupCall,
} from "@banca/contract/calls/agent-team";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { LOTTERY_ENDPOINTS } from "@banca/contract/lottery/endpoints";
import { beforeAll, describe, expect, it } from "vitest";
import { teamMember, tokenOf } from "./support/agent-team.ts";
import { sendCall } from "./support/contract-requests.ts";
import { depositToMain } from "./support/ledger-fixtures.ts";
import { nextIssue, placeBets } from "./support/lottery.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field and checked by the assertions
type Envelope = { success: boolean; errorCode: string; value: any };

// SSC's prize groups (catalogue): top 1950, default 1800, minimum 1700.
describe(`lottery prize groups along the agent chain on ${databaseKind}`, { timeout: 120_000 }, () => {
  const t = useTestApp();
  const calls = memberCalls(t, "198.18.68");
  let serial = 0;
  const name = (prefix: string) => `${prefix}${(Date.now() % 1e6).toString(36)}${++serial}`.slice(0, 16);

  // R ─┬─ A ── P (player)
  //    └─ Q (player)
  // L (player, no upline)
  const ids = {} as Record<"R" | "A" | "P" | "Q" | "L", number>;
  const names = {} as Record<keyof typeof ids, string>;
  const tokens = {} as Record<keyof typeof ids, string>;
  let operator: ReturnType<typeof operatorCalls>;

  const send = async (
    definition: CallDefinition,
    token: string,
    input: { query?: unknown; body?: unknown },
  ) => {
    const response = await sendCall(t.app, definition, { ...input, token, ip: calls.nextIp() });
    return { status: response.statusCode, ...(response.json() as Envelope) };
  };
  const setByOperator = async (who: keyof typeof ids, prizeGroup: number | null) => {
    const response = await operator("POST", "/admin/api/members/prize-group", {
      username: names[who],
      prizeGroup,
      reason: "prize group of the test",
    });
    return { status: response.statusCode, ...(response.json() as Envelope) };
  };
  const stored = async () =>
    (
      await t.db.query<{ member_id: string; max_series: number }>(
        "SELECT member_id::text, max_series FROM member_prize_groups WHERE member_id = ANY($1::bigint[]) ORDER BY member_id",
        [Object.values(ids)],
      )
    ).map((row) => [Number(row.member_id), Number(row.max_series)]);
  const betCount = async (memberId: number) => {
    const [row] = await t.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM lottery_bets WHERE member_id = $1",
      [memberId],
    );
    return row?.count;
  };
  const seriesFor = async (token: string | null) => {
    const response = await calls.call("GET", `${LOTTERY_ENDPOINTS.lotteryGame.path}?gameCode=SSC1`, {
      ...(token ? { token } : {}),
    });
    expect(response.statusCode).toBe(200);
    return response.json().value.series;
  };
  const balance = async (token: string) =>
    (await calls.call("GET", ENDPOINTS.walletBalance.path, { token })).json().value.sumBalance as number;
  const bet = async (token: string, series?: number) => {
    const numero = await nextIssue(t.db, calls, "SSC1");
    const response = await placeBets(calls, token, [
      {
        gameCode: "SSC1",
        playId: "position",
        bettingContent: "1||||",
        ...(series === undefined ? {} : { series }),
        numero: [{ numero, multiple: 100 }],
      },
    ]);
    return { status: response.statusCode, ...(response.json() as Envelope) };
  };

  beforeAll(async () => {
    operator = operatorCalls(t, await operatorKey(t.db));
    const make = async (key: keyof typeof ids, kind: "agent" | "player", upline: keyof typeof ids | null) => {
      names[key] = name(key.toLowerCase());
      ids[key] = await teamMember(t.db, {
        username: names[key],
        kind,
        upline: upline ? ids[upline] : null,
      });
      tokens[key] = await tokenOf(t.db, "demo", ids[key]);
      await depositToMain(t.db, {
        merchantCode: "demo",
        memberId: ids[key],
        amount: 1_000_000n,
        key: `prize-group:${names[key]}`,
      });
    };
    await make("R", "agent", null);
    await make("A", "agent", "R");
    await make("P", "player", "A");
    await make("Q", "player", "R");
    await make("L", "player", null);
  });

  it("bounds each downline by its upline's prize group, in the agent centre and the back office", async () => {
    expect((await send(myRebateRatesCall, tokens.R, {})).value.prizeGroup).toBeNull();
    expect(await setByOperator("R", 1900)).toMatchObject({
      status: 200,
      value: { prizeGroup: 1900, bound: 1900, clamped: [] },
    });
    expect((await send(myRebateRatesCall, tokens.R, {})).value.prizeGroup).toBe(1900);

    // Above the agent's own group, or out of range: refused, nothing written.
    const before = await stored();
    const above = await send(setDownlinePrizeGroupCall, tokens.R, {
      body: { memberId: ids.A, prizeGroup: 1950 },
    });
    expect(above).toMatchObject({ status: 400, errorCode: "prizeGroup.above.upline", value: { max: 1900 } });
    const outOfRange = await send(setDownlinePrizeGroupCall, tokens.R, {
      body: { memberId: ids.A, prizeGroup: 2100 },
    });
    expect([outOfRange.status, outOfRange.errorCode]).toEqual([400, "request_param_err"]);
    // Only the direct upline sets it, and only in its own team.
    const notDirect = await send(setDownlinePrizeGroupCall, tokens.R, {
      body: { memberId: ids.P, prizeGroup: 1800 },
    });
    expect(notDirect.errorCode).toBe("team.not.direct");
    const foreign = await send(setDownlinePrizeGroupCall, tokens.A, {
      body: { memberId: ids.Q, prizeGroup: 1800 },
    });
    expect([foreign.status, foreign.errorCode]).toEqual([404, "team.member.not.found"]);
    expect(await stored()).toEqual(before);

    expect(
      await send(setDownlinePrizeGroupCall, tokens.R, { body: { memberId: ids.A, prizeGroup: 1850 } }),
    ).toMatchObject({ status: 200, value: { id: ids.A, prizeGroup: 1850 } });
    expect((await send(myRebateRatesCall, tokens.A, {})).value.prizeGroup).toBe(1850);
    // P inherits A's until A gives it one of its own.
    expect((await send(downlineDetailCall, tokens.R, { query: { memberId: ids.P } })).value.prizeGroup).toBe(
      1850,
    );
    expect(
      (await send(setDownlinePrizeGroupCall, tokens.A, { body: { memberId: ids.P, prizeGroup: 1860 } }))
        .errorCode,
    ).toBe("prizeGroup.above.upline");
    expect(
      await send(setDownlinePrizeGroupCall, tokens.A, { body: { memberId: ids.P, prizeGroup: 1820 } }),
    ).toMatchObject({ status: 200, value: { prizeGroup: 1820 } });
    expect((await send(downlineDetailCall, tokens.A, { query: { memberId: ids.P } })).value.prizeGroup).toBe(
      1820,
    );

    // An agent lowering a downline below one of the downline's own team is refused, as rates are.
    const below = await send(setDownlinePrizeGroupCall, tokens.R, {
      body: { memberId: ids.A, prizeGroup: 1810 },
    });
    expect(below).toMatchObject({
      status: 400,
      errorCode: "prizeGroup.below.downline",
      value: { min: 1820 },
    });
    expect(await stored()).toEqual([
      [ids.R, 1900],
      [ids.A, 1850],
      [ids.P, 1820],
    ]);
    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE target_id = ANY($1::text[]) ORDER BY id",
      [[String(ids.R), String(ids.A), String(ids.P)]],
    );
    expect(audit.map((row) => row.action)).toEqual([
      "member.prizeGroup",
      "agent.downline.prizeGroup",
      "agent.downline.prizeGroup",
    ]);
  });

  it("holds every bet to the lowest group along its chain and pays the rebate from it", async () => {
    // The game call answers each member its own bounds; a visitor the game group's.
    expect(await seriesFor(null)).toMatchObject({
      minSeries: 1700,
      maxSeries: 1950,
      maxBetSeries: 1950,
      defaultSeries: 1800,
    });
    expect(await seriesFor(tokens.L)).toMatchObject({ maxSeries: 1950, maxBetSeries: 1950 });
    expect(await seriesFor(tokens.Q)).toMatchObject({
      maxSeries: 1900,
      maxBetSeries: 1900,
      defaultSeries: 1800,
    });
    expect(await seriesFor(tokens.P)).toMatchObject({ minSeries: 1700, maxSeries: 1820, maxBetSeries: 1820 });

    // A group above the allowed one: refused with its bounds, nothing written.
    const balanceBefore = await balance(tokens.P);
    const betsBefore = await betCount(ids.P);
    for (const series of [1830, 1900, 1950]) {
      expect(await bet(tokens.P, series)).toMatchObject({
        status: 400,
        errorCode: "lottery.series.not.allowed",
        value: { minSeries: 1700, maxSeries: 1820 },
      });
    }
    expect(await balance(tokens.P)).toBe(balanceBefore);
    expect(await betCount(ids.P)).toBe(betsBefore);

    // Stake 100.00 each: the rebate is (the member's top − chosen) / 2000 of it.
    const orderOf = (answer: Envelope) => answer.value.orders[0];
    expect(orderOf(await bet(tokens.P, 1820))).toMatchObject({ series: 1820, stake: 100, rebate: 0 });
    expect(orderOf(await bet(tokens.P, 1800))).toMatchObject({ series: 1800, stake: 100, rebate: 1 });
    expect(orderOf(await bet(tokens.P))).toMatchObject({ series: 1800, rebate: 1 });
    expect(orderOf(await bet(tokens.Q, 1800))).toMatchObject({ series: 1800, rebate: 5 });
    expect(orderOf(await bet(tokens.Q, 1900))).toMatchObject({ series: 1900, rebate: 0 });
    expect(orderOf(await bet(tokens.L, 1800))).toMatchObject({ series: 1800, rebate: 7.5 });
    expect(orderOf(await bet(tokens.L, 1950))).toMatchObject({ series: 1950, rebate: 0 });
    expect(await balance(tokens.P)).toBe(balanceBefore - 300);
  });

  it("lets the operator lower a chain (its team's groups follow) or clear a member's own", async () => {
    // Never above the upline's.
    expect((await setByOperator("A", 1910)).errorCode).toBe("prizeGroup.above.upline");
    const lowered = await setByOperator("R", 1810);
    expect(lowered).toMatchObject({ status: 200, value: { prizeGroup: 1810, bound: 1810 } });
    expect(lowered.value.clamped).toEqual(
      [
        { memberId: ids.A, from: 1850, to: 1810 },
        { memberId: ids.P, from: 1820, to: 1810 },
      ].sort((a, b) => a.memberId - b.memberId),
    );
    expect(await seriesFor(tokens.P)).toMatchObject({ maxSeries: 1810, maxBetSeries: 1810 });
    expect((await bet(tokens.P, 1820)).errorCode).toBe("lottery.series.not.allowed");
    expect((await bet(tokens.Q, 1800)).value.orders[0]).toMatchObject({ rebate: 0.5 });

    // Below the group's minimum the member's own group is the only one left.
    expect(await setByOperator("P", 1600)).toMatchObject({ status: 200, value: { bound: 1600 } });
    expect(await seriesFor(tokens.P)).toMatchObject({
      minSeries: 1600,
      maxSeries: 1600,
      defaultSeries: 1600,
    });
    expect((await bet(tokens.P)).value.orders[0]).toMatchObject({ series: 1600, rebate: 0 });

    // Cleared: R's own value goes, A and Q keep theirs or the games' top.
    expect(await setByOperator("R", null)).toMatchObject({
      status: 200,
      value: { prizeGroup: null, bound: null },
    });
    expect(await seriesFor(tokens.Q)).toMatchObject({ maxSeries: 1950 });
    expect(await seriesFor(tokens.P)).toMatchObject({ maxSeries: 1600 });
    expect((await setByOperator("L", 2001)).status).toBe(400);
  });

  it("lowers a moved team's groups to its new chain's", async () => {
    const agent = name("s");
    const agentId = await teamMember(t.db, { username: agent, kind: "agent", upline: null });
    const set = await operator("POST", "/admin/api/members/prize-group", {
      username: agent,
      prizeGroup: 1700,
      reason: "a strict chain",
    });
    expect(set.statusCode).toBe(200);
    const move = await operator("POST", "/admin/api/members/move", {
      username: names.A,
      uplineUsername: agent,
      reason: "moved to a strict chain",
    });
    expect(move.json()).toMatchObject({
      success: true,
      value: { to: agent, clampedPrizeGroups: [{ memberId: ids.A, from: 1810, to: 1700 }] },
    });
    expect((await send(myRebateRatesCall, tokens.A, {})).value.prizeGroup).toBe(1700);
    expect(await seriesFor(tokens.P)).toMatchObject({ maxSeries: 1600 });
    expect(
      (
        await t.db.query("SELECT 1 FROM member_prize_groups WHERE member_id = $1 AND max_series = 1700", [
          agentId,
        ])
      ).length,
    ).toBe(1);
  });
});
