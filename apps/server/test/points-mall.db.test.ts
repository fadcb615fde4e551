import { randomUUID } from "node:crypto";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { describe, expect, it } from "vitest";
import { depositToMain, expectLedgerSound } from "./support/ledger-fixtures.ts";
import { openRound, pointsOf, runLoyalty } from "./support/loyalty.ts";
import { memberCalls } from "./support/member-calls.ts";
import { withModulesOn } from "./support/module-switch.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const PASSWORD = "Sunny2026";
const PAYMENT_PASSWORD = "482913";

describe(`points mall: redeem, convert and the operator's desk on ${databaseKind}`, () => {
  const t = useTestApp(() => ({ merchants: [withModulesOn(demoConfig(), ["PTSYS3"])] }));
  const { call, register } = memberCalls(t, "198.18.46");
  const operator = async () => operatorCalls(t, await operatorKey(t.db));

  /** A registered player holding `points` points from settled slot bets (ratio 0.05: 20.00 a point). */
  async function playerWithPoints(username: string, points: bigint) {
    const { token, id } = await register(username, PASSWORD);
    if (points > 0n) {
      await (
        await openRound(t.db, { merchantCode: "demo", memberId: id, gameType: "RNG", bet: points * 20_00n })
      ).settle();
      await runLoyalty(t.db);
    }
    return { token, id };
  }
  const rewardId = async (key: string) =>
    Number(
      (await t.db.query<{ id: string }>("SELECT id::text FROM point_rewards WHERE key = $1", [key]))[0]!.id,
    );
  const stockOf = async (key: string) =>
    (await t.db.query<{ stock: number }>("SELECT stock FROM point_rewards WHERE key = $1", [key]))[0]!.stock;
  const redeem = (token: string, body: Record<string, unknown>) =>
    call("POST", ENDPOINTS.redeemPointReward.path, {
      token,
      sealed: true,
      body: { password: PAYMENT_PASSWORD, requestId: randomUUID(), ...body },
    });
  const balanceOf = async (token: string) =>
    (await call("GET", ENDPOINTS.pointBalance.path, { token })).json().value;

  it("tells the member its points, how they are earned and the catalogue with stock and requirements", async () => {
    const { token } = await playerWithPoints("mallreader", 1500n);
    expect(await balanceOf(token)).toEqual({ balance: 1500, earned: 1500, spent: 0 });
    const config = (await call("GET", ENDPOINTS.pointConfig.path, { token, language: "en" })).json().value;
    expect(config.list).toContainEqual({ type: "slots", ratio: 0.05 });
    expect(config.list).toContainEqual({ type: "deposit", ratio: 0.1 });
    expect(config.neverExpire).toBe(true);
    expect(config.rules).toContain("Points never expire");
    const rewards = (await call("GET", ENDPOINTS.pointRewards.path, { token, language: "en" })).json().value;
    expect(rewards.depositedAmount).toBe(0);
    expect(rewards.list.find((reward: { name: string }) => reward.name === "$50 balance")).toMatchObject({
      type: "cash",
      pointsRequired: 5000,
      amountRequired: 100,
      cashAmount: 50,
      stock: 100,
      contact: null,
      needsAddress: false,
    });
    expect(rewards.list.find((reward: { name: string }) => reward.name === "Zalo bonus 131K").contact).toBe(
      "zalo",
    );
  });

  it("refuses a redeem that is short of anything, and changes nothing", async () => {
    const { token, id } = await playerWithPoints("mallshort", 900n);
    const before = await stockOf("cash-10");
    const cases: [Record<string, unknown>, number, string][] = [
      [{ rewardId: await rewardId("cash-10"), password: "000000" }, 400, "invalid.payment.pw"],
      [{ rewardId: await rewardId("cash-10") }, 400, "points.insufficient"],
      [{ rewardId: await rewardId("cash-50") }, 400, "reward.requirement.unmet"],
      [{ rewardId: await rewardId("headphones") }, 400, "reward.address.required"],
      [{ rewardId: await rewardId("zalo-bonus") }, 400, "reward.zalo.required"],
      [{ rewardId: await rewardId("whatsapp-bonus") }, 400, "reward.whatsapp.required"],
      [{ rewardId: await rewardId("smartwatch"), quantity: 6 }, 409, "reward.unavailable"],
      [{ rewardId: await rewardId("cash-10"), quantity: 101 }, 400, "request_param_err"],
      [{ rewardId: 999_999 }, 409, "reward.unavailable"],
      [{ rewardId: "x" }, 400, "request_param_err"],
    ];
    for (const [body, status, code] of cases) {
      const response = await redeem(token, body);
      expect([response.statusCode, response.json().errorCode], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await stockOf("cash-10")).toBe(before);
    expect(await pointsOf(t.db, id)).toBe(900_00n);
    expect((await call("GET", ENDPOINTS.redeemList.path, { token })).json().value.totalCount).toBe(0);
  });

  it("redeems In Process, then an operator approves it and the cash reaches the main wallet once", async () => {
    const { token, id } = await playerWithPoints("mallcash", 2500n);
    const requestId = randomUUID();
    const first = await redeem(token, { rewardId: await rewardId("cash-10"), quantity: 2, requestId });
    expect(first.statusCode).toBe(200);
    const { record, balance } = first.json().value;
    expect(balance).toBe(500);
    expect(record).toMatchObject({
      type: "cash",
      name: "Saldo de $10",
      quantity: 2,
      pointsRequired: 2000,
      amountRequired: 0,
      status: "process",
      paidAccount: "MAIN",
      receivingAddress: "",
    });
    expect(record.referenceNo).toMatch(/^PM\d{8}\d{6}$/);
    // The same request again answers the same record and takes nothing more.
    const again = await redeem(token, { rewardId: await rewardId("cash-10"), quantity: 2, requestId });
    expect(again.json().value.record.id).toBe(record.id);
    expect(await pointsOf(t.db, id)).toBe(500_00n);

    const send = await operator();
    const desk = (await send("GET", "/admin/api/points/redemptions?status=process")).json().value.list;
    expect(desk.map((row: { id: number }) => row.id)).toContain(record.id);
    for (let i = 0; i < 2; i += 1) {
      const approved = await send("POST", "/admin/api/points/redemptions/approve", {
        id: record.id,
        remark: "paid",
      });
      expect(approved.json().value).toMatchObject({
        status: "approved",
        cashAmount: "20.00",
        username: "mallcash",
      });
    }
    const wallet = (await call("GET", ENDPOINTS.walletBalance.path, { token })).json().value;
    expect(wallet.sumBalance).toBe(20);
    expect(
      (await send("POST", "/admin/api/points/redemptions/reject", { id: record.id })).json().errorCode,
    ).toBe("redeem.decided");
    const history = (await call("GET", ENDPOINTS.redeemList.path, { token })).json().value;
    expect(history.list[0]).toMatchObject({ id: record.id, status: "approved", remark: "paid" });
    await expectLedgerSound(t.db);
  });

  it("rejects a redeem: the points and the stock come back once however often it is rejected", async () => {
    const { token, id } = await playerWithPoints("mallparcel", 3200n);
    const stock = await stockOf("headphones");
    const redeemed = await redeem(token, {
      rewardId: await rewardId("headphones"),
      receivingAddress: "Rua A 1, Lisboa",
    });
    const { record } = redeemed.json().value;
    expect(record).toMatchObject({
      type: "physical",
      receivingAddress: "Rua A 1, Lisboa",
      status: "process",
    });
    expect(await stockOf("headphones")).toBe(stock - 1);
    expect(await pointsOf(t.db, id)).toBe(200_00n);

    const send = await operator();
    for (let i = 0; i < 3; i += 1) {
      const rejected = await send("POST", "/admin/api/points/redemptions/reject", {
        id: record.id,
        remark: "no stock",
      });
      expect(rejected.json().value.status).toBe("rejected");
    }
    expect(await pointsOf(t.db, id)).toBe(3200_00n);
    expect(await stockOf("headphones")).toBe(stock);
    expect(await balanceOf(token)).toEqual({ balance: 3200, earned: 3200, spent: 0 });
    expect((await send("POST", "/admin/api/points/redemptions/approve", { id: record.id })).statusCode).toBe(
      409,
    );
    expect(
      (await send("POST", "/admin/api/points/redemptions/approve", { id: 987_654 })).json().errorCode,
    ).toBe("redeem.not.found");
    await expectLedgerSound(t.db);
  });

  it("pays a Zalo bonus to the number given, and keeps each member's records to itself", async () => {
    const { token } = await playerWithPoints("mallzalo", 900n);
    const zalo = await redeem(token, { rewardId: await rewardId("zalo-bonus"), contactNumber: "0912345678" });
    expect(zalo.json().value.record).toMatchObject({ type: "bonus", paidAccount: "ZALO:0912345678" });
    const other = await playerWithPoints("mallother", 0n);
    expect((await call("GET", ENDPOINTS.redeemList.path, { token: other.token })).json().value.list).toEqual(
      [],
    );
  });

  it("converts points into balance at the merchant's rate, once per request id", async () => {
    const { token, id } = await playerWithPoints("mallconvert", 1234n);
    const requestId = randomUUID();
    const convert = (points: unknown, extra: Record<string, unknown> = {}) =>
      call("POST", ENDPOINTS.convertPoint.path, {
        token,
        sealed: true,
        body: { points, password: PAYMENT_PASSWORD, requestId, ...extra },
      });
    expect((await convert("50")).json().errorCode).toBe("request_param_err");
    expect((await convert("abc")).json().errorCode).toBe("request_param_err");
    expect((await convert("5000", { requestId: randomUUID() })).json().errorCode).toBe("points.insufficient");
    const converted = await convert("1000.50");
    expect(converted.json().value).toEqual({ points: 1000.5, amount: 10, pointBalance: 233.5, balance: 10 });
    expect((await convert("1000.50")).json().value.balance).toBe(10);
    expect(await pointsOf(t.db, id)).toBe(233_50n);
    await expectLedgerSound(t.db);
  });

  it("lists points details in the points account's record, and keeps them out of the money record", async () => {
    const { token, id } = await playerWithPoints("malldetails", 1000n);
    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId: id,
      amount: 50_00n,
      key: "mall-details-deposit",
    });
    await runLoyalty(t.db);
    const range = `startTime=${Date.now() - 3_600_000}&endTime=${Date.now() + 3_600_000}`;
    const points = (
      await call("GET", `${ENDPOINTS.memberTransactions.path}?account=POINTS&${range}`, { token })
    ).json().value;
    expect(points.list.map((line: { kind: string; amount: number }) => [line.kind, line.amount])).toEqual([
      ["points.deposit", 5],
      ["points.slots", 1000],
    ]);
    expect(points.list[0].balanceAfter).toBe(1005);
    const money = (await call("GET", `${ENDPOINTS.memberTransactions.path}?${range}`, { token })).json()
      .value;
    expect(money.list.map((line: { kind: string }) => line.kind)).toEqual(["deposit"]);
  });

  it("needs a member's session", async () => {
    const response = await call("GET", ENDPOINTS.pointBalance.path, {});
    expect(response.statusCode).toBe(401);
  });
});
