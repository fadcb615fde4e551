import { ENDPOINTS } from "@banca/contract/endpoints";
import { periodStart } from "@banca/contract/missions";
import { describe, expect, it } from "vitest";
import { missionsConsumer } from "#app/modules/missions/progress.ts";
import { depositToMain, expectLedgerSound, insertMember } from "./support/ledger-fixtures.ts";
import { openRound, runLoyalty } from "./support/loyalty.ts";
import { memberCalls } from "./support/member-calls.ts";
import { withModules } from "./support/module-switch.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const PASSWORD = "Sunny2026";
const ZONE = demoConfig().missions.timeZone;
type Mission = { missionId: number; title: string; status: string; progress: number; target: number };

describe(`missions and their leaderboard on ${databaseKind}`, () => {
  const t = useTestApp();
  const { call, register, login } = memberCalls(t, "198.18.57");
  const run = () => runLoyalty(t.db, [missionsConsumer]);
  const summary = async (token: string) =>
    (await call("GET", ENDPOINTS.missionSummary.path, { token, language: "en" })).json().value as {
      list: Mission[];
      claimableCount: number;
      totalCount: number;
    };
  const mission = async (token: string, title: string) =>
    (await summary(token)).list.find((entry) => entry.title === title)!;
  const claim = (token: string, missionId: number) =>
    call("POST", ENDPOINTS.claimMission.path, { token, body: { missionId } });
  const bet = async (memberId: number, gameType: string, amount: bigint) =>
    (await openRound(t.db, { merchantCode: "demo", memberId, gameType, bet: amount })).settle();
  const missionBonuses = async (memberId: number) =>
    t.db.query<{ amount: string }>(
      `SELECT p.amount::text FROM postings p JOIN journal_entries e ON e.id = p.entry_id
         JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.member_id = $1 AND a.kind = 'main' AND e.kind = 'bonus.mission'`,
      [memberId],
    );

  it("counts valid bets, rounds of a game type and deposits of the period, each event once", async () => {
    const { token, id } = await register("missioner1", PASSWORD);
    await bet(id, "RNG", 40_00n);
    await bet(id, "LIVE", 35_50n);
    await run();
    expect(await mission(token, "Bet 1000 today")).toMatchObject({
      progress: 75.5,
      target: 1000,
      status: "ongoing",
    });
    expect(await mission(token, "Play 5 slot rounds")).toMatchObject({ progress: 1, target: 5 });
    expect(await mission(token, "20 live casino rounds")).toMatchObject({ progress: 1, target: 20 });
    // The same settled round delivered twice by the outbox counts once.
    await bet(id, "RNG", 10_00n);
    await t.db.query(
      `INSERT INTO loyalty_events (merchant_code, member_id, source, ref, game_type, product_type, currency, amount, occurred_at)
       SELECT merchant_code, member_id, source, ref, game_type, product_type, currency, amount, occurred_at
         FROM loyalty_events WHERE member_id = $1`,
      [id],
    );
    await run();
    expect(await mission(token, "Bet 1000 today")).toMatchObject({ progress: 85.5 });
    expect(await mission(token, "Play 5 slot rounds")).toMatchObject({ progress: 2 });
    await depositToMain(t.db, { merchantCode: "demo", memberId: id, amount: 150_00n, key: "missions:dep:1" });
    await run();
    expect(await mission(token, "Deposit 200 this week")).toMatchObject({ progress: 150, status: "ongoing" });
    await depositToMain(t.db, { merchantCode: "demo", memberId: id, amount: 80_00n, key: "missions:dep:2" });
    await run();
    // Progress shows up to the target; the mission is completed and waits for its claim.
    expect(await mission(token, "Deposit 200 this week")).toMatchObject({
      progress: 200,
      status: "completed",
    });
  });

  it("pays a completed mission's reward once through the ledger, however often or at once it is claimed", async () => {
    const { token, id } = await register("missioner2", PASSWORD);
    const target = await mission(token, "Bet 1000 today");
    // Not completed yet: refused, nothing paid.
    const early = await claim(token, target.missionId);
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe("mission.incomplete");
    expect(await missionBonuses(id)).toEqual([]);
    await bet(id, "SPORTS", 1_200_00n);
    await run();
    const before = await summary(token);
    expect(before.claimableCount).toBeGreaterThanOrEqual(1);
    const answers = await Promise.all([claim(token, target.missionId), claim(token, target.missionId)]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const values = answers.map((answer) => answer.json().value);
    expect(values.map((value) => value.replayed).sort()).toEqual([false, true]);
    expect(values[0].mission).toMatchObject({ status: "claimed", reward: 0.2 });
    expect(await missionBonuses(id)).toEqual([{ amount: "20" }]);
    const again = await claim(token, target.missionId);
    expect(again.json().value.replayed).toBe(true);
    expect(await missionBonuses(id)).toEqual([{ amount: "20" }]);
    expect((await summary(token)).claimableCount).toBe(before.claimableCount - 1);
    // The reward shows on the member's bonus details as a mission bonus.
    const bonuses = (
      await call(
        "GET",
        `${ENDPOINTS.bonusDetails.path}?startTime=${Date.now() - 86_400_000}&endTime=${Date.now() + 60_000}`,
        { token },
      )
    ).json().value;
    expect(bonuses.list[0]).toMatchObject({ source: "mission", amount: 0.2 });
    await expectLedgerSound(t.db);
  });

  it("pays a log-in mission only once the period's valid bets reach 6,000 times the rewards claimed in it", async () => {
    const { token, id } = await register("missioner9", PASSWORD);
    expect((await login("missioner9", PASSWORD)).statusCode).toBe(200);
    await run();
    const loginToday = await mission(token, "Log in today");
    expect(loginToday.status).toBe("completed");
    // 0.05 waits for 300.00 of valid bets today: 299.99 is refused, nothing paid.
    await bet(id, "RNG", 299_99n);
    await run();
    const early = await claim(token, loginToday.missionId);
    expect([early.statusCode, early.json().errorCode]).toEqual([409, "mission.needs.valid.bets"]);
    expect(early.json().value).toEqual({ needed: 300, played: 299.99 });
    expect(await missionBonuses(id)).toEqual([]);
    await bet(id, "RNG", 1n);
    const paid = await claim(token, loginToday.missionId);
    expect(paid.statusCode).toBe(200);
    expect(await missionBonuses(id)).toEqual([{ amount: "5" }]);
    // The day's next reward counts the one claimed: 0.05 + 0.10 wait for 900.00 in all.
    for (let round = 0; round < 3; round++) await bet(id, "RNG", 1n);
    await run();
    const slots = await mission(token, "Play 5 slot rounds");
    expect(slots.status).toBe("completed");
    const refused = await claim(token, slots.missionId);
    expect(refused.json().value).toEqual({ needed: 900, played: 300.03 });
    await bet(id, "RNG", 599_97n);
    expect((await claim(token, slots.missionId)).statusCode).toBe(200);
    await expectLedgerSound(t.db);
  });

  it("answers a mission that does not exist, another merchant's or bad input with an envelope error", async () => {
    const { token } = await register("missioner3", PASSWORD);
    const missing = await claim(token, 99_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe("mission.not.found");
    const bad = await call("POST", ENDPOINTS.claimMission.path, { token, body: { missionId: "x" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe("request_param_err");
    const badPeriod = await call("GET", `${ENDPOINTS.missionLeaderboard.path}?period=monthly`, { token });
    expect(badPeriod.statusCode).toBe(400);
    const anonymous = await call("GET", ENDPOINTS.missionSummary.path);
    expect(anonymous.statusCode).toBe(401);
  });

  it("completes a log-in mission on log-in and counts days in a row for streaks", async () => {
    const { token, id } = await register("missioner4", PASSWORD);
    expect((await login("missioner4", PASSWORD)).statusCode).toBe(200);
    await run();
    expect(await mission(token, "Log in today")).toMatchObject({ progress: 1, status: "completed" });
    // Streaks, day by day in the merchant's zone: log-ins on days 1, 2, (gap), 4, 5, 6 of a week.
    const monday = new Date(Date.UTC(2031, 0, 6, 15));
    const days = [0, 1, 3, 4, 5].map((offset) => new Date(monday.getTime() + offset * 86_400_000));
    const streakOf = async () => {
      const [row] = await t.db.query<{ progress: string; completed: boolean }>(
        `SELECT p.progress::text, p.completed_at IS NOT NULL AS completed FROM mission_progress p
           JOIN missions m ON m.id = p.mission_id WHERE m.key = 'weekly-streak' AND p.member_id = $1
            AND p.period_start = $2::date`,
        [id, periodStart(monday, "weekly", ZONE)],
      );
      return row;
    };
    const progress: string[] = [];
    for (const day of days) {
      await t.db.query(
        `INSERT INTO loyalty_events (merchant_code, member_id, source, ref, occurred_at)
         VALUES ('demo', $1, 'login', $2, $3), ('demo', $1, 'login', $2, $3)`,
        [id, Math.floor(day.getTime() / 1000), day],
      );
      await run();
      progress.push((await streakOf())!.progress);
    }
    expect(progress).toEqual(["1", "2", "2", "2", "3"]);
    expect((await streakOf())!.completed).toBe(true);
  });

  it("ranks the period's valid bets with hidden names and tells the member its own place", async () => {
    const players = [];
    for (const [name, amount] of [
      ["rankalpha", 500_00n],
      ["rankbravo", 900_00n],
      ["rankcharlie", 700_00n],
    ] as const) {
      const { token, id } = await register(name, PASSWORD);
      await bet(id, "RNG", amount);
      players.push({ name, token, id });
    }
    const idle = await register("rankidle", PASSWORD);
    await run();
    const board = (
      await call("GET", `${ENDPOINTS.missionLeaderboard.path}?period=weekly`, { token: players[0]!.token })
    ).json().value;
    expect(board.period).toBe("weekly");
    const names = board.list.map((entry: { name: string }) => entry.name);
    expect(names.indexOf("ra***vo")).toBeLessThan(names.indexOf("ra***ie"));
    expect(names.indexOf("ra***ie")).toBeLessThan(names.indexOf("ra***ha"));
    expect(board.list.every((entry: { name: string }) => !entry.name.startsWith("rank"))).toBe(true);
    const alpha = board.list.find((entry: { name: string }) => entry.name === "ra***ha");
    expect(board.footer).toEqual({ rank: alpha.rank, reachedValue: 500 });
    expect(board.endsAt).toBeGreaterThan(Date.now());
    const none = (await call("GET", ENDPOINTS.missionLeaderboard.path, { token: idle.token })).json().value;
    expect(none.footer).toEqual({ rank: null, reachedValue: 0 });
  });

  it("keeps trial accounts out", async () => {
    const trialId = await insertMember(t.db, "demo", "missiontrial");
    await t.db.query("UPDATE members SET kind = 'trial' WHERE id = $1", [trialId]);
    await bet(trialId, "RNG", 500_00n);
    await run();
    const rows = await t.db.query("SELECT 1 FROM mission_progress WHERE member_id = $1", [trialId]);
    expect(rows).toEqual([]);
  });
});

describe(`missions switched off on ${databaseKind}`, () => {
  const t = useTestApp(() => ({ merchants: [withModules(demoConfig(), ["MISSIONLB3"], false)] }));

  it("keeps the mission calls closed while the merchant has MISSIONLB3 off", async () => {
    const { call, register } = memberCalls(t, "198.18.58");
    const { token } = await register("missionoff", PASSWORD);
    for (const path of [ENDPOINTS.missionSummary.path, ENDPOINTS.missionLeaderboard.path]) {
      const answer = await call("GET", path, { token });
      expect([answer.statusCode, answer.json().errorCode]).toEqual([400, "function.not.available"]);
    }
  });
});
