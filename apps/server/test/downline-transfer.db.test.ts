import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { beforeAll, describe, expect, it } from "vitest";
import type { Queryable } from "#app/db/database.ts";
import { createBonusService } from "#app/modules/bonus/service.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { seedMerchants } from "#app/seed/seed-merchant.ts";
import { enableBgsGames } from "./support/bgs-games.ts";
import { depositToMain, expectLedgerSound } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { withModules } from "./support/verification.ts";

/** A merchant like the demo with some modules switched, without its game catalogue (quick to seed). */
const lite = (code: string, modules: Record<string, "1" | "0">) => ({
  ...withModules(demoConfig(), code, modules),
  vendors: [],
  gameCatalogue: { generatedGames: 0 },
  demoAccounts: [],
});

const PASSWORD = "Secure2026";
const PAYMENT_PASSWORD = "482913";
// The payment password counts checks in flight against its limit of 5 (a burst of guesses must not
// get past it), so one agent sends at most 5 transfers at once.
const IN_FLIGHT = 5;

type Account = { id: number; token: string; userName: string; merchant: string };

/** Puts `child` under `parent` in the tree: its upline and its closure rows (decision 034). */
async function link(db: Queryable, child: number, parent: number | null) {
  await db.query("INSERT INTO member_tree VALUES ($1, $1, 0) ON CONFLICT DO NOTHING", [child]);
  if (parent === null) return;
  await db.query("UPDATE members SET upline_id = $2 WHERE id = $1", [child, parent]);
  await db.query(
    `INSERT INTO member_tree (ancestor_id, descendant_id, depth)
     SELECT ancestor_id, $1, depth + 1 FROM member_tree WHERE descendant_id = $2 ON CONFLICT DO NOTHING`,
    [child, parent],
  );
}

