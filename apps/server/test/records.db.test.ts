import { RECORD_TYPES, recordTypeOfKind } from "@banca/contract/records";
import { describe, expect, it } from "vitest";
import type { AccountRef } from "#app/modules/ledger/accounts.ts";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { createSessionRepository } from "#app/modules/sessions/repository.ts";
import { createSessionService } from "#app/modules/sessions/service.ts";
import { insertMember } from "./support/ledger-fixtures.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const DAY = 86_400_000;
const URL = "/wps/relay/ODSFE2_MemTransDet";

type Line = {
  id: number;
  orderNo: string;
  time: number;
  type: string;
  kind: string;
  wallet: string;
  walletName: string;
  amount: number;
  balanceAfter: number;
  remark: string;
};

describe(`account record on ${databaseKind}`, () => {
  const t = useTestApp();
  let keyCounter = 0;

  async function memberWithToken(username: string) {
    const memberId = await insertMember(t.db, "demo", username);
    const token = await createSessionService(createSessionRepository(t.db)).open(
      { id: memberId, merchantCode: "demo" },
      { clientIp: "198.51.100.9", userAgent: "" },
    );
    return { memberId, token };
  }

  /** Posts a movement between two accounts; answers its entry id. */
  async function move(kind: string, from: AccountRef, to: AccountRef, amount: bigint, memo = {}) {
    const entry = await createLedgerService(t.db).post({
      merchantCode: "demo",
      currency: "USD",
      kind,
      idempotencyKey: `records-test:${++keyCounter}`,
      postings: [
        { account: from, amount: -amount },
        { account: to, amount },
      ],
      memo,
    });
    return entry.entryId;
  }

  /** Moves an entry (and its postings) back in time, as if it happened `days` ago. */
  async function backdate(entryId: number, days: number) {
    const at = new Date(Date.now() - days * DAY);
    await t.db.query("UPDATE journal_entries SET created_at = $2 WHERE id = $1", [entryId, at]);
    await t.db.query("UPDATE postings SET created_at = $2 WHERE entry_id = $1", [entryId, at]);
  }

  const records = (token: string, query: Record<string, string | number>) =>
    t.app.inject({
      method: "GET",
      url: `${URL}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      headers: { authorization: token, merchant: "demo" },
    });
  const last30 = () => ({ startTime: Date.now() - 30 * DAY, endTime: Date.now() + 60_000 });

  it("lists the member's own movements newest first, as decimals with the balance after", async () => {
    const alice = await memberWithToken("rec-alice");
    const bob = await memberWithToken("rec-bob");
    const main = (memberId: number): AccountRef => ({ memberId, kind: "main" });
    await move("deposit", { house: "payment_clearing" }, main(alice.memberId), 10_000n);
    await move("deposit", { house: "payment_clearing" }, main(bob.memberId), 99_900n);
    await move(
      "withdrawal.hold",
      main(alice.memberId),
      { memberId: alice.memberId, kind: "withdrawal_hold" },
      3_000n,
    );
    await move(
      "withdrawal.fee",
      { memberId: alice.memberId, kind: "withdrawal_hold" },
      { house: "fee_income" },
      150n,
    );
    await move("bonus.manual", { house: "bonus_expense" }, main(alice.memberId), 525n, {
      remark: "Welcome back",
    });
    await move(
      "transfer.wallet",
      main(alice.memberId),
      { memberId: alice.memberId, kind: "vendor:VLIVE" },
      1_000n,
    );

    const answer = await records(alice.token, { ...last30(), pageSize: 50 });
    expect(answer.statusCode).toBe(200);
    const value = answer.json().value as { list: Line[]; totalCount: number; totals: Record<string, number> };
    const seen = value.list.map((line) => [line.kind, line.wallet, line.amount, line.balanceAfter]);
    expect(seen).toEqual([
      ["transfer.wallet", "VLIVE", 10, 10],
      ["transfer.wallet", "MAIN", -10, 65.25],
      ["bonus.manual", "MAIN", 5.25, 75.25],
      ["withdrawal.fee", "WITHDRAWAL_HOLD", -1.5, 28.5],
      ["withdrawal.hold", "WITHDRAWAL_HOLD", 30, 30],
      ["withdrawal.hold", "MAIN", -30, 70],
      ["deposit", "MAIN", 100, 100],
    ]);
    expect(value.list.map((line) => line.type)).toEqual([
      "transfer",
      "transfer",
      "bonus",
      "fee",
      "withdrawal",
      "withdrawal",
      "deposit",
    ]);
    expect(value.list[0]!.walletName).toBe("Velvet Live");
    expect(value.list[0]!.orderNo).toBe(value.list[1]!.orderNo);
    expect(value.list[2]!.remark).toBe("Welcome back");
    expect(value.totalCount).toBe(7);
    // Moves between Alice's own wallets (the hold, the game wallet) are neither in nor out.
    expect(value.totals).toEqual({ moneyIn: 105.25, moneyOut: -1.5 });
    // Bob's deposit is his alone.
    const bobs = (await records(bob.token, last30())).json().value as { list: Line[] };
    expect(bobs.list.map((line) => line.amount)).toEqual([999]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it("filters by type and pages with counts that match the filter", async () => {
    const carol = await memberWithToken("rec-carol");
    const main: AccountRef = { memberId: carol.memberId, kind: "main" };
    for (let index = 1; index <= 7; index++) {
      await move("deposit", { house: "payment_clearing" }, main, BigInt(index * 100));
    }
    await move("adjustment", { house: "adjustment" }, main, 1n);
    const deposits = await records(carol.token, { ...last30(), types: "deposit", pageSize: 3 });
    const first = deposits.json().value;
    expect([first.totalCount, first.totalPages, first.pageNo]).toEqual([7, 3, 1]);
    expect(first.list.map((line: Line) => line.amount)).toEqual([7, 6, 5]);
    const third = (
      await records(carol.token, { ...last30(), types: "deposit", pageSize: 3, pageNo: 3 })
    ).json().value;
    expect(third.list.map((line: Line) => line.amount)).toEqual([1]);
    const beyond = (
      await records(carol.token, { ...last30(), types: "deposit", pageSize: 3, pageNo: 9 })
    ).json().value;
    expect([beyond.list.length, beyond.totalCount]).toEqual([0, 7]);
    const mixed = (await records(carol.token, { ...last30(), types: "adjustment,bonus" })).json().value;
    expect(mixed.list.map((line: Line) => [line.type, line.amount])).toEqual([["adjustment", 0.01]]);
    expect(mixed.totals).toEqual({ moneyIn: 0.01, moneyOut: 0 });
  });

  it("keeps to the time range: the last 30 days leave out an older movement, the previous period shows it", async () => {
    const dan = await memberWithToken("rec-dan");
    const main: AccountRef = { memberId: dan.memberId, kind: "main" };
    const old = await move("deposit", { house: "payment_clearing" }, main, 4_000n);
    await backdate(old, 40);
    await move("deposit", { house: "payment_clearing" }, main, 500n);
    const recent = (await records(dan.token, last30())).json().value;
    expect(recent.list.map((line: Line) => line.amount)).toEqual([5]);
    const previous = (
      await records(dan.token, { startTime: Date.now() - 60 * DAY, endTime: Date.now() - 30 * DAY })
    ).json().value;
    expect(previous.list.map((line: Line) => [line.amount, line.balanceAfter])).toEqual([[40, 40]]);
    expect(previous.list[0].time).toBeLessThan(Date.now() - 39 * DAY);
  });

  it("gives every kind the type of the shared rule, and the filter the same answer", async () => {
    const erin = await memberWithToken("rec-erin");
    const main: AccountRef = { memberId: erin.memberId, kind: "main" };
    const kinds = ["bet", "win", "refund", "fee", "jackpot.drop", "transfer.upline", "deposit.gateway"];
    for (const kind of kinds) await move(kind, { house: "house" }, main, 100n);
    const all = (await records(erin.token, { ...last30(), pageSize: 100 })).json().value.list as Line[];
    for (const line of all) expect(line.type).toBe(recordTypeOfKind(line.kind));
    expect(new Set(all.map((line) => line.type))).toEqual(
      new Set(["bet", "win", "fee", "other", "transfer", "deposit"]),
    );
    for (const type of RECORD_TYPES) {
      const filtered = (await records(erin.token, { ...last30(), types: type, pageSize: 100 })).json().value
        .list as Line[];
      expect(filtered.map((line) => line.id)).toEqual(
        all.filter((line) => line.type === type).map((line) => line.id),
      );
    }
  });

  it("refuses bad queries with a clear error, and strangers", async () => {
    const { token } = await memberWithToken("rec-frank");
    const now = Date.now();
    const bad: Record<string, string | number>[] = [
      { startTime: now - DAY, endTime: now, types: "deposit,lottery" },
      { startTime: now, endTime: now - DAY },
      { startTime: now - 400 * DAY, endTime: now },
      { startTime: now - DAY, endTime: now, pageSize: 0 },
      { startTime: now - DAY, endTime: now, pageSize: 101 },
      { startTime: now - DAY, endTime: now, pageNo: "two" },
      { endTime: now },
    ];
    for (const query of bad) {
      const answer = await records(token, query);
      expect([answer.statusCode, answer.json().errorCode], JSON.stringify(query)).toEqual([
        400,
        "request_param_err",
      ]);
    }
    const anonymous = await t.app.inject({ method: "GET", url: `${URL}?startTime=0&endTime=1` });
    expect(anonymous.statusCode).toBe(401);
    const bonus = await t.app.inject({
      method: "GET",
      url: "/wps/relay/ODSFE2_MemBonusDet?startTime=5&endTime=1",
      headers: { authorization: token, merchant: "demo" },
    });
    expect([bonus.statusCode, bonus.json().errorCode]).toEqual([400, "request_param_err"]);
  });
});
