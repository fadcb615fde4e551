import type { AddressInfo } from "node:net";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vendorWalletKind } from "#app/modules/ledger/accounts.ts";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { createLedgerRepository } from "#app/modules/ledger/repository.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { DEMO_VASSALAGE } from "#app/providers/vendors/demo-vendor.ts";
import { createSeamlessClient, vendorSecret } from "#app/providers/vendors/seamless-client.ts";
import { enableBgsGames } from "./support/bgs-games.ts";
import { depositToMain } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { buildTestApp, useTestApp } from "./support/test-app.ts";
import { databaseKind, openTestDatabase, type TestDatabase } from "./support/test-database.ts";
import { confirmMobile, lastCode, wait } from "./support/verification.ts";

type Answer = { ok: boolean; code?: string; sessionToken?: string; balance?: string; roundId?: string };

/**
 * A launchable game of the demo merchant of this type, from a vendor playing from the main wallet
 * (a live table is a baccarat one: the tests bet on player and banker).
 */
const gameOf = async (db: TestDatabase, type: string) => {
  const [row] = await db.query<{ id: string; vassalage: string }>(
    `SELECT g.id::text, g.vassalage FROM games g
       JOIN vendors v ON v.merchant_code = g.merchant_code AND v.vassalage = g.vassalage AND v.wallet = 'seamless'
      WHERE g.merchant_code = 'demo' AND g.game_type = $1 AND g.is_game = 'GAME' AND g.enabled AND NOT g.maintenance
        AND (g.game_type <> 'LIVE' OR g.classify = 'baccarat')
      ORDER BY g.id LIMIT 1`,
    [type],
  );
  if (!row) throw new Error(`no ${type} game to launch`);
  return { id: Number(row.id), vassalage: row.vassalage };
};

