import { randomUUID } from "node:crypto";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { describe, expect, it } from "vitest";
import { createBonusService } from "#app/modules/bonus/service.ts";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { depositToMain } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { withModules } from "./support/verification.ts";

const PASSWORD = "Secure2026";
const PAYMENT_PASSWORD = "482913";
// The payment password counts checks in flight against its limit of 5 (a burst of guesses must not
// get past it), so one account sends at most 5 transfers at once.
const IN_FLIGHT = 5;

describe(`transfers to the upline on ${databaseKind}`, () => {
  const demo = demoConfig();
  const t = useTestApp(() => ({ merchants: [demo, withModules(demo, "noup", { AGETRANSFERUP3: "0" })] }));
  const { call, register, nextIp } = memberCalls(t, "198.18.63");
  let serial = 0;
  const name = (prefix: string) => `${prefix}${Date.now().toString(36)}${++serial}`;

  /** An agent with an affiliate code, as the agent area will create them. */
  async function agent(merchant = "demo") {
    const { id, userName } = await register(name("agt"), PASSWORD, merchant);
    const code = `AF${serial}${Date.now().toString(36)}`.slice(0, 16);
    await t.db.query(
      "UPDATE members SET kind = 'agent', agent_level = 1, affiliate_code = $2 WHERE id = $1",
      [id, code],
    );
    return { id, userName, code };
  }

  /** A player registered with the agent's affiliate code (the upline link), holding `balance` minor units. */
  async function downline(balance: bigint, merchant = "demo") {
    const upline = await agent(merchant);
    const response = await call("PUT", ENDPOINTS.register.path, {
      ip: nextIp(),
      merchant,
      body: {
        username: name("dwn"),
        password: PASSWORD,
        confirmPassword: PASSWORD,
        paymentPassword: PAYMENT_PASSWORD,
        affiliateCode: upline.code,
        registerMethod: "WEB",
        agreement: true,
      },
    });
    expect(response.statusCode).toBe(200);
    const member = response.json().value as { token: string; id: number };
    if (balance > 0n) {
      await depositToMain(t.db, {
        merchantCode: merchant,
        memberId: member.id,
        amount: balance,
        key: `test-deposit:${member.id}`,
      });
    }
    return { ...member, merchant, upline };
  }

  const transfer = (
    member: { token: string; merchant?: string },
    body: Record<string, unknown>,
    options: { sealed?: boolean } = {},
  ) =>
    call("POST", ENDPOINTS.transferUpline.path, {
      token: member.token,
      sealed: options.sealed ?? true,
      ...(member.merchant ? { merchant: member.merchant } : {}),
      body: { password: PAYMENT_PASSWORD, requestId: randomUUID(), ...body },
    });
  const balanceOf = async (memberId: number) =>
    createLedgerService(t.db).balance("demo", { memberId, kind: "main" }, "USD");
  const written = async () => {
    const rows = await t.db.query<{ transfers: string; entries: string }>(
      `SELECT (SELECT count(*) FROM upline_transfers) AS transfers,
              (SELECT count(*) FROM journal_entries WHERE kind = 'transfer.upline') AS entries`,
    );
    return { transfers: Number(rows[0]?.transfers), entries: Number(rows[0]?.entries) };
  };
  const info = async (token: string) =>
    (await call("GET", ENDPOINTS.memberInfo.path, { token })).json().value;

  it("says in member info whether the member has an upline", async () => {
    const member = await downline(0n);
    expect((await info(member.token)).toUpline).toBe(true);
    const loner = await register(name("solo"), PASSWORD);
    expect((await info(loner.token)).toUpline).toBe(false);
  });

  it("moves the amount from the member's main wallet to the upline's in one entry, and lists it", async () => {
    const member = await downline(10_000n);
    const answer = await transfer(member, { amount: "25.50" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().value).toMatchObject({
      amount: 25.5,
      balance: 74.5,
      upline: member.upline.userName,
    });
    expect(await balanceOf(member.id)).toBe(7_450n);
    expect(await balanceOf(member.upline.id)).toBe(2_550n);
    const postings = await t.db.query<{ member_id: string; amount: string }>(
      `SELECT a.member_id::text, p.amount::text FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
         JOIN journal_entries e ON e.id = p.entry_id WHERE e.kind = 'transfer.upline' AND a.member_id IN ($1, $2)
        ORDER BY p.amount`,
      [member.id, member.upline.id],
    );
    expect(postings).toEqual([
      { member_id: String(member.id), amount: "-2550" },
      { member_id: String(member.upline.id), amount: "2550" },
    ]);
    const records = await call("GET", `${ENDPOINTS.uplineTransfers.path}?pageNo=1&pageSize=10`, {
      token: member.token,
    });
    expect(records.json().value).toMatchObject({
      upline: member.upline.userName,
      list: [{ id: answer.json().value.id, amount: 25.5 }],
      pageNo: 1,
      totalPages: 1,
    });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it("applies a retried request once and refuses the same request id with another amount", async () => {
    const member = await downline(5_000n);
    const requestId = randomUUID();
    const first = await transfer(member, { amount: "10", requestId });
    const retry = await transfer(member, { amount: "10", requestId });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().value.id).toBe(first.json().value.id);
    expect(await balanceOf(member.id)).toBe(4_000n);
    const before = await written();
    const changed = await transfer(member, { amount: "11", requestId });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errorCode).toBe("idempotency.conflict");
    expect(await written()).toEqual(before);
    expect(await balanceOf(member.id)).toBe(4_000n);
    // The same id sent several times at once still moves the money once.
    const burstId = randomUUID();
    const burst = await Promise.all(
      Array.from({ length: IN_FLIGHT }, () => transfer(member, { amount: "1", requestId: burstId })),
    );
    expect(burst.map((answer) => answer.statusCode)).toEqual(Array(IN_FLIGHT).fill(200));
    expect(new Set(burst.map((answer) => answer.json().value.id)).size).toBe(1);
    expect(await balanceOf(member.id)).toBe(3_900n);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it("keeps a bonus still being wagered with the member: only the withdrawable part goes upline", async () => {
    const member = await downline(0n);
    // What a claimed welcome bonus posts: 10.00 with 5× turnover, and an upline to pool it for.
    await t.db.transaction((tx) =>
      createBonusService(t.db).grantBonus(tx, {
        merchantCode: "demo",
        memberId: member.id,
        amount: 1_000n,
        reason: "Welcome bonus",
        reference: `upline-bonus:${member.id}`,
        turnoverMultiplier: 5,
        source: "promotion",
      }),
    );
    const before = await written();
    const refused = await transfer(member, { amount: "10" });
    expect([refused.statusCode, refused.json().errorCode, refused.json().value]).toEqual([
      400,
      "bonus.wagering.unmet",
      { withdrawable: 0, locked: 10, wageringLeft: 50 },
    ]);
    expect(await written()).toEqual(before);
    expect([await balanceOf(member.id), await balanceOf(member.upline.id)]).toEqual([1_000n, 0n]);

    // The member's own money moves as before; the bonus stays behind.
    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId: member.id,
      amount: 2_000n,
      key: `upline-bonus-deposit:${member.id}`,
    });
    expect((await transfer(member, { amount: "20.01" })).json().errorCode).toBe("bonus.wagering.unmet");
    expect((await transfer(member, { amount: "20" })).json()).toMatchObject({
      success: true,
      value: { balance: 10 },
    });
    expect([await balanceOf(member.id), await balanceOf(member.upline.id)]).toEqual([1_000n, 2_000n]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it("refuses bad amounts, amounts above the balance and wrong payment passwords, moving nothing", async () => {
    const member = await downline(1_000n);
    const before = await written();
    for (const amount of ["0", "0.00", "-5", "abc", "1.234", "", "1e3", " "]) {
      const answer = await transfer(member, { amount });
      expect(answer.statusCode, amount).toBe(400);
      expect(answer.json().errorCode, amount).toBe("request_param_err");
    }
    const tooMuch = await transfer(member, { amount: "10.01" });
    expect(tooMuch.json().errorCode).toBe("insufficient.balance");
    const wrongPassword = await transfer(member, { amount: "1", password: "000000" });
    expect(wrongPassword.json().errorCode).toBe("invalid.payment.pw");
    const shortId = await transfer(member, { amount: "1", requestId: "x" });
    expect(shortId.json().errorCode).toBe("request_param_err");
    const plain = await transfer(member, { amount: "1" }, { sealed: false });
    expect(plain.statusCode).toBe(400);
    expect(await written()).toEqual(before);
    expect(await balanceOf(member.id)).toBe(1_000n);
    // The whole balance may go.
    expect((await transfer(member, { amount: "10.00" })).statusCode).toBe(200);
    expect(await balanceOf(member.id)).toBe(0n);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it("asks for a payment password to be set first", async () => {
    const member = await downline(1_000n);
    await t.db.query("UPDATE members SET payment_password_hash = NULL WHERE id = $1", [member.id]);
    const before = await written();
    expect((await transfer(member, { amount: "1" })).json().errorCode).toBe("not.exists.payment.password");
    expect(await written()).toEqual(before);
  });

  it("refuses members without an upline, trial accounts, missing sessions and a switched-off module", async () => {
    const loner = await register(name("solo"), PASSWORD);
    const before = await written();
    expect((await transfer(loner, { amount: "1" })).json().errorCode).toBe("upline.not.found");
    const records = await call("GET", ENDPOINTS.uplineTransfers.path, { token: loner.token });
    expect(records.json().errorCode).toBe("upline.not.found");
    const trial = (await call("POST", ENDPOINTS.freeplayLogin.path, { ip: nextIp() })).json().value;
    expect((await transfer(trial, { amount: "1" })).json().errorCode).toBe("trial.account");
    expect((await transfer({ token: "" }, { amount: "1" })).statusCode).toBe(401);
    const off = await downline(1_000n, "noup");
    const refused = await transfer(off, { amount: "1" });
    expect(refused.json().errorCode).toBe("function.not.available");
    expect(await written()).toEqual(before);
  });

  it("never overdraws under concurrent transfers", async () => {
    const member = await downline(10_000n);
    const codes: string[] = [];
    // Waves of as many transfers as the payment password lets check at once.
    for (let wave = 0; wave < 3; wave++) {
      const answers = await Promise.all(
        Array.from({ length: IN_FLIGHT }, () => transfer(member, { amount: "9.00" })),
      );
      codes.push(...answers.map((answer) => (answer.statusCode === 200 ? "ok" : answer.json().errorCode)));
    }
    expect(codes.filter((code) => code === "ok")).toHaveLength(11);
    expect(codes.filter((code) => code !== "ok")).toEqual(Array(4).fill("insufficient.balance"));
    expect(await balanceOf(member.id)).toBe(100n);
    expect(await balanceOf(member.upline.id)).toBe(9_900n);
    const records = await call("GET", `${ENDPOINTS.uplineTransfers.path}?pageNo=2&pageSize=4`, {
      token: member.token,
    });
    expect(records.json().value).toMatchObject({ pageNo: 2, totalPages: 3 });
    expect(records.json().value.list).toHaveLength(4);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
