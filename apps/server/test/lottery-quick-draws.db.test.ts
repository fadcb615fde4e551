import { createHash } from "node:crypto";
import { LOTTERY_ENDPOINTS } from "@banca/contract/lottery/endpoints";
import { type DrawKind, drawResult, seedHash } from "@banca/contract/lottery/fair-draw";
import { findPlay } from "@banca/contract/lottery/plays";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scheduleJob } from "#app/modules/jobs/queue.ts";
import { createLotteryGamesRepository } from "#app/modules/lottery/games-repository.ts";
import { settleIssueJob } from "#app/modules/lottery/settle-job.ts";
import { settleIssue } from "#app/modules/lottery/settlement.ts";
import { expectLedgerSound } from "./support/ledger-fixtures.ts";
import { lotteryPlayers, lotteryRunner, nextIssue, placeBets } from "./support/lottery.ts";
import { QUICK_FAMILIES } from "./support/lottery-selections.ts";
import { expandSingles, winningMilli } from "./support/lottery-singles.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const GAMES = ["PK10_1", "K3_1", "11X5_1", "PC28_3", "KENO_3"] as const;
const GROUP_OF: Record<string, string> = {
  PK10_1: "PK10",
  K3_1: "K3",
  "11X5_1": "11X5",
  PC28_3: "PC28",
  KENO_3: "KENO",
};
/** A seed of our choosing and an issue number no calendar makes: the draw is known in advance. */
const SEED = "5eed".repeat(16);
const NUMERO = "209901010001";

// Every play of the five games on the draws SEED gives (the fair-draw unit test pins them), and what
// each bet of 1.00 wins at the default series 1800 (odds at 2000 × 0.9), worked out by hand.
const DRAWN: Record<string, number[]> = {
  // Places 1–10.
  PK10_1: [1, 4, 7, 6, 8, 5, 3, 10, 2, 9],
  // Sum 11: big, odd.
  K3_1: [4, 6, 1],
  "11X5_1": [6, 4, 9, 5, 7],
  // Total 6: small, even, red.
  PC28_3: [6, 0, 0],
  // Total 851 (big, odd), eleven of 01–40 (upper), eleven odd.
  KENO_3: [25, 14, 17, 30, 34, 5, 31, 28, 47, 38, 41, 57, 80, 77, 27, 78, 75, 65, 8, 74],
};
const BETS: [game: string, play: string, content: string, win: number][] = [
  ["PK10_1", "pk10_position", "01,02|04||||||||09", 2_700], // places 1, 2 and 10: 3 × 9
  ["PK10_1", "pk10_bsoe", "8|B,S,O,E", 360], // car 10: big and even, 2 × 1.8
  ["PK10_1", "pk10_dragon_tiger", "2|D", 180], // 4 against 2
  ["PK10_1", "pk10_dragon_tiger", "1|D", 0], // 1 against 9
  ["PK10_1", "pk10_sum2", "5,6", 2_025], // 1 + 4: 90/4 × 0.9
  ["PK10_1", "pk10_sum2_bsoe", "B,S,O,E", 324], // 5: small and odd, 2 × 1.62
  ["PK10_1", "pk10_top1", "01,02", 900],
  ["PK10_1", "pk10_top2", "01|04,05", 8_100],
  ["PK10_1", "pk10_top3", "01|04|07", 64_800],
  ["PK10_1", "pk10_top3", "02|04|07", 0],
  ["K3_1", "k3_sum", "11", 720], // 216/27 × 0.9
  ["K3_1", "k3_bsoe", "B,S,O,E", 365], // big 2.057 × 0.9 = 1.851 and odd 1.8
  ["K3_1", "k3_any_triple", "T", 0],
  ["K3_1", "k3_triple", "1,4,6", 0],
  ["K3_1", "k3_pair", "4,6", 0],
  ["K3_1", "k3_pair_single", "4|6", 0],
  ["K3_1", "k3_diff3", "1,4,6", 3_240], // 36 × 0.9
  ["K3_1", "k3_diff2", "1,4,6", 1_944], // three pairs, each 7.2 × 0.9
  ["K3_1", "k3_run", "R", 0],
  ["11X5_1", "11x5_any1", "06,01", 198],
  ["11X5_1", "11x5_any2", "04,06,11", 495],
  ["11X5_1", "11x5_any3", "04,05,06", 1_485],
  ["11X5_1", "11x5_any4", "04,05,06,07", 5_940],
  ["11X5_1", "11x5_any5", "04,05,06,07,09", 41_580],
  ["11X5_1", "11x5_front3", "06|04|09", 89_100],
  ["11X5_1", "11x5_front3_group", "04,06,09", 14_850],
  ["11X5_1", "11x5_front2", "04|06", 0],
  ["11X5_1", "11x5_front2_group", "04,06", 4_950],
  ["11X5_1", "11x5_position", "06|04|||07", 2_970],
  ["PC28_3", "pc28_number", "6,7", 3_214], // 1000/28 = 35.714, × 0.9
  ["PC28_3", "pc28_bsoe", "S,E,SE,BO", 749], // 1.8 + 1.8 + 4.329 × 0.9
  ["PC28_3", "pc28_extreme", "XS", 0],
  ["PC28_3", "pc28_colour", "R", 271], // 1000/332 = 3.012, × 0.9
  ["KENO_3", "keno_pick1", "05,06", 360],
  ["KENO_3", "keno_pick2", "05,08", 1_494], // 16.6 × 0.9
  ["KENO_3", "keno_pick3", "05,08,09", 198], // two of three: 2.2 × 0.9
  ["KENO_3", "keno_pick4", "05,08,14,17", 10_620], // 118 × 0.9
  ["KENO_3", "keno_pick5", "01,05,08,14,17", 2_700], // four of five: 30 × 0.9
  ["KENO_3", "keno_sum", "B,S,O,E", 360], // big 2.008 × 0.9 = 1.807 and odd 1.8
  ["KENO_3", "keno_half", "U", 225], // 2.51 × 0.9
  ["KENO_3", "keno_parity", "O,T", 225],
];

