import { randomUUID } from "node:crypto";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { MerchantConfig } from "@banca/contract/merchant-config";
import { describe, expect, it } from "vitest";
import { runOpsCommand } from "#app/cli/ops-commands.ts";
import { allJobs } from "#app/jobs.ts";
import { createJobRunner } from "#app/modules/jobs/runner.ts";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { depositToMain } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { withModules } from "./support/verification.ts";

const PASSWORD = "Secure2026";
const PAYMENT_PASSWORD = "482913";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from("JFIF\0rest of a jpeg"),
]);

const templates: MerchantConfig["withdrawal"]["templates"] = [
  {
    type: "bank",
    providers: [
      { code: "BDO", name: "BDO Unibank" },
      { code: "BPI", name: "Bank of the Philippine Islands" },
    ],
    accountPattern: "^[0-9]{10,16}$",
    holderName: true,
  },
  {
    type: "ewallet",
    providers: [{ code: "GCASH", name: "GCash" }],
    accountPattern: "^09[0-9]{9}$",
    holderName: true,
  },
  {
    type: "crypto",
    providers: [{ code: "TRC20", name: "USDT (TRC20)", accountPattern: "^T[1-9A-HJ-NP-Za-km-z]{33}$" }],
    accountPattern: "^.{20,100}$",
    holderName: false,
  },
];

function withWithdrawal(
  config: MerchantConfig,
  code: string,
  settings: Partial<MerchantConfig["withdrawal"]>,
) {
  return {
    ...config,
    code,
    name: code,
    domains: [`${code}.example`],
    withdrawal: { ...config.withdrawal, ...settings },
  };
}

/** A window of allowed hours that excludes the present hour (UTC). */
function closedHours() {
  const hour = new Date().getUTCHours();
  const at = (offset: number) => `${String((hour + offset) % 24).padStart(2, "0")}:00`;
  return { from: at(2), to: at(3) };
}

