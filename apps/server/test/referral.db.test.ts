import { ENDPOINTS } from "@banca/contract/endpoints";
import { describe, expect, it } from "vitest";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { earnQueued } from "#app/modules/points/earn-job.ts";
import { createReferralConsumer } from "#app/modules/referral/rewards.ts";
import { depositToMain, expectLedgerSound } from "./support/ledger-fixtures.ts";
import { openRound } from "./support/loyalty.ts";
import { memberCalls } from "./support/member-calls.ts";
import { withModulesOn } from "./support/module-switch.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const PASSWORD = "Sunny2026";

describe(`invite friends on ${databaseKind}`, () => {
  const t = useTestApp(() => ({ merchants: [withModulesOn(demoConfig(), ["REFERRAL3"])] }));
  const { call, register } = memberCalls(t, "198.18.59");
  const run = () =>
    t.db.transaction((tx) => earnQueued(tx, createLedgerService(t.db), [createReferralConsumer(t.db)]));
  const codeOf = async (token: string) =>
    (await call("GET", ENDPOINTS.referralInfo.path, { token })).json().value.referralCode as string;
  /** Registers a friend with the code from the address given, on the device given (if any). */
  const registerFriend = async (username: string, referralCode: string, ip: string, deviceId?: string) => {
    const answer = await call("PUT", ENDPOINTS.register.path, {
      body: {
        username,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        paymentPassword: "482913",
        registerMethod: "WEB",
        agreement: true,
        referralCode,
        ...(deviceId ? { deviceId } : {}),
      },
      ip,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().value as { token: string; id: number };
  };
  /** The referrer's friends by their shown names, with why each earns nothing (null: it earns). */
  const blockedReasons = async (token: string) => {
    const friends = (await call("GET", ENDPOINTS.referralFriends.path, { token })).json().value;
    return Object.fromEntries(
      friends.list.map((entry: { name: string; blockedReason: string | null }) => [
        entry.name,
        entry.blockedReason,
      ]),
    );
  };
  const rewardsOf = (memberId: number) =>
    t.db.query<{ amount: string }>(
      `SELECT p.amount::text FROM postings p JOIN journal_entries e ON e.id = p.entry_id
         JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.member_id = $1 AND a.kind = 'main' AND e.kind = 'bonus.referral' ORDER BY p.id`,
      [memberId],
    );

  it("pays the referrer once for a friend's registration, deposits and bets, whatever is delivered twice", async () => {
    const referrer = await register("inviter1", PASSWORD);
    const code = await codeOf(referrer.token);
    const friend = await registerFriend("invitee1", code, "198.18.60.1");
    await run();
    expect(await rewardsOf(referrer.id)).toEqual([{ amount: "100" }]);
    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId: friend.id,
      amount: 30_00n,
      key: "ref:dep:1",
    });
    await run();
    expect(await rewardsOf(referrer.id)).toHaveLength(1);
    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId: friend.id,
      amount: 25_00n,
      key: "ref:dep:2",
    });
    await (
      await openRound(t.db, { merchantCode: "demo", memberId: friend.id, gameType: "RNG", bet: 5_100_00n })
    ).settle();
    // The outbox delivers the batch twice.
    await t.db.query(
      `INSERT INTO loyalty_events (merchant_code, member_id, source, ref, game_type, product_type, currency, amount, occurred_at)
       SELECT merchant_code, member_id, source, ref, game_type, product_type, currency, amount, occurred_at
         FROM loyalty_events WHERE member_id = $1`,
      [friend.id],
    );
    await run();
    await run();
    expect(await rewardsOf(referrer.id)).toEqual([{ amount: "100" }, { amount: "500" }, { amount: "100" }]);
    const friends = (await call("GET", ENDPOINTS.referralFriends.path, { token: referrer.token })).json()
      .value;
    expect(friends.list).toEqual([
      expect.objectContaining({
        name: "in***e1",
        depositReached: true,
        betReached: true,
        reward: 7,
        blockedReason: null,
      }),
    ]);
    const info = (await call("GET", ENDPOINTS.referralInfo.path, { token: referrer.token })).json().value;
    expect(info).toMatchObject({
      friendCount: 1,
      totalReward: 7,
      rewards: { register: 1, deposit: 5, bet: 1 },
    });
    // The friend sees none of it.
    const own = (await call("GET", ENDPOINTS.referralFriends.path, { token: friend.token })).json().value;
    expect(own.totalCount).toBe(0);
    await expectLedgerSound(t.db);
  });

  it("pays nothing for a friend from the referrer's own address or beyond the merchant's friends per address", async () => {
    const referrer = await register("inviter2", PASSWORD);
    const [row] = await t.db.query<{ register_ip: string }>("SELECT register_ip FROM members WHERE id = $1", [
      referrer.id,
    ]);
    const code = await codeOf(referrer.token);
    await registerFriend("selfinvite", code, row!.register_ip);
    for (const name of ["sharedip1", "sharedip2", "sharedip3"])
      await registerFriend(name, code, "198.18.61.7");
    await run();
    expect(await blockedReasons(referrer.token)).toEqual({
      "se***te": "same_address",
      "sh***p1": null,
      "sh***p2": null,
      "sh***p3": "address_limit",
    });
    expect(await rewardsOf(referrer.id)).toEqual([{ amount: "100" }, { amount: "100" }]);
  });

  it("pays nothing for a friend on a device the referrer used or beyond the merchant's friends per device", async () => {
    const referrer = await register("inviter3", PASSWORD);
    const code = await codeOf(referrer.token);
    // The referrer logs in on its phone; a friend registers on that phone, from another address.
    const phone = "a1".repeat(16);
    const [row] = await t.db.query<{ register_ip: string }>("SELECT register_ip FROM members WHERE id = $1", [
      referrer.id,
    ]);
    const loggedIn = await call("POST", ENDPOINTS.login.path, {
      body: { type: "username", username: "inviter3", password: PASSWORD, loginDeviceId: phone },
      ip: row!.register_ip,
    });
    expect(loggedIn.json()).toMatchObject({ success: true });
    await registerFriend("onphone1", code, "198.18.63.1", phone);
    // Two friends on one shared tablet, each from its own address: the merchant rewards one.
    const tablet = "b2".repeat(16);
    await registerFriend("tablet01", code, "198.18.63.2", tablet);
    await registerFriend("tablet02", code, "198.18.63.3", tablet);
    // A friend on a device of its own.
    await registerFriend("ownphone", code, "198.18.63.4", "c3".repeat(16));
    await run();
    expect(await blockedReasons(referrer.token)).toEqual({
      "on***e1": "same_device",
      "ta***01": null,
      "ta***02": "device_limit",
      "ow***ne": null,
    });
    expect(await rewardsOf(referrer.id)).toEqual([{ amount: "100" }, { amount: "100" }]);
    // The devices are remembered per member, registration and log-in alike.
    const devices = await t.db.query<{ device_id: string }>(
      "SELECT device_id FROM member_login_devices WHERE member_id = $1",
      [referrer.id],
    );
    expect(devices.map((row) => row.device_id)).toEqual([phone]);
  });

  it("refuses an unknown invitation code at registration and changes nothing", async () => {
    const answer = await call("PUT", ENDPOINTS.register.path, {
      body: {
        username: "badcode1",
        password: PASSWORD,
        confirmPassword: PASSWORD,
        paymentPassword: "482913",
        registerMethod: "WEB",
        agreement: true,
        referralCode: "nosuchcode",
      },
      ip: "198.18.62.1",
    });
    expect(answer.json().errorCode).toBe("referral.code.invalid");
    expect(await t.db.query("SELECT 1 FROM members WHERE username = 'badcode1'")).toEqual([]);
  });
});
