import { describe, expect, it } from "vitest";
import { runOpsCommand } from "#app/cli/ops-commands.ts";
import { createBonusService } from "#app/modules/bonus/service.ts";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { createSessionRepository } from "#app/modules/sessions/repository.ts";
import { createSessionService } from "#app/modules/sessions/service.ts";
import { insertMember } from "./support/ledger-fixtures.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const DAY = 86_400_000;

describe(`bonuses on ${databaseKind}`, () => {
  const t = useTestApp();

  async function memberWithToken(username: string) {
    const memberId = await insertMember(t.db, "demo", username);
    const token = await createSessionService(createSessionRepository(t.db)).open(
      { id: memberId, merchantCode: "demo" },
      { clientIp: "198.51.100.12", userAgent: "" },
    );
    return { memberId, token };
  }
  const mainBalance = async (memberId: number) => {
    const [row] = await t.db.query<{ balance: string }>(
      "SELECT balance::text FROM ledger_accounts WHERE member_id = $1 AND kind = 'main'",
      [memberId],
    );
    return row ? BigInt(row.balance) : 0n;
  };
  const audits = (action: string) =>
    t.db.query<{ actor: string; target_id: string; detail: Record<string, unknown> }>(
      "SELECT actor, target_id, detail FROM audit_log WHERE action = $1 ORDER BY id",
      [action],
    );
  const bonusDetails = (token: string, query: Record<string, number> = {}) =>
    t.app.inject({
      method: "GET",
      url: `/wps/relay/ODSFE2_MemBonusDet?${new URLSearchParams(
        Object.entries({ startTime: Date.now() - 30 * DAY, endTime: Date.now() + 60_000, ...query }).map(
          ([key, value]): [string, string] => [key, String(value)],
        ),
      )}`,
      headers: { authorization: token, merchant: "demo" },
    });

  it("grants a bonus from the bonus expense once per reference, with its turnover requirement", async () => {
    const { memberId, token } = await memberWithToken("bonus-amy");
    const bonuses = createBonusService(t.db);
    const grant = () =>
      t.db.transaction((tx) =>
        bonuses.grantBonus(tx, {
          merchantCode: "demo",
          memberId,
          amount: 1_000n,
          reason: "Weekend reload",
          reference: "promotion:7:member:amy",
          turnoverMultiplier: 1.5,
          source: "promotion",
        }),
      );
    const first = await grant();
    expect([first.replayed, first.balance, first.requiredTurnover]).toEqual([false, 1_000n, 1_500n]);
    const again = await grant();
    expect([again.replayed, again.entryId]).toEqual([true, first.entryId]);
    expect(await mainBalance(memberId)).toBe(1_000n);

    const details = (await bonusDetails(token)).json().value;
    expect(details.list).toEqual([
      {
        id: expect.any(Number),
        orderNo: String(first.entryId),
        time: expect.any(Number),
        source: "promotion",
        reason: "Weekend reload",
        amount: 10,
        requiredTurnover: 15,
        turnover: 0,
        status: "wagering",
      },
    ]);
    expect(details.totals).toEqual({ amount: 10, requiredTurnover: 15 });
    const [house] = await t.db.query<{ total: string }>(
      `SELECT coalesce(sum(d.amount), 0)::text AS total FROM ledger_hot_deltas d
         JOIN ledger_accounts a ON a.id = d.account_id WHERE a.kind = 'bonus_expense'`,
    );
    expect(BigInt(house!.total)).toBeLessThanOrEqual(-1_000n);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it("refuses bad grants and writes nothing", async () => {
    const { memberId } = await memberWithToken("bonus-ben");
    const stranger = await insertMember(t.db, "demo", "bonus-trial");
    await t.db.query("UPDATE members SET kind = 'trial' WHERE id = $1", [stranger]);
    const bonuses = createBonusService(t.db);
    const base = { merchantCode: "demo", memberId, amount: 100n, reason: "Loyalty", reference: "ref-ben" };
    const bad: [Partial<typeof base> & { turnoverMultiplier?: number }, string][] = [
      [{ amount: 0n }, "request_param_err"],
      [{ amount: -5n }, "request_param_err"],
      [{ reason: " x " }, "request_param_err"],
      [{ reference: "" }, "request_param_err"],
      [{ turnoverMultiplier: 101 }, "request_param_err"],
      [{ turnoverMultiplier: 1.234 }, "request_param_err"],
      [{ memberId: 987_654 }, "member.not.found"],
      [{ merchantCode: "other" }, "member.not.found"],
      [{ memberId: stranger }, "trial.account"],
    ];
    for (const [change, code] of bad) {
      await expect(
        t.db.transaction((tx) => bonuses.grantBonus(tx, { ...base, ...change })),
        JSON.stringify(change, (_k, v) => (typeof v === "bigint" ? v.toString() : v)),
      ).rejects.toMatchObject({ code });
    }
    expect(await mainBalance(memberId)).toBe(0n);
  });

  it("lets an operator grant through the admin API, audited, once per reference", async () => {
    const { memberId, token } = await memberWithToken("bonus-cat");
    const call = operatorCalls(t, await operatorKey(t.db));
    const body = {
      username: "bonus-cat",
      amount: "12.34",
      reason: "Sorry for the outage",
      reference: "ticket-81",
    };
    const first = await call("POST", "/admin/api/bonus/grant", body);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ replayed: false, balance: "12.34", requiredTurnover: "0.00" });
    const again = await call("POST", "/admin/api/bonus/grant", body);
    expect(again.json().value).toMatchObject({ replayed: true, entryId: first.json().value.entryId });
    expect(await mainBalance(memberId)).toBe(1_234n);
    const logged = (await audits("bonus.grant")).filter((row) => row.target_id === String(memberId));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.actor).toMatch(/^operator:/);
    expect(logged[0]!.detail).toMatchObject({ amount: "12.34", reason: "Sorry for the outage" });

    for (const [change, code] of [
      [{ amount: "1.001" }, "request_param_err"],
      [{ amount: "-3" }, "request_param_err"],
      [{ reason: "" }, "request_param_err"],
      [{ username: "nobody-here" }, "member.not.found"],
    ] as const) {
      const answer = await call("POST", "/admin/api/bonus/grant", {
        ...body,
        reference: "ticket-82",
        ...change,
      });
      expect([answer.statusCode, answer.json().errorCode]).toEqual([400, code]);
    }
    const unauthorized = await t.app.inject({ method: "POST", url: "/admin/api/bonus/grant", payload: body });
    expect(unauthorized.statusCode).toBe(401);

    const details = (await bonusDetails(token)).json().value;
    expect(
      details.list.map((line: { status: string; amount: number }) => [line.status, line.amount]),
    ).toEqual([["credited", 12.34]]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it("grants from the command line, audited as the machine's user", async () => {
    const memberId = await insertMember(t.db, "demo", "bonusdan");
    const lines = await runOpsCommand(t.db, [
      "bonus",
      "grant",
      "demo",
      "bonusdan",
      "5.00",
      "birthday",
      "gift",
      "--turnover=3",
    ]);
    expect(lines[0]).toMatch(/^bonusdan: bonus 5.00 credited, balance now 5.00, turnover required 15.00/);
    expect(await mainBalance(memberId)).toBe(500n);
    const logged = (await audits("bonus.grant")).filter((row) => row.target_id === String(memberId));
    expect(logged[0]!.actor).toMatch(/^cli:/);
    await expect(runOpsCommand(t.db, ["bonus", "grant", "demo", "bonusdan"])).rejects.toThrow(/Usage/);
    await expect(runOpsCommand(t.db, ["bonus", "grant", "nope", "bonusdan", "1", "why not"])).rejects.toThrow(
      /No merchant/,
    );
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it("shows each member only their own bonuses, paged", async () => {
    const eve = await memberWithToken("bonus-eve");
    const fay = await memberWithToken("bonus-fay");
    const bonuses = createBonusService(t.db);
    for (let index = 1; index <= 5; index++) {
      await t.db.transaction((tx) =>
        bonuses.grantBonus(tx, {
          merchantCode: "demo",
          memberId: eve.memberId,
          amount: BigInt(index * 100),
          reason: `Mission ${index}`,
          reference: `mission:${index}:eve`,
          source: "mission",
        }),
      );
    }
    const page = (await bonusDetails(eve.token, { pageSize: 2, pageNo: 2 })).json().value;
    expect(page.list.map((line: { reason: string }) => line.reason)).toEqual(["Mission 3", "Mission 2"]);
    expect([page.totalCount, page.totalPages, page.totals.amount]).toEqual([5, 3, 15]);
    expect((await bonusDetails(fay.token)).json().value.list).toEqual([]);
  });

  describe("wagering", () => {
    let gameId = 0;
    let round = 0;
    /** A round of the member's, as the seamless wallet records it (minor units). */
    async function playRound(
      memberId: number,
      bet: bigint,
      state: "open" | "settled" | "cancelled",
      startedAt?: string,
    ) {
      if (!gameId) {
        const [game] = await t.db.query<{ id: string }>(
          `INSERT INTO games (merchant_code, vassalage, game_code, game_type, names, search_name)
           VALUES ('demo', 'WAGR', 'wager-slot', 'RNG', '{"en":"Wager slot"}', 'wager-slot') RETURNING id::text`,
        );
        gameId = Number(game!.id);
      }
      round++;
      await t.db.query(
        `INSERT INTO game_rounds (merchant_code, vassalage, vendor_round_id, member_id, game_id, game_type, currency,
                                  bet, valid_bet, state, started_at, settled_at)
         VALUES ('demo', 'WAGR', $1, $2, $3, 'RNG', 'USD', $4, CASE WHEN $5 = 'settled' THEN $4::bigint ELSE 0 END,
                 $5, coalesce($6::timestamptz, now()), CASE WHEN $5 = 'settled' THEN now() END)`,
        [`wager-${round}`, memberId, gameId, bet, state, startedAt ?? null],
      );
    }
    const grant = (memberId: number, amount: bigint, reference: string, turnoverMultiplier: number) =>
      t.db.transaction((tx) =>
        createBonusService(t.db).grantBonus(tx, {
          merchantCode: "demo",
          memberId,
          amount,
          reason: `Reload ${reference}`,
          reference,
          turnoverMultiplier,
          source: "promotion",
        }),
      );
    const lines = async (token: string) =>
      (await bonusDetails(token))
        .json()
        .value.list.map(
          (line: { reason: string; requiredTurnover: number; turnover: number; status: string }) => [
            line.reason,
            line.requiredTurnover,
            line.turnover,
            line.status,
          ],
        );

    it("counts only settled rounds started after the bonus, filling the oldest bonus first", async () => {
      const gus = await memberWithToken("bonus-gus");
      await playRound(gus.memberId, 5_000n, "settled", "2026-01-01T00:00:00Z");
      await grant(gus.memberId, 1_000n, "w1", 2);
      await playRound(gus.memberId, 700n, "settled");
      await playRound(gus.memberId, 900n, "open");
      await playRound(gus.memberId, 800n, "cancelled");
      expect(await lines(gus.token)).toEqual([["Reload w1", 20, 7, "wagering"]]);

      await grant(gus.memberId, 500n, "w2", 1);
      // 15.00 more: 13.00 completes the first bonus (7 + 13 = 20), 2.00 goes to the second.
      await playRound(gus.memberId, 1_500n, "settled");
      expect(await lines(gus.token)).toEqual([
        ["Reload w2", 5, 2, "wagering"],
        ["Reload w1", 20, 20, "completed"],
      ]);
      await playRound(gus.memberId, 1_000n, "settled");
      expect(await lines(gus.token)).toEqual([
        ["Reload w2", 5, 5, "completed"],
        ["Reload w1", 20, 20, "completed"],
      ]);
    });

    it("gives a bonus without a requirement nothing to wager and keeps other members' bets apart", async () => {
      const hal = await memberWithToken("bonus-hal");
      const ida = await memberWithToken("bonus-ida");
      await grant(hal.memberId, 300n, "plain", 0);
      await grant(ida.memberId, 300n, "ida", 1);
      await playRound(hal.memberId, 10_000n, "settled");
      expect(await lines(hal.token)).toEqual([["Reload plain", 0, 0, "credited"]]);
      expect(await lines(ida.token)).toEqual([["Reload ida", 3, 0, "wagering"]]);
    });
  });
});
