import { ENDPOINTS } from "@banca/contract/endpoints";
import { describe, expect, it } from "vitest";
import { bonusHold } from "#app/modules/bonus/withdrawable.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { earnQueued } from "#app/modules/points/earn-job.ts";
import { createReferralConsumer } from "#app/modules/referral/rewards.ts";
import { depositToMain, expectLedgerSound } from "./support/ledger-fixtures.ts";
import { openRound } from "./support/loyalty.ts";
import { memberCalls } from "./support/member-calls.ts";
import { withModulesOn } from "./support/module-switch.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const PASSWORD = "Sunny2026";
const DAY_MS = 24 * 60 * 60 * 1000;

describe(`invite friends after real play on ${databaseKind}`, () => {
  const t = useTestApp(() => ({
    merchants: [
      {
        ...withModulesOn(demoConfig(), ["REFERRAL3"]),
        referral: {
          rewards: { referrer: "5.00", friend: "2.00" },
          minFirstDeposit: "20.00",
          // 7.00 of rewards over 2,500.00 of the friend's valid bets: within the reward budget.
          minValidBet: "2500.00",
          wageringMultiple: 3,
          maxRewardsPerDay: 2,
          blockSameAddress: true,
          blockSameDevice: true,
        },
      },
    ],
  }));
  const { call } = memberCalls(t, "198.18.59");
  let ip = 0;
  /** An address no other member of this file used. */
  const freshIp = () => `198.18.${60 + Math.floor(ip / 200)}.${(ip++ % 200) + 1}`;
  const run = (now = new Date()) =>
    t.db.transaction((tx) => earnQueued(tx, createLedgerService(t.db), [createReferralConsumer(t.db)], now));
  const codeOf = async (token: string) =>
    (await call("GET", ENDPOINTS.referralInfo.path, { token })).json().value.referralCode as string;

  type Registered = { token: string; id: number; username: string; ip: string; cookie: string };
  /** The device cookie an answer sets, as the browser sends it back. */
  const deviceCookieOf = (answer: { headers: Record<string, unknown> }) => {
    const header = String(answer.headers["set-cookie"] ?? "");
    const pair = header.split(";")[0] ?? "";
    expect(pair).toMatch(/^banca_device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    return pair;
  };
  /** Registers a member (with a referral code when given), from the address and browser given or fresh ones. */
  const registerMember = async (
    username: string,
    options: { referralCode?: string; ip?: string; cookie?: string } = {},
  ): Promise<Registered> => {
    const address = options.ip ?? freshIp();
    const answer = await call("PUT", ENDPOINTS.register.path, {
      body: {
        username,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        paymentPassword: "482913",
        registerMethod: "WEB",
        agreement: true,
        ...(options.referralCode ? { referralCode: options.referralCode } : {}),
      },
      ip: address,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const value = answer.json().value as { token: string; id: number };
    return { ...value, username, ip: address, cookie: deviceCookieOf(answer) };
  };
  const devicesOf = async (memberId: number) =>
    (
      await t.db.query<{ device_id: string }>(
        "SELECT device_id FROM member_login_devices WHERE member_id = $1 ORDER BY device_id",
        [memberId],
      )
    ).map((row) => row.device_id);

  let refs = 0;
  const confirmMobile = (memberId: number) =>
    t.db.query(
      "UPDATE members SET country_dialing_code = '55', mobile_num = $2, mobile_verified_at = now() WHERE id = $1",
      [memberId, `119${String(memberId).padStart(8, "0")}`],
    );
  const deposit = (memberId: number, amount: bigint) =>
    depositToMain(t.db, { merchantCode: "demo", memberId, amount, key: `ref:dep:${memberId}:${++refs}` });
  const bet = async (memberId: number, amount: bigint) =>
    (await openRound(t.db, { merchantCode: "demo", memberId, gameType: "RNG", bet: amount })).settle();
  /** The friend's three steps: a confirmed mobile, a first deposit of 30.00 and 2,500.00 of valid bets. */
  const playForReal = async (memberId: number) => {
    await confirmMobile(memberId);
    await deposit(memberId, 30_00n);
    await bet(memberId, 2_500_00n);
  };
  /** The referral bonuses a member was credited, in minor units, oldest first. */
  const rewardsOf = async (memberId: number) =>
    (
      await t.db.query<{ amount: string }>(
        `SELECT p.amount::text FROM postings p JOIN journal_entries e ON e.id = p.entry_id
           JOIN ledger_accounts a ON a.id = p.account_id
          WHERE a.member_id = $1 AND a.kind = 'main' AND e.kind = 'bonus.referral' ORDER BY p.id`,
        [memberId],
      )
    ).map((row) => row.amount);
  const friendsOf = async (token: string) =>
    (await call("GET", ENDPOINTS.referralFriends.path, { token })).json().value as {
      list: { name: string; status: string; reward: number; depositReached: boolean; wagered: boolean }[];
      totalCount: number;
    };
  const reasonsOf = async (referrerId: number) =>
    Object.fromEntries(
      (
        await t.db.query<{ username: string; blocked_reason: string | null; rewarded: boolean }>(
          `SELECT m.username, f.blocked_reason, f.rewarded_at IS NOT NULL AS rewarded
             FROM referral_friends f JOIN members m ON m.id = f.friend_id WHERE f.referrer_id = $1`,
          [referrerId],
        )
      ).map((row) => [row.username, row.rewarded ? "rewarded" : row.blocked_reason]),
    );

  it("credits nothing at registration, without a confirmed mobile, below the minimum deposit or before it is wagered; then both rewards once, locked by wagering", async () => {
    const referrer = await registerMember("inviter1");
    const friend = await registerMember("invitee1", { referralCode: await codeOf(referrer.token) });
    await run();
    expect(await rewardsOf(referrer.id)).toEqual([]);
    expect((await friendsOf(referrer.token)).list).toEqual([
      expect.objectContaining({ name: "in***e1", status: "waiting", reward: 0, depositReached: false }),
    ]);
    // A first deposit below the minimum, played many times over, qualifies nothing.
    await deposit(friend.id, 10_00n);
    await bet(friend.id, 50_00n);
    await run();
    expect(await rewardsOf(referrer.id)).toEqual([]);
    // 3,000.00 qualifies; 2,500.00 of bets since reach minValidBet but not yet the deposit wagered once.
    await deposit(friend.id, 3_000_00n);
    await bet(friend.id, 2_500_00n);
    await run();
    expect(await rewardsOf(referrer.id)).toEqual([]);
    // Wagered once, but the mobile is not confirmed.
    await bet(friend.id, 500_00n);
    await run();
    expect(await rewardsOf(referrer.id)).toEqual([]);
    expect((await friendsOf(referrer.token)).list[0]).toMatchObject({ depositReached: true, wagered: true });
    // With the mobile confirmed, the friend's next bet credits both rewards.
    await confirmMobile(friend.id);
    await bet(friend.id, 1_00n);
    await t.db.query(
      `INSERT INTO loyalty_events (merchant_code, member_id, source, ref, game_type, product_type, currency, amount, occurred_at)
       SELECT merchant_code, member_id, source, ref, game_type, product_type, currency, amount, occurred_at
         FROM loyalty_events WHERE member_id = $1`,
      [friend.id],
    );
    await run();
    await run();
    expect(await rewardsOf(referrer.id)).toEqual(["500"]);
    expect(await rewardsOf(friend.id)).toEqual(["200"]);
    // Each reward carries three times its amount of turnover: the referrer's 5.00 stays locked.
    const hold = await bonusHold(t.db, "demo", referrer.id, "USD");
    expect({ locked: hold.locked, withdrawable: hold.withdrawable, left: hold.wageringLeft }).toEqual({
      locked: 500n,
      withdrawable: 0n,
      left: 1500n,
    });
    expect((await bonusHold(t.db, "demo", friend.id, "USD")).wageringLeft).toBe(600n);
    expect((await friendsOf(referrer.token)).list).toEqual([
      expect.objectContaining({ name: "in***e1", status: "rewarded", reward: 5 }),
    ]);
    const info = (await call("GET", ENDPOINTS.referralInfo.path, { token: referrer.token })).json().value;
    expect(info).toMatchObject({
      friendCount: 1,
      totalReward: 5,
      rewards: { referrer: 5, friend: 2 },
      minFirstDeposit: 20,
      minValidBet: 2500,
      wageringMultiple: 3,
      maxRewardsPerDay: 2,
    });
    expect((await friendsOf(friend.token)).totalCount).toBe(0);
    await expectLedgerSound(t.db);
  });

  it("waits for the merchant's minimum of valid bets when the first deposit is smaller", async () => {
    const referrer = await registerMember("inviter9");
    const friend = await registerMember("invitee9", { referralCode: await codeOf(referrer.token) });
    await confirmMobile(friend.id);
    await deposit(friend.id, 30_00n);
    // The 30.00 deposit wagered many times over is still below minValidBet.
    await bet(friend.id, 2_499_99n);
    await run();
    expect(await rewardsOf(referrer.id)).toEqual([]);
    expect((await friendsOf(referrer.token)).list[0]).toMatchObject({ depositReached: true, wagered: false });
    await bet(friend.id, 1n);
    await run();
    expect(await rewardsOf(referrer.id)).toEqual(["500"]);
    expect(await rewardsOf(friend.id)).toEqual(["200"]);
  });

  it("finds a friend not eligible when it shares an address or a device with the referrer or another of its friends", async () => {
    const referrer = await registerMember("inviter2");
    const referralCode = await codeOf(referrer.token);
    // The referrer's own address, and the referrer's own browser from elsewhere.
    const sameAddress = await registerMember("sameaddr", { referralCode, ip: referrer.ip });
    const sameDevice = await registerMember("samedev1", { referralCode, cookie: referrer.cookie });
    // Two friends behind one address; two on one browser (the second logs in on the first's).
    const shared = freshIp();
    const roommate1 = await registerMember("roommate1", { referralCode, ip: shared });
    const roommate2 = await registerMember("roommate2", { referralCode, ip: shared });
    const tablet1 = await registerMember("tablet01", { referralCode });
    const tablet2 = await registerMember("tablet02", { referralCode });
    const loggedIn = await call("POST", ENDPOINTS.login.path, {
      body: { type: "username", username: "tablet02", password: PASSWORD },
      ip: tablet2.ip,
      cookie: tablet1.cookie,
    });
    expect(loggedIn.json()).toMatchObject({ success: true });
    const own = await registerMember("ownphone", { referralCode });
    for (const friend of [sameAddress, sameDevice, roommate1, roommate2, tablet1, tablet2, own]) {
      await playForReal(friend.id);
    }
    await run();
    expect(await reasonsOf(referrer.id)).toEqual({
      sameaddr: "same_address",
      samedev1: "same_device",
      roommate1: "friend_address",
      roommate2: "friend_address",
      tablet01: "friend_device",
      tablet02: "friend_device",
      ownphone: "rewarded",
    });
    expect(await rewardsOf(referrer.id)).toEqual(["500"]);
    expect(await rewardsOf(sameDevice.id)).toEqual([]);
    // The referrer reads "not eligible", never the reason.
    const statuses = (await friendsOf(referrer.token)).list.map((friend) => friend.status).sort();
    expect(statuses).toEqual([...Array(6).fill("not_eligible"), "rewarded"]);
    expect(JSON.stringify(await friendsOf(referrer.token))).not.toMatch(/address|device/);
  });

  it("takes a forged or missing device cookie for a new device, and a body's device id for nothing", async () => {
    const referrer = await registerMember("inviter3");
    const [referrerDevice] = await devicesOf(referrer.id);
    expect(referrer.cookie.startsWith(`banca_device=${referrerDevice}.`)).toBe(true);
    // The referrer's device id with a signature of the visitor's own making.
    const forged = `banca_device=${referrerDevice}.${"A".repeat(43)}`;
    const friend = await registerMember("forger01", {
      referralCode: await codeOf(referrer.token),
      cookie: forged,
    });
    expect(friend.cookie).not.toContain(referrerDevice);
    expect(await devicesOf(friend.id)).not.toContain(referrerDevice);
    // A device id in the body is not the site's to choose: ignored.
    const answer = await call("POST", ENDPOINTS.login.path, {
      body: { type: "username", username: "forger01", password: PASSWORD, loginDeviceId: referrerDevice },
      ip: friend.ip,
      cookie: friend.cookie,
    });
    expect(answer.json()).toMatchObject({ success: true });
    expect(await devicesOf(friend.id)).not.toContain(referrerDevice);
    expect(String(answer.headers["set-cookie"])).toMatch(/; HttpOnly; SameSite=Lax$/);
    await playForReal(friend.id);
    await run();
    expect(await reasonsOf(referrer.id)).toEqual({ forger01: "rewarded" });
  });

  it("credits at most the merchant's number of friends per referrer and day; the rest on a later day", async () => {
    const referrer = await registerMember("inviter4");
    const referralCode = await codeOf(referrer.token);
    const friends = [];
    for (const name of ["dailycap1", "dailycap2", "dailycap3"]) {
      friends.push(await registerMember(name, { referralCode }));
    }
    for (const friend of friends) await playForReal(friend.id);
    const today = new Date();
    await run(today);
    expect(await rewardsOf(referrer.id)).toEqual(["500", "500"]);
    expect((await friendsOf(referrer.token)).list.map((friend) => friend.status).sort()).toEqual([
      "rewarded",
      "rewarded",
      "waiting",
    ]);
    // The same day, another batch still waits.
    const stranger = await registerMember("stranger1");
    await deposit(stranger.id, 1_00n);
    await run(today);
    expect(await rewardsOf(referrer.id)).toHaveLength(2);
    // The next day, whatever batch comes next credits the friend that waited.
    await deposit(stranger.id, 1_00n);
    await run(new Date(today.getTime() + DAY_MS));
    expect(await rewardsOf(referrer.id)).toEqual(["500", "500", "500"]);
    expect((await Promise.all(friends.map((friend) => rewardsOf(friend.id)))).flat()).toEqual([
      "200",
      "200",
      "200",
    ]);
  });

  it("lists the referral clusters to an operator, audited, and refuses anyone else", async () => {
    const referrer = await registerMember("inviter5");
    const referralCode = await codeOf(referrer.token);
    const shared = freshIp();
    await registerMember("cluster01", { referralCode, ip: shared });
    await registerMember("cluster02", { referralCode, ip: shared });
    await registerMember("cluster03", { referralCode, cookie: referrer.cookie });
    await run();
    const key = await operatorKey(t.db);
    const answer = await operatorCalls(t, key)("GET", "/admin/api/referral/clusters?pageSize=100");
    expect(answer.statusCode, answer.body).toBe(200);
    type Cluster = {
      referrer: string;
      kind: string;
      value: string;
      memberCount: number;
      members: { username: string; role: string }[];
      rewardsPaid: string;
    };
    const mine = (answer.json().value.list as Cluster[]).filter((cluster) => cluster.referrer === "inviter5");
    expect(
      mine.map((cluster) => ({
        kind: cluster.kind,
        value: cluster.value,
        count: cluster.memberCount,
        members: cluster.members.map((member) => `${member.role}:${member.username}`),
        paid: cluster.rewardsPaid,
      })),
    ).toEqual([
      {
        kind: "address",
        value: shared,
        count: 2,
        members: ["friend:cluster01", "friend:cluster02"],
        paid: "0.00",
      },
      {
        kind: "device",
        value: (await devicesOf(referrer.id))[0],
        count: 2,
        members: ["referrer:inviter5", "friend:cluster03"],
        paid: "0.00",
      },
    ]);
    const past = (await operatorCalls(t, key)("GET", "/admin/api/referral/clusters?pageNo=999")).json().value;
    expect(past).toMatchObject({ list: [], pageNo: 999 });
    expect(past.totalCount).toBeGreaterThanOrEqual(2);
    const [audit] = await t.db.query<{ action: string; actor: string }>(
      "SELECT action, actor FROM audit_log WHERE action = 'referral.clusters.read' ORDER BY id DESC LIMIT 1",
    );
    expect(audit?.actor).toMatch(/^operator:/);
    // A member's token is no operator key; no key at all neither.
    const asMember = await t.app.inject({
      method: "GET",
      url: "/admin/api/referral/clusters",
      headers: { authorization: `Bearer ${referrer.token}`, merchant: "demo" },
    });
    expect(asMember.statusCode).toBe(401);
    expect(asMember.json()).toMatchObject({ success: false, errorCode: "operator.unauthorized" });
    const anonymous = await t.app.inject({
      method: "GET",
      url: "/admin/api/referral/clusters",
      headers: { merchant: "demo" },
    });
    expect(anonymous.statusCode).toBe(401);
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