// Each test builds a team of nine accounts through registration: slow on a busy machine.
describe(`transfers to downline on ${databaseKind}`, { timeout: 120_000 }, () => {
  const t = useTestApp();
  const { call, register, nextIp } = memberCalls(t, "198.18.71");
  let serial = 0;
  const name = (prefix: string) => `${prefix}${Date.now().toString(36)}${++serial}`;
  let baseUrl = "";
  let diceId = 0;

  beforeAll(async () => {
    await seedMerchants(t.db, [lite("noteam", { DOWNMAN: "0" }), lite("other", {})]);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    diceId = (await enableBgsGames(t.db)).dice!;
  });

  async function account(
    kind: "agent" | "player",
    upline: Account | null,
    options: { merchant?: string; balance?: bigint } = {},
  ): Promise<Account> {
    const merchant = options.merchant ?? "demo";
    const { id, token, userName } = await register(name(kind === "agent" ? "ag" : "pl"), PASSWORD, merchant);
    if (kind === "agent") {
      await t.db.query("UPDATE members SET kind = 'agent', agent_level = $2 WHERE id = $1", [
        id,
        upline ? 2 : 1,
      ]);
    }
    await link(t.db, id, upline?.id ?? null);
    if (options.balance) {
      await depositToMain(t.db, {
        merchantCode: merchant,
        memberId: id,
        amount: options.balance,
        key: `dt:${id}`,
      });
    }
    return { id, token, userName, merchant };
  }

  /**
   * upline ─┬─ top ─┬─ sub ── grandchild
   *         │       └─ player
   *         └─ sibling ── nephew
   * stranger ── strangerPlayer
   */
  async function team(balance = 100_00n) {
    const upline = await account("agent", null, { balance });
    const top = await account("agent", upline, { balance });
    const sub = await account("agent", top);
    const grandchild = await account("player", sub);
    const player = await account("player", top);
    const sibling = await account("agent", upline);
    const nephew = await account("player", sibling);
    const stranger = await account("agent", null);
    const strangerPlayer = await account("player", stranger);
    return { upline, top, sub, grandchild, player, sibling, nephew, stranger, strangerPlayer };
  }

  const transfer = (
    from: { token: string; merchant?: string },
    body: Record<string, unknown>,
    options: { sealed?: boolean } = {},
  ) =>
    call("POST", ENDPOINTS.transferDownline.path, {
      token: from.token,
      sealed: options.sealed ?? true,
      ...(from.merchant ? { merchant: from.merchant } : {}),
      body: { password: PAYMENT_PASSWORD, requestId: randomUUID(), ...body },
    });
  const history = (from: Account, query = "") =>
    call("GET", `${ENDPOINTS.downlineTransfers.path}${query}`, {
      token: from.token,
      merchant: from.merchant,
    });
  const balanceOf = (memberId: number, merchant = "demo") =>
    createLedgerService(t.db).balance(merchant, { memberId, kind: "main" }, "USD");
  const written = async () => {
    const rows = await t.db.query<{ transfers: string; entries: string; audits: string }>(
      `SELECT (SELECT count(*) FROM downline_transfers) AS transfers,
              (SELECT count(*) FROM journal_entries WHERE kind = 'transfer.downline') AS entries,
              (SELECT count(*) FROM audit_log WHERE action = 'agent.transfer.downline') AS audits`,
    );
    const row = rows[0]!;
    return { transfers: Number(row.transfers), entries: Number(row.entries), audits: Number(row.audits) };
  };
  const withdrawSettings = async (member: Account) =>
    (await call("GET", ENDPOINTS.withdrawSettings.path, { token: member.token })).json().value as {
      balance: number;
      withdrawable: number;
      bonusLocked: number;
      wageringLeft: number;
    };

  /** Rolls the in-house dice through the seamless wallet, as the game page does: real turnover. */
  async function rollDice(member: Account, rolls: number, bet: string) {
    const launched = await call("POST", ENDPOINTS.launchGame.path, {
      token: member.token,
      body: { nodeId: diceId, language: "en" },
    });
    const url = new URL(launched.json().value.game_url);
    const api = async (path: string, body: unknown, session?: string) => {
      const response = await fetch(`${baseUrl}/vendors/bgs/api/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(session ? { "x-bgs-session": session } : {}) },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { errorCode: string; value: { token: string } };
    };
    const opened = await api("session", {
      merchant: url.searchParams.get("merchant"),
      launchToken: url.searchParams.get("launch"),
    });
    for (let roll = 0; roll < rolls; roll++) {
      const answer = await api("dice/roll", { bet, target: 9000, direction: "under" }, opened.value.token);
      expect(answer.errorCode).toBe("");
    }
  }

  it("moves money to a member two levels down in one entry, shown in both account records, audited and listed", async () => {
    const { top, grandchild, sub } = await team();
    const answer = await transfer(top, { username: grandchild.userName.toUpperCase(), amount: "25.50" });
    expect(answer.json(), answer.body).toMatchObject({
      success: true,
      value: {
        username: grandchild.userName,
        amount: 25.5,
        turnoverMultiplier: 0,
        requiredTurnover: 0,
        balance: 74.5,
      },
    });
    expect([await balanceOf(top.id), await balanceOf(grandchild.id)]).toEqual([74_50n, 25_50n]);

    for (const [member, amount] of [
      [top, -25.5],
      [grandchild, 25.5],
    ] as const) {
      const records = await call(
        "GET",
        `${ENDPOINTS.memberTransactions.path}?startTime=${Date.now() - 60_000}&endTime=${Date.now() + 60_000}&types=transfer`,
        { token: member.token },
      );
      expect(records.json().value.list).toMatchObject([
        {
          type: "transfer",
          kind: "transfer.downline",
          amount,
          remark: `${top.userName} → ${grandchild.userName}`,
        },
      ]);
    }
    const [audit] = await t.db.query<{ actor: string; target_id: string; detail: Record<string, unknown> }>(
      "SELECT actor, target_id, detail FROM audit_log WHERE action = 'agent.transfer.downline' ORDER BY id DESC LIMIT 1",
    );
    expect(audit).toMatchObject({
      actor: `member:${top.userName}`,
      target_id: String(grandchild.id),
      detail: { sender: top.userName, recipient: grandchild.userName, depth: 2, amount: "25.50" },
    });

    await transfer(top, { username: sub.userName, amount: "1" });
    const listed = (await history(top, "?pageNo=1&pageSize=10")).json().value;
    expect(listed).toMatchObject({
      list: [
        { username: sub.userName, depth: 1, amount: 1 },
        { id: answer.json().value.id, username: grandchild.userName, depth: 2, amount: 25.5 },
      ],
      totalCount: 2,
      totalPages: 1,
      totals: { amount: 26.5 },
      balance: 73.5,
      withdrawable: 73.5,
    });
    const one = (await history(top, `?username=${grandchild.userName}`)).json().value;
    expect(one).toMatchObject({ totalCount: 1, totals: { amount: 25.5 } });
    const past = (
      await history(top, `?startTime=${Date.now() - 100 * 86_400_000}&endTime=${Date.now() - 86_400_000}`)
    ).json().value;
    expect(past).toMatchObject({ list: [], totalCount: 0, totals: { amount: 0 } });
    expect((await history(top, "?startTime=5")).json().errorCode).toBe("request_param_err");
    await expectLedgerSound(t.db);
  });

  it("only reaches the sender's own team: not its upline, a sibling, another team, another merchant or itself", async () => {
    const { upline, top, sibling, nephew, strangerPlayer } = await team();
    const elsewhere = await account("player", null, { merchant: "other" });
    // Even a tree row pointing across merchants does not open the other merchant's member.
    await t.db.query("INSERT INTO member_tree VALUES ($1, $2, 5)", [top.id, elsewhere.id]);
    const before = await written();
    for (const target of [upline, sibling, nephew, strangerPlayer, elsewhere]) {
      const answer = await transfer(top, { username: target.userName, amount: "1" });
      expect([answer.statusCode, answer.json().errorCode], target.userName).toEqual([
        404,
        "team.member.not.found",
      ]);
    }
    const unknown = await transfer(top, { username: "nosuchmember", amount: "1" });
    expect(unknown.json().errorCode).toBe("team.member.not.found");
    const self = await transfer(top, { username: top.userName, amount: "1" });
    expect([self.statusCode, self.json().errorCode]).toEqual([400, "request_param_err"]);
    expect(await written()).toEqual(before);
    expect(await balanceOf(top.id)).toBe(100_00n);
  });

  it("is for agents only, with a session, in a merchant that has team management on", async () => {
    const { player, grandchild, top } = await team();
    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId: player.id,
      amount: 10_00n,
      key: `dt-p:${player.id}`,
    });
    const before = await written();
    const byPlayer = await transfer(player, { username: grandchild.userName, amount: "1" });
    expect([byPlayer.statusCode, byPlayer.json().errorCode]).toEqual([403, "agent.only"]);
    expect((await history(player)).json().errorCode).toBe("agent.only");
    const trial = (await call("POST", ENDPOINTS.freeplayLogin.path, { ip: nextIp() })).json().value;
    expect((await transfer(trial, { username: grandchild.userName, amount: "1" })).json().errorCode).toBe(
      "agent.only",
    );
    expect((await transfer({ token: "" }, { username: grandchild.userName, amount: "1" })).statusCode).toBe(
      401,
    );
    const plain = await transfer(top, { username: grandchild.userName, amount: "1" }, { sealed: false });
    expect(plain.statusCode).toBe(400);
    const offAgent = await account("agent", null, { merchant: "noteam", balance: 10_00n });
    const offPlayer = await account("player", offAgent, { merchant: "noteam" });
    const off = await transfer(offAgent, { username: offPlayer.userName, amount: "1" });
    expect(off.json().errorCode).toBe("function.not.available");
    expect(await written()).toEqual(before);
  });

  it("refuses bad input, a wrong or missing payment password and more than the balance, moving nothing", async () => {
    const { top, player } = await team(10_00n);
    const before = await written();
    for (const amount of ["0", "0.00", "-5", "abc", "1.234", "", "1e3", " ", "9".repeat(20)]) {
      const answer = await transfer(top, { username: player.userName, amount });
      expect([answer.statusCode, answer.json().errorCode], amount).toEqual([400, "request_param_err"]);
    }
    for (const turnoverMultiplier of [-1, 50.01, 51, 1.234, "3"]) {
      const answer = await transfer(top, { username: player.userName, amount: "1", turnoverMultiplier });
      expect(answer.json().errorCode, String(turnoverMultiplier)).toBe("request_param_err");
    }
    expect((await transfer(top, { username: "", amount: "1" })).json().errorCode).toBe("request_param_err");
    expect(
      (await transfer(top, { username: player.userName, amount: "1", requestId: "x" })).json().errorCode,
    ).toBe("request_param_err");
    const tooMuch = await transfer(top, { username: player.userName, amount: "10.01" });
    expect(tooMuch.json().errorCode).toBe("insufficient.balance");
    const wrong = await transfer(top, { username: player.userName, amount: "1", password: "000000" });
    expect(wrong.json().errorCode).toBe("invalid.payment.pw");
    expect(await written()).toEqual(before);
    await t.db.query("UPDATE members SET payment_password_hash = NULL WHERE id = $1", [top.id]);
    const unset = await transfer(top, { username: player.userName, amount: "1" });
    expect(unset.json().errorCode).toBe("not.exists.payment.password");
    expect(await written()).toEqual(before);
    expect([await balanceOf(top.id), await balanceOf(player.id)]).toEqual([10_00n, 0n]);
  });

  it("keeps the sender's bonus still being wagered: only its withdrawable part goes down", async () => {
    const { top, player } = await team(20_00n);
    await t.db.transaction((tx) =>
      createBonusService(t.db).grantBonus(tx, {
        merchantCode: "demo",
        memberId: top.id,
        amount: 10_00n,
        reason: "Reload bonus",
        reference: `dt-bonus:${top.id}`,
        turnoverMultiplier: 5,
        source: "promotion",
      }),
    );
    const before = await written();
    const refused = await transfer(top, { username: player.userName, amount: "20.01" });
    expect([refused.statusCode, refused.json().errorCode, refused.json().value]).toEqual([
      400,
      "bonus.wagering.unmet",
      { withdrawable: 20, locked: 10, wageringLeft: 50 },
    ]);
    expect(await written()).toEqual(before);
    expect((await history(top)).json().value).toMatchObject({ balance: 30, withdrawable: 20 });
    expect((await transfer(top, { username: player.userName, amount: "20" })).json()).toMatchObject({
      success: true,
      value: { balance: 10 },
    });
    expect([await balanceOf(top.id), await balanceOf(player.id)]).toEqual([10_00n, 20_00n]);
  });

  it("moves a retried request once and refuses the same request id with other parameters", async () => {
    const { top, player, sub } = await team();
    const requestId = randomUUID();
    const first = await transfer(top, {
      username: player.userName,
      amount: "10",
      turnoverMultiplier: 2,
      requestId,
    });
    const retry = await transfer(top, {
      username: player.userName,
      amount: "10",
      turnoverMultiplier: 2,
      requestId,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().value.id).toBe(first.json().value.id);
    expect(await balanceOf(top.id)).toBe(90_00n);
    const before = await written();
    for (const changed of [
      { username: player.userName, amount: "11", turnoverMultiplier: 2 },
      { username: sub.userName, amount: "10", turnoverMultiplier: 2 },
      { username: player.userName, amount: "10", turnoverMultiplier: 3 },
      { username: player.userName, amount: "10" },
    ]) {
      const answer = await transfer(top, { ...changed, requestId });
      expect([answer.statusCode, answer.json().errorCode], JSON.stringify(changed)).toEqual([
        409,
        "idempotency.conflict",
      ]);
    }
    expect(await written()).toEqual(before);
    // The same id sent several times at once still moves the money once.
    const burstId = randomUUID();
    const burst = await Promise.all(
      Array.from({ length: IN_FLIGHT }, () =>
        transfer(top, { username: sub.userName, amount: "1", requestId: burstId }),
      ),
    );
    expect(burst.map((answer) => answer.statusCode)).toEqual(Array(IN_FLIGHT).fill(200));
    expect(new Set(burst.map((answer) => answer.json().value.id)).size).toBe(1);
    expect([await balanceOf(top.id), await balanceOf(sub.id)]).toEqual([89_00n, 1_00n]);
    await expectLedgerSound(t.db);
  });

  it("never overdraws under concurrent transfers to several members", async () => {
    const { top, sub, player, grandchild } = await team();
    const targets = [sub, player, grandchild];
    const codes: string[] = [];
    for (let wave = 0; wave < 3; wave++) {
      const answers = await Promise.all(
        Array.from({ length: IN_FLIGHT }, (_, index) =>
          transfer(top, { username: targets[index % targets.length]!.userName, amount: "9.00" }),
        ),
      );
      codes.push(...answers.map((answer) => (answer.statusCode === 200 ? "ok" : answer.json().errorCode)));
    }
    expect(codes.filter((code) => code === "ok")).toHaveLength(11);
    expect(codes.filter((code) => code !== "ok")).toEqual(Array(4).fill("insufficient.balance"));
    expect(await balanceOf(top.id)).toBe(1_00n);
    const received = (await Promise.all(targets.map((member) => balanceOf(member.id)))).reduce(
      (a, b) => a + b,
    );
    expect(received).toBe(99_00n);
    const page = (await history(top, "?pageNo=3&pageSize=4")).json().value;
    expect(page).toMatchObject({ pageNo: 3, totalPages: 3, totalCount: 11, totals: { amount: 99 } });
    expect(page.list).toHaveLength(3);
    await expectLedgerSound(t.db);
  });

  it("holds money sent with a turnover requirement on the recipient until it is wagered", async () => {
    const { top, sub, grandchild } = await team();
    const sent = await transfer(top, { username: sub.userName, amount: "20", turnoverMultiplier: 1.5 });
    expect(sent.json().value).toMatchObject({ amount: 20, turnoverMultiplier: 1.5, requiredTurnover: 30 });
    const [row] = await t.db.query<{ turnover_hundredths: number; required_turnover: string }>(
      "SELECT turnover_hundredths, required_turnover::text FROM downline_transfers WHERE id = $1",
      [sent.json().value.id],
    );
    expect(row).toEqual({ turnover_hundredths: 150, required_turnover: "3000" });
    // The sender's own hold is untouched by what it sent.
    expect((await history(top)).json().value).toMatchObject({ balance: 80, withdrawable: 80 });

    // The recipient, an agent, can play with it but not pass it on or send it upline yet.
    expect(await withdrawSettings(sub)).toMatchObject({
      balance: 20,
      withdrawable: 0,
      bonusLocked: 20,
      wageringLeft: 30,
    });
    const passOn = await transfer(sub, { username: grandchild.userName, amount: "5" });
    expect([passOn.statusCode, passOn.json().errorCode, passOn.json().value]).toEqual([
      400,
      "bonus.wagering.unmet",
      { withdrawable: 0, locked: 20, wageringLeft: 30 },
    ]);
    const upward = await call("POST", ENDPOINTS.transferUpline.path, {
      token: sub.token,
      sealed: true,
      body: { amount: "5", password: PAYMENT_PASSWORD, requestId: randomUUID() },
    });
    expect(upward.json().errorCode).toBe("bonus.wagering.unmet");
    // Money of its own on top of it goes freely.
    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId: sub.id,
      amount: 25_00n,
      key: `dt-own:${sub.id}`,
    });
    expect((await transfer(sub, { username: grandchild.userName, amount: "5" })).statusCode).toBe(200);

    // Some turnover is not enough; the whole requirement releases it.
    await rollDice(sub, 2, "5.00");
    const halfway = await withdrawSettings(sub);
    expect(halfway).toMatchObject({ bonusLocked: 20, wageringLeft: 20 });
    const beyond = (halfway.withdrawable + 0.01).toFixed(2);
    expect((await transfer(sub, { username: grandchild.userName, amount: beyond })).json().errorCode).toBe(
      "bonus.wagering.unmet",
    );
    await rollDice(sub, 4, "5.00");
    const after = await withdrawSettings(sub);
    expect(after).toMatchObject({ bonusLocked: 0, wageringLeft: 0 });
    expect(after.withdrawable).toBe(after.balance);
    expect((await transfer(sub, { username: grandchild.userName, amount: beyond })).statusCode).toBe(200);
    await expectLedgerSound(t.db);
  });
});