describe(`withdrawals on ${databaseKind}`, () => {
  const demo = demoConfig();
  const t = useTestApp(() => ({
    merchants: [
      demo,
      withWithdrawal(demo, "wdx", {
        templates,
        maxCards: 3,
        minAmount: "20",
        maxAmount: "1000",
        dailyCount: 3,
        feePercent: 1.5,
        forcedReceiptMinutes: 0.05,
      }),
      withWithdrawal(withModules(demo, "wdfree", { WDRAWNOPASSVERIF3: "1" }), "wdfree", {
        templates,
        minAmount: "1",
        dailyCount: 100,
      }),
      withWithdrawal(demo, "wdshut", { templates, allowedHours: closedHours() }),
    ],
  }));
  const { call, register } = memberCalls(t, "198.18.72");
  let serial = 0;
  const name = () => `wd${Date.now().toString(36)}${++serial}`;
  const ledger = () => createLedgerService(t.db);

  type Player = { id: number; token: string; merchant: string };

  async function player(merchant: string, balance: bigint): Promise<Player> {
    const { id, token } = await register(name(), PASSWORD, merchant);
    if (balance > 0n) {
      await depositToMain(t.db, {
        merchantCode: merchant,
        memberId: id,
        amount: balance,
        key: `test-deposit:${id}`,
      });
    }
    return { id, token, merchant };
  }
  const as = (member: Player) => ({ token: member.token, merchant: member.merchant });
  const balances = async (member: Player) => ({
    main: await ledger().balance(member.merchant, { memberId: member.id, kind: "main" }, "USD"),
    hold: await ledger().balance(member.merchant, { memberId: member.id, kind: "withdrawal_hold" }, "USD"),
  });
  // A new destination is proven by the login password (decision 027).
  const bind = (member: Player, body: Record<string, unknown>, sealed = true) =>
    call("PUT", ENDPOINTS.bindBankCard.path, {
      ...as(member),
      body: { loginPassword: PASSWORD, ...body },
      sealed,
    });
  async function bankCard(member: Player, holderName = "Maria Santos"): Promise<number> {
    const account = `${Date.now()}${serial}`.slice(-12).padStart(12, "1");
    // The demo merchant binds to its own banks; the others use `templates`.
    const providerCode = member.merchant === "demo" ? "CHASE" : "BDO";
    const answer = await bind(member, { type: "bank", providerCode, accountNumber: account, holderName });
    expect(answer.json()).toMatchObject({ success: true });
    return answer.json().value.card.id;
  }
  const withdraw = (member: Player, body: Record<string, unknown>, sealed = true) =>
    call("POST", ENDPOINTS.withdraw.path, {
      ...as(member),
      body: { password: PAYMENT_PASSWORD, ...body },
      sealed,
    });
  const confirm = (member: Player, body: Record<string, unknown>) =>
    call("POST", ENDPOINTS.confirmWithdrawal.path, { ...as(member), body });
  const upload = (member: Player, withdrawalId: number, bytes: Buffer, contentType = "image/png") =>
    t.app.inject({
      method: "POST",
      url: `${ENDPOINTS.withdrawProof.path}?withdrawalId=${withdrawalId}`,
      headers: { authorization: member.token, merchant: member.merchant, "content-type": contentType },
      payload: bytes,
    });
  const withdrawalCount = async (memberId: number) =>
    Number(
      (
        await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM withdrawals WHERE member_id = $1", [
          memberId,
        ])
      )[0]?.n,
    );
  async function operator(merchant: string) {
    return operatorCalls(t, await operatorKey(t.db), merchant);
  }
  async function expectLedgerSound() {
    const check = await checkLedger(t.db);
    expect(check.ok, JSON.stringify(check.driftedAccounts)).toBe(true);
  }
  /** A withdrawal of `amount` by a new player of `merchant`, approved and paid by an operator. */
  async function paidWithdrawal(merchant: string, amount: string, balance = 100_000n) {
    const member = await player(merchant, balance);
    const bankCardId = await bankCard(member);
    const asked = await withdraw(member, { amount, bankCardId });
    expect(asked.json()).toMatchObject({ success: true });
    const id = asked.json().value.record.id as number;
    const ops = await operator(merchant);
    expect((await ops("POST", "/admin/api/withdrawals/approve", { id })).json().value.status).toBe(
      "approved",
    );
    expect((await ops("POST", "/admin/api/withdrawals/pay", { id })).json().value.status).toBe("paid");
    return { member, id, ops };
  }

  it("binds cards with the fields of the merchant's templates, masked, within the limit", async () => {
    const member = await player("wdx", 0n);
    const refusals: [Record<string, unknown>, string][] = [
      [
        { type: "bank", providerCode: "NOPE", accountNumber: "1234567890", holderName: "Maria Santos" },
        "bank.card.invalid",
      ],
      [
        { type: "bank", providerCode: "BDO", accountNumber: "12ab", holderName: "Maria Santos" },
        "bank.card.invalid",
      ],
      [
        { type: "crypto", providerCode: "TRC20", accountNumber: "0xnotatronaddress000000000000000000" },
        "bank.card.invalid",
      ],
      [{ type: "bank", providerCode: "BDO", accountNumber: "1234567890" }, "request_param_err"],
      [
        { type: "bank", providerCode: "BDO", accountNumber: "1234567890", holderName: "M4ria!" },
        "request_param_err",
      ],
      [{ type: "paypal", providerCode: "BDO", accountNumber: "1234567890" }, "request_param_err"],
    ];
    for (const [body, code] of refusals) {
      const answer = await bind(member, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().errorCode).toBe(code);
    }
    expect(
      (
        await bind(
          member,
          { type: "bank", providerCode: "BDO", accountNumber: "1234567890", holderName: "A B" },
          false,
        )
      ).statusCode,
    ).toBe(400);
    const list0 = (await call("GET", ENDPOINTS.bankCards.path, as(member))).json().value;
    expect(list0).toEqual({ cards: [], maxCards: 3, payeeName: "", loginPasswordSet: true });

    const first = await bind(member, {
      type: "bank",
      providerCode: "BDO",
      accountNumber: "1234-5678-9012",
      holderName: "Maria  Santos",
    });
    expect(first.json().value.card).toMatchObject({
      type: "bank",
      providerName: "BDO Unibank",
      accountNumber: "**** 9012",
      holderName: "Maria Santos",
    });
    // The first holder name became the member's real name: later cards are in that name.
    const second = await bind(member, {
      type: "ewallet",
      providerCode: "GCASH",
      accountNumber: "09171234567",
      holderName: "Someone Else",
    });
    expect(second.json().value.card).toMatchObject({
      accountNumber: "**** 4567",
      holderName: "Maria Santos",
    });
    const duplicate = await bind(member, {
      type: "bank",
      providerCode: "BDO",
      accountNumber: "123456789012",
      holderName: "x",
    });
    expect(duplicate.json().errorCode).toBe("bank.card.duplicate");
    const crypto = await bind(member, {
      type: "crypto",
      providerCode: "TRC20",
      accountNumber: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
    });
    expect(crypto.json().value.card).toMatchObject({ accountNumber: "TQn9…bLSE", holderName: "" });
    const tooMany = await bind(member, {
      type: "bank",
      providerCode: "BPI",
      accountNumber: "5555666677",
      holderName: "x",
    });
    expect(tooMany.json().errorCode).toBe("bank.card.limit");

    const list = (await call("GET", ENDPOINTS.bankCards.path, as(member))).json().value;
    expect(list.payeeName).toBe("Maria Santos");
    expect(list.cards.map((card: { accountNumber: string }) => card.accountNumber)).toEqual([
      "**** 9012",
      "**** 4567",
      "TQn9…bLSE",
    ]);
    expect(JSON.stringify(list)).not.toContain("123456789012");
  });

  it("refuses every bad withdrawal clearly and moves nothing", async () => {
    const member = await player("wdx", 50_00n);
    const other = await player("wdx", 0n);
    const bankCardId = await bankCard(member);
    const othersCard = await bankCard(other, "Other Person");
    const before = await balances(member);
    const refusals: [Record<string, unknown>, string][] = [
      [{ amount: "abc", bankCardId }, "request_param_err"],
      [{ amount: "0", bankCardId }, "request_param_err"],
      [{ amount: "-25", bankCardId }, "request_param_err"],
      [{ amount: "25.001", bankCardId }, "request_param_err"],
      [{ amount: 0.1 + 0.2, bankCardId }, "request_param_err"],
      [{ amount: "19.99", bankCardId }, "withdrawal.amount.min"],
      [{ amount: "1000.01", bankCardId }, "withdrawal.amount.max"],
      [{ amount: "25", bankCardId: 999_999 }, "bank.card.not.found"],
      [{ amount: "25", bankCardId: othersCard }, "bank.card.not.found"],
      [{ amount: "25", bankCardId, password: "000000" }, "invalid.payment.pw"],
      [{ amount: "25", bankCardId, password: "" }, "invalid.payment.pw"],
      [{ amount: "50.01", bankCardId }, "insufficient.balance"],
      [{ amount: "25" }, "request_param_err"],
    ];
    for (const [body, code] of refusals) {
      const answer = await withdraw(member, body);
      expect(answer.json().errorCode, JSON.stringify(body)).toBe(code);
      expect(answer.json().success).toBe(false);
    }
    expect((await withdraw(member, { amount: "25", bankCardId }, false)).statusCode).toBe(400);
    const shut = await player("wdshut", 100_00n);
    const shutCard = await bankCard(shut);
    expect((await withdraw(shut, { amount: "25", bankCardId: shutCard })).json().errorCode).toBe(
      "withdrawal.closed.hours",
    );
    const trial = await call("POST", ENDPOINTS.freeplayLogin.path, { merchant: "wdx" });
    const trialToken = trial.json().value?.token as string | undefined;
    if (trialToken) {
      const refused = await call("POST", ENDPOINTS.withdraw.path, {
        token: trialToken,
        merchant: "wdx",
        body: { amount: "25", bankCardId, password: PAYMENT_PASSWORD },
        sealed: true,
      });
      expect(refused.json().errorCode).toBe("trial.account");
    }

    expect(await balances(member)).toEqual(before);
    expect(await withdrawalCount(member.id)).toBe(0);
    await expectLedgerSound();
  });

  it("holds the amount at request, with the fee, once per request id, within the daily count", async () => {
    const member = await player("wdx", 1000_00n);
    const bankCardId = await bankCard(member);
    const settings = (await call("GET", ENDPOINTS.withdrawSettings.path, as(member))).json().value;
    expect(settings).toMatchObject({
      minAmount: 20,
      maxAmount: 1000,
      dailyCount: 3,
      usedToday: 0,
      feePercent: 1.5,
      passwordRequired: true,
    });
    expect(settings.templates.map((template: { type: string }) => template.type)).toEqual([
      "bank",
      "ewallet",
      "crypto",
    ]);

    const requestId = randomUUID();
    const first = await withdraw(member, { amount: "100", bankCardId, requestId });
    expect(first.json().value).toMatchObject({
      balance: 900,
      record: {
        amount: 100,
        fee: 1.5,
        payout: 98.5,
        status: "pending",
        card: { accountNumber: expect.stringMatching(/^\*\*\*\* \d{4}$/) },
      },
    });
    const retry = await withdraw(member, { amount: "100", bankCardId, requestId });
    expect(retry.json().value.record.id).toBe(first.json().value.record.id);
    expect(await balances(member)).toEqual({ main: 900_00n, hold: 100_00n });
    // The same request id with other details is refused, never answered with the first withdrawal.
    const otherCard = await bankCard(member);
    for (const changed of [
      { amount: "90", bankCardId },
      { amount: "100", bankCardId: otherCard },
    ]) {
      const reused = await withdraw(member, { ...changed, requestId });
      expect([reused.statusCode, reused.json().errorCode], JSON.stringify(changed)).toEqual([
        409,
        "idempotency.conflict",
      ]);
    }
    expect(await balances(member)).toEqual({ main: 900_00n, hold: 100_00n });
    expect(await withdrawalCount(member.id)).toBe(1);

    expect((await withdraw(member, { amount: 33.33, bankCardId })).json().value.record).toMatchObject({
      amount: 33.33,
      fee: 0.49,
    });
    const third = await withdraw(member, { amount: "20", bankCardId });
    expect(third.json().success).toBe(true);
    const fourth = await withdraw(member, { amount: "20", bankCardId });
    expect(fourth.json().errorCode).toBe("withdrawal.daily.limit");
    // A rejected request gives its place back.
    const ops = await operator("wdx");
    const rejected = await ops("POST", "/admin/api/withdrawals/reject", {
      id: third.json().value.record.id,
      reason: "Name does not match",
    });
    expect(rejected.json().value).toMatchObject({ status: "rejected", rejectReason: "Name does not match" });
    expect((await withdraw(member, { amount: "20", bankCardId })).json().success).toBe(true);
    expect(await balances(member)).toEqual({
      main: 1000_00n - 100_00n - 33_33n - 20_00n,
      hold: 100_00n + 33_33n + 20_00n,
    });
    await expectLedgerSound();
  });

  it("never overdraws under concurrent withdrawals", async () => {
    const member = await player("wdfree", 100_00n);
    const bankCardId = await bankCard(member);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(member, { amount: "15", bankCardId, password: undefined })),
    );
    const codes = answers.map((answer) => (answer.json().success ? "ok" : answer.json().errorCode));
    expect(codes.filter((code) => code === "ok")).toHaveLength(6);
    expect(codes.filter((code) => code !== "ok").every((code) => code === "insufficient.balance")).toBe(true);
    expect(await balances(member)).toEqual({ main: 10_00n, hold: 90_00n });
    expect(await withdrawalCount(member.id)).toBe(6);
    await expectLedgerSound();
  });

  it("with the payment password too, concurrent requests hold no more than the balance", async () => {
    const member = await player("demo", 50_00n);
    const bankCardId = await bankCard(member);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => withdraw(member, { amount: "20", bankCardId })),
    );
    expect(answers.filter((answer) => answer.json().success)).toHaveLength(2);
    expect(await balances(member)).toEqual({ main: 10_00n, hold: 40_00n });
    await expectLedgerSound();
  });

  it("lets operators approve, reject and pay, in order, audited, with the money where it belongs", async () => {
    const member = await player("wdx", 500_00n);
    const bankCardId = await bankCard(member);
    const ask = async (amount: string) =>
      (await withdraw(member, { amount, bankCardId })).json().value.record.id as number;
    const ops = await operator("wdx");
    const a = await ask("200");
    const b = await ask("100");

    const nobody = await t.app.inject({
      method: "POST",
      url: "/admin/api/withdrawals/approve",
      headers: { merchant: "wdx" },
    });
    expect(nobody.statusCode).toBe(401);
    expect((await ops("POST", "/admin/api/withdrawals/pay", { id: a })).json().errorCode).toBe(
      "withdrawal.state",
    );
    expect((await ops("POST", "/admin/api/withdrawals/approve", { id: 999_999 })).json().errorCode).toBe(
      "withdrawal.not.found",
    );
    expect((await ops("POST", "/admin/api/withdrawals/reject", { id: a, reason: "" })).json().errorCode).toBe(
      "request_param_err",
    );
    expect((await ops("POST", "/admin/api/withdrawals/approve", { id: a })).json().value.status).toBe(
      "approved",
    );
    expect((await ops("POST", "/admin/api/withdrawals/approve", { id: a })).json().errorCode).toBe(
      "withdrawal.state",
    );

    const clearingBefore = await ledger().balance("wdx", { house: "payment_clearing" }, "USD");
    const paid = (await ops("POST", "/admin/api/withdrawals/pay", { id: a })).json().value;
    expect(paid).toMatchObject({ status: "paid", amount: "200.00", fee: "3.00", payout: "197.00" });
    expect(
      (await ops("POST", "/admin/api/withdrawals/reject", { id: a, reason: "late" })).json().errorCode,
    ).toBe("withdrawal.state");
    await ledger().rollUpHotAccounts();
    expect((await ledger().balance("wdx", { house: "payment_clearing" }, "USD")) - clearingBefore).toBe(
      197_00n,
    );

    expect(
      (await ops("POST", "/admin/api/withdrawals/reject", { id: b, reason: "Risk review" })).json().value
        .status,
    ).toBe("rejected");
    expect(await balances(member)).toEqual({ main: 300_00n, hold: 0n });

    const listed = (await ops("GET", "/admin/api/withdrawals?status=paid")).json().value;
    expect(listed.list.map((row: { id: number }) => row.id)).toContain(a);
    const csv = await ops("GET", "/admin/api/withdrawals?status=paid&format=csv");
    expect([csv.statusCode, csv.headers["content-type"]]).toEqual([200, "text/csv; charset=utf-8"]);
    const [header, ...rows] = csv.body.trimEnd().split("\r\n");
    expect(header).toBe(
      "orderNo,username,amount,fee,payout,currency,status,confirmation,bank,accountNumber,holderName,requestedAt,paidAt",
    );
    expect(rows).toHaveLength(listed.list.length);
    expect(rows[0]).toContain(",paid,");
    const audit = await t.db.query<{ action: string; actor: string }>(
      "SELECT action, actor FROM audit_log WHERE target_type = 'withdrawal' AND target_id IN ($1, $2) ORDER BY id",
      [String(a), String(b)],
    );
    expect(audit.map((row) => row.action)).toEqual([
      "withdrawal.approve",
      "withdrawal.pay",
      "withdrawal.reject",
    ]);
    expect(audit.every((row) => row.actor.startsWith("operator:"))).toBe(true);
    const records = (await call("GET", `${ENDPOINTS.withdrawals.path}?pageSize=10`, as(member))).json().value;
    expect(records.list.map((row: { status: string }) => row.status)).toEqual(["rejected", "paid"]);
    await expectLedgerSound();
  });

  it("takes the member's confirmation: received, partially received, not received with proof, all received", async () => {
    const received = await paidWithdrawal("demo", "50");
    const done = await confirm(received.member, { withdrawalId: received.id, status: "received" });
    expect(done.json().value.record).toMatchObject({
      status: "completed",
      confirmation: "received",
      receivedAmount: 49.5,
      remainingAmount: 0,
    });
    expect(
      (await confirm(received.member, { withdrawalId: received.id, status: "not_received" })).json()
        .errorCode,
    ).toBe("withdrawal.state");

    const partial = await paidWithdrawal("wdx", "200");
    for (const receivedAmount of [undefined, "0", "197", "250", "abc"]) {
      const refused = await confirm(partial.member, {
        withdrawalId: partial.id,
        status: "partially_received",
        receivedAmount,
      });
      expect(refused.json().errorCode).toBe("request_param_err");
    }
    const stranger = await player("wdx", 0n);
    expect((await confirm(stranger, { withdrawalId: partial.id, status: "received" })).json().errorCode).toBe(
      "withdrawal.not.found",
    );
    expect((await upload(partial.member, partial.id, PNG)).json().success).toBe(true);
    const disputed = await confirm(partial.member, {
      withdrawalId: partial.id,
      status: "partially_received",
      receivedAmount: "120.5",
    });
    expect(disputed.json().value.record).toMatchObject({
      status: "disputed",
      confirmation: "partially_received",
      payout: 197,
      receivedAmount: 120.5,
      remainingAmount: 76.5,
      proofCount: 1,
    });
    const before = await balances(partial.member);
    const refund = await partial.ops("POST", "/admin/api/withdrawals/resolve", {
      id: partial.id,
      outcome: "refunded",
      note: "Bank returned the rest",
    });
    expect(refund.json().value).toMatchObject({ status: "refunded" });
    expect((await balances(partial.member)).main - before.main).toBe(76_50n);
    expect(
      (
        await partial.ops("POST", "/admin/api/withdrawals/resolve", {
          id: partial.id,
          outcome: "refunded",
          note: "again",
        })
      ).json().errorCode,
    ).toBe("withdrawal.state");

    const missing = await paidWithdrawal("wdx", "100");
    expect(
      (await confirm(missing.member, { withdrawalId: missing.id, status: "not_received" })).json().errorCode,
    ).toBe("withdrawal.proof.required");
    expect((await upload(missing.member, missing.id, JPEG, "image/jpeg")).json().value).toMatchObject({
      contentType: "image/jpeg",
    });
    expect(
      (await confirm(missing.member, { withdrawalId: missing.id, status: "not_received" })).json().value
        .record,
    ).toMatchObject({
      status: "disputed",
      receivedAmount: 0,
      remainingAmount: 98.5,
    });
    const detail = (await missing.ops("GET", `/admin/api/withdrawals/detail?id=${missing.id}`)).json().value;
    expect(detail.proofs[0].dataUrl).toMatch(/^data:image\/jpeg;base64,/);
    const mainBefore = (await balances(missing.member)).main;
    await missing.ops("POST", "/admin/api/withdrawals/resolve", {
      id: missing.id,
      outcome: "refunded",
      note: "Payment failed",
    });
    // Nothing arrived: the whole amount, fee included, returns.
    expect((await balances(missing.member)).main - mainBefore).toBe(100_00n);

    const late = await paidWithdrawal("demo", "30");
    await upload(late.member, late.id, PNG);
    await confirm(late.member, { withdrawalId: late.id, status: "not_received" });
    const allReceived = await confirm(late.member, { withdrawalId: late.id, status: "all_received" });
    expect(allReceived.json().value.record).toMatchObject({
      status: "completed",
      confirmation: "all_received",
      remainingAmount: 0,
    });

    const notPaid = await player("demo", 100_00n);
    const card = await bankCard(notPaid);
    const pending = (await withdraw(notPaid, { amount: "20", bankCardId: card })).json().value.record.id;
    expect((await confirm(notPaid, { withdrawalId: pending, status: "received" })).json().errorCode).toBe(
      "withdrawal.state",
    );
    await expectLedgerSound();
  });

  it("refuses proof uploads over the limits: size, type, fake images, count", async () => {
    const { member, id } = await paidWithdrawal("demo", "40");
    const tooLarge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
    const large = await upload(member, id, tooLarge);
    expect(large.statusCode).toBe(413);
    expect(large.json().errorCode).toBe("upload.too.large");
    const huge = await upload(member, id, Buffer.alloc(7 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
    expect((await upload(member, id, Buffer.from("this is text, named proof.png"))).json().errorCode).toBe(
      "upload.type",
    );
    expect(
      (await upload(member, id, Buffer.from("GIF89a......................"), "image/gif")).json().errorCode,
    ).toBe("upload.type");
    expect((await upload(member, id, Buffer.alloc(0))).json().success).toBe(false);
    const json = await t.app.inject({
      method: "POST",
      url: `${ENDPOINTS.withdrawProof.path}?withdrawalId=${id}`,
      headers: { authorization: member.token, "content-type": "application/json" },
      payload: JSON.stringify({ image: "x" }),
    });
    expect(json.json().errorCode).toBe("upload.type");
    const stranger = await player("demo", 0n);
    expect((await upload(stranger, id, PNG)).json().errorCode).toBe("withdrawal.not.found");

    const ids: number[] = [];
    for (let index = 0; index < 3; index++) {
      const answer = await upload(member, id, index === 1 ? JPEG : PNG);
      expect(answer.json().success).toBe(true);
      ids.push(answer.json().value.proofId);
    }
    expect((await upload(member, id, PNG)).json().errorCode).toBe("upload.count");
    // One removed, one more fits; once sent with a confirmation they stay.
    const removed = await t.app.inject({
      method: "DELETE",
      url: `${ENDPOINTS.removeWithdrawProof.path}?proofId=${ids[0]}`,
      headers: { authorization: member.token },
    });
    expect(removed.json().success).toBe(true);
    const count = async () =>
      Number(
        (
          await t.db.query<{ n: string }>(
            "SELECT count(*)::text AS n FROM withdrawal_proofs WHERE withdrawal_id = $1",
            [id],
          )
        )[0]?.n,
      );
    expect(await count()).toBe(2);
    expect((await upload(member, id, PNG)).json().success).toBe(true);
    await confirm(member, { withdrawalId: id, status: "not_received" });
    const keep = await t.app.inject({
      method: "DELETE",
      url: `${ENDPOINTS.removeWithdrawProof.path}?proofId=${ids[1]}`,
      headers: { authorization: member.token },
    });
    expect(keep.json().errorCode).toBe("withdrawal.not.found");
    expect(await count()).toBe(3);
  });

  it("forces the receipt once when the member does not act in time, even with two runners, and never refunds it", async () => {
    const forced = await paidWithdrawal("wdx", "100");
    const answered = await paidWithdrawal("wdx", "50");
    await confirm(answered.member, { withdrawalId: answered.id, status: "received" });
    const before = await balances(forced.member);
    const later = new Date(Date.now() + 10 * 60_000);
    await Promise.all([
      createJobRunner(t.db, allJobs(t.db, { demo: false })).runDue(later),
      createJobRunner(t.db, allJobs(t.db, { demo: false })).runDue(later),
    ]);
    const row = (await call("GET", ENDPOINTS.withdrawals.path, as(forced.member))).json().value.list[0];
    expect(row).toMatchObject({
      id: forced.id,
      status: "completed",
      confirmation: "forced",
      receivedAmount: 98.5,
      remainingAmount: 0,
    });
    const audits = await t.db.query<{ target_id: string; actor: string }>(
      "SELECT target_id, actor FROM audit_log WHERE action = 'withdrawal.forced_receipt' AND target_id IN ($1, $2)",
      [String(forced.id), String(answered.id)],
    );
    expect(audits).toEqual([{ target_id: String(forced.id), actor: "system" }]);
    const jobs = await t.db.query<{ run_key: string; state: string; attempts: number }>(
      "SELECT run_key, state, attempts FROM jobs WHERE name = 'withdrawals.forced-receipt' AND run_key IN ($1, $2) ORDER BY run_key",
      [String(forced.id), String(answered.id)],
    );
    expect(jobs.every((job) => job.state === "done")).toBe(true);
    // The member confirmed the other one in time: it stays as they said.
    const other = (await call("GET", ENDPOINTS.withdrawals.path, as(answered.member))).json().value.list[0];
    expect(other).toMatchObject({ status: "completed", confirmation: "received" });

    for (const status of ["not_received", "partially_received", "received"]) {
      const refused = await confirm(forced.member, { withdrawalId: forced.id, status, receivedAmount: "1" });
      expect(refused.json().errorCode).toBe("withdrawal.state");
    }
    const resolve = await forced.ops("POST", "/admin/api/withdrawals/resolve", {
      id: forced.id,
      outcome: "refunded",
      note: "asked",
    });
    expect(resolve.json().errorCode).toBe("withdrawal.state");
    expect(await balances(forced.member)).toEqual(before);
    await expectLedgerSound();
  });

  it("runs from the command line: list, approve, pay, reject, audited as the command's user", async () => {
    const member = await player("demo", 100_00n);
    const bankCardId = await bankCard(member);
    const ask = async (amount: string) =>
      (await withdraw(member, { amount, bankCardId })).json().value.record.id as number;
    const a = await ask("20");
    const b = await ask("30");
    const listed = (await runOpsCommand(t.db, ["withdrawals", "list", "pending", "demo"])).join("\n");
    expect(listed).toContain(`W${String(a).padStart(10, "0")}`);
    await runOpsCommand(t.db, ["withdrawals", "approve", String(a)]);
    expect((await runOpsCommand(t.db, ["withdrawals", "pay", `W${a}`]))[0]).toContain("paid");
    expect(
      (await runOpsCommand(t.db, ["withdrawals", "reject", String(b), "Wrong", "account"]))[0],
    ).toContain("rejected");
    await expect(runOpsCommand(t.db, ["withdrawals", "pay", "nope"])).rejects.toThrow();
    await expect(runOpsCommand(t.db, ["withdrawals", "pay", String(b)])).rejects.toThrow(/rejected/);
    expect(await balances(member)).toEqual({ main: 80_00n, hold: 0n });
    const actors = await t.db.query<{ actor: string }>(
      "SELECT actor FROM audit_log WHERE target_type = 'withdrawal' AND target_id IN ($1, $2)",
      [String(a), String(b)],
    );
    expect(actors).toHaveLength(3);
    expect(actors.every((row) => row.actor.startsWith("cli:"))).toBe(true);
    await expectLedgerSound();
  });

  it("refuses a confirmation after the deadline even before the job has run", async () => {
    const { member, id } = await paidWithdrawal("wdx", "20");
    await t.db.query("UPDATE withdrawals SET confirm_deadline = now() - interval '1 second' WHERE id = $1", [
      id,
    ]);
    expect((await confirm(member, { withdrawalId: id, status: "not_received" })).json().errorCode).toBe(
      "withdrawal.confirmation.closed",
    );
    expect((await upload(member, id, PNG)).json().errorCode).toBe("withdrawal.state");
  });
});