describe(`game vendors in the demo start on ${databaseKind}`, () => {
  const t = useTestApp();
  const calls = memberCalls(t, "198.18.61");
  let baseUrl = "";
  let bgsGames: Record<string, number> = {};
  let counter = 0;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    bgsGames = await enableBgsGames(t.db);
  });
  afterAll(async () => {
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  /** A registered, funded member: the site session's token and the member's id. */
  async function member(cents: bigint) {
    const username = `vsafe${++counter}${Date.now().toString(36).slice(-4)}`;
    const registered = await calls.register(username, "Secret2026");
    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId: registered.id,
      amount: cents,
      key: `vendors-safety:${username}`,
    });
    return registered;
  }

  const launch = async (token: string, nodeId: number) => {
    const response = await calls.call("POST", ENDPOINTS.launchGame.path, {
      token,
      body: { nodeId, language: "en", platform: "html5-desktop" },
    });
    expect(response.statusCode).toBe(200);
    return new URL(response.json().value.game_url);
  };

  const demoVendor = async (operation: string, body: object): Promise<Answer> => {
    const response = await fetch(`${baseUrl}/vendors/demo/api/${operation}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Answer;
  };

  const mainBalance = (memberId: number) =>
    createLedgerRepository(t.db).balance("demo", { memberId, kind: "main" }, "USD");
  const credentialCount = async () =>
    Number((await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM vendor_credentials"))[0]!.n);

  it("the demo vendor cannot redeem another vendor's launch token, whatever vendor the body names", async () => {
    const player = await member(10_000n);
    const url = await launch(player.token, bgsGames.dice!);
    const launchToken = url.searchParams.get("launch")!;
    for (const vendor of ["BGS", undefined]) {
      expect(
        await demoVendor("session", { operator: "demo", launchToken, ...(vendor ? { vendor } : {}) }),
      ).toMatchObject({ ok: false, code: "INVALID_TOKEN" });
    }
    // The token is still unused, and BGS itself can still open it.
    const [row] = await t.db.query<{ exchanged: boolean }>(
      "SELECT exchanged_at IS NOT NULL AS exchanged FROM vendor_sessions WHERE member_id = $1",
      [player.id],
    );
    expect(row).toEqual({ exchanged: false });
    const bgs = await fetch(`${baseUrl}/vendors/bgs/api/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ merchant: "demo", launchToken }),
    });
    expect(((await bgs.json()) as { errorCode: string }).errorCode).toBe("");
  });

  it("the demo vendor books the games it stands in for under its own code", async () => {
    const player = await member(10_000n);
    const game = await gameOf(t.db, "LIVE");
    const url = await launch(player.token, game.id);
    const session = await demoVendor("session", {
      operator: "demo",
      vendor: "BGS",
      launchToken: url.searchParams.get("token"),
    });
    expect(session.ok).toBe(true);
    const round = await demoVendor("play", {
      operator: "demo",
      vendor: "BGS",
      sessionToken: session.sessionToken,
      stake: "1",
      choice: "player",
    });
    expect(round.ok).toBe(true);
    const rounds = await t.db.query<{ vassalage: string; game_id: string }>(
      "SELECT vassalage, game_id::text FROM game_rounds WHERE member_id = $1",
      [player.id],
    );
    expect(rounds).toEqual([{ vassalage: DEMO_VASSALAGE, game_id: String(game.id) }]);
  });

  it("a stand-in game of a transfer-wallet vendor plays from the member's wallet at that vendor", async () => {
    const player = await member(1_000n);
    const [game] = await t.db.query<{ id: string; vassalage: string }>(
      `SELECT g.id::text, g.vassalage FROM games g
         JOIN vendors v ON v.merchant_code = g.merchant_code AND v.vassalage = g.vassalage AND v.wallet = 'transfer'
        WHERE g.merchant_code = 'demo' AND g.game_type = 'LIVE' AND g.classify = 'baccarat' AND g.is_game = 'GAME'
          AND g.enabled AND NOT g.maintenance
        ORDER BY g.id LIMIT 1`,
    );
    const wallet = { memberId: player.id, kind: vendorWalletKind(game!.vassalage) };
    await createLedgerService(t.db).post({
      merchantCode: "demo",
      currency: "USD",
      kind: "deposit",
      idempotencyKey: `vendors-safety:transfer:${player.id}`,
      postings: [
        { account: wallet, amount: 5_000n },
        { account: { house: "payment_clearing" }, amount: -5_000n },
      ],
    });
    // Automatic transfer off: the launch leaves the main wallet where it is (decision 040).
    await t.db.query("UPDATE members SET auto_transfer = false WHERE id = $1", [player.id]);
    const url = await launch(player.token, Number(game!.id));
    const session = await demoVendor("session", {
      operator: "demo",
      launchToken: url.searchParams.get("token"),
    });
    expect(session).toMatchObject({ ok: true, balance: "50.00" });
    const round = await demoVendor("play", {
      operator: "demo",
      sessionToken: session.sessionToken,
      stake: "5",
      choice: "banker",
    });
    expect(round.ok).toBe(true);
    const payout = BigInt(Math.round(Number((round as { payout?: string }).payout) * 100));
    expect(await createLedgerRepository(t.db).balance("demo", wallet, "USD")).toBe(5_000n - 500n + payout);
    expect(await mainBalance(player.id)).toBe(1_000n);
  });

  it("no request creates a vendor secret", async () => {
    const before = await credentialCount();
    expect(before).toBeGreaterThan(0);
    for (const vendor of ["NEWVENDOR1", "NEWVENDOR2"]) {
      expect(
        await demoVendor("session", { operator: "demo", vendor, launchToken: "x".repeat(43) }),
      ).toMatchObject({ ok: false });
      const timestamp = String(Date.now());
      const signed = await fetch(`${baseUrl}/seamless/v1/session`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-vendor": vendor,
          "x-timestamp": timestamp,
          "x-signature": "ab".repeat(32),
        },
        body: JSON.stringify({ launchToken: "y".repeat(43) }),
      });
      expect(signed.status).toBe(401);
    }
    expect(await credentialCount()).toBe(before);
  });

  it("a bet on a match no longer offered is refused before any money moves", async () => {
    const player = await member(10_000n);
    const game = await gameOf(t.db, "SPORTS");
    const url = await launch(player.token, game.id);
    const session = await demoVendor("session", {
      operator: "demo",
      launchToken: url.searchParams.get("token"),
    });
    expect(session.ok).toBe(true);
    const stale = await fetch(`${baseUrl}/vendors/demo/api/play`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        operator: "demo",
        sessionToken: session.sessionToken,
        stake: "10",
        choice: "sports-2020-01-01-0|home",
      }),
    });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ ok: false, code: "BAD_CHOICE" });
    expect(await mainBalance(player.id)).toBe(10_000n);
    const open = await t.db.query("SELECT 1 FROM game_rounds WHERE member_id = $1 AND state = 'open'", [
      player.id,
    ]);
    expect(open).toEqual([]);
  });

  describe("game sessions end with the site session", () => {
    /** A member in a demo-vendor game, with the vendor's own signed client on the session. */
    async function seated(seatedPlayer?: { id: number; token: string }) {
      const player = seatedPlayer ?? (await member(10_000n));
      const url = await launch(player.token, (await gameOf(t.db, "LIVE")).id);
      const session = await demoVendor("session", {
        operator: "demo",
        launchToken: url.searchParams.get("token"),
      });
      expect(session.ok).toBe(true);
      const vendor = createSeamlessClient({
        baseUrl,
        vendor: DEMO_VASSALAGE,
        secret: await vendorSecret(t.db, "demo", DEMO_VASSALAGE),
      });
      const sessionToken = session.sessionToken!;
      // A round started while the member is logged in: its stake is taken, its result still owed.
      await vendor.debit({
        sessionToken,
        transactionId: `${player.id}-bet`,
        roundId: `${player.id}-round`,
        amount: "10.00",
      });
      // Another game launched but not opened yet.
      const pending = await launch(player.token, bgsGames.dice!);
      return { player, vendor, sessionToken, pendingLaunch: pending.searchParams.get("launch")! };
    }

    /** After the site session ended: no new bet, no new game; the open round is still paid. */
    async function expectEnded(seat: Awaited<ReturnType<typeof seated>>) {
      const { player, vendor, sessionToken } = seat;
      const bet = vendor.debit({
        sessionToken,
        transactionId: `${player.id}-late`,
        roundId: `${player.id}-late`,
        amount: "5.00",
      });
      await expect(bet).rejects.toMatchObject({ code: "SESSION_EXPIRED", status: 401 });
      // The copy of the bet made in time keeps its answer.
      await expect(
        vendor.debit({
          sessionToken,
          transactionId: `${player.id}-bet`,
          roundId: `${player.id}-round`,
          amount: "10.00",
        }),
      ).resolves.toMatchObject({ balance: "90.00", replayed: true });
      const paid = await vendor.credit({
        sessionToken,
        transactionId: `${player.id}-win`,
        roundId: `${player.id}-round`,
        amount: "20.00",
      });
      expect(paid.balance).toBe("110.00");
      expect(await mainBalance(player.id)).toBe(11_000n);
      const bgs = await fetch(`${baseUrl}/vendors/bgs/api/session`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ merchant: "demo", launchToken: seat.pendingLaunch }),
      });
      expect(((await bgs.json()) as { errorCode: string }).errorCode).not.toBe("");
      expect((await checkLedger(t.db)).ok).toBe(true);
    }

    it("logging out refuses later bets and still pays the open round", async () => {
      const seat = await seated();
      const out = await calls.call("POST", ENDPOINTS.logout.path, { token: seat.player.token });
      expect(out.statusCode).toBe(200);
      await expectEnded(seat);
    });

    it("changing the password refuses later bets and still pays the open round", async () => {
      const seat = await seated();
      const changed = await calls.call("POST", ENDPOINTS.changePassword.path, {
        token: seat.player.token,
        body: { oldPassword: "Secret2026", newPassword: "Other2027x", confirmNewPassword: "Other2027x" },
      });
      expect(changed.statusCode).toBe(200);
      await expectEnded(seat);
    });

    it("resetting the password with an SMS code refuses later bets and still pays the open round", async () => {
      const mobileNum = `1196${String(Date.now()).slice(-7)}`;
      const registered = await calls.call("PUT", ENDPOINTS.register.path, {
        body: {
          username: `vreset${Date.now().toString(36).slice(-5)}`,
          password: "Secret2026",
          confirmPassword: "Secret2026",
          paymentPassword: "482913",
          countryDialingCode: "55",
          mobileNum,
          registerMethod: "WEB",
          agreement: true,
        },
        ip: calls.nextIp(),
      });
      expect(registered.statusCode).toBe(200);
      const player = registered.json().value as { id: number; token: string };
      await confirmMobile(t.db, player.id);
      await depositToMain(t.db, {
        merchantCode: "demo",
        memberId: player.id,
        amount: 10_000n,
        key: `vendors-safety:reset:${player.id}`,
      });
      const seat = await seated(player);
      await wait(t.db, 2);
      const sent = await calls.call("POST", ENDPOINTS.passwordSmsCode.path, {
        body: { countryDialingCode: "55", mobileNum },
        ip: calls.nextIp(),
      });
      expect(sent.statusCode).toBe(200);
      const reset = await calls.call("POST", ENDPOINTS.resetPasswordPhone.path, {
        body: {
          countryDialingCode: "55",
          mobileNum,
          verificationCode: await lastCode(t.db, `+55${mobileNum}`),
          newPassword: "Other2027x",
          confirmNewPassword: "Other2027x",
        },
        ip: calls.nextIp(),
      });
      expect(reset.statusCode).toBe(200);
      await expectEnded(seat);
    });

    it("an operator's block ends the sessions: bets and log-ins are refused, the open round is paid", async () => {
      const seat = await seated();
      const [row] = await t.db.query<{ username: string }>("SELECT username FROM members WHERE id = $1", [
        seat.player.id,
      ]);
      const username = row!.username;
      const operator = operatorCalls(t, await operatorKey(t.db, "demo"));
      const blocked = await operator("POST", "/admin/api/members/block", {
        username,
        blocked: true,
        reason: "card reported stolen",
      });
      expect(blocked.json()).toMatchObject({ success: true, value: { blocked: true, endedSessions: 1 } });
      await expectEnded(seat);
      const info = await calls.call("GET", ENDPOINTS.memberInfo.path, { token: seat.player.token });
      expect(info.statusCode).toBe(401);
      // The right password no longer opens a session while the block holds ...
      const refused = await calls.login(username, "Secret2026");
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorCode).toBe("account.blocked");
      // ... and does again once it is lifted; both decisions are in the audit log.
      await operator("POST", "/admin/api/members/block", {
        username,
        blocked: false,
        reason: "owner confirmed",
      });
      expect((await calls.login(username, "Secret2026")).json()).toMatchObject({ success: true });
      const audit = await t.db.query<{ action: string }>(
        "SELECT action FROM audit_log WHERE target_type = 'member' AND target_id = $1 ORDER BY id",
        [String(seat.player.id)],
      );
      expect(audit.map((entry) => entry.action)).toEqual(["member.block", "member.unblock"]);
    });

    it("refuses a block of an unknown member or without a reason, and changes nothing", async () => {
      const operator = operatorCalls(t, await operatorKey(t.db, "demo"));
      const unknown = await operator("POST", "/admin/api/members/block", {
        username: "nosuchmember",
        blocked: true,
        reason: "fraud",
      });
      expect(unknown.json().errorCode).toBe("member.not.found");
      const player = await member(100n);
      const [row] = await t.db.query<{ username: string }>("SELECT username FROM members WHERE id = $1", [
        player.id,
      ]);
      const bare = await operator("POST", "/admin/api/members/block", {
        username: row!.username,
        blocked: true,
      });
      expect(bare.statusCode).toBe(400);
      expect((await calls.call("GET", ENDPOINTS.memberInfo.path, { token: player.token })).statusCode).toBe(
        200,
      );
    });

    it("a BGS game takes no bet after logout, and shows no state, history, seeds or balance", async () => {
      const player = await member(10_000n);
      const url = await launch(player.token, bgsGames.dice!);
      const opened = await fetch(`${baseUrl}/vendors/bgs/api/session`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ merchant: "demo", launchToken: url.searchParams.get("launch") }),
      });
      const state = ((await opened.json()) as { value: { token: string } }).value;
      const read = async (path: string) => {
        const answer = await fetch(`${baseUrl}/vendors/bgs/api/${path}`, {
          headers: { "x-bgs-session": state.token },
        });
        return [answer.status, ((await answer.json()) as { errorCode: string }).errorCode];
      };
      const reads = ["state", "history", "seeds/revealed"];
      for (const path of reads) expect(await read(path)).toEqual([200, ""]);
      await calls.call("POST", ENDPOINTS.logout.path, { token: player.token });
      for (const path of reads) expect(await read(path)).toEqual([401, "login.not.session"]);
      const roll = await fetch(`${baseUrl}/vendors/bgs/api/dice/roll`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-bgs-session": state.token },
        body: JSON.stringify({ bet: "1.00", target: 5000, direction: "under" }),
      });
      expect(((await roll.json()) as { errorCode: string }).errorCode).toBe("login.not.session");
      expect(await mainBalance(player.id)).toBe(10_000n);
    });
  });
});

