import type { MerchantConfig } from "@banca/contract/merchant-config";
import { describe, expect, it } from "vitest";
import { PERSONAL_DATA_READ } from "#app/modules/audit/personal-data-reads.ts";
import { insertMember } from "./support/ledger-fixtures.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { insertStaff, staffCalls, staffLogin } from "./support/staff.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

/** The demo merchant with a low four-eyes threshold, and a second brand beside it. */
function merchants(): MerchantConfig[] {
  const demo = demoConfig();
  return [
    { ...demo, backoffice: { approvalThreshold: "100.00" } },
    { ...demo, code: "second", domains: ["second.example"], demoAccounts: [] },
  ];
}

describe(`staff at work: scope, audit and four-eyes on ${databaseKind}`, () => {
  const t = useTestApp(() => ({ merchants: merchants() }));

  const balanceOf = async (username: string) => {
    const [row] = await t.db.query<{ balance: string }>(
      `SELECT a.balance::text FROM ledger_accounts a JOIN members m ON m.id = a.member_id
        WHERE m.username = $1 AND a.kind = 'main'`,
      [username],
    );
    return BigInt(row?.balance ?? "0");
  };

  it("keeps a member scoped to listed merchants out of the others, and lets one of all merchants in", async () => {
    const finance = await insertStaff(t.db, "fin-demo", "finance", ["demo"]);
    const owner = await insertStaff(t.db, "owner-all", "owner");
    const cookie = await staffLogin(t, finance);
    const refused = await staffCalls(t, cookie, "second")("GET", "/admin/api/deposits");
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, "staff.merchant.forbidden"]);
    expect((await staffCalls(t, cookie, "demo")("GET", "/admin/api/deposits")).statusCode).toBe(200);
    const own = await staffCalls(t, cookie)("GET", "/admin/api/staff/merchants");
    expect(own.json().value.list).toEqual([{ code: "demo", name: expect.any(String) }]);
    const everywhere = staffCalls(t, await staffLogin(t, owner), "second");
    expect((await everywhere("GET", "/admin/api/deposits")).statusCode).toBe(200);
    const list = await everywhere("GET", "/admin/api/staff/merchants");
    expect(list.json().value.list.map((row: { code: string }) => row.code)).toEqual(["demo", "second"]);
  });

  it("refuses a call the role lacks, and audits writes and personal-data reads under staff:<name>", async () => {
    await insertMember(t.db, "demo", "audited");
    const support = await insertStaff(t.db, "sup-1", "support");
    const finance = await insertStaff(t.db, "fin-1", "finance");
    const supportCall = staffCalls(t, await staffLogin(t, support));
    const forbidden = await supportCall("POST", "/admin/api/balance/adjust", {
      username: "audited",
      amount: "5.00",
      reason: "not my job",
    });
    expect([forbidden.statusCode, forbidden.json().errorCode]).toEqual([403, "staff.forbidden"]);
    expect(await balanceOf("audited")).toBe(0n);

    const financeCall = staffCalls(t, await staffLogin(t, finance));
    const adjusted = await financeCall("POST", "/admin/api/balance/adjust", {
      username: "audited",
      amount: "5.00",
      reason: "goodwill",
    });
    expect(adjusted.json()).toMatchObject({ success: true, value: { replayed: false, balance: "5.00" } });
    expect((await financeCall("GET", "/admin/api/deposits")).statusCode).toBe(200);
    const audit = await t.db.query<{ actor: string; action: string }>(
      "SELECT actor, action FROM audit_log WHERE actor LIKE 'staff:%' ORDER BY id",
    );
    expect(audit).toEqual(
      expect.arrayContaining([
        { actor: "staff:fin-1", action: "balance.adjust" },
        { actor: "staff:fin-1", action: PERSONAL_DATA_READ },
      ]),
    );
    expect(audit.some((row) => row.actor === "staff:sup-1")).toBe(false);
  });

  it("holds an adjustment above the threshold for a second person, who moves the money once", async () => {
    await insertMember(t.db, "demo", "bigwin");
    const first = await insertStaff(t.db, "fin-a", "finance");
    const second = await insertStaff(t.db, "risk-b", "risk");
    const requester = staffCalls(t, await staffLogin(t, first));
    const approver = staffCalls(t, await staffLogin(t, second));

    const held = await requester("POST", "/admin/api/balance/adjust", {
      username: "bigwin",
      amount: "250.00",
      reason: "jackpot correction",
    });
    expect(held.json()).toMatchObject({
      success: true,
      value: { pending: true, approvalId: expect.any(Number) },
    });
    const id = held.json().value.approvalId;
    expect(await balanceOf("bigwin")).toBe(0n);

    const pending = (await approver("GET", "/admin/api/approvals")).json().value;
    expect(pending.list).toEqual([
      expect.objectContaining({
        id,
        kind: "balance.adjust",
        username: "bigwin",
        amount: "250.00",
        requestedBy: "staff:fin-a",
      }),
    ]);
    const self = await requester("POST", "/admin/api/approvals/approve", { id });
    expect([self.statusCode, self.json().errorCode]).toEqual([403, "approval.same.person"]);
    expect(await balanceOf("bigwin")).toBe(0n);

    const approved = await Promise.all([
      approver("POST", "/admin/api/approvals/approve", { id }),
      approver("POST", "/admin/api/approvals/approve", { id }),
    ]);
    expect(approved.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const again = await approver("POST", "/admin/api/approvals/approve", { id });
    expect(again.json().value).toEqual({ id, status: "approved", replayed: true });
    expect(await balanceOf("bigwin")).toBe(25_000n);
    const entries = await t.db.query("SELECT 1 FROM journal_entries WHERE idempotency_key = $1", [
      `adjustment:approval:${id}`,
    ]);
    expect(entries).toHaveLength(1);

    // A tool's key is a person too: another request, approved by the operator.
    const tool = operatorCalls(t, await operatorKey(t.db));
    const grant = await requester("POST", "/admin/api/bonus/grant", {
      username: "bigwin",
      amount: "150.00",
      reason: "vip",
    });
    const grantId = grant.json().value.approvalId;
    const rejected = await tool("POST", "/admin/api/approvals/reject", { id: grantId, reason: "not agreed" });
    expect(rejected.json().value).toEqual({ id: grantId, status: "rejected", replayed: false });
    const late = await approver("POST", "/admin/api/approvals/approve", { id: grantId });
    expect([late.statusCode, late.json().errorCode]).toEqual([409, "approval.decided"]);
    expect(await balanceOf("bigwin")).toBe(25_000n);
    const decided = (await tool("GET", "/admin/api/approvals?status=rejected")).json().value.list;
    expect(decided).toEqual([
      expect.objectContaining({
        id: grantId,
        rejectReason: "not agreed",
        decidedBy: expect.stringMatching(/^operator:/),
      }),
    ]);
  });

  it("keeps approvals to their merchant and to roles that decide", async () => {
    await insertMember(t.db, "demo", "scoped");
    const owner = await insertStaff(t.db, "own-c", "owner");
    const content = await insertStaff(t.db, "con-d", "content");
    const held = await staffCalls(t, await staffLogin(t, owner))("POST", "/admin/api/bonus/grant", {
      username: "scoped",
      amount: "101.00",
      reason: "welcome back",
    });
    const id = held.json().value.approvalId;
    const refused = await staffCalls(t, await staffLogin(t, content))(
      "POST",
      "/admin/api/approvals/approve",
      { id },
    );
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, "staff.forbidden"]);
    const otherMerchant = await operatorCalls(t, await operatorKey(t.db), "second")(
      "POST",
      "/admin/api/approvals/approve",
      {
        id,
      },
    );
    expect([otherMerchant.statusCode, otherMerchant.json().errorCode]).toEqual([404, "approval.not.found"]);
    expect(await balanceOf("scoped")).toBe(0n);
  });
});
