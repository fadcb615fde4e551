import { LOTTERY_ENDPOINTS } from "@banca/contract/lottery/endpoints";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { splitGroupMargin } from "#app/modules/agent/prize-group-margin.ts";
import { payQueuedRebates } from "#app/modules/agent/rebates-job.ts";
import { foldReportEvents } from "#app/modules/agent/reports-fold.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { settleIssue, voidIssue } from "#app/modules/lottery/settlement.ts";
import { teamMember, tokenOf } from "./support/agent-team.ts";
import { depositToMain, expectLedgerSound } from "./support/ledger-fixtures.ts";
import { issueOf, nextIssue, placeBets } from "./support/lottery.ts";
import { memberCalls } from "./support/member-calls.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

describe("the prize-group margin split", () => {
  it("pays a chain exactly floor(stake × (highest top − the bettor's top) / 2000), never a negative amount", () => {
    const group = fc.option(fc.integer({ min: 1000, max: 2000 }), { nil: null });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 1000, max: 2000 }),
        fc.integer({ min: 1000, max: 2000 }),
        fc.array(group, { minLength: 1, maxLength: 5 }),
        (stake, base, groupTop, groups) => {
          const chain = [null, ...groups].map((maxSeries, depth) => ({
            memberId: depth + 1,
            depth,
            maxSeries,
          }));
          const paid = splitGroupMargin(stake, base, groupTop, chain);
          const sum = paid.reduce((total, { amount }) => total + amount, 0n);
          const tops = chain.map((_, depth) =>
            Math.min(groupTop, ...chain.slice(depth).map((link) => link.maxSeries ?? 2000)),
          );
          const highest = Math.max(base, ...tops.slice(1));
          expect(sum).toBe((stake * BigInt(highest - base)) / 2000n);
          expect(paid.every(({ amount }) => amount > 0n)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

// SSC's prize groups (catalogue): top 1950, default 1800, minimum 1700.
describe(`the upline's prize-group margin on ${databaseKind}`, { timeout: 120_000 }, () => {
  const t = useTestApp();
  const calls = memberCalls(t, "198.18.58");
  let serial = 0;
  const name = (prefix: string) => `${prefix}${(Date.now() % 1e6).toString(36)}${++serial}`.slice(0, 16);

  // R (1945) ── A (1900) ── B (1870) ─┬─ P (player, 1820)
  //                                   └─ T (trial account)
  const ids = {} as Record<"R" | "A" | "B" | "P" | "T", number>;
  const tokens = {} as Record<keyof typeof ids, string>;

  const margins = async () =>
    (
      await t.db.query<{ member_id: string; amount: string; key: string }>(
        `SELECT a.member_id::text, p.amount::text, e.idempotency_key AS key
           FROM journal_entries e JOIN postings p ON p.entry_id = e.id
           JOIN ledger_accounts a ON a.id = p.account_id
          WHERE e.kind = 'rebate' AND e.memo ->> 'source' = 'prizeGroup' AND a.member_id IS NOT NULL
          ORDER BY e.id`,
      )
    ).map((row) => [Number(row.member_id), Number(row.amount)]);
  const payRebates = () => t.db.transaction((tx) => payQueuedRebates(tx, createLedgerService(t.db)));
  const settle = async (numero: string) => {
    const issue = await issueOf(t.db, "SSC1", numero);
    expect(
      await t.db.transaction((tx) => settleIssue(tx, issue.id, new Date(issue.drawAt.getTime() + 1000))),
    ).toBe("settled");
    return issue;
  };
  const bet = async (who: keyof typeof ids, numero: string, series: number, multiple: number) => {
    const response = await placeBets(calls, tokens[who], [
      {
        gameCode: "SSC1",
        playId: "position",
        bettingContent: "1||||",
        series,
        numero: [{ numero, multiple }],
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value.orders[0] as { orderId: number; stake: number; rebate: number };
  };

  beforeAll(async () => {
    const make = async (key: keyof typeof ids, kind: "agent" | "player" | "trial", upline: number | null) => {
      ids[key] = await teamMember(t.db, { username: name(key.toLowerCase()), kind, upline });
      tokens[key] = await tokenOf(t.db, "demo", ids[key]);
      await depositToMain(t.db, {
        merchantCode: "demo",
        memberId: ids[key],
        amount: 1_000_000n,
        key: `margin:${ids[key]}`,
      });
    };
    await make("R", "agent", null);
    await make("A", "agent", ids.R);
    await make("B", "agent", ids.A);
    await make("P", "player", ids.B);
    await make("T", "trial", ids.B);
    for (const [key, group] of [
      ["R", 1945],
      ["A", 1900],
      ["B", 1870],
      ["P", 1820],
    ] as const) {
      await t.db.query("INSERT INTO member_prize_groups (member_id, max_series) VALUES ($1, $2)", [
        ids[key],
        group,
      ]);
    }
  });

  it("pays each upline its group above the one below it on the settled stakes, once", async () => {
    const numero = await nextIssue(t.db, calls, "SSC1");
    // Stakes 100.00 at 1800 (the player's rebate (1820 − 1800) / 2000 = 1.00) and 7.00 at 1820.
    expect(await bet("P", numero, 1800, 100)).toMatchObject({ stake: 100, rebate: 1 });
    expect(await bet("P", numero, 1820, 7)).toMatchObject({ stake: 7, rebate: 0 });
    // A bet cancelled before the lock never earns anyone anything.
    const cancelled = await bet("P", numero, 1800, 50);
    const cancel = await calls.call("POST", LOTTERY_ENDPOINTS.cancelOrder.path, {
      token: tokens.P,
      body: { orderId: cancelled.orderId },
    });
    expect(cancel.statusCode).toBe(200);
    // A trial account's bets earn its chain nothing.
    await bet("T", numero, 1800, 100);
    // The player's rebate was measured from 1820 when it bet: a later change of its group does not
    // move the chain's margins.
    await t.db.query("UPDATE member_prize_groups SET max_series = 1750 WHERE member_id = $1", [ids.P]);

    await settle(numero);
    expect(await payRebates()).toBeGreaterThan(0);
    // Settled stakes 107.00 = 10700 minor units from the player's 1820, cumulative floors:
    //   B: floor(10700 × 50 / 2000) = 267
    //   A: floor(10700 × 80 / 2000) = 428, less 267 = 161
    //   R: floor(10700 × 125 / 2000) = 668, less 428 = 240
    expect(await margins()).toEqual([
      [ids.R, 240],
      [ids.A, 161],
      [ids.B, 267],
    ]);

    // A second run finds nothing; the round queued again (a replay) pays nothing more.
    expect(await payRebates()).toBe(0);
    const [round] = await t.db.query<{ id: string }>(
      "SELECT round_id::text AS id FROM lottery_bets WHERE member_id = $1 LIMIT 1",
      [ids.P],
    );
    await t.db.query(
      `INSERT INTO rebate_queue (round_id, merchant_code, member_id, product_type, currency, bet, settled_at)
       SELECT id, merchant_code, member_id, 'lottery', currency, bet, settled_at FROM game_rounds WHERE id = $1`,
      [round!.id],
    );
    expect(await payRebates()).toBe(1);
    expect((await margins()).length).toBe(3);

    // The agent centre's lottery rebates carry them.
    await t.db.transaction((tx) => foldReportEvents(tx));
    const days = await t.db.query<{ member_id: string; rebate: string }>(
      `SELECT member_id::text, sum(rebate)::text AS rebate FROM report_member_game_days
        WHERE member_id = ANY($1::bigint[]) AND product_type = 'lottery' GROUP BY member_id ORDER BY member_id`,
      [[ids.R, ids.A, ids.B]],
    );
    expect(days.map((row) => [Number(row.member_id), Number(row.rebate)])).toEqual(
      [
        [ids.R, 240],
        [ids.A, 161],
        [ids.B, 267],
      ].sort((a, b) => a[0]! - b[0]!),
    );
    await expectLedgerSound(t.db);
  });

  it("pays nothing on a voided issue", async () => {
    const before = await margins();
    const numero = await nextIssue(t.db, calls, "SSC1");
    await bet("P", numero, 1750, 100);
    const issue = await issueOf(t.db, "SSC1", numero);
    expect(await t.db.transaction((tx) => voidIssue(tx, issue.id, "fault", new Date()))).toBe("void");
    await payRebates();
    expect(await margins()).toEqual(before);
    await expectLedgerSound(t.db);
  });

  it("pays an upline without a group of its own from the game group's top", async () => {
    // P's own group is now 1750; B, A and R clear theirs: B's top is SSC's 1950.
    await t.db.query("DELETE FROM member_prize_groups WHERE member_id = ANY($1::bigint[])", [
      [ids.R, ids.A, ids.B],
    ]);
    const before = (await margins()).length;
    const numero = await nextIssue(t.db, calls, "SSC1");
    expect(await bet("P", numero, 1700, 3)).toMatchObject({ stake: 3, rebate: 0.07 });
    await settle(numero);
    await payRebates();
    // 300 minor units × (1950 − 1750) / 2000 = 30, all B's; A and R are at the same top.
    expect((await margins()).slice(before)).toEqual([[ids.B, 30]]);
    await expectLedgerSound(t.db);
  });
});
