import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { createMerchantRepository } from "#app/modules/merchants/repository.ts";
import { createMerchantService } from "#app/modules/merchants/service.ts";
import { createProtectionService } from "#app/modules/protection/service.ts";
import { issueLaunchToken } from "#app/modules/seamless/launch-token.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import {
  createSeamlessClient,
  SeamlessCallError,
  vendorSecret,
} from "#app/providers/vendors/seamless-client.ts";
import { enableBgsGames } from "./support/bgs-games.ts";
import { depositToMain } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const VENDOR = "ORCL";
const PASSWORD = "Secret123";
const HOUR = 3_600_000;

describe(`player protection on ${databaseKind}`, { timeout: 120_000 }, () => {
  const t = useTestApp();
  const { call, register, login, bankTransfer } = memberCalls(t, "10.84");
  let baseUrl = "";
  let gameId = 0;
  let diceId = 0;
  let serial = 0;
  const name = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${++serial}`;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const [game] = await t.db.query<{ id: string }>(
      `INSERT INTO games (merchant_code, vassalage, game_code, game_type, names, search_name)
       VALUES ('demo', $1, 'protection-table', 'LIVE', '{"en": "Table"}', 'table')
       ON CONFLICT (merchant_code, vassalage, game_code) DO UPDATE SET enabled = true RETURNING id::text`,
      [VENDOR],
    );
    gameId = Number(game!.id);
    diceId = (await enableBgsGames(t.db)).dice!;
  });
  afterAll(async () => {
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  /** A registered player holding `cents`, with a vendor's game session. */
  async function player(cents = 100_00n) {
    const username = name("pp");
    const { token, id } = await register(username, PASSWORD);
    if (cents > 0n)
      await depositToMain(t.db, { merchantCode: "demo", memberId: id, amount: cents, key: `pp:${id}` });
    const client = createSeamlessClient({
      baseUrl,
      vendor: VENDOR,
      secret: await vendorSecret(t.db, "demo", VENDOR),
    });
    const launchToken = await issueLaunchToken(t.db, {
      merchantCode: "demo",
      vassalage: VENDOR,
      memberId: id,
      gameId,
      language: "en",
    });
    const { sessionToken } = await client.session(launchToken);
    let round = 0;
    /** One lost round of `amount` ("10.00"): a debit, then a credit of zero. */
    const lose = async (amount: string) => {
      const roundId = `r-${id}-${++round}`;
      await client.debit({ sessionToken, transactionId: `d-${roundId}`, roundId, amount });
      await client.credit({ sessionToken, transactionId: `c-${roundId}`, roundId, amount: "0.00" });
    };
    const debit = (amount: string) => {
      const roundId = `r-${id}-${++round}`;
      return client.debit({ sessionToken, transactionId: `d-${roundId}`, roundId, amount });
    };
    return { username, token, id, lose, debit };
  }

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => "accepted",
      (error: unknown) => {
        if (error instanceof SeamlessCallError) return `${error.code} ${error.message}`;
        throw error;
      },
    );

  const setLimit = (token: string, body: Record<string, unknown>) =>
    call("POST", ENDPOINTS.setPlayerLimit.path, { token, body });
  const status = async (token: string) =>
    (await call("GET", ENDPOINTS.protectionStatus.path, { token })).json();

  it("refuses a vendor's debit past a daily loss limit, takes one landing on it, and lists the hit", async () => {
    const p = await player();
    expect((await setLimit(p.token, { kind: "loss", period: "day", amount: 25 })).json().success).toBe(true);
    await p.lose("20.00");
    // 20 lost + 5 = 25: exactly the limit is taken; one cent more is not.
    expect(await refusal(p.debit("5.01"))).toMatch(/^BETS_BLOCKED Player protection: the daily loss limit/);
    expect(await refusal(p.debit("5.00"))).toBe("accepted");
    expect(await refusal(p.debit("0.01"))).toMatch(/^BETS_BLOCKED/);
    const limits = (await status(p.token)).value.limits;
    expect(limits).toEqual([{ kind: "loss", period: "day", amount: 25, used: 25, pending: null }]);
    const operator = operatorCalls(t, await operatorKey(t.db));
    const hits = (await operator("GET", "/admin/api/protection/limit-hits?size=200")).json().value.list;
    expect(hits.filter((hit: { username: string }) => hit.username === p.username)).toHaveLength(2);
    expect(hits.find((hit: { username: string }) => hit.username === p.username)).toMatchObject({
      kind: "loss",
      period: "day",
      channel: "game",
      limitAmount: "2500",
    });
  });

  it("holds the lowest of a wager limit's periods: a weekly limit below the daily one wins", async () => {
    const p = await player();
    await setLimit(p.token, { kind: "wager", period: "day", amount: 50 });
    await setLimit(p.token, { kind: "wager", period: "week", amount: 15 });
    await p.lose("10.00");
    expect(await refusal(p.debit("6.00"))).toMatch(/weekly wager limit/);
    expect(await refusal(p.debit("5.00"))).toBe("accepted");
  });

  it("applies a lowering at once and a raise or removal only after 24 hours (the clock passed in)", async () => {
    const p = await player();
    const protection = createProtectionService(t.db);
    const session = { memberId: p.id, username: p.username, tokenHash: "none" } as AuthenticatedSession;
    const m = await createMerchantService(createMerchantRepository(t.db), "demo").resolve(
      "demo",
      "localhost",
    );
    const now = Date.now();
    await protection.setLimit(m, session, { kind: "wager", period: "day", amount: 10 }, new Date(now));
    // A raise asked now waits: the limit in force stays 10 and the pending one shows when it applies.
    const raised = await protection.setLimit(
      m,
      session,
      { kind: "wager", period: "day", amount: 30 },
      new Date(now),
    );
    expect(raised.amount).toBe(10);
    expect(raised.pending?.amount).toBe(30);
    expect(new Date(raised.pending!.appliesAt).getTime()).toBe(now + 24 * HOUR);
    expect(await refusal(p.debit("10.01"))).toMatch(/daily wager limit/);
    // One second before the 24 hours, still 10; at 24 hours, 30.
    const before = await protection.status(m, session, new Date(now + 24 * HOUR - 1000));
    expect(before.limits[0]).toMatchObject({ amount: 10, pending: { amount: 30 } });
    const after = await protection.status(m, session, new Date(now + 24 * HOUR));
    expect(after.limits[0]).toMatchObject({ amount: 30, pending: null });
    // Lowering drops the pending raise and applies at once.
    const lowered = await protection.setLimit(
      m,
      session,
      { kind: "wager", period: "day", amount: 8 },
      new Date(now),
    );
    expect(lowered).toMatchObject({ amount: 8, pending: null });
    expect(await refusal(p.debit("8.01"))).toMatch(/daily wager limit/);
    // A raise asked 24 hours ago (the clock passed in) is in force now, in the bet's own statement.
    await protection.setLimit(
      m,
      session,
      { kind: "wager", period: "day", amount: 50 },
      new Date(now - 24 * HOUR),
    );
    expect(await refusal(p.debit("20.00"))).toBe("accepted");
    // A removal waits too.
    const removal = await protection.setLimit(
      m,
      session,
      { kind: "wager", period: "day", amount: null },
      new Date(now),
    );
    expect(removal).toMatchObject({ amount: 50, pending: { amount: null } });
    expect(await refusal(p.debit("30.01"))).toMatch(/daily wager limit/);
    const audits = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE target_id = $1 AND action LIKE 'protection.%' ORDER BY id",
      [String(p.id)],
    );
    expect(audits.map((row) => row.action)).toEqual([
      "protection.limit.set",
      "protection.limit.raise",
      "protection.limit.set",
      "protection.limit.raise",
      "protection.limit.raise",
    ]);
  });

  it("refuses a deposit past a deposit limit before any order exists", async () => {
    const p = await player(0n);
    await setLimit(p.token, { kind: "deposit", period: "month", amount: 300 });
    expect((await bankTransfer(p.token, "250.00")).json().success).toBe(true);
    const refused = (await bankTransfer(p.token, "50.01")).json();
    expect(refused).toMatchObject({ success: false, errorCode: "protection.limit.reached" });
    expect((await bankTransfer(p.token, "50.00")).json().success).toBe(true);
    const [orders] = await t.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM deposits WHERE member_id = $1",
      [p.id],
    );
    expect(orders!.n).toBe("2");
  });

  it("ends a session past its time limit", async () => {
    const p = await player();
    await setLimit(p.token, { kind: "session", period: "session", amount: 30 });
    expect((await call("GET", ENDPOINTS.walletBalance.path, { token: p.token })).statusCode).toBe(200);
    await t.db.query("UPDATE sessions SET created_at = now() - interval '31 minutes' WHERE member_id = $1", [
      p.id,
    ]);
    const ended = await call("GET", ENDPOINTS.walletBalance.path, { token: p.token });
    expect(ended.json().errorCode).toBe("user.or.token.invalid");
  });

  it("excludes on the password only, ends every session, refuses bets and deposits but lets the player withdraw", async () => {
    const p = await player();
    const exclude = (body: Record<string, unknown>) =>
      call("POST", ENDPOINTS.selfExclude.path, { token: p.token, body });
    expect((await exclude({ kind: "timeout", duration: 48, password: "Wrong1234" })).json().errorCode).toBe(
      "password.incorrect",
    );
    expect((await exclude({ kind: "timeout", duration: 23, password: PASSWORD })).json().errorCode).toBe(
      "request_param_err",
    );
    const done = (await exclude({ kind: "self_exclusion", duration: 6, password: PASSWORD })).json();
    expect(done.value).toMatchObject({ kind: "self_exclusion", endedSessions: 1 });
    // The site session is over, and the vendor's debit is refused at once.
    expect((await call("GET", ENDPOINTS.walletBalance.path, { token: p.token })).json().errorCode).toBe(
      "user.or.token.invalid",
    );
    expect(await refusal(p.debit("1.00"))).toBe(
      "BETS_BLOCKED Player protection: the player is in a time-out or self-exclusion",
    );
    // A new log-in reaches withdrawals and records only.
    const again = (await login(p.username, PASSWORD)).json();
    expect(again.success).toBe(true);
    const token = again.value.token as string;
    expect((await call("GET", ENDPOINTS.withdrawSettings.path, { token })).statusCode).toBe(200);
    expect((await call("GET", ENDPOINTS.walletBalance.path, { token })).statusCode).toBe(200);
    const launch = await call("POST", ENDPOINTS.launchGame.path, {
      token,
      body: { nodeId: diceId, language: "en" },
    });
    expect(launch.json().errorCode).toBe("protection.excluded");
    expect((await bankTransfer(token)).json().errorCode).toBe("protection.excluded");
    const shown = (await status(token)).value.exclusion;
    expect(shown.kind).toBe("self_exclusion");
    // Nobody shortens it: not the player (a time-out now), not a statement run by staff.
    await exclude({ kind: "timeout", duration: 24, password: PASSWORD });
    const [kept] = await t.db.query<{ until: string }>(
      "SELECT excluded_until::text AS until FROM members WHERE id = $1",
      [p.id],
    );
    expect(new Date(kept!.until).getTime()).toBe(new Date(shown.until).getTime());
    await expect(
      t.db.query("UPDATE members SET excluded_until = NULL WHERE id = $1", [p.id]),
    ).rejects.toThrow(/protection.exclusion.active/);
    const operator = operatorCalls(t, await operatorKey(t.db));
    const listed = (await operator("GET", "/admin/api/protection/exclusions")).json().value.list;
    expect(listed.filter((row: { username: string }) => row.username === p.username).length).toBeGreaterThan(
      0,
    );
  });

  it("refuses an agent's transfer to an excluded downline", async () => {
    const agent = await player(100_00n);
    const downline = await player(0n);
    await t.db.query("UPDATE members SET kind = 'agent', agent_level = 1 WHERE id = $1", [agent.id]);
    await t.db.query(
      "INSERT INTO member_tree VALUES ($1, $1, 0), ($2, $2, 0), ($1, $2, 1) ON CONFLICT DO NOTHING",
      [agent.id, downline.id],
    );
    await t.db.query("UPDATE members SET upline_id = $1 WHERE id = $2", [agent.id, downline.id]);
    await call("POST", ENDPOINTS.selfExclude.path, {
      token: downline.token,
      body: { kind: "timeout", duration: 24, password: PASSWORD },
    });
    const answer = await call("POST", ENDPOINTS.transferDownline.path, {
      token: agent.token,
      sealed: true,
      body: { password: "482913", requestId: randomUUID(), username: downline.username, amount: "5.00" },
    });
    expect(answer.json().errorCode).toBe("protection.member.excluded");
  });

  it("shows the session's time and net result for the reality check", async () => {
    const p = await player();
    await call("POST", ENDPOINTS.setRealityCheck.path, { token: p.token, body: { minutes: 15 } });
    expect(
      (await call("POST", ENDPOINTS.setRealityCheck.path, { token: p.token, body: { minutes: 20 } }))
        .statusCode,
    ).toBe(400);
    await p.lose("3.50");
    const value = (await call("GET", ENDPOINTS.realityCheck.path, { token: p.token })).json().value;
    expect(value).toMatchObject({ realityCheckMinutes: 15, netResult: -3.5, minutesPlayed: 0 });
  });
});
