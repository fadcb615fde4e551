import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { vendorWalletKind } from "#app/modules/ledger/accounts.ts";
import { checkLedger, inspectLedger } from "#app/modules/ledger/invariants.ts";
import { createLedgerService, type Movement } from "#app/modules/ledger/service.ts";
import { insertMember } from "./support/ledger-fixtures.ts";
import { databaseKind, openTestDatabase } from "./support/test-database.ts";

const MERCHANT = "demo";
const CURRENCY = "USD";
let keyCounter = 0;
const nextKey = () => `test-${++keyCounter}`;

/** A player depositing: the payment clearing account pays the member's wallet. */
const deposit = (memberId: number, amount: bigint, idempotencyKey = nextKey()): Movement => ({
  merchantCode: MERCHANT,
  currency: CURRENCY,
  kind: "deposit",
  idempotencyKey,
  postings: [
    { account: { memberId, kind: "main" }, amount },
    { account: { house: "payment_clearing" }, amount: -amount },
  ],
});
/** A bet: the member's wallet pays the vendor clearing account. */
const bet = (memberId: number, amount: bigint, idempotencyKey = nextKey()): Movement => ({
  merchantCode: MERCHANT,
  currency: CURRENCY,
  kind: "bet",
  idempotencyKey,
  postings: [
    { account: { memberId, kind: "main" }, amount: -amount },
    { account: { house: "vendor_clearing" }, amount },
  ],
});

