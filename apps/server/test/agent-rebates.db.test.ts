import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Queryable } from "#app/db/database.ts";
import { createPayRebatesJob, payQueuedRebates, payRebateBatch } from "#app/modules/agent/rebates-job.ts";
import { splitRebate } from "#app/modules/agent/rebates-split.ts";
import { createJobRunner } from "#app/modules/jobs/runner.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { expectLedgerSound, insertMember } from "./support/ledger-fixtures.ts";
import { openTestDatabase } from "./support/test-database.ts";

const floorShare = (bet: bigint, rateBp: number) => (bet * BigInt(rateBp)) / 10_000n;

/** A chain the tree allows: the bettor's rate, then each upline's at least the one below it. */
const wellOrderedChain = fc
  .tuple(
    fc.integer({ min: 0, max: 1000 }),
    fc.integer({ min: 0, max: 1000 }),
    fc.integer({ min: 0, max: 1000 }),
  )
  .chain(([a, b, c]) => {
    const [low, mid, high] = [a, b, c].sort((x, y) => x - y) as [number, number, number];
    return fc.tuple(fc.constantFrom(0, low), fc.constant(low), fc.constant(mid), fc.constant(high));
  });

const anyChain = fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 2, maxLength: 6 });
const bets = fc.bigInt({ min: 1n, max: 10n ** 12n });

