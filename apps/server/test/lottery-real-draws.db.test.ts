import { LOTTERY_ENDPOINTS } from "@banca/contract/lottery/endpoints";
import { describe, expect, it } from "vitest";
import { createJobRunner } from "#app/modules/jobs/runner.ts";
import { demoResultsJob, SAMPLE_DELAY_MS } from "#app/modules/lottery/demo-results.ts";
import { settleIssue } from "#app/modules/lottery/settlement.ts";
import { stationOf, weekdayOf } from "#app/modules/lottery/stations.ts";
import { expectLedgerSound } from "./support/ledger-fixtures.ts";
import { issueOf, lotteryPlayers, lotteryRunner, placeBets } from "./support/lottery.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

/**
 * A North table written out by hand. Last two digits (lô): 67 23 23 11 22 33 44 55 66 77 45 45 56 67
 * 01 02 03 04 05 06 00 00 00 10 20 30 40. So 23 appears twice, 45 twice, 67 twice, 00 three times;
 * the special prize ends in 67.
 */
const NORTH: string[][] = [
  ["12367"],
  ["45123"],
  ["00023", "11111"],
  ["22222", "33333", "44444", "55555", "66666", "77777"],
  ["1245", "2345", "3456", "4567"],
  ["0001", "0002", "0003", "0004", "0005", "0006"],
  ["100", "200", "300"],
  ["10", "20", "30", "40"],
];

/** A Central/South table: 21 appears five times (654321, 9021, 3321, 521, 21); the special ends in 21. */
const SOUTH: string[][] = [
  ["654321"],
  ["12345"],
  ["23456"],
  ["34567", "45678"],
  ["00001", "00002", "00003", "00004", "00005", "00006", "00007"],
  ["9021"],
  ["1111", "2222", "3321"],
  ["521"],
  ["21"],
];

