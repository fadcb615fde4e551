import { ENDPOINTS } from "@banca/contract/endpoints";
import { LOTTERY_ENDPOINTS } from "@banca/contract/lottery/endpoints";
import { drawResult, seedHash } from "@banca/contract/lottery/fair-draw";
import { describe, expect, it } from "vitest";
import { createLotteryGamesRepository } from "#app/modules/lottery/games-repository.ts";
import { ensureIssues } from "#app/modules/lottery/issues.ts";
import { settleIssue } from "#app/modules/lottery/settlement.ts";
import { depositToMain, expectLedgerSound } from "./support/ledger-fixtures.ts";
import { issueOf, lotteryRunner, nextIssue, placeBets } from "./support/lottery.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

describe(`lottery draw engine on ${databaseKind}`, () => {
  const t = useTestApp();
  const calls = memberCalls(t, "10.143");

  async function player(username: string, cents: bigint) {
    const { token, id } = await calls.register(username, "Secret123");
    if (cents > 0n) {
      await depositToMain(t.db, {
        merchantCode: "demo",
        memberId: id,
        amount: cents,
        key: `lottery:${username}`,
      });
    }
    return { token, memberId: id };
  }
  const balance = async (token: string) =>
    (await calls.call("GET", ENDPOINTS.walletBalance.path, { token })).json().value.sumBalance as number;

  it("keeps issues ahead of now, each with its seed's hash published and the seed kept secret", async () => {
    // One clock for both sweeps: on a slow machine the wall clock may pass an issue's start between them.
    const now = new Date();
    await lotteryRunner(t.db).runDue(now);
    const near = (await calls.call("GET", `${LOTTERY_ENDPOINTS.nearNumeros.path}?gameCode=VN1`)).json().value;
    expect(near.currentNumero.numero).toMatch(/^\d{12}$/);
    expect(near.currentNumero.remainTime).toBeGreaterThan(0);
    expect(near.currentNumero.remainTime).toBeLessThanOrEqual(60_000);
    expect(near.currentNumero.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const detail = (
      await calls.call(
        "GET",
        `${LOTTERY_ENDPOINTS.drawDetail.path}?gameCode=VN1&numero=${near.currentNumero.numero}`,
      )
    ).json().value;
    expect(detail.seed).toBeNull();
    expect(detail.result).toBeNull();
    const games = await createLotteryGamesRepository(t.db).all("demo");
    // A second sweep (another server) makes nothing new.
    const made = await t.db.transaction(async (tx) => ensureIssues(tx, games[0]!, now));
    expect(made).toBe(0);
  });

  it("draws each issue once at its time, whichever runners race, and catches up on issues missed", async () => {
    const { token } = await player("lotdraw01", 10_000n);
    const numero = await nextIssue(t.db, calls, "SSC1");
    const placed = await placeBets(calls, token, [
      {
        gameCode: "SSC1",
        playId: "position",
        bettingContent: "0,1,2,3,4,5,6,7,8,9||||",
        numero: [{ numero, multiple: 1 }],
      },
    ]);
    expect(placed.statusCode).toBe(200);
    const issue = await issueOf(t.db, "SSC1", numero);
    // The servers were down through the draw: three come back at once, two minutes late.
    const later = new Date(issue.drawAt.getTime() + 120_000);
    const runners = [lotteryRunner(t.db), lotteryRunner(t.db), lotteryRunner(t.db)];
    await Promise.all(runners.map((runner) => runner.runDue(later)));
    const drawn = await issueOf(t.db, "SSC1", numero);
    expect(drawn.state).toBe("settled");
    const betId = placed.json().value.orders[0].orderId;
    const [bet] = await t.db.query<{ member_id: string; issue_id: string }>(
      "SELECT member_id::text, issue_id::text FROM lottery_bets WHERE id = $1",
      [betId],
    );
    const entries = await t.db.query<{ kind: string; count: number }>(
      `SELECT kind, count(*)::int AS count FROM journal_entries
        WHERE idempotency_key IN ($1, $2) GROUP BY kind ORDER BY kind`,
      [`lottery:stake:${betId}`, `lottery:payout:${bet!.issue_id}:${bet!.member_id}`],
    );
    // Every digit of the first position is covered: the bet wins exactly once, paid exactly once.
    expect(entries).toEqual([
      { kind: "lottery.bet", count: 1 },
      { kind: "lottery.payout", count: 1 },
    ]);
    // Issues whose draw passed while nobody ran were drawn too. A real draw's issue is not the
    // runner's: it stays open until an operator's table is confirmed, whatever the time of day.
    const [{ open }] = (await t.db.query<{ open: number }>(
      `SELECT count(*)::int AS open FROM lottery_issues i JOIN lottery_games g ON g.id = i.game_id
        WHERE g.merchant_code = 'demo' AND g.results = 'rng' AND i.state = 'open' AND i.draw_at <= $1`,
      [later],
    )) as [{ open: number }];
    expect(open).toBe(0);
    await expectLedgerSound(t.db);
  });

  it("publishes the seed with the result, and the result is what anyone recomputes from it", async () => {
    const history = (
      await calls.call("GET", `${LOTTERY_ENDPOINTS.drawHistory.path}?gameCode=VN1&size=5`)
    ).json().value;
    expect(history.content.length).toBe(5);
    for (const drawn of history.content) {
      expect(await seedHash(drawn.seed)).toBe(drawn.seedHash);
      const recomputed = await drawResult({ kind: "vn", layout: "north" }, drawn.seed, "VN1", drawn.numero);
      expect(recomputed).toEqual(drawn.result);
      expect(drawn.winNo).toBe(drawn.result.prizes[0][0]);
      expect(drawn.result.prizes.flat()).toHaveLength(27);
    }
  });

  it("refuses bad slips with a clear error and changes nothing", async () => {
    const { token, memberId } = await player("lotbad01", 10_000n);
    const numero = await nextIssue(t.db, calls, "VN1");
    const before = await balance(token);
    const cases: [Parameters<typeof placeBets>[2][number], number, string][] = [
      [
        { gameCode: "VN1", playId: "lo2", bettingContent: "100", numero: [{ numero, multiple: 1 }] },
        400,
        "lottery.selection.invalid",
      ],
      [
        { gameCode: "VN1", playId: "lo2", bettingContent: "05,05", numero: [{ numero, multiple: 1 }] },
        400,
        "lottery.selection.invalid",
      ],
      [
        { gameCode: "VN1", playId: "star5", bettingContent: "1|2|3|4|5", numero: [{ numero, multiple: 1 }] },
        400,
        "lottery.play.invalid",
      ],
      [
        {
          gameCode: "VN1",
          playId: "lo2",
          bettingContent: "05",
          numero: [{ numero: "202001010001", multiple: 1 }],
        },
        400,
        "lottery.numero.closed",
      ],
      [
        { gameCode: "VN1", playId: "lo2", bettingContent: "05,06", numero: [{ numero, multiple: 10_000 }] },
        400,
        "lottery.stake.out.of.bounds",
      ],
      [
        {
          gameCode: "VN1",
          playId: "lo2",
          bettingContent: "05",
          series: 1800,
          numero: [{ numero, multiple: 1 }],
        },
        400,
        "lottery.series.not.allowed",
      ],
      [
        {
          gameCode: "SSC1",
          playId: "position",
          bettingContent: "1||||",
          series: 1990,
          numero: [{ numero: await nextIssue(t.db, calls, "SSC1"), multiple: 1 }],
        },
        400,
        "lottery.series.not.allowed",
      ],
      [
        {
          gameCode: "VN1",
          playId: "lo2",
          bettingContent: "05",
          singleBetPrice: "0.005",
          numero: [{ numero, multiple: 1 }],
        },
        400,
        "lottery.price.invalid",
      ],
      [
        { gameCode: "NOPE", playId: "lo2", bettingContent: "05", numero: [{ numero, multiple: 1 }] },
        404,
        "lottery.game.not.found",
      ],
    ];
    for (const [line, status, code] of cases) {
      const answer = await placeBets(calls, token, [line]);
      expect([answer.statusCode, answer.json().errorCode], JSON.stringify(line)).toEqual([status, code]);
    }
    // More than the wallet holds: the whole slip is refused, its first line too.
    const rich = await placeBets(calls, token, [
      { gameCode: "VN1", playId: "de", bettingContent: "05", numero: [{ numero, multiple: 1 }] },
      {
        gameCode: "VN1",
        playId: "de",
        bettingContent: "06",
        singleBetPrice: "2",
        numero: [{ numero, multiple: 9000 }],
      },
    ]);
    expect([rich.statusCode, rich.json().errorCode]).toEqual([400, "insufficient.balance"]);
    expect(await balance(token)).toBe(before);
    const [{ bets }] = (await t.db.query<{ bets: number }>(
      "SELECT count(*)::int AS bets FROM lottery_bets WHERE member_id = $1",
      [memberId],
    )) as [{ bets: number }];
    expect(bets).toBe(0);
  });

  it("takes the stake once per request id, cancels before the lock and refuses after it", async () => {
    const { token } = await player("lotcancel01", 100_000n);
    const numero = await nextIssue(t.db, calls, "VN1");
    const body = {
      requestId: "cancel-test-0001",
      contents: [
        {
          gameCode: "VN1",
          playId: "lo2",
          bettingContent: "07,18",
          singleBetPrice: "1",
          numero: [{ numero, multiple: 2 }],
        },
      ],
    };
    const first = await calls.call("POST", LOTTERY_ENDPOINTS.placeBets.path, { token, body });
    const again = await calls.call("POST", LOTTERY_ENDPOINTS.placeBets.path, { token, body });
    expect(first.statusCode).toBe(200);
    // 2 numbers × 27 rows × 1.00 × 2
    expect(first.json().value.orders[0].stake).toBe(108);
    expect(first.json().value.balance).toBe(892);
    expect(again.json().value.orders.map((order: { orderId: number }) => order.orderId)).toEqual(
      first.json().value.orders.map((order: { orderId: number }) => order.orderId),
    );
    const orderId = first.json().value.orders[0].orderId;
    const cancelled = await calls.call("POST", LOTTERY_ENDPOINTS.cancelOrder.path, {
      token,
      body: { orderId },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().value.order.state).toBe("cancelled");
    expect(cancelled.json().value.balance).toBe(1000);
    const twice = await calls.call("POST", LOTTERY_ENDPOINTS.cancelOrder.path, { token, body: { orderId } });
    expect([twice.statusCode, twice.json().errorCode]).toEqual([409, "lottery.order.not.cancellable"]);
    const stranger = await player("lotcancel02", 0n);
    const foreign = await calls.call("POST", LOTTERY_ENDPOINTS.cancelOrder.path, {
      token: stranger.token,
      body: { orderId },
    });
    expect([foreign.statusCode, foreign.json().errorCode]).toEqual([404, "lottery.order.not.found"]);
    // After the lock: the clock moves past the issue's lock time.
    const late = await placeBets(calls, token, [
      { gameCode: "VN1", playId: "lo2", bettingContent: "07", numero: [{ numero, multiple: 1 }] },
    ]);
    const lateId = late.json().value.orders[0].orderId;
    await t.db.query(
      "UPDATE lottery_issues SET lock_at = now() - interval '1 second', open_at = now() - interval '2 seconds' WHERE id = (SELECT issue_id FROM lottery_bets WHERE id = $1)",
      [lateId],
    );
    const refused = await calls.call("POST", LOTTERY_ENDPOINTS.cancelOrder.path, {
      token,
      body: { orderId: lateId },
    });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([409, "lottery.order.not.cancellable"]);
    await expectLedgerSound(t.db);
  });

  it("voids an issue through the back office and refunds every bet on it", async () => {
    const { token } = await player("lotvoid01", 10_000n);
    const numero = await nextIssue(t.db, calls, "VN5");
    const placed = await placeBets(calls, token, [
      { gameCode: "VN5", playId: "de", bettingContent: "11,22,33", numero: [{ numero, multiple: 3 }] },
    ]);
    expect(placed.json().value.balance).toBe(91);
    const operator = operatorCalls(t, await operatorKey(t.db));
    const admin = (body: unknown) => operator("POST", "/admin/api/lottery/issues/void", body);
    const voided = await admin({ gameCode: "VN5", numero, reason: "draw machine fault" });
    expect(voided.statusCode).toBe(200);
    expect(await balance(token)).toBe(100);
    const again = await admin({ gameCode: "VN5", numero, reason: "draw machine fault" });
    expect([again.statusCode, again.json().errorCode]).toEqual([409, "lottery.issue.state"]);
    const issue = await issueOf(t.db, "VN5", numero);
    expect(
      await t.db.transaction((tx) => settleIssue(tx, issue.id, new Date(issue.drawAt.getTime() + 1000))),
    ).toBe("skipped");
    await expectLedgerSound(t.db);
  });
});
