import { ENDPOINTS } from "@banca/contract/endpoints";
import { LOTTERY_ENDPOINTS } from "@banca/contract/lottery/endpoints";
import { payoutOf } from "@banca/contract/lottery/plays";
import { DEFAULT_VN_PAYOUTS } from "@banca/contract/lottery/vn-plays";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { settleIssue } from "#app/modules/lottery/settlement.ts";
import { expectLedgerSound } from "./support/ledger-fixtures.ts";
import {
  issueOf,
  type Line,
  lotteryPlayers,
  lotteryRunner,
  nextIssue,
  placeBets,
} from "./support/lottery.ts";
import { memberCalls } from "./support/member-calls.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const two = (n: number) => String(n).padStart(2, "0");
const vnLine = fc.oneof(
  fc.uniqueArray(fc.integer({ min: 0, max: 99 }), { minLength: 1, maxLength: 5 }).map((ns) => ({
    playId: "lo2",
    bettingContent: ns.map(two).join(","),
  })),
  fc.uniqueArray(fc.integer({ min: 0, max: 99 }), { minLength: 1, maxLength: 10 }).map((ns) => ({
    playId: "de",
    bettingContent: ns.map(two).join(","),
  })),
  fc.uniqueArray(fc.integer({ min: 0, max: 99 }), { minLength: 2, maxLength: 4 }).map((ns) => ({
    playId: "xien2",
    bettingContent: ns.map(two).join(","),
  })),
  fc.integer({ min: 0, max: 9 }).map((n) => ({ playId: "de_duoi", bettingContent: String(n) })),
);
const sscLine = fc.oneof(
  fc
    .array(fc.subarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), { minLength: 5, maxLength: 5 })
    .filter((lists) => lists.some((list) => list.length > 0))
    .map((lists) => ({ playId: "position", bettingContent: lists.map((list) => list.join(",")).join("|") })),
  fc
    .subarray(["B", "S", "O", "E"], { minLength: 1 })
    .map((traits) => ({ playId: "sum", bettingContent: traits.join(",") })),
  fc
    .subarray(["D", "T", "X"], { minLength: 1 })
    .map((sides) => ({ playId: "dragon_tiger", bettingContent: sides.join(",") })),
);