describe(`ledger on ${databaseKind}`, () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let ledger: ReturnType<typeof createLedgerService>;
  const balanceOf = (memberId: number) => ledger.balance(MERCHANT, { memberId, kind: "main" }, CURRENCY);
  const countEntries = async () =>
    Number((await db.query<{ n: string }>("SELECT count(*)::text AS n FROM journal_entries"))[0]?.n);

  beforeAll(async () => {
    db = await openTestDatabase("demo");
    ledger = createLedgerService(db);
    return () => db.drop();
  });

  it("moves money in balanced entries and keeps every balance equal to its postings", async () => {
    const member = await insertMember(db, MERCHANT, "ledger-basic");
    const posted = await ledger.post(deposit(member, 10_000n));
    expect(posted.replayed).toBe(false);
    expect(posted.memberBalances).toEqual([{ memberId: member, kind: "main", balance: 10_000n }]);
    await ledger.post(bet(member, 2_500n));
    expect(await balanceOf(member)).toBe(7_500n);
    expect(await ledger.balance(MERCHANT, { house: "vendor_clearing" }, CURRENCY)).toBeGreaterThanOrEqual(
      2_500n,
    );
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it("refuses a debit beyond the balance and writes nothing", async () => {
    const member = await insertMember(db, MERCHANT, "ledger-poor");
    await ledger.post(deposit(member, 1_000n));
    const before = await countEntries();
    await expect(ledger.post(bet(member, 1_001n))).rejects.toMatchObject({ code: "insufficient.balance" });
    expect(await countEntries()).toBe(before);
    expect(await balanceOf(member)).toBe(1_000n);
  });

  it("answers a retried key with the first answer and refuses the key for other parameters", async () => {
    const member = await insertMember(db, MERCHANT, "ledger-retry");
    const first = await ledger.post(deposit(member, 500n, "psp-ref-1"));
    await ledger.post(bet(member, 200n));
    const again = await ledger.post(deposit(member, 500n, "psp-ref-1"));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balanceOf(member)).toBe(300n);
    await expect(ledger.post(deposit(member, 501n, "psp-ref-1"))).rejects.toMatchObject({
      code: "idempotency.conflict",
    });
  });

  it("refuses entries that do not balance, before touching the database", async () => {
    const member = await insertMember(db, MERCHANT, "ledger-unbalanced");
    const broken = deposit(member, 100n);
    broken.postings[1]!.amount = -99n;
    const before = await countEntries();
    await expect(ledger.post(broken)).rejects.toThrow(/sum to 1/);
    await expect(ledger.post({ ...deposit(member, 100n), postings: [] })).rejects.toThrow(/two postings/);
    expect(await countEntries()).toBe(before);
  });

  it("rolls the house accounts up without changing what they hold", async () => {
    const member = await insertMember(db, MERCHANT, "ledger-rollup");
    await ledger.post(deposit(member, 4_000n));
    const before = await ledger.balance(MERCHANT, { house: "payment_clearing" }, CURRENCY);
    expect(await ledger.rollUpHotAccounts()).toBeGreaterThan(0);
    expect(await ledger.balance(MERCHANT, { house: "payment_clearing" }, CURRENCY)).toBe(before);
    const waiting = await db.query("SELECT 1 FROM ledger_hot_deltas");
    expect(waiting).toHaveLength(0);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it("agrees with a simple model over any sequence of deposits and bets", async () => {
    const members = [
      await insertMember(db, MERCHANT, "ledger-model-a"),
      await insertMember(db, MERCHANT, "ledger-model-b"),
    ];
    const model = new Map(members.map((member) => [member, 0n]));
    const step = fc.record({
      member: fc.constantFrom(...members),
      deposit: fc.boolean(),
      amount: fc.bigInt({ min: 1n, max: 5_000n }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const { member, deposit: isDeposit, amount } of steps) {
          const held = model.get(member)!;
          if (isDeposit) {
            await ledger.post(deposit(member, amount));
            model.set(member, held + amount);
          } else if (amount <= held) {
            await ledger.post(bet(member, amount));
            model.set(member, held - amount);
          } else {
            await expect(ledger.post(bet(member, amount))).rejects.toMatchObject({
              code: "insufficient.balance",
            });
          }
        }
        for (const member of members) expect(await balanceOf(member)).toBe(model.get(member));
      }),
      { numRuns: 15 },
    );
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it("forgets an account created in a transaction that rolled back, even one posted to twice in it", async () => {
    const member = await insertMember(db, MERCHANT, "ledger-rollback");
    // A vendor wallet no one has used yet: the transaction creates its account, finds it again on the
    // second posting, then fails and rolls back, taking the account row with it.
    const bonus = (amount: bigint): Movement => ({
      merchantCode: MERCHANT,
      currency: CURRENCY,
      kind: "bonus",
      idempotencyKey: nextKey(),
      postings: [
        { account: { memberId: member, kind: vendorWalletKind("NEWVENDOR") }, amount },
        { account: { house: "bonus_expense" }, amount: -amount },
      ],
    });
    await expect(
      db.transaction(async (tx) => {
        await ledger.postIn(tx, bonus(100n));
        await ledger.postIn(tx, bonus(200n));
        throw new Error("the caller gives up");
      }),
    ).rejects.toThrow("the caller gives up");
    await ledger.post(bonus(300n));
    expect(
      await ledger.balance(MERCHANT, { memberId: member, kind: vendorWalletKind("NEWVENDOR") }, CURRENCY),
    ).toBe(300n);
  });

  it("never overdraws an account under concurrent debits", async () => {
    const member = await insertMember(db, MERCHANT, "ledger-race");
    await ledger.post(deposit(member, 1_000n));
    const results = await Promise.allSettled(Array.from({ length: 60 }, () => ledger.post(bet(member, 30n))));
    const succeeded = results.filter((result) => result.status === "fulfilled").length;
    expect(succeeded).toBe(33);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toMatchObject({ code: "insufficient.balance" });
    }
    expect(await balanceOf(member)).toBe(10n);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it("applies 2,000 concurrent requests with one idempotency key exactly once", async () => {
    const member = await insertMember(db, MERCHANT, "ledger-dupes");
    const before = await countEntries();
    const answers = await Promise.all(
      Array.from({ length: 2_000 }, () => ledger.post(deposit(member, 700n, "psp-storm"))),
    );
    expect(new Set(answers.map((answer) => answer.entryId)).size).toBe(1);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(await countEntries()).toBe(before + 1);
    expect(await balanceOf(member)).toBe(700n);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it("finds a drifted balance and an unbalanced entry", async () => {
    const member = await insertMember(db, MERCHANT, "ledger-drift");
    const { entryId } = await ledger.post(deposit(member, 100n));
    await db
      .transaction(async (tx) => {
        await tx.query("UPDATE ledger_accounts SET balance = balance + 1 WHERE member_id = $1", [member]);
        await tx.query("UPDATE postings SET amount = amount + 5 WHERE entry_id = $1 AND amount < 0", [
          entryId,
        ]);
        const check = await inspectLedger(tx);
        expect(check.ok).toBe(false);
        expect(check.unbalancedEntries).toEqual([entryId]);
        expect(check.total).toBe(5n);
        expect(check.driftedAccounts.length).toBeGreaterThanOrEqual(2);
        throw new RollBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollBack)) throw error;
      });
    expect((await checkLedger(db)).ok).toBe(true);
  });
});

class RollBack extends Error {}
