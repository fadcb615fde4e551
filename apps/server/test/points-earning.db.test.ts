import { ENDPOINTS } from "@banca/contract/endpoints";
import { pointsFor } from "@banca/contract/points";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createJobRunner } from "#app/modules/jobs/runner.ts";
import { createLoyaltyJob } from "#app/modules/points/earn-job.ts";
import { depositToMain, expectLedgerSound, insertMember } from "./support/ledger-fixtures.ts";
import { openRound, pointsOf, runLoyalty } from "./support/loyalty.ts";
import { memberCalls } from "./support/member-calls.ts";
import { withModules } from "./support/module-switch.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const GAME_TYPES = ["LIVE", "LOTT", "PVP", "RNG", "SPORTS", "FISH", "INHOUSE"] as const;
const PRODUCT: Record<(typeof GAME_TYPES)[number], keyof ReturnType<typeof demoConfig>["points"]["ratios"]> =
  {
    LIVE: "live",
    LOTT: "lottery",
    PVP: "pvp",
    RNG: "slots",
    SPORTS: "sports",
    FISH: "fish",
    INHOUSE: "slots",
  };

describe(`points earned from bets and deposits on ${databaseKind}`, () => {
  const t = useTestApp();
  const { ratios } = demoConfig().points;
  let members = 0;

  it("earns Σ valid bet × ratio of each product type, whatever order the bets settle in and the job runs", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            gameType: fc.constantFrom(...GAME_TYPES),
            bet: fc.bigInt({ min: 1n, max: 5_000_00n }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.infiniteStream(fc.boolean()),
        fc.integer({ min: 0, max: 1_000_000 }),
        async (bets, runJobAfter, seed) => {
          const memberId = await insertMember(t.db, "demo", `earner${++members}`);
          const rounds = [];
          for (const bet of bets) {
            rounds.push(
              await openRound(t.db, { merchantCode: "demo", memberId, gameType: bet.gameType, bet: bet.bet }),
            );
          }
          // Settle in an order the seed picks, with job runs in between or not.
          const order = rounds.map((round, index) => ({ round, key: (index * 7919 + seed) % 104729 }));
          order.sort((a, b) => a.key - b.key);
          const runs = runJobAfter[Symbol.iterator]();
          for (const { round } of order) {
            await round.settle();
            if (runs.next().value) await runLoyalty(t.db);
          }
          await runLoyalty(t.db);
          const expected = bets.reduce(
            (sum, bet) => sum + pointsFor(bet.bet, ratios[PRODUCT[bet.gameType]], 2),
            0n,
          );
          expect(await pointsOf(t.db, memberId)).toBe(expected);
        },
      ),
      { numRuns: 15 },
    );
    await expectLedgerSound(t.db);
  });

  it("earns once per bet even when its event is delivered twice, and once per deposit at the deposit ratio", async () => {
    const memberId = await insertMember(t.db, "demo", "twice1");
    const round = await openRound(t.db, { merchantCode: "demo", memberId, gameType: "RNG", bet: 250_00n });
    await round.settle();
    // A second copy of the event, as a replayed outbox would leave it.
    await t.db.query(
      `INSERT INTO loyalty_events (merchant_code, member_id, source, ref, game_type, product_type, currency, amount, occurred_at)
       SELECT merchant_code, member_id, source, ref, game_type, product_type, currency, amount, occurred_at FROM loyalty_events
        WHERE member_id = $1`,
      [memberId],
    );
    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId,
      amount: 120_00n,
      key: "points-test:deposit:1",
    });
    await runLoyalty(t.db);
    await runLoyalty(t.db);
    // The demo's slots ratio 0.05: 250.00 of valid bet earn 12.50 points; the deposit 12.00 at 0.1.
    expect(await pointsOf(t.db, memberId)).toBe(12_50n + 12_00n);
    const lines = await t.db.query<{ kind: string; amount: string }>(
      `SELECT e.kind, p.amount::text FROM postings p JOIN journal_entries e ON e.id = p.entry_id
         JOIN ledger_accounts a ON a.id = p.account_id WHERE a.member_id = $1 AND a.kind = 'points' ORDER BY p.id`,
      [memberId],
    );
    expect(lines).toEqual([
      { kind: "points.slots", amount: "1250" },
      { kind: "points.deposit", amount: "1200" },
    ]);
  });

  it("works through a backlog in runs of 500 events, each run followed at once by the next", async () => {
    const memberId = await insertMember(t.db, "demo", "backlog1");
    // 2,300 settled slot bets of 1.00 waiting, as a first start over a history leaves them.
    await t.db.query(
      `INSERT INTO loyalty_events (merchant_code, member_id, source, ref, game_type, product_type, currency, amount, occurred_at)
       SELECT 'demo', $1, 'bet', -n, 'RNG', 'slots', 'USD', 100, now() FROM generate_series(1, 2300) AS n`,
      [memberId],
    );
    const runner = createJobRunner(t.db, [createLoyaltyJob(t.db)]);
    // The slot's run, then four more, each scheduled by the one before in its own transaction.
    expect(await runner.runDue(new Date(Date.now() + 3_600_000))).toBe(5);
    const runs = await t.db.query<{ payload: { round: number } | null }>(
      "SELECT payload FROM jobs WHERE name = 'loyalty.earn' AND state = 'done' ORDER BY id",
    );
    expect(runs.map((run) => run.payload?.round ?? 0)).toEqual([0, 1, 2, 3, 4]);
    expect(await t.db.query("SELECT id FROM loyalty_events WHERE member_id = $1", [memberId])).toEqual([]);
    // 0.05 points for each bet of 1.00 (the demo's slots ratio).
    expect(await pointsOf(t.db, memberId)).toBe(2300n * 5n);
    await expectLedgerSound(t.db);
  });

  it("gives trial accounts nothing, and a cancelled round nothing", async () => {
    const trialId = await insertMember(t.db, "demo", "trialearner");
    await t.db.query("UPDATE members SET kind = 'trial' WHERE id = $1", [trialId]);
    await (
      await openRound(t.db, { merchantCode: "demo", memberId: trialId, gameType: "RNG", bet: 100_00n })
    ).settle();
    const playerId = await insertMember(t.db, "demo", "canceller");
    const cancelled = await openRound(t.db, {
      merchantCode: "demo",
      memberId: playerId,
      gameType: "LIVE",
      bet: 100_00n,
    });
    await t.db.query("UPDATE game_rounds SET state = 'cancelled', bet = 0 WHERE id = $1", [cancelled.id]);
    await runLoyalty(t.db);
    expect(await pointsOf(t.db, trialId)).toBe(0n);
    expect(await pointsOf(t.db, playerId)).toBe(0n);
    await expectLedgerSound(t.db);
  });
});

describe(`points mall switched off on ${databaseKind}`, () => {
  const t = useTestApp(() => ({ merchants: [withModules(demoConfig(), ["PTSYS3"], false)] }));

  it("keeps the points calls closed while the merchant has the points mall (PTSYS3) off", async () => {
    const { call, register } = memberCalls(t, "198.18.47");
    const { token } = await register("mallclosed", "Sunny2026");
    const response = await call("GET", ENDPOINTS.pointBalance.path, { token });
    expect([response.statusCode, response.json().errorCode]).toEqual([400, "function.not.available"]);
  });
});
