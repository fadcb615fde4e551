import type { MerchantConfig } from "@banca/contract/merchant-config";
import { describe, expect, it } from "vitest";
import { depositToMain, insertMember } from "./support/ledger-fixtures.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

/** A second brand on the same platform, with no demo accounts. */
function secondBrand(demo: MerchantConfig): MerchantConfig {
  return { ...demo, code: "second", domains: ["second.example"], demoAccounts: [] };
}

describe(`platform-wide views of the back office on ${databaseKind}`, () => {
  const demo = demoConfig();
  const t = useTestApp(() => ({ merchants: [demo, secondBrand(demo)] }));

  it("checks only the operator's own merchant's ledger for an operator of one merchant", async () => {
    // A drifted balance at the second brand: its operators and the platform's must see it, the demo's not.
    const memberId = await insertMember(t.db, "second", "drifter");
    await depositToMain(t.db, { merchantCode: "second", memberId, amount: 5_000n, key: "scope:drifter" });
    await t.db.query("UPDATE ledger_accounts SET balance = balance + 1 WHERE member_id = $1", [memberId]);

    const check = async (key: string, merchant: string) => {
      const response = await operatorCalls(t, key, merchant)("GET", "/admin/api/ledger/check");
      expect(response.statusCode).toBe(200);
      return response.json().value;
    };
    const demoOnly = await check(await operatorKey(t.db, "demo"), "demo");
    const secondOnly = await check(await operatorKey(t.db, "second"), "second");
    const platform = await check(await operatorKey(t.db), "demo");

    expect(demoOnly).toMatchObject({ merchantCode: "demo", ok: true, driftedAccounts: [] });
    expect(secondOnly).toMatchObject({ merchantCode: "second", ok: false, entries: 1, postings: 2 });
    expect(secondOnly.driftedAccounts).toHaveLength(1);
    expect(platform).toMatchObject({ merchantCode: null, ok: false });
    expect(platform.entries).toBe(demoOnly.entries + secondOnly.entries);
    expect(platform.driftedAccounts).toEqual(secondOnly.driftedAccounts);
  });

  it("shows failed jobs only to operators of all merchants", async () => {
    await t.db.query(
      `INSERT INTO jobs (name, run_key, run_at, state, attempts, last_error, finished_at)
       VALUES ('deposits.expire', 'scope-test', now(), 'failed', 5, 'deposit 7 of second: timeout', now())`,
    );
    const url = "/admin/api/jobs/failed";
    const scoped = await operatorCalls(t, await operatorKey(t.db, "demo"), "demo")("GET", url);
    expect([scoped.statusCode, scoped.json().errorCode]).toEqual([403, "operator.forbidden"]);
    expect(JSON.stringify(scoped.json())).not.toContain("timeout");

    const platform = await operatorCalls(t, await operatorKey(t.db), "demo")("GET", url);
    expect(platform.statusCode).toBe(200);
    expect(platform.json().value.list).toEqual([
      expect.objectContaining({ run_key: "scope-test", last_error: "deposit 7 of second: timeout" }),
    ]);
  });
});