// Placing some hundred bets and drawing them takes a while on PGlite beside other suites on two cores.
describe(`quick draws (PK10, K3, 11x5, PC28, Keno) on ${databaseKind}`, { timeout: 120_000 }, () => {
  const t = useTestApp();
  const calls = memberCalls(t, "10.154");

  const { player, balance } = lotteryPlayers(t, calls, "lottery");

  /** The game's issue NUMERO drawn from SEED, on sale until it is closed below. */
  async function fixedIssue(gameCode: string, seed = SEED, numero = NUMERO) {
    const game = await createLotteryGamesRepository(t.db).byCode("demo", gameCode);
    const now = Date.now();
    const [row] = await t.db.query<{ id: string }>(
      `INSERT INTO lottery_issues (game_id, numero, open_at, lock_at, draw_at, seed, seed_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text`,
      [
        game!.id,
        numero,
        new Date(now - 1000),
        new Date(now + 600_000),
        new Date(now + 601_000),
        seed,
        createHash("sha256").update(Buffer.from(seed, "hex")).digest("hex"),
      ],
    );
    return { id: Number(row!.id), kind: game!.draw };
  }

  /** Sales close and the draw time comes for the issues: their draws are scheduled as any other. */
  async function drawNow(issueIds: number[]) {
    const now = new Date();
    await t.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE lottery_issues SET lock_at = $2::timestamptz - interval '1 second', draw_at = $2 WHERE id = ANY($1::bigint[])`,
        [issueIds, now],
      );
      for (const id of issueIds) {
        await scheduleJob(tx, settleIssueJob, { key: String(id), runAt: now, payload: { issueId: id } });
      }
    });
    return new Date(now.getTime() + 1000);
  }

  it("lists the five games on the lottery page's menu with their plays and odds", async () => {
    const menu = (await calls.call("GET", `${LOTTERY_ENDPOINTS.lotteryMenu.path}?prizeMode=Lott`)).json()
      .value;
    const codes = menu.flatMap((group: { gameMenus: { gameCode: string }[] }) =>
      group.gameMenus.map((game) => game.gameCode),
    );
    expect(codes).toEqual(expect.arrayContaining([...GAMES]));
    const k3 = (await calls.call("GET", `${LOTTERY_ENDPOINTS.lotteryGame.path}?gameCode=K3_1`)).json().value;
    expect(k3.series).toMatchObject({ minSeries: 1700, maxSeries: 1950, defaultSeries: 1800 });
    const sum = k3.plays.find((play: { playId: string }) => play.playId === "k3_sum");
    // Each sum its own odds at the default series: 216 × 0.9 for 3, 8 × 0.9 for 10.
    expect(sum.rowOdds).toMatchObject({ k3_sum_3: 194.4, k3_sum_10: 7.2 });
    expect(k3.plays.map((play: { playId: string }) => play.playId)).toContain("k3_pair_single");
  });

  it("settles every play of the five games once against hand-computed draws, rebates with the wins", async () => {
    const { token } = await player("quickall01", 1_000_000n);
    const issues = Object.fromEntries(
      await Promise.all(GAMES.map(async (code) => [code, await fixedIssue(code)] as const)),
    );
    for (const code of GAMES) {
      // The draw from SEED is the one the verifier recomputes, and the one written above.
      expect(await drawResult(issues[code]!.kind, SEED, code, NUMERO)).toEqual({ balls: DRAWN[code] });
    }
    const before = await balance(token);
    for (const code of GAMES) {
      const placed = await placeBets(
        calls,
        token,
        BETS.filter(([game]) => game === code).map(([, playId, bettingContent]) => ({
          gameCode: code,
          playId,
          bettingContent,
          numero: [{ numero: NUMERO, multiple: 1 }],
        })),
      );
      expect(placed.statusCode, JSON.stringify(placed.json())).toBe(200);
    }
    const at = await drawNow(Object.values(issues).map((issue) => issue.id));
    await Promise.all([lotteryRunner(t.db).runDue(at), lotteryRunner(t.db).runDue(at)]);
    for (const issue of Object.values(issues)) {
      expect(await t.db.transaction((tx) => settleIssue(tx, issue.id, at))).toBe("skipped");
    }

    const orders = await t.db.query<{
      code: string;
      play: string;
      content: string;
      win: string;
      stake: string;
      rebate: string;
      state: string;
    }>(
      `SELECT g.code, b.play, b.content, b.win::text, b.stake::text, b.rebate::text, b.state
         FROM lottery_bets b JOIN lottery_issues i ON i.id = b.issue_id JOIN lottery_games g ON g.id = i.game_id
        WHERE i.numero = $1`,
      [NUMERO],
    );
    expect(orders).toHaveLength(BETS.length);
    let stakes = 0;
    let credits = 0;
    for (const [code, play, content, win] of BETS) {
      const order = orders.find((row) => row.code === code && row.play === play && row.content === content)!;
      expect([code, play, content, Number(order.win), order.state]).toEqual([
        code,
        play,
        content,
        win,
        win > 0 ? "won" : "lost",
      ]);
      // The rebate: (top 1950 − 1800) / 2000 of the stake, paid whether the bet won or lost.
      expect(Number(order.rebate)).toBe(Math.floor((Number(order.stake) * 150) / 2000));
      stakes += Number(order.stake);
      credits += win + Number(order.rebate);
    }
    expect(await balance(token)).toBeCloseTo(before + (credits - stakes) / 100, 2);
    const drawn = await t.db.query<{ code: string; result: { balls: number[] }; state: string }>(
      `SELECT g.code, i.result, i.state FROM lottery_issues i JOIN lottery_games g ON g.id = i.game_id WHERE i.numero = $1`,
      [NUMERO],
    );
    expect(Object.fromEntries(drawn.map((row) => [row.code, row.result.balls]))).toEqual(DRAWN);
    await expectLedgerSound(t.db);
  });

  it("pays random slips of each game what their winning single bets are worth, set-based", async () => {
    const { token } = await player("quickprop01", 10_000_000n);
    const seed = "0dd5".repeat(16);
    const numero = "209901020001";
    const lines: { code: string; play: string; content: string; multiple: number; series: number }[] = [];
    for (const family of QUICK_FAMILIES) {
      const code = GAMES.find((game) => GROUP_OF[game] === family.group)!;
      const sampled = fc.sample(
        fc.tuple(
          fc.oneof(...family.selections),
          fc.integer({ min: 1, max: 3 }),
          fc.integer({ min: 1700, max: 1950 }),
        ),
        { numRuns: 12, seed: 54 },
      );
      for (const [selection, multiple, series] of sampled)
        lines.push({ code, ...selection, multiple, series });
    }
    const issues = Object.fromEntries(
      await Promise.all(GAMES.map(async (code) => [code, await fixedIssue(code, seed, numero)] as const)),
    );
    for (const line of lines) {
      const placed = await placeBets(calls, token, [
        {
          gameCode: line.code,
          playId: line.play,
          bettingContent: line.content,
          series: line.series,
          numero: [{ numero, multiple: line.multiple }],
        },
      ]);
      expect(placed.statusCode, JSON.stringify(line)).toBe(200);
    }
    await lotteryRunner(t.db).runDue(await drawNow(Object.values(issues).map((issue) => issue.id)));
    const bets = await t.db.query<{
      code: string;
      play: string;
      content: string;
      multiple: number;
      series: number;
      win: string;
      settings: { payouts: Record<string, Record<string, number>> };
      result: { balls: number[] };
    }>(
      `SELECT g.code, b.play, b.content, b.multiple, b.series, b.win::text, gg.settings, i.result
         FROM lottery_bets b JOIN lottery_issues i ON i.id = b.issue_id JOIN lottery_games g ON g.id = i.game_id
         JOIN lottery_game_groups gg ON gg.merchant_code = g.merchant_code AND gg.code = g.group_code
        WHERE i.numero = $1`,
      [numero],
    );
    expect(bets).toHaveLength(lines.length);
    for (const bet of bets) {
      const milli = winningMilli(
        expandSingles(bet.play, bet.content),
        bet.result.balls,
        bet.settings.payouts.default!,
        bet.series,
      );
      expect(BigInt(bet.win), `${bet.play} ${bet.content}`).toBe(
        (milli * 100n * BigInt(bet.multiple)) / 1000n,
      );
    }
    await expectLedgerSound(t.db);
  });

  it("refuses bad slips on the five games with a clear error and changes nothing", async () => {
    const { token, memberId } = await player("quickbad01", 10_000n);
    const numero = await nextIssue(t.db, calls, "K3_1");
    const pk10 = await nextIssue(t.db, calls, "PK10_1");
    const keno = await nextIssue(t.db, calls, "KENO_3");
    const before = await balance(token);
    const cases: [Parameters<typeof placeBets>[2][number], string][] = [
      [
        {
          gameCode: "PK10_1",
          playId: "pk10_position",
          bettingContent: "11|||||||||",
          numero: [{ numero: pk10, multiple: 1 }],
        },
        "lottery.selection.invalid",
      ],
      [
        {
          gameCode: "PK10_1",
          playId: "pk10_top2",
          bettingContent: "01|01",
          numero: [{ numero: pk10, multiple: 1 }],
        },
        "lottery.selection.invalid",
      ],
      [
        {
          gameCode: "PK10_1",
          playId: "k3_sum",
          bettingContent: "10",
          numero: [{ numero: pk10, multiple: 1 }],
        },
        "lottery.play.invalid",
      ],
      [
        { gameCode: "K3_1", playId: "k3_sum", bettingContent: "2", numero: [{ numero, multiple: 1 }] },
        "lottery.selection.invalid",
      ],
      [
        {
          gameCode: "K3_1",
          playId: "k3_pair_single",
          bettingContent: "3|3",
          numero: [{ numero, multiple: 1 }],
        },
        "lottery.selection.invalid",
      ],
      [
        {
          gameCode: "K3_1",
          playId: "k3_sum",
          bettingContent: "10",
          series: 1960,
          numero: [{ numero, multiple: 1 }],
        },
        "lottery.series.not.allowed",
      ],
      [
        {
          gameCode: "K3_1",
          playId: "k3_sum",
          bettingContent: "10",
          numero: [{ numero: "202001010001", multiple: 1 }],
        },
        "lottery.numero.closed",
      ],
      [
        {
          gameCode: "11X5_1",
          playId: "11x5_any5",
          bettingContent: "01,02,03,04",
          numero: [{ numero, multiple: 1 }],
        },
        "lottery.selection.invalid",
      ],
      [
        {
          gameCode: "PC28_3",
          playId: "pc28_number",
          bettingContent: "28",
          numero: [{ numero, multiple: 1 }],
        },
        "lottery.selection.invalid",
      ],
      [
        {
          gameCode: "KENO_3",
          playId: "keno_pick1",
          bettingContent: "81",
          numero: [{ numero: keno, multiple: 1 }],
        },
        "lottery.selection.invalid",
      ],
      // 252 bets of 2.00, ten thousand times: above the stake bound of 500,000.00.
      [
        {
          gameCode: "KENO_3",
          playId: "keno_pick5",
          bettingContent: "01,02,03,04,05,06,07,08,09,10",
          singleBetPrice: "2",
          numero: [{ numero: keno, multiple: 10_000 }],
        },
        "lottery.stake.out.of.bounds",
      ],
    ];
    for (const [line, code] of cases) {
      const answer = await placeBets(calls, token, [line]);
      expect([answer.statusCode, answer.json().errorCode], JSON.stringify(line)).toEqual([400, code]);
    }
    expect(await balance(token)).toBe(before);
    const [row] = await t.db.query<{ bets: number }>(
      "SELECT count(*)::int AS bets FROM lottery_bets WHERE member_id = $1",
      [memberId],
    );
    expect(row!.bets).toBe(0);
  });

  it("pays by the merchant's odds: a row changed in the back office, a row taken out refuses its play", async () => {
    const operator = operatorCalls(t, await operatorKey(t.db));
    const groups = (await operator("GET", "/admin/api/lottery/groups")).json().value as {
      code: string;
      settings: { payouts: Record<string, Record<string, number>> };
    }[];
    const k3 = groups.find((group) => group.code === "K3")!;
    const { k3_run: _taken, ...rest } = k3.settings.payouts.default!;
    const settings = { ...k3.settings, payouts: { default: { ...rest, k3_diff3: 30 } } };
    const saved = await operator("POST", "/admin/api/lottery/groups/settings", { code: "K3", settings });
    expect(saved.statusCode).toBe(200);
    const game = (await calls.call("GET", `${LOTTERY_ENDPOINTS.lotteryGame.path}?gameCode=K3_1`)).json()
      .value;
    const plays = Object.fromEntries(
      game.plays.map((play: { playId: string; odds: number }) => [play.playId, play.odds]),
    );
    expect(plays.k3_diff3).toBe(27);
    expect(plays.k3_run).toBeUndefined();
    const { token } = await player("quickodds01", 100_000n);
    const numero = await nextIssue(t.db, calls, "K3_1");
    const refused = await placeBets(calls, token, [
      { gameCode: "K3_1", playId: "k3_run", bettingContent: "R", numero: [{ numero, multiple: 1 }] },
    ]);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([400, "lottery.play.invalid"]);
    expect(findPlay("K3", null, "k3_run")).not.toBeNull();
    await operator("POST", "/admin/api/lottery/groups/settings", { code: "K3", settings: k3.settings });
  });

  it("publishes each draw's seed with its result, which the verifier's code recomputes", async () => {
    for (const code of GAMES) {
      const history = (
        await calls.call("GET", `${LOTTERY_ENDPOINTS.drawHistory.path}?gameCode=${code}&size=3`)
      ).json().value;
      expect(history.content.length, code).toBe(3);
      for (const drawn of history.content) {
        const detail = (
          await calls.call(
            "GET",
            `${LOTTERY_ENDPOINTS.drawDetail.path}?gameCode=${code}&numero=${drawn.numero}`,
          )
        ).json().value;
        expect(await seedHash(detail.seed)).toBe(detail.seedHash);
        expect(await drawResult(detail.draw as DrawKind, detail.seed, code, detail.numero)).toEqual(
          detail.result,
        );
        expect(detail.winNo).toBe(detail.result.balls.join(","));
      }
    }
  });
});