describe(`lottery settlement on ${databaseKind}`, () => {
  const t = useTestApp();
  const calls = memberCalls(t, "10.144");

  const { player, balance } = lotteryPlayers(t, calls, "lottery");

  it("pays every bet of a draw exactly what its selection wins, once, whatever the bets", async () => {
    const players = [await player("lotprop01", 10_000_000n), await player("lotprop02", 10_000_000n)];
    const vnIssue = await nextIssue(t.db, calls, "VN1");
    const sscIssue = await nextIssue(t.db, calls, "SSC1");
    const vnLines = fc.sample(fc.tuple(vnLine, fc.integer({ min: 1, max: 5 })), { numRuns: 60, seed: 14 });
    const sscLines = fc.sample(
      fc.tuple(sscLine, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1700, max: 1950 })),
      {
        numRuns: 60,
        seed: 41,
      },
    );
    for (const [index, [line, multiple]] of vnLines.entries()) {
      const placed = await placeBets(calls, players[index % 2]!.token, [
        { gameCode: "VN1", ...line, numero: [{ numero: vnIssue, multiple }] },
      ]);
      expect(placed.statusCode, JSON.stringify(line)).toBe(200);
    }
    for (const [index, [line, multiple, series]] of sscLines.entries()) {
      const placed = await placeBets(calls, players[index % 2]!.token, [
        { gameCode: "SSC1", ...line, series, numero: [{ numero: sscIssue, multiple }] },
      ]);
      expect(placed.statusCode, JSON.stringify(line)).toBe(200);
    }
    const vn = await issueOf(t.db, "VN1", vnIssue);
    const ssc = await issueOf(t.db, "SSC1", sscIssue);
    const at = new Date(Math.max(vn.drawAt.getTime(), ssc.drawAt.getTime()) + 1000);
    await Promise.all([lotteryRunner(t.db).runDue(at), lotteryRunner(t.db).runDue(at)]);
    // A late retry of either draw changes nothing.
    expect(await t.db.transaction((tx) => settleIssue(tx, vn.id, at))).toBe("skipped");

    const bets = await t.db.query<{
      id: string;
      code: string;
      play: string;
      content: string;
      price: string;
      multiple: number;
      series: number | null;
      win: string;
      rebate: string;
      state: string;
      result: never;
      issue_id: string;
      member_id: string;
    }>(
      `SELECT b.id::text, g.code, b.play, b.content, b.price::text, b.multiple, b.series, b.win::text, b.rebate::text,
              b.state, i.result, b.issue_id::text, b.member_id::text
         FROM lottery_bets b JOIN lottery_issues i ON i.id = b.issue_id JOIN lottery_games g ON g.id = i.game_id
        WHERE b.issue_id = ANY($1::bigint[])`,
      [[vn.id, ssc.id]],
    );
    expect(bets).toHaveLength(120);
    let total = 0n;
    const owed = new Map<string, bigint>();
    for (const bet of bets) {
      const expected = payoutOf(
        {
          groupCode: bet.code === "VN1" ? "VN" : "SSC",
          layout: bet.code === "VN1" ? "north" : null,
          play: bet.play,
          content: bet.content,
          price: BigInt(bet.price),
          multiple: bet.multiple,
          series: bet.series,
        },
        bet.result,
        bet.code === "VN1" ? DEFAULT_VN_PAYOUTS.fast! : null,
      );
      expect(BigInt(bet.win), bet.content).toBe(expected);
      expect(bet.state).toBe(expected > 0n ? "won" : "lost");
      const credit = expected + BigInt(bet.rebate);
      const key = `lottery:payout:${bet.issue_id}:${bet.member_id}`;
      owed.set(key, (owed.get(key) ?? 0n) + credit);
      total += credit;
    }
    // Each player is paid once per draw: the sum of its bets' wins and rebates, no more, no less.
    const paid = await t.db.query<{ key: string; amount: string; entries: number }>(
      `SELECT e.idempotency_key AS key, sum(p.amount)::text AS amount, count(DISTINCT e.id)::int AS entries
         FROM journal_entries e JOIN postings p ON p.entry_id = e.id AND p.amount > 0
        WHERE e.idempotency_key = ANY($1::text[]) GROUP BY e.idempotency_key`,
      [[...owed.keys()]],
    );
    expect(Object.fromEntries(paid.map((row) => [row.key, [BigInt(row.amount), row.entries]]))).toEqual(
      Object.fromEntries(
        [...owed].filter(([, amount]) => amount > 0n).map(([key, amount]) => [key, [amount, 1]]),
      ),
    );
    // One round per player and draw (the betting record's line), holding its bets' wins and rebates.
    const [rounds] = await t.db.query<{ win: string; open: number; count: number }>(
      `SELECT coalesce(sum(r.win), 0)::text AS win, count(*) FILTER (WHERE r.state <> 'settled')::int AS open,
              count(*)::int AS count
         FROM game_rounds r WHERE r.id IN (SELECT round_id FROM lottery_bets WHERE issue_id = ANY($1::bigint[]))`,
      [[vn.id, ssc.id]],
    );
    expect(rounds!.count).toBe(4);
    expect(rounds).toMatchObject({ win: total.toString(), open: 0 });
    await expectLedgerSound(t.db);
  });

  it("leaves nothing half-paid when settlement fails at its last step, and settles whole on the retry", async () => {
    const { token } = await player("lotcrash01", 1_000_000n);
    const numero = await nextIssue(t.db, calls, "SSC5");
    await placeBets(calls, token, [
      {
        gameCode: "SSC5",
        playId: "position",
        bettingContent: "0,1,2,3,4,5,6,7,8,9||||",
        numero: [{ numero, multiple: 1 }],
      },
      { gameCode: "SSC5", playId: "sum", bettingContent: "B,S", numero: [{ numero, multiple: 2 }] },
    ]);
    const afterBets = await balance(token);
    const issue = await issueOf(t.db, "SSC5", numero);
    await t.db.exec(`
      CREATE FUNCTION lottery_test_crash() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'power cut'; END $$;
      CREATE TRIGGER lottery_test_crash BEFORE UPDATE OF state ON lottery_issues
        FOR EACH ROW WHEN (NEW.state = 'settled') EXECUTE FUNCTION lottery_test_crash();`);
    await expect(
      t.db.transaction((tx) => settleIssue(tx, issue.id, new Date(issue.drawAt.getTime() + 1000))),
    ).rejects.toThrow(/power cut/);
    expect(await balance(token)).toBe(afterBets);
    const [open] = await t.db.query<{ open: number }>(
      "SELECT count(*)::int AS open FROM lottery_bets WHERE issue_id = $1 AND state = 'open'",
      [issue.id],
    );
    expect(open!.open).toBe(2);
    await t.db.exec("DROP TRIGGER lottery_test_crash ON lottery_issues; DROP FUNCTION lottery_test_crash();");
    expect(
      await t.db.transaction((tx) => settleIssue(tx, issue.id, new Date(issue.drawAt.getTime() + 1000))),
    ).toBe("settled");
    // The position bet covers every digit: 9 × 1.00 at series 1800; the sum bet wins one of its two
    // sides, 1.8 × 2; each pays back its rebate, 150/2000 of 10.00 and of 4.00.
    expect(await balance(token)).toBeCloseTo(afterBets + 9 + 3.6 + 0.75 + 0.3, 2);
    await expectLedgerSound(t.db);
  });

  it("counts opposite sides of one market only by their difference in the round's valid bet", async () => {
    const { token } = await player("lotvalid01", 1_000_000n);
    const numero = await nextIssue(t.db, calls, "SSC5");
    const line = (playId: string, bettingContent: string, multiple: number) => ({
      gameCode: "SSC5",
      playId,
      bettingContent,
      numero: [{ numero, multiple }],
    });
    // Big 3.00 and small 1.00 on the sum hedge 1.00 on each side; odd and even of the first digit,
    // 1.00 each, hedge each other whole; 2.00 on the tens digit's 7 and 8 take a real risk.
    await placeBets(calls, token, [
      line("sum", "B", 3),
      line("sum", "S", 1),
      line("bsoe", "1|O,E", 1),
      line("position", "|7,8|||", 1),
    ]);
    const issue = await issueOf(t.db, "SSC5", numero);
    expect(
      await t.db.transaction((tx) => settleIssue(tx, issue.id, new Date(issue.drawAt.getTime() + 1000))),
    ).toBe("settled");
    const [round] = await t.db.query<{ id: string; bet: string; valid_bet: string }>(
      `SELECT r.id::text, r.bet::text, r.valid_bet::text FROM game_rounds r
        WHERE r.id = (SELECT round_id FROM lottery_bets WHERE issue_id = $1 LIMIT 1)`,
      [issue.id],
    );
    expect(round).toMatchObject({ bet: "800", valid_bet: "400" });
    const [earned] = await t.db.query<{ amount: string }>(
      "SELECT amount::text FROM loyalty_events WHERE source = 'bet' AND ref = $1",
      [round!.id],
    );
    expect(earned?.amount).toBe("400");
  });

  it("counts nothing of a line near-certain to win or paying too little, 90 % and the odds limit included", async () => {
    // Issues of their own, further ahead than the ones the other tests settle.
    const { token: viewer } = await player("lotchance00", 100n);
    const opened = (
      await calls.call("GET", `${LOTTERY_ENDPOINTS.lottoOpenedNumeros.path}?gameCode=SSC5`, { token: viewer })
    ).json().value.numeros as { numero: string }[];
    const [numero, later] = [opened[5]!.numero, opened[6]!.numero];
    const roundOf = async (login: string, lines: [string, string, number?][], on = numero) => {
      const { token } = await player(login, 1_000_000n);
      const placed = await placeBets(
        calls,
        token,
        lines.map(([playId, bettingContent, series]) => ({
          gameCode: "SSC5",
          playId,
          bettingContent,
          ...(series ? { series } : {}),
          numero: [{ numero: on, multiple: 1 }],
        })),
      );
      expect(placed.statusCode).toBe(200);
      return login;
    };
    const settled = async (drawn: string, logins: string[]) => {
      const issue = await issueOf(t.db, "SSC5", drawn);
      await t.db.transaction((tx) => settleIssue(tx, issue.id, new Date(issue.drawAt.getTime() + 1000)));
      const rows = await t.db.query<{ login: string; bet: string; valid_bet: string }>(
        `SELECT m.username AS login, r.bet::text, r.valid_bet::text FROM game_rounds r JOIN members m ON m.id = r.member_id
          WHERE r.id IN (SELECT round_id FROM lottery_bets WHERE issue_id = $1) AND r.state = 'settled'`,
        [issue.id],
      );
      return logins.map((login) => rows.find((row) => row.login === login));
    };
    // Every last digit wins always; nine of them win 90 % of draws, the limit itself, and count.
    const every = await roundOf("lotchance01", [["position", "||||0,1,2,3,4,5,6,7,8,9"]]);
    const nine = await roundOf("lotchance02", [["position", "||||0,1,2,3,4,5,6,7,8"]]);
    const two = await roundOf("lotchance03", [["position", "|7,8|||"]]);
    const mixed = await roundOf("lotchance04", [
      ["position", "0,1,2,3,4,5,6,7,8,9||||"],
      ["bsoe", "3|B"],
    ]);
    expect(await settled(numero, [every, nine, two, mixed])).toEqual([
      { login: every, bet: "1000", valid_bet: "0" },
      { login: nine, bet: "900", valid_bet: "900" },
      { login: two, bet: "200", valid_bet: "200" },
      { login: mixed, bet: "1100", valid_bet: "100" },
    ]);

    // The merchant's own numbers, read at settlement: 89 % puts nine digits above the limit, and
    // odds of 9.50 leave a digit at series 1800 (it pays 9) below it while series 1950 (9.75) counts.
    await t.db.query(
      `UPDATE merchants SET settings = jsonb_set(settings, '{validBets}', '{"maxWinChance": "0.89", "minOdds": "9.50"}')
        WHERE code = 'demo'`,
    );
    try {
      const nineAgain = await roundOf("lotchance05", [["position", "||||0,1,2,3,4,5,6,7,8"]], later);
      const short = await roundOf("lotchance06", [["position", "|7|||", 1800]], later);
      const enough = await roundOf("lotchance07", [["position", "|7|||", 1950]], later);
      expect(await settled(later, [nineAgain, short, enough])).toEqual([
        { login: nineAgain, bet: "900", valid_bet: "0" },
        { login: short, bet: "100", valid_bet: "0" },
        { login: enough, bet: "100", valid_bet: "100" },
      ]);
    } finally {
      await t.db.query(
        `UPDATE merchants SET settings = jsonb_set(settings, '{validBets}', '{"maxWinChance": "0.90", "minOdds": "1.10"}')
          WHERE code = 'demo'`,
      );
    }
  });

  it("stops a chase at its first win and refunds the issues after it", async () => {
    const { token } = await player("lotchase01", 1_000_000n);
    const opened = (
      await calls.call("GET", `${LOTTERY_ENDPOINTS.lottoOpenedNumeros.path}?gameCode=SSC1`, { token })
    ).json().value.numeros as { numero: string }[];
    const chase = opened.slice(1, 4).map(({ numero }) => ({ numero, multiple: 1 }));
    const line: Line = {
      gameCode: "SSC1",
      playId: "position",
      bettingContent: "0,1,2,3,4,5,6,7,8,9||||",
      numero: chase,
    };
    const placed = await placeBets(calls, token, [line], { stopOnWin: true });
    expect(placed.statusCode).toBe(200);
    const orders = placed.json().value.orders as { orderId: number; chaseId: number; stake: number }[];
    expect(orders).toHaveLength(3);
    expect(new Set(orders.map((order) => order.chaseId)).size).toBe(1);
    const first = await issueOf(t.db, "SSC1", chase[0]!.numero);
    const before = await balance(token);
    await lotteryRunner(t.db).runDue(new Date(first.drawAt.getTime() + 1000));
    const today = (
      await calls.call("GET", `${LOTTERY_ENDPOINTS.todayOrders.path}?gameCode=SSC1`, { token })
    ).json().value as {
      orderId: number;
      state: string;
    }[];
    const states = orders.map((order) => today.find((row) => row.orderId === order.orderId)?.state);
    expect(states).toEqual(["won", "cancelled", "cancelled"]);
    // The win (9.00) with its rebate (0.75), and the two later stakes of 10.00 back.
    expect(await balance(token)).toBeCloseTo(before + 9 + 0.75 + 20, 2);
    await expectLedgerSound(t.db);
  });

  it("shows settled bets in the betting record and personal profit as lottery rounds", async () => {
    const { token } = await player("lotrecord01", 1_000_000n);
    const numero = await nextIssue(t.db, calls, "VN5");
    await placeBets(calls, token, [
      {
        gameCode: "VN5",
        playId: "de_duoi",
        bettingContent: "0,1,2,3,4,5,6,7,8,9",
        numero: [{ numero, multiple: 1 }],
      },
    ]);
    const issue = await issueOf(t.db, "VN5", numero);
    await lotteryRunner(t.db).runDue(new Date(issue.drawAt.getTime() + 1000));
    const range = `startTime=${Date.now() - 3600_000}&endTime=${Date.now() + 3600_000}`;
    const record = await calls.call("GET", `${ENDPOINTS.bettingRecords.path}?gameType=LOTT&${range}`, {
      token,
    });
    expect(record.statusCode).toBe(200);
    const [round] = record.json().value.list;
    expect(round).toMatchObject({ gameType: "LOTT", vassalage: "TCG_LOTTO_VN" });
    const profit = await calls.call("GET", `${ENDPOINTS.personalProfit.path}?${range}`, { token });
    const lott = profit.json().value.byGameType.find((row: { gameType: string }) => row.gameType === "LOTT");
    // Ten single bets of 1.00, one wins 9.9: every last digit is certain to win, so none counts.
    expect(lott).toMatchObject({ bet: 10, validBet: 0, win: 9.9 });
  });
});
