import { beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { createLedgerService, type Movement } from "#app/modules/ledger/service.ts";
import { insertMember } from "./support/ledger-fixtures.ts";
import { databaseKind, openTestDatabase } from "./support/test-database.ts";

const MERCHANT = "demo";
const CURRENCY = "USD";

/** `from` pays `to` (member wallets), or the house's salary account pays `to` when `from` is null. */
const pay = (
  key: string,
  from: number | null,
  to: number,
  amount: bigint,
  kind = "agent.daily.salary",
): Movement => ({
  merchantCode: MERCHANT,
  currency: CURRENCY,
  kind,
  idempotencyKey: key,
  postings: [
    { account: { memberId: to, kind: "main" }, amount },
    from === null
      ? { account: { house: "salary_expense" }, amount: -amount }
      : { account: { memberId: from, kind: "main" }, amount: -amount },
  ],
});

describe(`ledger batches on ${databaseKind}`, () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let ledger: ReturnType<typeof createLedgerService>;
  const balanceOf = (memberId: number) => ledger.balance(MERCHANT, { memberId, kind: "main" }, CURRENCY);
  const entries = async () =>
    Number((await db.query<{ n: string }>("SELECT count(*)::text AS n FROM journal_entries"))[0]?.n);

  beforeAll(async () => {
    db = await openTestDatabase("demo");
    ledger = createLedgerService(db);
    return () => db.drop();
  });

  it("posts a batch in order: a wallet credited earlier in the batch pays on with it", async () => {
    const [a, b, c] = [
      await insertMember(db, MERCHANT, "batch-a"),
      await insertMember(db, MERCHANT, "batch-b"),
      await insertMember(db, MERCHANT, "batch-c"),
    ];
    const posted = await db.transaction((tx) =>
      ledger.postManyIn(tx, [pay("b1", null, a!, 1_000n), pay("b2", a!, b!, 600n), pay("b3", b!, c!, 200n)]),
    );
    expect(posted.map((entry) => [entry.replayed, entry.memberBalances])).toEqual([
      [false, [{ memberId: a, kind: "main", balance: 1_000n }]],
      [
        false,
        [
          { memberId: b, kind: "main", balance: 600n },
          { memberId: a, kind: "main", balance: 400n },
        ],
      ],
      [
        false,
        [
          { memberId: c, kind: "main", balance: 200n },
          { memberId: b, kind: "main", balance: 400n },
        ],
      ],
    ]);
    expect(await Promise.all([a!, b!, c!].map(balanceOf))).toEqual([400n, 400n, 200n]);
    // Each posting keeps the balance its account had right after its own entry.
    const after = await db.query<{ key: string; member_id: string; balance_after: string }>(
      `SELECT e.idempotency_key AS key, a.member_id::text, p.balance_after::text
         FROM postings p JOIN journal_entries e ON e.id = p.entry_id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.idempotency_key IN ('b1', 'b2', 'b3') AND a.member_id IS NOT NULL ORDER BY p.id`,
    );
    expect(after.map((row) => [row.key, Number(row.member_id), row.balance_after])).toEqual([
      ["b1", a, "1000"],
      ["b2", b, "600"],
      ["b2", a, "400"],
      ["b3", c, "200"],
      ["b3", b, "400"],
    ]);

    // Again with the same keys: the first answers, nothing moves; a key with other parameters is refused.
    const again = await db.transaction((tx) =>
      ledger.postManyIn(tx, [pay("b1", null, a!, 1_000n), pay("b2", a!, b!, 600n)]),
    );
    expect(again.map((entry) => entry.replayed)).toEqual([true, true]);
    expect(again[1]!.memberBalances).toEqual(posted[1]!.memberBalances);
    await expect(
      db.transaction((tx) => ledger.postManyIn(tx, [pay("b3", b!, c!, 201n)])),
    ).rejects.toMatchObject({ code: "idempotency.conflict" });
    expect(await Promise.all([a!, b!, c!].map(balanceOf))).toEqual([400n, 400n, 200n]);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it("refuses a batch in which a wallet would go below zero at any step, even if it ends above, writing nothing", async () => {
    const [a, b, c] = [
      await insertMember(db, MERCHANT, "short-a"),
      await insertMember(db, MERCHANT, "short-b"),
      await insertMember(db, MERCHANT, "short-c"),
    ];
    await ledger.post(pay("short-fund", null, a!, 500n));
    const before = await entries();
    // b pays c before a pays b: b would be at -200 in between, though it ends at +300.
    await expect(
      db.transaction((tx) => ledger.postManyIn(tx, [pay("s1", b!, c!, 200n), pay("s2", a!, b!, 500n)])),
    ).rejects.toMatchObject({ code: "insufficient.balance" });
    // More than a has at all.
    await expect(
      db.transaction((tx) => ledger.postManyIn(tx, [pay("s3", a!, b!, 501n)])),
    ).rejects.toMatchObject({ code: "insufficient.balance" });
    expect(await entries()).toBe(before);
    expect(await Promise.all([a!, b!, c!].map(balanceOf))).toEqual([500n, 0n, 0n]);
    // In the right order the same payments go through.
    await db.transaction((tx) => ledger.postManyIn(tx, [pay("s2", a!, b!, 500n), pay("s1", b!, c!, 200n)]));
    expect(await Promise.all([a!, b!, c!].map(balanceOf))).toEqual([0n, 300n, 200n]);
    expect((await checkLedger(db)).ok).toBe(true);
  });
});
