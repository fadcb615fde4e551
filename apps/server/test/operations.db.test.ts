import { describe, expect, it } from "vitest";
import { runOpsCommand } from "#app/cli/ops-commands.ts";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { insertMember } from "./support/ledger-fixtures.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

describe(`back office on ${databaseKind}`, () => {
  const t = useTestApp();

  const mainBalance = async (memberId: number) => {
    const [row] = await t.db.query<{ balance: string }>(
      "SELECT balance::text FROM ledger_accounts WHERE member_id = $1 AND kind = 'main'",
      [memberId],
    );
    return row ? BigInt(row.balance) : 0n;
  };
  const auditCount = async () =>
    Number((await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM audit_log"))[0]!.n);

  it("refuses calls without a valid operator key, or for a merchant the operator may not see", async () => {
    const url = "/admin/api/ledger/check";
    const bare = await t.app.inject({ url, headers: { merchant: "demo" } });
    expect([bare.statusCode, bare.json().errorCode]).toEqual([401, "operator.unauthorized"]);
    const wrong = await operatorCalls(t, "bk_not-a-key-of-anyone-at-all")("GET", url);
    expect([wrong.statusCode, wrong.json().errorCode]).toEqual([401, "operator.unauthorized"]);
    // A member's session token is not an operator key.
    const member = await t.app.inject({
      url,
      headers: { merchant: "demo", authorization: "some-session-token" },
    });
    expect(member.statusCode).toBe(401);

    const key = await operatorKey(t.db);
    const noMerchant = await t.app.inject({ url, headers: { authorization: `Bearer ${key}` } });
    expect([noMerchant.statusCode, noMerchant.json().errorCode]).toEqual([400, "request_param_err"]);

    const demoOnly = await operatorKey(t.db, "demo");
    expect((await operatorCalls(t, demoOnly, "demo")("GET", url)).statusCode).toBe(200);
    const elsewhere = await operatorCalls(t, demoOnly, "other-brand")("GET", url);
    expect([elsewhere.statusCode, elsewhere.json().errorCode]).toEqual([403, "operator.forbidden"]);
  });

  it("stops accepting a key once its operator is disabled", async () => {
    const [line] = await runOpsCommand(t.db, ["operator", "add", "night-shift"]);
    expect(line).toBe("operator night-shift (all merchants)");
    const key = (await runOpsCommand(t.db, ["operator", "add", "night-shift"]))[1]!.replace("key: ", "");
    expect((await operatorCalls(t, key)("GET", "/admin/api/ledger/check")).statusCode).toBe(200);
    expect(await runOpsCommand(t.db, ["operator", "disable", "night-shift"])).toEqual([
      "operator night-shift disabled",
    ]);
    expect((await operatorCalls(t, key)("GET", "/admin/api/ledger/check")).statusCode).toBe(401);
    await expect(runOpsCommand(t.db, ["operator", "add", "Bad Name!"])).rejects.toThrow(/operator name/);
  });

  it("adjusts a balance with a reason, once per reference, and audits it", async () => {
    const memberId = await insertMember(t.db, "demo", "adjust-me");
    const call = operatorCalls(t, await operatorKey(t.db));
    const before = await auditCount();
    const body = {
      username: "adjust-me",
      amount: "25.50",
      reason: "goodwill for the outage",
      reference: "ticket-77",
    };
    const first = await call("POST", "/admin/api/balance/adjust", body);
    expect(first.json()).toMatchObject({ success: true, value: { balance: "25.50", replayed: false } });
    const again = await call("POST", "/admin/api/balance/adjust", body);
    expect(again.json().value).toMatchObject({ replayed: true, entryId: first.json().value.entryId });
    expect(await mainBalance(memberId)).toBe(2550n);
    expect(await auditCount()).toBe(before + 1);

    const debit = await call("POST", "/admin/api/balance/adjust", {
      ...body,
      amount: "-5",
      reference: "ticket-78",
    });
    expect(debit.json().value.balance).toBe("20.50");
    const audit = await call("GET", `/admin/api/audit?targetType=member&targetId=${memberId}`);
    expect(
      audit
        .json()
        .value.list.map((entry: { action: string; detail: { amount: string } }) => entry.detail.amount),
    ).toEqual(["-5.00", "25.50"]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it.each([
    [{ username: "adjust-me", amount: "-1000", reason: "too much" }, 400, "insufficient.balance"],
    [{ username: "adjust-me", amount: "0", reason: "nothing" }, 400, "request_param_err"],
    [{ username: "adjust-me", amount: "1.005", reason: "sub-cent" }, 400, "request_param_err"],
    [{ username: "adjust-me", amount: "1e3", reason: "exponent" }, 400, "request_param_err"],
    [{ username: "adjust-me", amount: 10, reason: "a number" }, 400, "request_param_err"],
    [{ username: "adjust-me", amount: "10", reason: "" }, 400, "request_param_err"],
    [{ username: "nobody-here", amount: "10", reason: "ghost" }, 400, "member.not.found"],
  ])("refuses %o and moves nothing", async (body, status, code) => {
    const memberId = Number(
      (await t.db.query<{ id: string }>("SELECT id::text FROM members WHERE username = 'adjust-me'"))[0]!.id,
    );
    const [balance, audits] = [await mainBalance(memberId), await auditCount()];
    const response = await operatorCalls(t, await operatorKey(t.db))(
      "POST",
      "/admin/api/balance/adjust",
      body,
    );
    expect([response.statusCode, response.json().errorCode]).toEqual([status, code]);
    expect([await mainBalance(memberId), await auditCount()]).toEqual([balance, audits]);
  });

  it("keeps the audit log append-only", async () => {
    await expect(t.db.query("UPDATE audit_log SET actor = 'someone else'")).rejects.toThrow(/append-only/);
    await expect(t.db.query("DELETE FROM audit_log")).rejects.toThrow(/append-only/);
    expect(await auditCount()).toBeGreaterThan(0);
  });

  it("adjusts from the command line as the machine's user", async () => {
    const [line] = await runOpsCommand(t.db, [
      "balance",
      "adjust",
      "demo",
      "adjust-me",
      "2",
      "cash",
      "desk",
      "refund",
    ]);
    expect(line).toMatch(/^adjust-me: adjusted by 2, balance now 22\.50/);
    const [last] = await t.db.query<{ actor: string; detail: { reason: string } }>(
      "SELECT actor, detail FROM audit_log ORDER BY id DESC LIMIT 1",
    );
    expect(last!.actor).toMatch(/^cli:/);
    expect(last!.detail.reason).toBe("cash desk refund");
    await expect(runOpsCommand(t.db, ["balance", "adjust", "demo", "adjust-me", "2"])).rejects.toThrow(
      /Usage/,
    );
  });
});