describe(`real-draw Vietnamese lottery on ${databaseKind}`, () => {
  const t = useTestApp();
  const calls = memberCalls(t, "10.167");

  const { player, balance } = lotteryPlayers(t, calls, "vnreal");

  async function operators() {
    const a = operatorCalls(t, await operatorKey(t.db));
    const b = operatorCalls(t, await operatorKey(t.db));
    return { a, b };
  }

  /** The `index`-th issue of the game still on sale (0: the one on sale now). */
  async function onSale(gameCode: string, index: number) {
    const rows = await t.db.query<{ numero: string }>(
      `SELECT i.numero FROM lottery_issues i JOIN lottery_games g ON g.id = i.game_id
        WHERE g.merchant_code = 'demo' AND g.code = $1 AND i.state = 'open' AND i.lock_at > now()
        ORDER BY i.draw_at`,
      [gameCode],
    );
    const numero = rows[index]?.numero;
    if (!numero) throw new Error(`no issue ${index} of ${gameCode} on sale`);
    return numero;
  }

  /**
   * The official draw of the issue took place a moment ago (its sales closed ten minutes before): the
   * latest drawn issue whatever the time of day, later than today's own draw from the demo history.
   */
  async function drawn(gameCode: string, numero: string) {
    const issue = await issueOf(t.db, gameCode, numero);
    await t.db.query(
      `UPDATE lottery_issues SET open_at = now() - interval '2 days', lock_at = now() - interval '601 seconds',
              draw_at = now() - interval '1 second' WHERE id = $1`,
      [issue.id],
    );
    return issue.id;
  }

  const entries = async (issueId: number) =>
    t.db.query<{ state: string; prizes: string[][]; source: string }>(
      "SELECT state, prizes, source FROM lottery_result_entries WHERE issue_id = $1 ORDER BY id",
      [issueId],
    );
  const audit = async (issueId: number) =>
    (
      await t.db.query<{ action: string; actor: string }>(
        "SELECT action, actor FROM audit_log WHERE target_type = 'lottery_issue' AND target_id = $1 ORDER BY id",
        [String(issueId)],
      )
    ).map((row) => row.action);

  it("lists the real draws at their official times, a game per station of the day, with the demo's confirmed history", async () => {
    const menu = (await calls.call("GET", `${LOTTERY_ENDPOINTS.lotteryMenu.path}?prizeMode=VN`)).json().value;
    const real = menu
      .flatMap((group: { gameMenus: { gameCode: string; realDraw?: boolean }[] }) => group.gameMenus)
      .filter((game: { realDraw?: boolean }) => game.realDraw);
    expect(
      real.map((game: { gameCode: string; drawDays?: number[] }) => [game.gameCode, game.drawDays]),
    ).toEqual([
      ["XSMB", undefined],
      ["XSMT", undefined],
      ["XSMT2", undefined],
      ["XSMT3", [4, 6]],
      ["XSMN", undefined],
      ["XSMN2", undefined],
      ["XSMN3", undefined],
      ["XSMN4", [6]],
    ]);
    // The back-office calls are in the operator document.
    const document = (await t.app.inject({ method: "GET", url: "/openapi/operator.json" })).json();
    for (const path of ["enter", "import", "confirm", "reject"]) {
      expect(document.paths[`/admin/api/lottery/results/${path}`]?.post).toBeDefined();
    }
    expect(document.paths["/admin/api/lottery/results"]?.get).toBeDefined();
    for (const [code, hour, minute, numbers] of [
      ["XSMB", 11, 15, 27],
      ["XSMT", 10, 15, 18],
      ["XSMN", 9, 15, 18],
    ] as const) {
      const numero = await onSale(code, 0);
      const issue = await issueOf(t.db, code, numero);
      // 18:15, 17:15 and 16:15 in Vietnam (UTC+7); sales close ten minutes before.
      expect([issue.drawAt.getUTCHours(), issue.drawAt.getUTCMinutes()]).toEqual([hour, minute]);
      expect(issue.drawAt.getTime() - new Date(issue.lock_at).getTime()).toBe(600_000);
      expect(issue.seed).toBeNull();
      expect(numero).toMatch(/^\d{8}0001$/);
      const history = (
        await calls.call("GET", `${LOTTERY_ENDPOINTS.drawHistory.path}?gameCode=${code}&size=5`)
      ).json().value;
      expect(history.content.length).toBe(5);
      for (const past of history.content) {
        expect(past.state).toBe("settled");
        expect(past.result.prizes.flat()).toHaveLength(numbers);
        expect(past.station).toBeTruthy();
        expect(past.seedHash).toBe("");
      }
    }
  });

  it("settles each of a day's stations on its own table: a station's issues fall on its weekdays and carry it", async () => {
    const { token } = await player("vnreal05", 100_000n);
    const { a, b } = await operators();
    const issues = await t.db.query<{
      code: string;
      numero: string;
      station: string;
      open_at: Date;
      draw_at: Date;
    }>(
      `SELECT g.code, i.numero, i.station, i.open_at, i.draw_at FROM lottery_issues i
         JOIN lottery_games g ON g.id = i.game_id
        WHERE g.merchant_code = 'demo' AND g.code LIKE 'XSM%' ORDER BY g.code, i.draw_at`,
    );
    for (const issue of issues) {
      // The station of the issue's weekday at its position (stations.ts), on the whole calendar made.
      expect(issue.station).toBe(stationOf(issue.code, issue.numero.slice(0, 8)));
    }
    const fourth = issues.filter((issue) => issue.code === "XSMN4");
    expect(fourth.length).toBeGreaterThanOrEqual(10);
    expect(
      fourth.every((issue) => weekdayOf(issue.numero.slice(0, 8)) === 6 && issue.station === "Hậu Giang"),
    ).toBe(true);
    // Each open issue went on sale at the draw before it, a week apart for a Saturday-only station.
    const open = fourth.filter((issue) => issue.draw_at.getTime() > Date.now());
    for (const [index, issue] of open.entries()) {
      if (index > 0) expect(issue.open_at).toEqual(open[index - 1]!.draw_at);
    }
    const near = (await calls.call("GET", `${LOTTERY_ENDPOINTS.nearNumeros.path}?gameCode=XSMN4`)).json()
      .value;
    expect(near.currentNumero).toMatchObject({ numero: open[0]!.numero, station: "Hậu Giang" });

    // A bet on the second southern station settles on that station's table, not the main one's.
    const numero = await onSale("XSMN2", 0);
    const placed = await placeBets(calls, token, [
      { gameCode: "XSMN2", playId: "de", bettingContent: "21", numero: [{ numero, multiple: 1 }] },
    ]);
    expect(placed.statusCode).toBe(200);
    const issueId = await drawn("XSMN2", numero);
    const entered = await a("POST", "/admin/api/lottery/results/enter", {
      gameCode: "XSMN2",
      numero,
      prizes: SOUTH,
    });
    expect(entered.json().value.station).toBe(stationOf("XSMN2", numero.slice(0, 8)));
    expect(
      (await b("POST", "/admin/api/lottery/results/confirm", { gameCode: "XSMN2", numero })).statusCode,
    ).toBe(200);
    const detail = (
      await calls.call("GET", `${LOTTERY_ENDPOINTS.drawDetail.path}?gameCode=XSMN2&numero=${numero}`)
    ).json().value;
    expect(detail).toMatchObject({
      state: "settled",
      winNo: "654321",
      station: stationOf("XSMN2", numero.slice(0, 8)),
    });
    const [bet] = await t.db.query<{ state: string }>("SELECT state FROM lottery_bets WHERE issue_id = $1", [
      issueId,
    ]);
    expect(bet?.state).toBe("won");
    await expectLedgerSound(t.db);
  });

  it("settles only once a second operator confirms the first one's entry, exactly once, on the entered table", async () => {
    const { token, memberId } = await player("vnreal01", 100_000n);
    const { a, b } = await operators();
    const numero = await onSale("XSMB", 1);
    const placed = await placeBets(calls, token, [
      // A lô point covers the North's 27 prizes: 27 units a number.
      { gameCode: "XSMB", playId: "lo2", bettingContent: "23,45", numero: [{ numero, multiple: 1 }] },
      { gameCode: "XSMB", playId: "de", bettingContent: "67", numero: [{ numero, multiple: 2 }] },
      { gameCode: "XSMB", playId: "de", bettingContent: "00", numero: [{ numero, multiple: 1 }] },
    ]);
    expect(placed.statusCode).toBe(200);
    expect(placed.json().value.balance).toBe(1000 - 54 - 2 - 1);

    // Before the draw time nothing can be entered.
    const early = await a("POST", "/admin/api/lottery/results/enter", {
      gameCode: "XSMB",
      numero,
      prizes: NORTH,
    });
    expect([early.statusCode, early.json().errorCode]).toEqual([409, "lottery.result.not.due"]);
    const issueId = await drawn("XSMB", numero);
    expect(await entries(issueId)).toEqual([]);
    const waiting = (await a("GET", "/admin/api/lottery/results/queue")).json().value.list;
    expect(waiting.find((item: { numero: string }) => item.numero === numero)).toMatchObject({
      gameCode: "XSMB",
      pending: null,
    });

    // The draw time passed: no job draws a real draw, the bets stay open.
    await lotteryRunner(t.db).runDue(new Date(Date.now() + 60_000));
    expect(await settleIssue(t.db, issueId, new Date())).toBe("skipped");
    expect((await issueOf(t.db, "XSMB", numero)).state).toBe("open");
    const near = (await calls.call("GET", `${LOTTERY_ENDPOINTS.nearNumeros.path}?gameCode=XSMB`)).json()
      .value;
    expect(near.previousNumero).toEqual({ numero, winNo: null, state: "open" });

    const entered = await a("POST", "/admin/api/lottery/results/enter", {
      gameCode: "XSMB",
      numero,
      prizes: NORTH,
    });
    expect(entered.statusCode).toBe(200);
    expect(entered.json().value).toMatchObject({ gameCode: "XSMB", numero, state: "pending" });
    expect(await balance(token)).toBe(943);
    // The back office's queue shows the issue waiting for a second operator, with the entered table.
    const queued = (await a("GET", "/admin/api/lottery/results/queue")).json().value.list;
    expect(queued.find((item: { numero: string }) => item.numero === numero)).toMatchObject({
      gameCode: "XSMB",
      pending: { prizes: NORTH },
    });

    // The operator who entered it cannot confirm it, and nothing moves.
    const own = await a("POST", "/admin/api/lottery/results/confirm", { gameCode: "XSMB", numero });
    expect([own.statusCode, own.json().errorCode]).toEqual([403, "lottery.result.same.operator"]);
    expect((await issueOf(t.db, "XSMB", numero)).state).toBe("open");
    expect(await balance(token)).toBe(943);
    // A second entry while one waits is refused.
    const twice = await b("POST", "/admin/api/lottery/results/enter", {
      gameCode: "XSMB",
      numero,
      prizes: NORTH,
    });
    expect([twice.statusCode, twice.json().errorCode]).toEqual([409, "lottery.result.exists"]);

    const confirmed = await b("POST", "/admin/api/lottery/results/confirm", { gameCode: "XSMB", numero });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().value).toEqual({
      gameCode: "XSMB",
      numero,
      state: "settled",
      winNo: "12367",
      bets: 3,
    });
    // lô 23 twice and 45 twice at 80, đề 67 at 95 ×2; đề 00 loses.
    const wins = await t.db.query<{ content: string; state: string; win: string }>(
      "SELECT content, state, win::text FROM lottery_bets WHERE issue_id = $1 ORDER BY id",
      [issueId],
    );
    expect(wins).toEqual([
      { content: "23,45", state: "won", win: String((2 * 80 + 2 * 80) * 100) },
      { content: "67", state: "won", win: String(2 * 95 * 100) },
      { content: "00", state: "lost", win: "0" },
    ]);
    expect(await balance(token)).toBe(943 + 320 + 190);

    // Settled: off the queue.
    const after = (await a("GET", "/admin/api/lottery/results/queue")).json().value.list;
    expect(after.some((item: { numero: string }) => item.numero === numero)).toBe(false);

    // Again, by either operator or by the draw job: nothing more is paid.
    const again = await b("POST", "/admin/api/lottery/results/confirm", { gameCode: "XSMB", numero });
    expect([again.statusCode, again.json().errorCode]).toEqual([409, "lottery.result.not.pending"]);
    expect(await settleIssue(t.db, issueId, new Date())).toBe("skipped");
    const payouts = await t.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM journal_entries WHERE idempotency_key = $1",
      [`lottery:payout:${issueId}:${memberId}`],
    );
    expect(payouts).toEqual([{ count: 1 }]);
    expect(await balance(token)).toBe(1453);

    const detail = (
      await calls.call("GET", `${LOTTERY_ENDPOINTS.drawDetail.path}?gameCode=XSMB&numero=${numero}`)
    ).json().value;
    expect(detail).toMatchObject({ state: "settled", winNo: "12367", result: { prizes: NORTH } });
    expect(await audit(issueId)).toEqual(["lottery.result.enter", "lottery.result.confirm"]);
    await expectLedgerSound(t.db);
  });

  it("a rejected entry settles nothing and the table is entered again, then confirmed", async () => {
    const { token } = await player("vnreal02", 100_000n);
    const { a, b } = await operators();
    const numero = await onSale("XSMB", 2);
    await placeBets(calls, token, [
      { gameCode: "XSMB", playId: "de", bettingContent: "67", numero: [{ numero, multiple: 1 }] },
    ]);
    const issueId = await drawn("XSMB", numero);
    // A typo in the special prize.
    const wrong = NORTH.map((row, index) => (index === 0 ? ["12368"] : row));
    expect(
      (await a("POST", "/admin/api/lottery/results/enter", { gameCode: "XSMB", numero, prizes: wrong }))
        .statusCode,
    ).toBe(200);
    const rejected = await b("POST", "/admin/api/lottery/results/reject", {
      gameCode: "XSMB",
      numero,
      reason: "special prize mistyped",
    });
    expect(rejected.json().value).toEqual({ gameCode: "XSMB", numero, state: "rejected" });
    expect((await issueOf(t.db, "XSMB", numero)).state).toBe("open");
    expect(await balance(token)).toBe(999);
    const nothing = await a("POST", "/admin/api/lottery/results/confirm", { gameCode: "XSMB", numero });
    expect([nothing.statusCode, nothing.json().errorCode]).toEqual([409, "lottery.result.not.pending"]);

    // Entered again by B this time: A confirms.
    expect(
      (await b("POST", "/admin/api/lottery/results/enter", { gameCode: "XSMB", numero, prizes: NORTH }))
        .statusCode,
    ).toBe(200);
    const confirmed = await a("POST", "/admin/api/lottery/results/confirm", { gameCode: "XSMB", numero });
    expect(confirmed.json().value).toMatchObject({ state: "settled", winNo: "12367" });
    expect(await balance(token)).toBe(999 + 95);
    expect((await entries(issueId)).map((entry) => entry.state)).toEqual(["rejected", "confirmed"]);
    const list = (await b("GET", `/admin/api/lottery/results?gameCode=XSMB&numero=${numero}`)).json().value;
    expect(list.map((entry: { state: string }) => entry.state)).toEqual(["confirmed", "rejected"]);
    expect(list[1].rejectReason).toBe("special prize mistyped");
    expect(await audit(issueId)).toEqual([
      "lottery.result.enter",
      "lottery.result.reject",
      "lottery.result.enter",
      "lottery.result.confirm",
    ]);
    await expectLedgerSound(t.db);
  });

  it("imports official tables from a CSV and a JSON file, each confirmed by another operator", async () => {
    const { token } = await player("vnreal03", 100_000n);
    const { a, b } = await operators();
    const south = await onSale("XSMN", 1);
    const central = await onSale("XSMT", 1);
    const north = await onSale("XSMB", 3);
    await placeBets(calls, token, [
      // A lô point covers a southern station's 18 prizes.
      { gameCode: "XSMN", playId: "lo2", bettingContent: "21", numero: [{ numero: south, multiple: 1 }] },
    ]);
    expect(await balance(token)).toBe(1000 - 18);
    const ids = [await drawn("XSMN", south), await drawn("XSMT", central), await drawn("XSMB", north)];
    const cell = (row: string[] | undefined) => (row ?? []).join(" ");
    const csv = [
      "gameCode,numero,station,special,1,2,3,4,5,6,7,8",
      ["XSMN", south, "TP.HCM", ...SOUTH.map(cell)].join(","),
      ["XSMT", central, "", ...SOUTH.map(cell)].join(","),
    ].join("\n");
    const imported = await a("POST", "/admin/api/lottery/results/import", { format: "csv", content: csv });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().value.entries.map((entry: { gameCode: string }) => entry.gameCode)).toEqual([
      "XSMN",
      "XSMT",
    ]);
    // A Central line without a station takes the day's main station.
    expect(imported.json().value.entries[1].station).toBeTruthy();
    const json = JSON.stringify({
      results: [{ gameCode: "XSMB", numero: north, station: "Hà Nội", prizes: NORTH }],
    });
    expect(
      (await b("POST", "/admin/api/lottery/results/import", { format: "json", content: json })).statusCode,
    ).toBe(200);

    for (const entry of await Promise.all(ids.map(entries))) {
      expect(entry.map((row) => [row.state, row.source])).toEqual([["pending", "import"]]);
    }
    expect(
      (await b("POST", "/admin/api/lottery/results/confirm", { gameCode: "XSMN", numero: south })).statusCode,
    ).toBe(200);
    expect(
      (await b("POST", "/admin/api/lottery/results/confirm", { gameCode: "XSMT", numero: central }))
        .statusCode,
    ).toBe(200);
    expect(
      (await a("POST", "/admin/api/lottery/results/confirm", { gameCode: "XSMB", numero: north })).statusCode,
    ).toBe(200);
    // 21 appears five times at the South's 70.
    expect(await balance(token)).toBe(982 + 5 * 70);
    const detail = (
      await calls.call("GET", `${LOTTERY_ENDPOINTS.drawDetail.path}?gameCode=XSMN&numero=${south}`)
    ).json().value;
    expect(detail).toMatchObject({
      state: "settled",
      winNo: "654321",
      station: "TP.HCM",
      result: { prizes: SOUTH },
    });
    await expectLedgerSound(t.db);
  });

  it("refuses tables of the wrong shape and bad files with a clear error, writing nothing", async () => {
    const { a } = await operators();
    const numero = await onSale("XSMB", 4);
    const south = await onSale("XSMN", 2);
    const issueId = await drawn("XSMB", numero);
    const southId = await drawn("XSMN", south);
    const enter = (body: unknown) => a("POST", "/admin/api/lottery/results/enter", body);
    const importing = (body: unknown) => a("POST", "/admin/api/lottery/results/import", body);
    const replace = (index: number, row: string[]) => NORTH.map((prizes, i) => (i === index ? row : prizes));
    const cases: [
      Promise<{ statusCode: number; json: () => { errorCode: string; message: string } }>,
      number,
      string,
    ][] = [
      // The 2nd prize has two numbers in the North.
      [enter({ gameCode: "XSMB", numero, prizes: replace(2, ["00023"]) }), 400, "lottery.result.invalid"],
      // Five digits for the special, not four; digits only.
      [enter({ gameCode: "XSMB", numero, prizes: replace(0, ["1236"]) }), 400, "lottery.result.invalid"],
      [
        enter({ gameCode: "XSMB", numero, prizes: replace(7, ["10", "20", "3a", "40"]) }),
        400,
        "lottery.result.invalid",
      ],
      // A southern table for the North, a northern one for the South.
      [enter({ gameCode: "XSMB", numero, prizes: SOUTH }), 400, "lottery.result.invalid"],
      [enter({ gameCode: "XSMN", numero: south, prizes: NORTH }), 400, "lottery.result.invalid"],
      [enter({ gameCode: "XSMB", numero }), 400, "request_param_err"],
      // A fast game is drawn by the platform; an unknown game or issue.
      [enter({ gameCode: "VN1", numero, prizes: NORTH }), 409, "lottery.issue.state"],
      [enter({ gameCode: "XSMX", numero, prizes: NORTH }), 404, "lottery.game.not.found"],
      [enter({ gameCode: "XSMB", numero: "202001010001", prizes: NORTH }), 404, "lottery.game.not.found"],
      // Files: not JSON, a wrong CSV header, and a file whose second table is wrong (the first is not kept).
      [importing({ format: "json", content: "{nope" }), 400, "lottery.result.invalid"],
      [importing({ format: "csv", content: "game,numero\nXSMB,1" }), 400, "lottery.result.invalid"],
      [
        importing({
          format: "json",
          content: JSON.stringify([
            { gameCode: "XSMN", numero: south, prizes: SOUTH },
            { gameCode: "XSMB", numero, prizes: replace(4, ["1245", "2345", "3456"]) },
          ]),
        }),
        400,
        "lottery.result.invalid",
      ],
    ];
    for (const [call, status, code] of cases) {
      const answer = await call;
      expect([answer.statusCode, answer.json().errorCode]).toEqual([status, code]);
    }
    const message = (await enter({ gameCode: "XSMB", numero, prizes: replace(2, ["00023"]) })).json().message;
    expect(message).toContain("prize 2 needs 2 numbers");
    expect(await entries(issueId)).toEqual([]);
    expect(await entries(southId)).toEqual([]);
    expect(await audit(issueId)).toEqual([]);
    expect(await audit(southId)).toEqual([]);
  });

  it("voids an issue whose official draw did not take place only when a second operator confirms, and refunds every bet", async () => {
    const { token } = await player("vnreal04", 100_000n);
    const { a, b } = await operators();
    const numero = await onSale("XSMT", 2);
    await placeBets(calls, token, [
      { gameCode: "XSMT", playId: "lo2", bettingContent: "21,22", numero: [{ numero, multiple: 1 }] },
    ]);
    expect(await balance(token)).toBe(1000 - 36);
    const issueId = await drawn("XSMT", numero);
    expect(
      (await a("POST", "/admin/api/lottery/results/enter", { gameCode: "XSMT", numero, prizes: SOUTH }))
        .statusCode,
    ).toBe(200);
    const voidBody = { gameCode: "XSMT", numero, reason: "the station's draw was postponed" };
    const asked = await b("POST", "/admin/api/lottery/issues/void", voidBody);
    expect([asked.statusCode, asked.json().value]).toEqual([200, { state: "pending" }]);
    // Asked for, nothing moved: the bets stay open and the waiting entry still waits.
    expect(await balance(token)).toBe(1000 - 36);
    expect((await entries(issueId)).map((entry) => entry.state)).toEqual(["pending"]);
    const twice = await a("POST", "/admin/api/lottery/issues/void", voidBody);
    expect([twice.statusCode, twice.json().errorCode]).toEqual([409, "lottery.void.exists"]);
    const self = await b("POST", "/admin/api/lottery/issues/void/confirm", { gameCode: "XSMT", numero });
    expect([self.statusCode, self.json().errorCode]).toEqual([403, "lottery.void.same.operator"]);
    expect(await balance(token)).toBe(1000 - 36);
    const voided = await a("POST", "/admin/api/lottery/issues/void/confirm", { gameCode: "XSMT", numero });
    expect([voided.statusCode, voided.json().value]).toEqual([200, { state: "void" }]);
    expect(await balance(token)).toBe(1000);
    // The waiting entry can never settle the void issue, and the void is not confirmed twice.
    const late = await b("POST", "/admin/api/lottery/results/confirm", { gameCode: "XSMT", numero });
    expect([late.statusCode, late.json().errorCode]).toEqual([409, "lottery.result.not.pending"]);
    const again = await b("POST", "/admin/api/lottery/issues/void/confirm", { gameCode: "XSMT", numero });
    expect([again.statusCode, again.json().errorCode]).toEqual([409, "lottery.issue.state"]);
    expect((await entries(issueId)).map((entry) => entry.state)).toEqual(["rejected"]);
    const refunds = await t.db.query<{ state: string }>(
      "SELECT state FROM lottery_bets WHERE issue_id = $1",
      [issueId],
    );
    expect(refunds).toEqual([{ state: "void" }]);
    expect(await audit(issueId)).toEqual([
      "lottery.result.enter",
      "lottery.issue.void.request",
      "lottery.issue.void",
    ]);
    const [confirmation] = await t.db.query<{ detail: { requestedBy: string } }>(
      "SELECT detail FROM audit_log WHERE action = 'lottery.issue.void' AND target_id = $1",
      [String(issueId)],
    );
    expect(confirmation?.detail.requestedBy).toMatch(/./);
    await expectLedgerSound(t.db);
  });

  it("voids a real draw's issue before its draw time at once, with one operator", async () => {
    const { token } = await player("vnreal07", 100_000n);
    const { a } = await operators();
    const numero = await onSale("XSMN", 2);
    await placeBets(calls, token, [
      { gameCode: "XSMN", playId: "lo2", bettingContent: "21", numero: [{ numero, multiple: 1 }] },
    ]);
    const paid = await balance(token);
    expect(paid).toBeLessThan(1000);
    const nothing = await a("POST", "/admin/api/lottery/issues/void/confirm", { gameCode: "XSMN", numero });
    expect([nothing.statusCode, nothing.json().errorCode]).toEqual([409, "lottery.void.not.pending"]);
    const voided = await a("POST", "/admin/api/lottery/issues/void", {
      gameCode: "XSMN",
      numero,
      reason: "the station cancelled the draw in advance",
    });
    expect([voided.statusCode, voided.json().value]).toEqual([200, { state: "void" }]);
    expect(await balance(token)).toBe(1000);
    const issue = await issueOf(t.db, "XSMN", numero);
    expect(await audit(issue.id)).toEqual(["lottery.issue.void"]);
    await expectLedgerSound(t.db);
  });

  it("in the demo start, a sample table arrives after a real draw and settles it through entry and confirmation", async () => {
    const { token } = await player("vnreal06", 100_000n);
    const numero = await onSale("XSMT", 3);
    await placeBets(calls, token, [
      { gameCode: "XSMT", playId: "lo2", bettingContent: "21", numero: [{ numero, multiple: 1 }] },
    ]);
    const issueId = await drawn("XSMT", numero);
    const runner = createJobRunner(t.db, [demoResultsJob]);
    const later = (ms: number) => new Date(Date.now() + ms);
    // Ten minutes after the draw nothing has arrived yet.
    await runner.runDue(later(10 * 60_000));
    expect(await entries(issueId)).toEqual([]);
    await runner.runDue(later(SAMPLE_DELAY_MS + 60_000));
    const [entry] = await entries(issueId);
    expect(entry).toMatchObject({ state: "confirmed", source: "feed" });
    expect(entry!.prizes.flat()).toHaveLength(18);
    expect(await audit(issueId)).toEqual(["lottery.result.enter", "lottery.result.confirm"]);
    const settled = await issueOf(t.db, "XSMT", numero);
    expect(settled.state).toBe("settled");
    const [bet] = await t.db.query<{ state: string }>("SELECT state FROM lottery_bets WHERE issue_id = $1", [
      issueId,
    ]);
    expect(["won", "lost"]).toContain(bet?.state);
    // The next runs find nothing left to enter.
    await runner.runDue(later(SAMPLE_DELAY_MS + 120_000));
    expect(await entries(issueId)).toHaveLength(1);
    await expectLedgerSound(t.db);
  });
});
