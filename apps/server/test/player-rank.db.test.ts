import { ENDPOINTS } from "@banca/contract/endpoints";
import { zoneMidnight } from "@banca/contract/missions";
import { rankPeriodShift, rankPeriodStart } from "@banca/contract/rank";
import { describe, expect, it } from "vitest";
import { createBonusService } from "#app/modules/bonus/service.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { earnBatch } from "#app/modules/points/earn-job.ts";
import { createRankConsumer } from "#app/modules/rank/consumer.ts";
import { pruneRankTotals, REVIEW_GRACE_MS, reviewClosedPeriods } from "#app/modules/rank/review-job.ts";
import { depositToMain, expectLedgerSound } from "./support/ledger-fixtures.ts";
import { openRound, runLoyalty } from "./support/loyalty.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const PASSWORD = "Sunny2026";
const ZONE = "America/Sao_Paulo";

/** Two hours into the rank period `steps` months from now: the period before it is reviewable. */
const reviewTime = (steps: number) => {
  const start = rankPeriodShift(rankPeriodStart(new Date(), "monthly", ZONE), "monthly", steps);
  return new Date(zoneMidnight(start, ZONE) + REVIEW_GRACE_MS + 3600_000);
};

describe(`player rank on ${databaseKind}`, () => {
  // The demo as seeded: its levels, a monthly period in São Paulo, one level down at a period's end.
  const t = useTestApp();
  const { call, register } = memberCalls(t, "198.18.66");
  const consumers = () => [createRankConsumer(t.db)];
  const run = () => runLoyalty(t.db, consumers());
  let deposits = 0;
  const deposit = (memberId: number, amount: bigint) =>
    depositToMain(t.db, { merchantCode: "demo", memberId, amount, key: `rank:dep:${++deposits}` });
  const bet = async (memberId: number, amount: bigint) =>
    (await openRound(t.db, { merchantCode: "demo", memberId, gameType: "RNG", bet: amount })).settle();
  const view = async (token: string) => {
    const answer = await call("GET", ENDPOINTS.playerRank.path, { token, language: "en" });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().value;
  };
  const history = async (token: string) =>
    (await call("GET", ENDPOINTS.playerRankHistory.path, { token, language: "en" })).json().value;
  const rewardsOf = async (memberId: number) =>
    (
      await t.db.query<{ amount: string }>(
        `SELECT p.amount::text FROM postings p JOIN journal_entries e ON e.id = p.entry_id
           JOIN ledger_accounts a ON a.id = p.account_id
          WHERE a.member_id = $1 AND a.kind = 'main' AND e.kind = 'bonus.rank' ORDER BY p.id`,
        [memberId],
      )
    ).map((row) => row.amount);
  const changesOf = async (memberId: number) =>
    t.db.query<{ from_rank: number | null; to_rank: number; cause: string; reward: string }>(
      "SELECT from_rank, to_rank, cause, reward::text FROM rank_changes WHERE member_id = $1 ORDER BY id",
      [memberId],
    );
  const messagesOf = async (memberId: number) =>
    (
      await t.db.query<{ template: string; params: { level: string } }>(
        "SELECT template, params FROM member_messages WHERE member_id = $1 AND template LIKE 'rank%' ORDER BY id",
        [memberId],
      )
    ).map((row) => [row.template, row.params.level]);

  it("promotes a member the moment a period's deposits and valid bets reach a level, and pays its reward once", async () => {
    const { token, id } = await register("ranker1", PASSWORD);
    await deposit(id, 49_99n);
    await bet(id, 100_00n);
    await run();
    expect(await view(token)).toMatchObject({
      current: { rankLevel: 0, labelName: "" },
      period: "monthly",
      deposit: 49.99,
      validBet: 100,
      next: { rankLevel: 1, labelName: "Bronze", deposit: 50, validBet: 100, reward: 0.02 },
    });
    expect(await changesOf(id)).toEqual([]);

    // One cent more reaches Bronze exactly at its threshold.
    await deposit(id, 1n);
    await run();
    await run();
    const after = await view(token);
    expect(after).toMatchObject({
      current: { rankLevel: 1, labelName: "Bronze", color: "#3b1f0e", color2: "#d9a273" },
      deposit: 50,
      validBet: 100,
      next: { rankLevel: 2, labelName: "Silver", deposit: 500, validBet: 2000, reward: 0.4 },
      keepValidBet: null,
    });
    expect(after.levels.map((level: { rankLevel: number; rewarded: boolean }) => level.rewarded)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    // Diamond is the merchant's to give: no thresholds, no reward.
    expect(after.levels[4]).toMatchObject({ labelName: "Diamond", deposit: null, validBet: null, reward: 0 });
    expect(await rewardsOf(id)).toEqual(["2"]);
    expect(await messagesOf(id)).toEqual([["rankPromoted", "Bronze"]]);
    const info = (await call("GET", ENDPOINTS.memberInfo.path, { token, language: "en" })).json().value;
    expect(info.clubLabel).toEqual({
      labelName: "Bronze",
      color: "#3b1f0e",
      color2: "#d9a273",
      rankLevel: 1,
    });
    expect((await history(token)).list).toEqual([
      expect.objectContaining({
        fromLevel: 0,
        toLevel: 1,
        toName: "Bronze",
        cause: "promotion",
        reward: 0.02,
      }),
    ]);

    // Another member sees none of it.
    const other = await register("ranker1b", PASSWORD);
    expect((await history(other.token)).totalCount).toBe(0);
    expect(await view(other.token)).toMatchObject({ current: { rankLevel: 0 }, deposit: 0, validBet: 0 });
    await expectLedgerSound(t.db);
  });

  it("passes several levels at once, paying each one's reward in one change", async () => {
    const { token, id } = await register("ranker2", PASSWORD);
    await deposit(id, 2_000_00n);
    await bet(id, 6_000_00n);
    await bet(id, 4_000_00n);
    await run();
    expect((await view(token)).current).toMatchObject({ rankLevel: 3, labelName: "Gold" });
    expect(await changesOf(id)).toEqual([{ from_rank: null, to_rank: 3, cause: "promotion", reward: "242" }]);
    expect(await rewardsOf(id)).toEqual(["2", "40", "200"]);
  });

  it("counts each bet once and promotes once with two runners taking the outbox at the same time", async () => {
    const { token, id } = await register("ranker3", PASSWORD);
    await deposit(id, 600_00n);
    for (let round = 0; round < 6; round += 1) await bet(id, 400_00n);
    // The outbox delivers every event twice.
    await t.db.query(
      `INSERT INTO loyalty_events (merchant_code, member_id, source, ref, game_type, product_type, currency, amount, occurred_at)
       SELECT merchant_code, member_id, source, ref, game_type, product_type, currency, amount, occurred_at
         FROM loyalty_events WHERE member_id = $1`,
      [id],
    );
    const runner = async () => {
      for (;;) {
        const taken = await t.db.transaction((tx) =>
          earnBatch(tx, createLedgerService(t.db), consumers(), new Date(), 2),
        );
        if (taken === 0) return;
      }
    };
    await Promise.all([runner(), runner()]);
    const [totals] = await t.db.query<{ deposited: string; valid_bet: string }>(
      "SELECT deposited::text, valid_bet::text FROM rank_totals WHERE member_id = $1",
      [id],
    );
    expect(totals).toEqual({ deposited: "60000", valid_bet: "240000" });
    // Which batch lands first decides whether Bronze is a step of its own or passed on the way to
    // Silver; either way the levels only climb, end at Silver, and each level's reward is paid once.
    const changes = await changesOf(id);
    expect(changes.at(-1)?.to_rank).toBe(2);
    for (const change of changes) expect(change.to_rank).toBeGreaterThan(change.from_rank ?? 0);
    expect(changes.reduce((sum, change) => sum + Number(change.reward), 0)).toBe(42);
    expect((await rewardsOf(id)).sort()).toEqual(["2", "40"]);
    expect((await view(token)).current.labelName).toBe("Silver");
    await expectLedgerSound(t.db);
  });

  it("reviews each member once per closed period, relegating below the keep requirement, and never pays a level twice", async () => {
    const grant = createBonusService(t.db).grantBonus;
    const members = [];
    for (const name of ["keeper1", "keeper2"]) {
      const member = await register(name, PASSWORD);
      await deposit(member.id, 500_00n);
      await bet(member.id, 2_000_00n);
      members.push(member);
    }
    await run();
    const [first, second] = members as [(typeof members)[0], (typeof members)[0]];
    expect((await view(first.token)).current.rankLevel).toBe(2);

    // This month closes: both reached Silver during it, so neither is reviewed for it.
    const nextMonth = reviewTime(1);
    await t.db.transaction((tx) => reviewClosedPeriods(tx, grant, nextMonth));
    const graced = await t.db.query<{ outcome: string }>(
      "SELECT outcome FROM rank_reviews WHERE member_id = ANY($1::bigint[])",
      [[first.id, second.id]],
    );
    expect(graced.map((row) => row.outcome)).toEqual(["grace", "grace"]);

    // Next month they bet nothing: at its close two runners review at once, each member once.
    const later = reviewTime(2);
    const reviewed = await Promise.all([
      t.db.transaction((tx) => reviewClosedPeriods(tx, grant, later)),
      t.db.transaction((tx) => reviewClosedPeriods(tx, grant, later)),
    ]);
    expect(reviewed.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(2);
    for (const member of members) {
      expect((await changesOf(member.id)).map((change) => [change.to_rank, change.cause])).toEqual([
        [2, "promotion"],
        [1, "relegation"],
      ]);
      expect(await messagesOf(member.id)).toEqual([
        ["rankPromoted", "Prata"],
        ["rankRelegated", "Bronze"],
      ]);
    }
    expect(await t.db.transaction((tx) => reviewClosedPeriods(tx, grant, later))).toBe(0);

    // Back at Silver by play: the level's reward was paid the first time, never again.
    await bet(first.id, 1_00n);
    await run();
    expect((await view(first.token)).current.rankLevel).toBe(2);
    expect((await changesOf(first.id)).at(-1)).toEqual({
      from_rank: 1,
      to_rank: 2,
      cause: "promotion",
      reward: "0",
    });
    expect(await rewardsOf(first.id)).toEqual(["2", "40"]);
    await expectLedgerSound(t.db);
  });

  it("drops a member's period totals once no review needs them, keeping the current and the closed period", async () => {
    const { id } = await register("ranker5", PASSWORD);
    const at = (periodStart: string, period = "monthly") =>
      t.db.query(
        `INSERT INTO rank_totals (member_id, period, period_start, deposited, valid_bet) VALUES ($1, $2, $3::date, 1, 1)`,
        [id, period, periodStart],
      );
    const now = new Date("2026-02-28T12:00:00Z");
    // Monthly: February is current, January is reviewed now; December is gone.
    await at("2026-02-01");
    await at("2026-01-01");
    await at("2025-12-01");
    // Weekly: this week and the last stay; three weeks ago goes.
    await at("2026-02-23", "weekly");
    await at("2026-02-16", "weekly");
    await at("2026-02-09", "weekly");
    // Quarterly: this quarter and the last stay; the one before goes.
    await at("2026-01-01", "quarterly");
    await at("2025-10-01", "quarterly");
    await at("2025-07-01", "quarterly");
    const prune = () => t.db.transaction((tx) => pruneRankTotals(tx, now));
    expect(await prune()).toBe(3);
    expect(await prune()).toBe(0);
    const kept = await t.db.query<{ period: string; start: string }>(
      `SELECT period, to_char(period_start, 'YYYY-MM-DD') AS start FROM rank_totals
        WHERE member_id = $1 ORDER BY period, period_start`,
      [id],
    );
    expect(kept).toEqual([
      { period: "monthly", start: "2026-01-01" },
      { period: "monthly", start: "2026-02-01" },
      { period: "quarterly", start: "2025-10-01" },
      { period: "quarterly", start: "2026-01-01" },
      { period: "weekly", start: "2026-02-16" },
      { period: "weekly", start: "2026-02-23" },
    ]);
  });

  it("keeps trial accounts out of rank", async () => {
    const trial = (await call("POST", ENDPOINTS.freeplayLogin.path, { ip: "198.18.66.200" })).json().value;
    // Trial play never reaches the outbox; even an event that did is not ranked.
    await t.db.query(
      `INSERT INTO loyalty_events (merchant_code, member_id, source, ref, currency, amount, occurred_at)
       VALUES ('demo', $1, 'deposit', 900000001, 'USD', 5000000, now()),
              ('demo', $1, 'bet', 900000002, 'USD', 9000000, now())`,
      [trial.id],
    );
    await run();
    expect(await changesOf(trial.id)).toEqual([]);
    const [row] = await t.db.query<{ club_rank: number | null }>(
      "SELECT club_rank FROM members WHERE id = $1",
      [trial.id],
    );
    expect(row?.club_rank).toBeNull();
    const answer = await call("GET", ENDPOINTS.playerRank.path, { token: trial.token });
    expect(answer.json()).toMatchObject({ success: false, errorCode: "trial.account" });
  });

  it("lets an operator replace the level table and read every change of level", async () => {
    const send = operatorCalls(t, await operatorKey(t.db));
    const table = (await send("GET", "/admin/api/members/club-levels")).json().value;
    expect(table.rank).toEqual({ period: "monthly", timeZone: ZONE, relegation: "one_level" });
    const levels = table.list.map(({ members: _members, ...level }: { members: number }) => level);

    // A higher level asking for less is refused, and nothing changes.
    const bad = structuredClone(levels);
    bad[1].promotion.validBet = "10.00";
    const refused = await send("POST", "/admin/api/members/club-levels", {
      levels: bad,
      rank: table.rank,
      reason: "typo",
    });
    expect(refused.json()).toMatchObject({ success: false, errorCode: "request_param_err" });

    const cheaper = structuredClone(levels);
    cheaper[0].promotion = { deposit: "10.00", validBet: "20.00" };
    const saved = await send("POST", "/admin/api/members/club-levels", {
      levels: cheaper,
      rank: { ...table.rank, period: "weekly" },
      reason: "spring campaign",
    });
    expect(saved.json().value.list[0].promotion).toEqual({ deposit: "10.00", validBet: "20.00" });
    const { token, id } = await register("ranker4", PASSWORD);
    await deposit(id, 10_00n);
    await bet(id, 20_00n);
    await run();
    expect(await view(token)).toMatchObject({ period: "weekly", current: { rankLevel: 1 } });

    await send("POST", "/admin/api/members/club-level", { username: "ranker4", rankLevel: 5, reason: "vip" });
    const changes = (await send("GET", "/admin/api/members/rank-changes?username=ranker4")).json().value;
    expect(changes.list.map((change: { from: number; to: number; cause: string }) => change)).toEqual([
      expect.objectContaining({ from: 1, to: 5, cause: "operator", reward: "0.00" }),
      expect.objectContaining({ from: 0, to: 1, cause: "promotion", reward: "0.02" }),
    ]);
    expect((await history(token)).list[0]).toMatchObject({ fromName: "Bronze", toName: "Diamond" });
    await send("POST", "/admin/api/members/club-levels", { levels, rank: table.rank, reason: "back" });
  });
});