describe(`game vendors in the production start on ${databaseKind}`, () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openTestDatabase("demo");
    app = await buildTestApp(db, { DEMO: false });
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it("a game of a vendor without an adapter does not launch; BGS still does", async () => {
    const calls = memberCalls({ app }, "198.18.62");
    const player = await calls.register(`vprod${Date.now().toString(36).slice(-5)}`, "Secret2026");
    const game = await gameOf(db, "LIVE");
    const refused = await calls.call("POST", ENDPOINTS.launchGame.path, {
      token: player.token,
      body: { nodeId: game.id, language: "en", platform: "html5-desktop" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, errorCode: "game.vendor.unavailable" });
    expect(await db.query("SELECT 1 FROM vendor_sessions WHERE member_id = $1", [player.id])).toEqual([]);
    const bgs = await enableBgsGames(db);
    const launched = await calls.call("POST", ENDPOINTS.launchGame.path, {
      token: player.token,
      body: { nodeId: bgs.dice, language: "en", platform: "html5-desktop" },
    });
    expect(launched.statusCode).toBe(200);
    expect(new URL(launched.json().value.game_url).pathname).toBe("/vendors/bgs/dice");
  });

  it("the site frames only its own origin and the vendors' declared ones", async () => {
    const page = await app.inject({ url: ENDPOINTS.systemStatus.path });
    const policy = String(page.headers["content-security-policy"]);
    const frameSrc = policy.split(";").find((directive) => directive.trim().startsWith("frame-src"));
    expect(frameSrc?.trim()).toBe("frame-src 'self'");
  });
});
