import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { insertMember } from "./support/ledger-fixtures.ts";
import { openRound } from "./support/loyalty.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { changedTables, tableChecksum } from "./support/table-checksum.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

/**
 * The member page's long lists (decision 090): the ledger history and the game rounds, a page at a
 * time, filtered, and the merchant's form field rules read and changed from the back office.
 */
describe(`the back office's member history and field rules on ${databaseKind}`, () => {
  const demo = demoConfig();
  const t = useTestApp(() => ({
    merchants: [demo, { ...demo, code: "second", domains: ["second.example"], demoAccounts: [] }],
  }));
  const tag = randomBytes(3).toString("hex");
  const username = `hist${tag}`;

  it("pages a member's ledger lines newest first, by wallet and by kind, with the reason given", async () => {
    const call = operatorCalls(t, await operatorKey(t.db, "demo"));
    await insertMember(t.db, "demo", username);
    for (const [amount, reason] of [
      ["10.00", "first goodwill"],
      ["2.50", "second goodwill"],
      ["-1.25", "taken back"],
    ] as const) {
      const adjusted = await call("POST", "/admin/api/balance/adjust", {
        username,
        amount,
        reason,
        reference: `${tag}-${amount}`,
      });
      expect(adjusted.statusCode).toBe(200);
    }

    const page = async (query: string) => {
      const response = await call("GET", `/admin/api/members/ledger?username=${username}&${query}`);
      expect(response.statusCode, query).toBe(200);
      return response.json().value;
    };
    const first = await page("pageSize=2");
    expect(first).toMatchObject({ pageNo: 1, pageSize: 2, totalCount: 3, totalPages: 2 });
    expect(first.list).toEqual([
      expect.objectContaining({
        kind: "adjustment",
        wallet: "main",
        amount: "-1.25",
        balanceAfter: "11.25",
        remark: "taken back",
      }),
      expect.objectContaining({ amount: "2.50", balanceAfter: "12.50", remark: "second goodwill" }),
    ]);
    const second = await page("pageSize=2&pageNo=2");
    expect(second.list.map((line: { amount: string }) => line.amount)).toEqual(["10.00"]);
    expect((await page("wallet=main")).totalCount).toBe(3);
    expect((await page("wallet=points")).totalCount).toBe(0);
    expect((await page("kind=adjustment")).totalCount).toBe(3);
    // A prefix matches whole kinds under it, not any kind that starts with its letters.
    expect((await page("kind=adjust")).totalCount).toBe(0);
    expect((await page("kind=bonus")).totalCount).toBe(0);
  });

  it("pages a member's game rounds, optionally in one state", async () => {
    const call = operatorCalls(t, await operatorKey(t.db, "demo"));
    const memberId = await insertMember(t.db, "demo", `bets${tag}`);
    const settled = await openRound(t.db, { merchantCode: "demo", memberId, gameType: "RNG", bet: 500n });
    await settled.settle();
    await t.db.query("UPDATE game_rounds SET win = 1200 WHERE id = $1", [settled.id]);
    await openRound(t.db, { merchantCode: "demo", memberId, gameType: "RNG", bet: 300n });

    const rounds = async (query: string) =>
      (await call("GET", `/admin/api/members/bets?username=bets${tag}&${query}`)).json().value;
    const all = await rounds("pageSize=10");
    expect(all).toMatchObject({ totalCount: 2, totalPages: 1 });
    expect(all.list.map((round: { state: string }) => round.state)).toEqual(["open", "settled"]);
    expect(all.list[1]).toMatchObject({
      id: settled.id,
      bet: "5.00",
      validBet: "5.00",
      win: "12.00",
      state: "settled",
    });
    expect(all.list[1].settledAt).not.toBeNull();
    const open = await rounds("state=open");
    expect(open.list.map((round: { bet: string }) => round.bet)).toEqual(["3.00"]);
  });

  it("refuses bad paging and unknown members, and finds no member of another merchant", async () => {
    const call = operatorCalls(t, await operatorKey(t.db, "demo"));
    const other = operatorCalls(t, await operatorKey(t.db, "second"), "second");
    for (const query of [
      `username=${username}&pageSize=101`,
      `username=${username}&pageNo=0`,
      `username=${username}&wallet=MAIN;--`,
      `username=${username}&kind=bonus%25`,
      "pageSize=5",
    ]) {
      const answer = await call("GET", `/admin/api/members/ledger?${query}`);
      expect([answer.statusCode, answer.json().errorCode], query).toEqual([400, "request_param_err"]);
    }
    const state = await call("GET", `/admin/api/members/bets?username=${username}&state=won`);
    expect(state.json().errorCode).toBe("request_param_err");
    const nobody = await call("GET", "/admin/api/members/ledger?username=nobody-at-all");
    expect(nobody.json().errorCode).toBe("member.not.found");
    const elsewhere = await other("GET", `/admin/api/members/bets?username=${username}`);
    expect(elsewhere.json().errorCode).toBe("member.not.found");
  });

  it("changes the rules of the fields named, with a reason, and the site's register settings follow", async () => {
    const call = operatorCalls(t, await operatorKey(t.db, "second"), "second");
    const before = (await call("GET", "/admin/api/merchant/field-rules")).json().value.rules;
    expect(before.username).toMatchObject({ enabled: true, required: true });
    const email = {
      enabled: true,
      required: true,
      acceptedPattern: "",
      patternId: 3,
      minLength: 6,
      maxLength: 80,
    };
    const changed = await call("POST", "/admin/api/merchant/field-rules", {
      rules: { email },
      reason: "ask every new member for an e-mail",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().value.rules.email).toEqual(email);
    // Other fields keep their rules.
    expect(changed.json().value.rules.username).toEqual(before.username);

    const site = await t.app.inject({
      method: "GET",
      url: "/wps/system/setting/register",
      headers: { merchant: "second" },
    });
    expect(site.json().value.email).toEqual(email);
    const [audit] = await t.db.query<{ detail: { reason: string; changed: Record<string, unknown> } }>(
      "SELECT detail FROM audit_log WHERE merchant_code = 'second' AND action = 'merchant.field-rules' ORDER BY id DESC",
    );
    expect(audit?.detail.reason).toBe("ask every new member for an e-mail");
    expect(Object.keys(audit?.detail.changed ?? {})).toEqual(["email"]);
  });

  it("refuses rules that cannot work, and writes nothing", async () => {
    const call = operatorCalls(t, await operatorKey(t.db, "second"), "second");
    const rule = {
      enabled: true,
      required: false,
      acceptedPattern: "",
      patternId: 0,
      minLength: 0,
      maxLength: 20,
    };
    const checksum = await tableChecksum(t.db);
    for (const [label, body] of [
      ["no reason", { rules: { line: rule } }],
      ["no field", { rules: {}, reason: "nothing at all" }],
      ["unknown field", { rules: { shoeSize: rule }, reason: "a field we do not have" }],
      ["min above max", { rules: { line: { ...rule, minLength: 30 } }, reason: "broken lengths" }],
      ["too long", { rules: { line: { ...rule, maxLength: 5000 } }, reason: "unbounded length" }],
      ["bad regex", { rules: { line: { ...rule, acceptedPattern: "a)|(b" } }, reason: "broken regex" }],
      ["unknown pattern", { rules: { line: { ...rule, patternId: 99 } }, reason: "no such family" }],
      [
        "hidden but required",
        { rules: { line: { ...rule, enabled: false, required: true } }, reason: "odd" },
      ],
      ["username hidden", { rules: { username: { ...rule, enabled: false } }, reason: "no usernames" }],
      ["password optional", { rules: { password: { ...rule, required: false } }, reason: "no passwords" }],
    ] as const) {
      const answer = await call("POST", "/admin/api/merchant/field-rules", body);
      expect([answer.statusCode, answer.json().errorCode], label).toEqual([400, "request_param_err"]);
    }
    expect(changedTables(checksum, await tableChecksum(t.db))).toEqual([]);
  });
});
