import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLedgerService, type Movement } from "#app/modules/ledger/service.ts";
import { insertMember } from "./support/ledger-fixtures.ts";
import { databaseKind, openTestDatabase, type TestDatabase } from "./support/test-database.ts";

// The report and loyalty outboxes of ledger entries are written at commit, once per entry of a kind
// that reports count (migration 0076): game money skips that work altogether.
describe(`report outbox of ledger entries on ${databaseKind}`, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase("demo");
  });
  afterAll(async () => {
    await db.drop();
  });

  const count = async (table: string, memberId: number) => {
    const [row] = await db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM ${table} WHERE member_id = $1`,
      [memberId],
    );
    return Number(row!.n);
  };

  it("skips only kinds that neither report function counts", async () => {
    const [trigger] = await db.query<{ def: string }>(
      "SELECT pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE tgname = 'journal_entries_reported'",
    );
    const skipped = [...trigger!.def.matchAll(/'([\w.]+)'::text/g)].map((match) => match[1]!);
    expect(skipped).toContain("bet");
    const counted = await db.query<{ kind: string }>(
      `SELECT kind FROM unnest($1::text[]) AS kind
        WHERE report_line_type(kind) IS NOT NULL OR report_money_type(kind, 'main') IS NOT NULL
           OR report_money_type(kind, 'withdrawal_hold') IS NOT NULL`,
      [skipped],
    );
    expect(counted).toEqual([]);
  });

  it("writes a deposit's lines, events and loyalty once at commit, and nothing for a bet", async () => {
    const memberId = await insertMember(db, "demo", "outbox-a");
    const ledger = createLedgerService(db);
    const move = (kind: string, key: string, amount: bigint) =>
      ledger.post({
        merchantCode: "demo",
        currency: "USD",
        kind,
        idempotencyKey: key,
        postings: [
          { account: { memberId, kind: "main" }, amount },
          {
            account: { house: kind === "deposit" ? "payment_clearing" : "vendor_clearing" },
            amount: -amount,
          },
        ],
      });
    await move("deposit", "outbox-d1", 1_000n);
    await move("deposit", "outbox-d2", 500n);
    await move("bet", "outbox-b1", -300n);
    await move("win", "outbox-w1", 100n);
    expect(await count("report_money_lines", memberId)).toBe(2);
    expect(await count("loyalty_events", memberId)).toBe(2);
    const events = await db.query<{ type: string; amount: string; first_deposit: boolean }>(
      "SELECT type, amount::text, first_deposit FROM report_events WHERE member_id = $1 AND type <> 'register' ORDER BY id",
      [memberId],
    );
    expect(events).toEqual([
      { type: "deposit", amount: "1000", first_deposit: true },
      { type: "deposit", amount: "500", first_deposit: false },
    ]);
  });

  it("writes an entry posted beside other writes at its commit, and nothing when it rolls back", async () => {
    const memberId = await insertMember(db, "demo", "outbox-b");
    const ledger = createLedgerService(db);
    const deposit = (key: string): Movement => ({
      merchantCode: "demo",
      currency: "USD",
      kind: "deposit",
      idempotencyKey: key,
      postings: [
        { account: { memberId, kind: "main" }, amount: 700n },
        { account: { house: "payment_clearing" }, amount: -700n },
      ],
    });
    await expect(
      db.transaction(async (tx) => {
        await ledger.postIn(tx, deposit("outbox-rolled-back"));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await count("report_money_lines", memberId)).toBe(0);
    expect(await count("loyalty_events", memberId)).toBe(0);
    await db.transaction((tx) => ledger.postIn(tx, deposit("outbox-committed")));
    expect(await count("report_money_lines", memberId)).toBe(1);
    expect(await count("loyalty_events", memberId)).toBe(1);
  });
});
