import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Queryable } from "#app/db/database.ts";
import { foldReportEvents } from "#app/modules/agent/reports-fold.ts";
import { createBonusService } from "#app/modules/bonus/service.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { issueLaunchToken } from "#app/modules/seamless/launch-token.ts";
import {
  createSeamlessClient,
  type SeamlessClient,
  vendorSecret,
} from "#app/providers/vendors/seamless-client.ts";
import { depositToMain, expectLedgerSound } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { withModules } from "./support/verification.ts";

vi.setConfig({ hookTimeout: 300_000 });

const PASSWORD = "Sunny2026";
// What registration sets as the payment password.
const PAYMENT_PASSWORD = "482913";
const VENDOR = "ORCL";
const today = new Date().toISOString().slice(0, 10);

type Player = { id: number; token: string; userName: string };

/**
 * A member forfeits their active bonus, and what its play won, so their own cash can be withdrawn
 * (decision 079): money back to the house in one entry, wagering cleared, once per request id.
 */
describe(`forfeiting a bonus on ${databaseKind}`, () => {
  const t = useTestApp(() => ({
    merchants: [withModules(demoConfig(), "demo", { AGEINFO3: "1", AGETEAMPNL3: "1" })],
  }));
  const calls = memberCalls(t, "198.18.65");
  let serial = 0;
  let client: SeamlessClient;
  let gameId = 0;
  let agent: Player;

  const player = async (): Promise<Player> => {
    const { id, token, userName } = await calls.register(
      `bf${Date.now().toString(36).slice(-6)}${++serial}`,
      PASSWORD,
    );
    return { id, token, userName };
  };
  const mainOf = (memberId: number) =>
    createLedgerService(t.db).balance("demo", { memberId, kind: "main" }, "USD");
  const deposit = (member: Player, cents: bigint) =>
    depositToMain(t.db, { merchantCode: "demo", memberId: member.id, amount: cents, key: randomUUID() });
  const grant = (member: Player, cents: bigint) =>
    t.db.transaction((tx) =>
      createBonusService(t.db).grantBonus(tx, {
        merchantCode: "demo",
        memberId: member.id,
        amount: cents,
        reason: "Reload bonus",
        reference: `forfeit-test:${randomUUID()}`,
        turnoverMultiplier: 10,
        source: "promotion",
      }),
    );

  /** A round at the vendor through the seamless wallet: `win` null leaves it open. */
  async function round(member: Player, bet: string, win: string | null) {
    const launchToken = await issueLaunchToken(t.db, {
      merchantCode: "demo",
      vassalage: VENDOR,
      memberId: member.id,
      gameId,
      language: "en",
    });
    const { sessionToken } = await client.session(launchToken);
    const id = `bf-round-${randomUUID()}`;
    await client.debit({ sessionToken, transactionId: `${id}-d`, roundId: id, amount: bet });
    if (win !== null)
      await client.credit({ sessionToken, transactionId: `${id}-c`, roundId: id, amount: win });
  }

  const preview = async (member: Player) => {
    const answer = await calls.call("GET", ENDPOINTS.bonusForfeitPreview.path, { token: member.token });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().value;
  };
  const forfeit = (member: Player, requestId: string, password = PAYMENT_PASSWORD) =>
    calls.call("POST", ENDPOINTS.forfeitBonus.path, {
      token: member.token,
      sealed: true,
      body: { password, requestId },
    });
  const settings = async (member: Player) =>
    (await calls.call("GET", ENDPOINTS.withdrawSettings.path, { token: member.token })).json().value;
  /** What a refused forfeit must leave untouched. */
  const traces = async (db: Queryable, member: Player) => {
    const [row] = await db.query<{ forfeits: string; entries: string; audits: string }>(
      `SELECT (SELECT count(*) FROM bonus_forfeits WHERE member_id = $1)::text AS forfeits,
              (SELECT count(*) FROM journal_entries WHERE kind = 'bonus.forfeit'
                  AND idempotency_key LIKE 'bonus.forfeit:' || $1 || ':%')::text AS entries,
              (SELECT count(*) FROM audit_log WHERE action = 'bonus.forfeit' AND target_id = $1::text)::text AS audits`,
      [member.id],
    );
    return { ...row, balance: await mainOf(member.id) };
  };

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const [game] = await t.db.query<{ id: string }>(
      `INSERT INTO games (merchant_code, vassalage, game_code, game_type, names, search_name)
       VALUES ('demo', $1, 'forfeit-slots', 'RNG', $2, 'forfeit-slots')
       ON CONFLICT (merchant_code, vassalage, game_code) DO UPDATE SET enabled = true RETURNING id::text`,
      [VENDOR, JSON.stringify({ en: "Forfeit slots" })],
    );
    gameId = Number(game!.id);
    client = createSeamlessClient({
      baseUrl,
      vendor: VENDOR,
      secret: await vendorSecret(t.db, "demo", VENDOR),
    });
    agent = await player();
    await t.db.query("UPDATE members SET kind = 'agent', agent_level = 1 WHERE id = $1", [agent.id]);
    await t.db.query("INSERT INTO member_tree VALUES ($1, $1, 0) ON CONFLICT DO NOTHING", [agent.id]);
  });

  it("takes back the bonus and what it won, leaves the deposit withdrawable, and answers a retry once", async () => {
    const member = await player();
    // Under the agent, so the team's report shows the forfeit.
    await t.db.query("UPDATE members SET upline_id = $2 WHERE id = $1", [member.id, agent.id]);
    await t.db.query("INSERT INTO member_tree VALUES ($1, $1, 0), ($2, $1, 1) ON CONFLICT DO NOTHING", [
      member.id,
      agent.id,
    ]);
    await deposit(member, 100_00n);
    await grant(member, 50_00n);
    await round(member, "30.00", "80.00");
    expect(await mainOf(member.id)).toBe(200_00n);
    expect(await settings(member)).toMatchObject({ withdrawable: 150, bonusLocked: 50, wageringLeft: 470 });
    expect(await preview(member)).toEqual({
      active: true,
      bonusCount: 1,
      bonusAmount: 50,
      playResult: 50,
      forfeited: 100,
      wageringLeft: 470,
      balance: 200,
      withdrawableNow: 150,
      balanceAfter: 100,
      withdrawableAfter: 100,
      openPlay: false,
    });

    // A wrong payment password writes nothing.
    const before = await traces(t.db, member);
    const wrong = await forfeit(member, "forfeit-wrong-1", "000000");
    expect([wrong.statusCode, wrong.json().errorCode]).toEqual([400, "invalid.payment.pw"]);
    expect(await traces(t.db, member)).toEqual(before);

    const done = await forfeit(member, "forfeit-first-1");
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value).toMatchObject({
      replayed: false,
      bonusCount: 1,
      bonusAmount: 50,
      forfeited: 100,
      balance: 100,
      withdrawable: 100,
    });
    expect(await settings(member)).toMatchObject({
      balance: 100,
      withdrawable: 100,
      bonusLocked: 0,
      wageringLeft: 0,
    });
    const [entry] = await t.db.query<{ kind: string; postings: string; total: string }>(
      `SELECT e.kind, count(p.id)::text AS postings, sum(p.amount)::text AS total
         FROM bonus_forfeits f JOIN journal_entries e ON e.id = f.entry_id JOIN postings p ON p.entry_id = e.id
        WHERE f.member_id = $1 GROUP BY e.kind`,
      [member.id],
    );
    expect(entry).toEqual({ kind: "bonus.forfeit", postings: "2", total: "0" });
    const [audit] = await t.db.query<{ actor: string; detail: Record<string, unknown> }>(
      "SELECT actor, detail FROM audit_log WHERE action = 'bonus.forfeit' AND target_id = $1",
      [String(member.id)],
    );
    expect(audit).toMatchObject({
      actor: `member:${member.userName}`,
      detail: { bonusAmount: 50, playResult: 50, forfeited: 100, wageringCleared: 470 },
    });

    // The same request again answers the first forfeit; another one finds no bonus left.
    const retry = await forfeit(member, "forfeit-first-1");
    expect(retry.json().value).toMatchObject({ id: done.json().value.id, replayed: true, forfeited: 100 });
    const again = await forfeit(member, "forfeit-second-1");
    expect([again.statusCode, again.json().errorCode]).toEqual([409, "bonus.not.active"]);
    expect(await mainOf(member.id)).toBe(100_00n);
    expect((await traces(t.db, member)).forfeits).toBe("1");
    await expectLedgerSound(t.db);

    // The bonus details show the bonus as forfeited and the forfeit as a line of its own.
    const details = (
      await calls.call(
        "GET",
        `${ENDPOINTS.bonusDetails.path}?startTime=${Date.now() - 600_000}&endTime=${Date.now() + 60_000}`,
        { token: member.token },
      )
    ).json().value;
    expect(
      details.list.map((line: { source: string; amount: number; status: string }) => [
        line.source,
        line.amount,
        line.status,
      ]),
    ).toEqual([
      ["forfeit", -100, "forfeited"],
      ["promotion", 50, "forfeited"],
    ]);

    // The team's report: the bonus less what went back, so the member's result is what they kept.
    await t.db.transaction((tx) => foldReportEvents(tx));
    const pnl = (
      await calls.call(
        "GET",
        `${ENDPOINTS.agentTeamProfitLoss.path}?${new URLSearchParams({ fromDate: today, toDate: today, username: member.userName })}`,
        { token: agent.token },
      )
    ).json().value;
    expect(pnl.list).toHaveLength(1);
    expect(pnl.list[0]).toMatchObject({ validBet: 30, win: 80, bonuses: -50, deposits: 100, profit: 0 });
  });

  it("takes only what is left of a bonus that lost, never the deposit made after it", async () => {
    const member = await player();
    await grant(member, 50_00n);
    await round(member, "40.00", "0");
    await deposit(member, 100_00n);
    expect(await settings(member)).toMatchObject({ balance: 110, withdrawable: 60, bonusLocked: 50 });
    expect(await preview(member)).toMatchObject({ playResult: -40, forfeited: 10, withdrawableAfter: 100 });
    const done = await forfeit(member, "forfeit-lost-1");
    expect(done.json().value).toMatchObject({ forfeited: 10, balance: 100, withdrawable: 100 });

    // A bonus lost whole leaves nothing to take: no money moves, the deposit is released all the same.
    const broke = await player();
    await grant(broke, 20_00n);
    await round(broke, "20.00", "0");
    await deposit(broke, 30_00n);
    expect(await settings(broke)).toMatchObject({ balance: 30, withdrawable: 10 });
    const released = await forfeit(broke, "forfeit-lost-2");
    expect(released.json().value).toMatchObject({ forfeited: 0, balance: 30, withdrawable: 30 });
    const [row] = await t.db.query<{ entry_id: string | null }>(
      "SELECT entry_id FROM bonus_forfeits WHERE member_id = $1",
      [broke.id],
    );
    expect(row).toEqual({ entry_id: null });

    // A bonus granted afterwards is held as any other.
    await grant(broke, 5_00n);
    expect(await settings(broke)).toMatchObject({
      balance: 35,
      withdrawable: 30,
      bonusLocked: 5,
      wageringLeft: 50,
    });
    await expectLedgerSound(t.db);
  });

  it("refuses without an active bonus, or while a round is open, and writes nothing", async () => {
    const plain = await player();
    await deposit(plain, 20_00n);
    expect(await preview(plain)).toMatchObject({ active: false, forfeited: 0, withdrawableAfter: 20 });
    const before = await traces(t.db, plain);
    const none = await forfeit(plain, "forfeit-none-1");
    expect([none.statusCode, none.json().errorCode]).toEqual([409, "bonus.not.active"]);
    expect(await traces(t.db, plain)).toEqual(before);

    const playing = await player();
    await grant(playing, 10_00n);
    await round(playing, "4.00", null);
    expect(await preview(playing)).toMatchObject({ active: true, openPlay: true });
    const opened = await traces(t.db, playing);
    const open = await forfeit(playing, "forfeit-open-1");
    expect([open.statusCode, open.json().errorCode]).toEqual([409, "bonus.forfeit.open.play"]);
    expect(await traces(t.db, playing)).toEqual(opened);
  });
});
