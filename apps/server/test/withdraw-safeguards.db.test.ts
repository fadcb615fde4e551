import { ENDPOINTS } from "@banca/contract/endpoints";
import type { MerchantConfig } from "@banca/contract/merchant-config";
import { describe, expect, it } from "vitest";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { depositToMain } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { lastCode, outboxFor, twiceAtOnce, wait, withModules } from "./support/verification.ts";

const PASSWORD = "Secure2026";
const PAYMENT_PASSWORD = "482913";

function withWithdrawal(
  config: MerchantConfig,
  code: string,
  settings: Partial<MerchantConfig["withdrawal"]>,
): MerchantConfig {
  return {
    ...config,
    code,
    name: code,
    domains: [`${code}.example`],
    withdrawal: { ...config.withdrawal, ...settings },
  };
}

describe(`withdrawal SMS codes and unbinding cards on ${databaseKind}`, () => {
  const demo = demoConfig();
  const t = useTestApp(() => ({
    merchants: [
      demo,
      withWithdrawal(demo, "wdsms", { smsVerification: true, minAmount: "1", dailyCount: 100 }),
      withWithdrawal(withModules(demo, "wdnopw", { WDRAWNOPASSVERIF3: "1" }), "wdnopw", { minAmount: "1" }),
    ],
  }));
  const { call, register, nextIp } = memberCalls(t, "198.18.91");
  let serial = 0;
  const ledger = () => createLedgerService(t.db);

  type Player = { id: number; token: string; merchant: string; phone: string };

  /** A player with `balance` and, unless `mobile` is false, a confirmed mobile number. */
  async function player(merchant: string, balance = 100_000n, mobile = true): Promise<Player> {
    serial += 1;
    const { id, token } = await register(`ws${Date.now().toString(36)}${serial}`, PASSWORD, merchant);
    const national = `91${String(Date.now()).slice(-6)}${String(serial).padStart(2, "0")}`;
    if (mobile) {
      // As binding the number in the security centre leaves it (that path has its own tests).
      await t.db.query(
        "UPDATE members SET country_dialing_code = '+1', mobile_num = $2, mobile_verified_at = now() WHERE id = $1",
        [id, national],
      );
    }
    if (balance > 0n)
      await depositToMain(t.db, {
        merchantCode: merchant,
        memberId: id,
        amount: balance,
        key: `test-deposit:${id}`,
      });
    return { id, token, merchant, phone: `+1${national}` };
  }
  const as = (member: Player) => ({ token: member.token, merchant: member.merchant });
  async function bankCard(member: Player, account = `${Date.now()}${serial}`.slice(-12)): Promise<number> {
    const answer = await call("PUT", ENDPOINTS.bindBankCard.path, {
      ...as(member),
      body: {
        type: "bank",
        providerCode: "CHASE",
        accountNumber: account,
        holderName: "Maria Santos",
        loginPassword: PASSWORD,
      },
      sealed: true,
    });
    expect(answer.json()).toMatchObject({ success: true });
    return answer.json().value.card.id;
  }
  const settings = async (member: Player) =>
    (await call("GET", ENDPOINTS.withdrawSettings.path, as(member))).json().value;
  // Each from its own address: the limits under test are those of the member's number.
  const sendCode = (member: Player) =>
    call("POST", ENDPOINTS.withdrawCode.path, { ...as(member), ip: nextIp(), language: "en" });
  const withdraw = (member: Player, body: Record<string, unknown>) =>
    call("POST", ENDPOINTS.withdraw.path, {
      ...as(member),
      body: { password: PAYMENT_PASSWORD, amount: "25", ...body },
      sealed: true,
    });
  const unbind = (member: Player, body: Record<string, unknown>) =>
    call("POST", ENDPOINTS.removeBankCard.path, { ...as(member), body, sealed: true });
  const cards = async (member: Player) =>
    (await call("GET", ENDPOINTS.bankCards.path, as(member))).json().value.cards as { id: number }[];
  const main = (member: Player) =>
    ledger().balance(member.merchant, { memberId: member.id, kind: "main" }, "USD");
  const withdrawalCount = async (memberId: number) =>
    Number(
      (
        await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM withdrawals WHERE member_id = $1", [
          memberId,
        ])
      )[0]?.n,
    );
  async function expectLedgerSound() {
    const check = await checkLedger(t.db);
    expect(check.ok, JSON.stringify(check.driftedAccounts)).toBe(true);
  }

  it("tells the site whether a code is needed and where it goes", async () => {
    const bound = await player("wdsms");
    expect(await settings(bound)).toMatchObject({
      smsVerification: true,
      verifiedMobile: expect.stringMatching(/^1\d\*+\d{4}$/),
    });
    const unbound = await player("wdsms", 0n, false);
    expect(await settings(unbound)).toMatchObject({ smsVerification: true, verifiedMobile: "" });
    expect(await settings(await player("demo", 0n))).toMatchObject({ smsVerification: false });
  });

  it("sends no code where the merchant asks for none, and none to a member without a confirmed mobile", async () => {
    const demoPlayer = await player("demo");
    expect((await sendCode(demoPlayer)).json()).toMatchObject({ errorCode: "function.not.available" });

    const unbound = await player("wdsms", 100_000n, false);
    const cardId = await bankCard(unbound);
    expect((await sendCode(unbound)).json()).toMatchObject({ success: false, errorCode: "mobile.not.bound" });
    const refused = await withdraw(unbound, { bankCardId: cardId, verificationCode: "123456" });
    expect(refused.json()).toMatchObject({ errorCode: "mobile.not.bound" });
    expect(await withdrawalCount(unbound.id)).toBe(0);
    expect(await main(unbound)).toBe(100_000n);
  });

  it("withdraws only with the code sent to the member's number, once per code, stored hashed", async () => {
    const member = await player("wdsms");
    const cardId = await bankCard(member);

    // Without a code, before any was sent, nothing moves.
    expect((await withdraw(member, { bankCardId: cardId })).json()).toMatchObject({
      errorCode: "missing-verification-code",
    });
    expect((await withdraw(member, { bankCardId: cardId, verificationCode: "123456" })).json()).toMatchObject(
      { errorCode: "invalid-verification-code" },
    );

    const sent = await sendCode(member);
    expect(sent.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    expect(sent.json().value.mobile).not.toContain(member.phone.slice(-8, -4));
    const [message] = await outboxFor(t.db, member.phone);
    expect(message?.text).toMatch(/withdrawal/);
    const code = await lastCode(t.db, member.phone);
    const stored = await t.db.query<{ code_hash: string }>(
      "SELECT code_hash FROM verification_codes WHERE destination = $1 AND purpose = 'withdraw'",
      [member.phone],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.code_hash).not.toContain(code);

    // A wrong payment password is refused before the code is looked at: the code keeps its tries.
    expect(
      (await withdraw(member, { bankCardId: cardId, verificationCode: code, password: "000000" })).json(),
    ).toMatchObject({ errorCode: "invalid.payment.pw" });
    const wrong = code === "000000" ? "000001" : "000000";
    expect((await withdraw(member, { bankCardId: cardId, verificationCode: wrong })).json()).toMatchObject({
      errorCode: "invalid-verification-code",
    });
    expect(await withdrawalCount(member.id)).toBe(0);
    expect(await main(member)).toBe(100_000n);

    const done = await withdraw(member, { bankCardId: cardId, verificationCode: code });
    expect(done.json()).toMatchObject({ success: true, value: { record: { status: "pending" } } });
    expect(await main(member)).toBe(100_000n - 2_500n);

    // Single use: the same code cannot confirm a second withdrawal.
    const again = await withdraw(member, { bankCardId: cardId, verificationCode: code });
    expect(again.json()).toMatchObject({ errorCode: "invalid-verification-code" });
    expect(await withdrawalCount(member.id)).toBe(1);
    await expectLedgerSound();
  });

  it("refuses a code of another member and a code past its lifetime", async () => {
    const [alice, bob] = [await player("wdsms"), await player("wdsms")];
    const [aliceCard, bobCard] = [await bankCard(alice), await bankCard(bob)];
    await sendCode(alice);
    const aliceCode = await lastCode(t.db, alice.phone);
    expect((await withdraw(bob, { bankCardId: bobCard, verificationCode: aliceCode })).json()).toMatchObject({
      success: false,
    });
    await wait(t.db, 6 * 60);
    expect(
      (await withdraw(alice, { bankCardId: aliceCard, verificationCode: aliceCode })).json(),
    ).toMatchObject({ errorCode: "code-expired" });
    expect(await withdrawalCount(alice.id)).toBe(0);
    expect(await withdrawalCount(bob.id)).toBe(0);
    await expectLedgerSound();
  });

  it("sends one code a second, and makes the member wait 5 minutes after too many", async () => {
    const member = await player("wdsms");
    expect(await twiceAtOnce(() => sendCode(member))).toEqual(["200 ", "429 too.many.requests"]);
    for (let sent = 1; sent < 5; sent += 1) {
      await wait(t.db, 2);
      expect((await sendCode(member)).json()).toMatchObject({ success: true });
    }
    await wait(t.db, 2);
    const blocked = await sendCode(member);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ errorCode: "too-many-requests" });
    await wait(t.db, 2);
    expect((await sendCode(member)).json()).toMatchObject({ errorCode: "too-many-requests" });
    await wait(t.db, 5 * 60);
    expect((await sendCode(member)).json()).toMatchObject({ success: true });
  });

  it("unbinds a card with the payment password; its withdrawals keep showing it", async () => {
    const member = await player("demo");
    const [first, second] = [await bankCard(member, "111122223333"), await bankCard(member, "444455556666")];
    const asked = await withdraw(member, { bankCardId: first });
    expect(asked.json()).toMatchObject({ success: true });
    const withdrawalId = asked.json().value.record.id as number;

    expect((await unbind(member, { bankCardId: second })).json()).toMatchObject({
      errorCode: "invalid.payment.pw",
    });
    expect((await unbind(member, { bankCardId: second, password: "000000" })).json()).toMatchObject({
      errorCode: "invalid.payment.pw",
    });
    // Unsealed bodies are refused like every other (E) call's.
    const plain = await call("POST", ENDPOINTS.removeBankCard.path, {
      ...as(member),
      body: { bankCardId: second, password: PAYMENT_PASSWORD },
      sealed: false,
    });
    expect(plain.json()).toMatchObject({ success: false });
    expect((await cards(member)).map((card) => card.id)).toEqual([first, second]);

    // Open withdrawal: the card stays.
    expect((await unbind(member, { bankCardId: first, password: PAYMENT_PASSWORD })).json()).toMatchObject({
      errorCode: "bank.card.in.use",
    });

    expect((await unbind(member, { bankCardId: second, password: PAYMENT_PASSWORD })).json()).toMatchObject({
      success: true,
    });
    expect((await cards(member)).map((card) => card.id)).toEqual([first]);
    expect((await unbind(member, { bankCardId: second, password: PAYMENT_PASSWORD })).json()).toMatchObject({
      errorCode: "bank.card.not.found",
    });
    expect((await withdraw(member, { bankCardId: second })).json()).toMatchObject({
      errorCode: "bank.card.not.found",
    });

    // Once the withdrawal is closed, its card can go, and the record still names it.
    const ops = operatorCalls(t, await operatorKey(t.db), "demo");
    const rejected = await ops("POST", "/admin/api/withdrawals/reject", { id: withdrawalId, reason: "test" });
    expect(rejected.json()).toMatchObject({ success: true });
    expect((await unbind(member, { bankCardId: first, password: PAYMENT_PASSWORD })).json()).toMatchObject({
      success: true,
    });
    expect(await cards(member)).toEqual([]);
    const records = (await call("GET", ENDPOINTS.withdrawals.path, as(member))).json().value.list;
    expect(records[0]).toMatchObject({
      id: withdrawalId,
      card: { providerName: "Chase", accountNumber: expect.stringContaining("3333") },
    });

    // The same account can be bound again, as a new card.
    const rebound = await bankCard(member, "111122223333");
    expect(rebound).not.toBe(first);
    expect((await cards(member)).map((card) => card.id)).toEqual([rebound]);
    await expectLedgerSound();
  });

  it("unbinds without the payment password where withdrawals need none; never another member's card", async () => {
    const member = await player("wdnopw");
    const other = await player("wdnopw");
    const cardId = await bankCard(member);
    expect((await unbind(other, { bankCardId: cardId })).json()).toMatchObject({
      errorCode: "bank.card.not.found",
    });
    expect((await cards(member)).map((card) => card.id)).toEqual([cardId]);
    expect((await unbind(member, { bankCardId: cardId })).json()).toMatchObject({ success: true });
    expect(await cards(member)).toEqual([]);
  });

  it("refuses unbinding with bad input", async () => {
    const member = await player("demo");
    expect((await unbind(member, { bankCardId: "x", password: PAYMENT_PASSWORD })).json()).toMatchObject({
      errorCode: "request_param_err",
    });
    expect((await unbind(member, { password: PAYMENT_PASSWORD })).json()).toMatchObject({
      errorCode: "request_param_err",
    });
  });
});