describe("the rebate split", () => {
  it("pays a well-ordered three-level chain exactly floor(bet × top rate) less the bettor's own floor", () => {
    fc.assert(
      fc.property(wellOrderedChain, bets, ([bettor, first, second, top], bet) => {
        const chain = [bettor, first, second, top].map((rateBp, depth) => ({
          memberId: depth + 1,
          depth,
          rateBp,
        }));
        const paid = splitRebate(bet, chain);
        const sum = paid.reduce((total, { amount }) => total + amount, 0n);
        expect(sum).toBe(floorShare(bet, top) - floorShare(bet, bettor));
        // A player without a rebate of its own: the chain earns the top agent's rate × bet, floored.
        if (bettor === 0) expect(sum).toBe(floorShare(bet, top));
        // Each upline gets its exact share floored, or one minor unit more, never less than zero.
        const rates = [bettor, first, second, top];
        for (const { memberId, amount } of paid) {
          const exact = (bet * BigInt(rates[memberId - 1]! - rates[memberId - 2]!)) / 10_000n;
          expect(amount === exact || amount === exact + 1n).toBe(true);
          expect(amount > 0n).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("never pays any chain more than the highest rate in it, and never a negative amount", () => {
    fc.assert(
      fc.property(anyChain, bets, (rates, bet) => {
        const chain = rates.map((rateBp, depth) => ({ memberId: depth + 1, depth, rateBp }));
        const paid = splitRebate(bet, chain);
        const sum = paid.reduce((total, { amount }) => total + amount, 0n);
        expect(paid.every(({ amount }) => amount > 0n)).toBe(true);
        expect(sum).toBe(floorShare(bet, Math.max(...rates)) - floorShare(bet, rates[0]!));
        expect(sum <= floorShare(bet, Math.max(...rates))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("rebates through the ledger", () => {
  async function chain(db: Queryable, rates: number[], tag: string): Promise<number[]> {
    const ids: number[] = [];
    for (const [depth, rate] of rates.entries()) {
      const id = await insertMember(db, "demo", `rb${tag}${depth}`);
      await db.query("INSERT INTO member_tree VALUES ($1, $1, 0) ON CONFLICT DO NOTHING", [id]);
      const upline = ids[ids.length - 1];
      if (upline !== undefined) {
        await db.query("UPDATE members SET upline_id = $2 WHERE id = $1", [id, upline]);
        await db.query(
          `INSERT INTO member_tree (ancestor_id, descendant_id, depth)
           SELECT ancestor_id, $1, depth + 1 FROM member_tree WHERE descendant_id = $2 ON CONFLICT DO NOTHING`,
          [id, upline],
        );
      }
      await db.query("INSERT INTO rebate_rates (member_id, product_type, rate_bp) VALUES ($1, 'live', $2)", [
        id,
        rate,
      ]);
      ids.push(id);
    }
    return ids.reverse(); // the bettor first
  }

  /** A settled bet as the game_rounds trigger queues it. */
  const queue = (db: Queryable, roundId: number, bettor: number, bet: bigint) =>
    db.query(
      `INSERT INTO rebate_queue (round_id, merchant_code, member_id, product_type, currency, bet, settled_at)
       VALUES ($1, 'demo', $2, 'live', 'USD', $3, now())`,
      [roundId, bettor, bet.toString()],
    );

  const paidTo = async (db: Queryable, ids: number[]) => {
    const rows = await db.query<{ member_id: string; amount: string }>(
      `SELECT a.member_id::text, coalesce(sum(p.amount), 0)::text AS amount
         FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries e ON e.id = p.entry_id
        WHERE e.kind = 'rebate' AND a.member_id = ANY($1::bigint[]) GROUP BY a.member_id`,
      [ids],
    );
    return new Map(rows.map((row) => [Number(row.member_id), BigInt(row.amount)]));
  };

  it("pays three-level chains the top agent's rate × bet, once per bet, across random chains and bets", async () => {
    const db = await openTestDatabase("demo");
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        wellOrderedChain,
        fc.array(bets, { minLength: 1, maxLength: 4 }),
        async (rates, stakes) => {
          run += 1;
          const [bettor, ...uplines] = await chain(db, [rates[3], rates[2], rates[1], 0], `p${run}x`);
          for (const [index, stake] of stakes.entries()) await queue(db, run * 100 + index, bettor!, stake);
          await db.transaction((tx) => payQueuedRebates(tx, createLedgerService(db)));
          // Again: nothing more.
          await db.transaction((tx) => payQueuedRebates(tx, createLedgerService(db)));
          const paid = await paidTo(db, uplines);
          const sum = [...paid.values()].reduce((total, amount) => total + amount, 0n);
          const expected = stakes.reduce((total, stake) => total + floorShare(stake, rates[3]), 0n);
          expect(sum).toBe(expected);
        },
      ),
      { numRuns: 15 },
    );
    await expectLedgerSound(db);
    await db.drop();
  });

  it("pays nothing when the runner dies before its commit, and once when runners race", async () => {
    const db = await openTestDatabase("demo");
    // A ledger service per transaction, as the job makes one per run.
    const ledger = () => createLedgerService(db);
    const [bettor, sub, top] = await chain(db, [300, 100, 0], "crash");
    for (let round = 1; round <= 25; round += 1) await queue(db, 9_000 + round, bettor!, 1_000_00n);
    await expect(
      db.transaction(async (tx) => {
        expect(await payRebateBatch(tx, ledger(), 10)).toBe(10);
        throw new Error("crash");
      }),
    ).rejects.toThrow("crash");
    expect(await paidTo(db, [sub!, top!])).toEqual(new Map());
    const runner = () =>
      db.transaction(async (tx) => {
        const service = ledger();
        let paid = 0;
        for (let taken = -1; taken !== 0; paid += taken) taken = await payRebateBatch(tx, service, 3);
        return paid;
      });
    const taken = await Promise.all([runner(), runner(), runner()]);
    expect(taken.reduce((sum, count) => sum + count, 0)).toBe(25);
    // The job, twice in one slot and again in the next, finds nothing left to pay.
    const jobs = createJobRunner(db, [createPayRebatesJob(db)]);
    const now = new Date();
    await jobs.runDue(now);
    await jobs.runDue(new Date(now.getTime() + 5_000));
    // 1,000.00 × 1 % to sub and × 2 % to top, for each of 25 bets.
    expect(await paidTo(db, [sub!, top!])).toEqual(
      new Map([
        [sub!, 25n * 1_000n],
        [top!, 25n * 2_000n],
      ]),
    );
    const [entries] = await db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM journal_entries WHERE kind = 'rebate' AND memo ->> 'bettorId' = $1",
      [String(bettor)],
    );
    expect(entries!.n).toBe("50");
    await expectLedgerSound(db);
    await db.drop();
  });
});
