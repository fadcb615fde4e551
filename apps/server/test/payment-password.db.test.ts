import { ENDPOINTS } from "@banca/contract/endpoints";
import { describe, expect, it } from "vitest";
import { createPaymentPasswordService } from "#app/modules/payment-password/service.ts";
import { memberCalls } from "./support/member-calls.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { withModules } from "./support/verification.ts";

const PASSWORD = "Secure2026";
// memberCalls registers every player with this payment password.
const PAYMENT_PASSWORD = "482913";

describe(`payment password on ${databaseKind}`, () => {
  const demo = demoConfig();
  const t = useTestApp(() => ({ merchants: [demo, withModules(demo, "nopay", { PAYMENTPASS3: "0" })] }));
  const { call, register } = memberCalls(t, "198.18.71");
  let serial = 0;
  const name = () => `pay${Date.now().toString(36)}${++serial}`;

  async function player(options: { withoutPaymentPassword?: boolean } = {}) {
    const member = await register(name(), PASSWORD);
    if (options.withoutPaymentPassword) {
      await t.db.query("UPDATE members SET payment_password_hash = NULL WHERE id = $1", [member.id]);
    }
    return member;
  }
  const owner = (id: number) => ({ memberId: id, merchantCode: "demo", kind: "player" as const });
  const status = async (token: string) =>
    (await call("GET", ENDPOINTS.paymentPasswordStatus.path, { token })).json().value as {
      isSet: boolean;
      lockedUntil: number | null;
      loginPasswordSet: boolean;
    };
  // The first payment password is proven by the login password (decision 027).
  const setPassword = (token: string, body: Record<string, unknown>, sealed = true) =>
    call("PUT", ENDPOINTS.setPaymentPassword.path, {
      token,
      body: { loginPassword: PASSWORD, ...body },
      sealed,
    });
  const changePassword = (token: string, body: Record<string, unknown>) =>
    call("POST", ENDPOINTS.changePaymentPassword.path, { token, body, sealed: true });
  const hashOf = async (id: number) =>
    (
      await t.db.query<{ h: string | null }>("SELECT payment_password_hash AS h FROM members WHERE id = $1", [
        id,
      ])
    )[0]?.h;

  it("tells whether a payment password is set, and sets the first one only", async () => {
    const member = await player({ withoutPaymentPassword: true });
    expect(await status(member.token)).toEqual({ isSet: false, lockedUntil: null, loginPasswordSet: true });
    await expect(createPaymentPasswordService(t.db).verify(owner(member.id), "123456")).rejects.toMatchObject(
      {
        code: "not.exists.payment.password",
      },
    );

    for (const [body, code] of [
      [{ paymentPassword: "135790", confirmPaymentPassword: "135791" }, "request_param_err"],
      [{ paymentPassword: "12ab56", confirmPaymentPassword: "12ab56" }, "request_param_err"],
      [{ paymentPassword: "1234567", confirmPaymentPassword: "1234567" }, "request_param_err"],
      [{ paymentPassword: "135790" }, "request_param_err"],
    ] as const) {
      const refused = await setPassword(member.token, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errorCode).toBe(code);
    }
    // An (E) call sent in the clear is refused before anything is read.
    const clear = await setPassword(
      member.token,
      { paymentPassword: "135790", confirmPaymentPassword: "135790" },
      false,
    );
    expect(clear.statusCode).toBe(400);
    expect(await hashOf(member.id)).toBeNull();

    const set = await setPassword(member.token, {
      paymentPassword: "135790",
      confirmPaymentPassword: "135790",
    });
    expect(set.json()).toMatchObject({ success: true, value: null });
    expect(await hashOf(member.id)).toMatch(/^\$argon2id\$/);
    expect(await status(member.token)).toEqual({ isSet: true, lockedUntil: null, loginPasswordSet: true });
    await createPaymentPasswordService(t.db).verify(owner(member.id), "135790");

    const again = await setPassword(member.token, {
      paymentPassword: "246802",
      confirmPaymentPassword: "246802",
    });
    expect(again.json().errorCode).toBe("payment.password.exists");
    await createPaymentPasswordService(t.db).verify(owner(member.id), "135790");
  });

  it("changes with the current payment password, or with the log-in password when forgotten", async () => {
    const member = await player();
    const before = await hashOf(member.id);
    const wrongOld = await changePassword(member.token, {
      oldPaymentPassword: "000000",
      newPaymentPassword: "246802",
      confirmNewPaymentPassword: "246802",
    });
    expect(wrongOld.json().errorCode).toBe("invalid.payment.pw");
    const both = await changePassword(member.token, {
      oldPaymentPassword: PAYMENT_PASSWORD,
      loginPassword: PASSWORD,
      newPaymentPassword: "246802",
      confirmNewPaymentPassword: "246802",
    });
    expect(both.json().errorCode).toBe("request_param_err");
    const wrongLogin = await changePassword(member.token, {
      loginPassword: "Wrong2026",
      newPaymentPassword: "246802",
      confirmNewPaymentPassword: "246802",
    });
    expect(wrongLogin.json().errorCode).toBe("password.incorrect");
    const mismatch = await changePassword(member.token, {
      oldPaymentPassword: PAYMENT_PASSWORD,
      newPaymentPassword: "246802",
      confirmNewPaymentPassword: "246803",
    });
    expect(mismatch.json().errorCode).toBe("request_param_err");
    expect(await hashOf(member.id)).toBe(before);

    const byOld = await changePassword(member.token, {
      oldPaymentPassword: PAYMENT_PASSWORD,
      newPaymentPassword: "246802",
      confirmNewPaymentPassword: "246802",
    });
    expect(byOld.json().success).toBe(true);
    await createPaymentPasswordService(t.db).verify(owner(member.id), "246802");

    const byLogin = await changePassword(member.token, {
      loginPassword: PASSWORD,
      newPaymentPassword: "975310",
      confirmNewPaymentPassword: "975310",
    });
    expect(byLogin.json().success).toBe(true);
    await expect(createPaymentPasswordService(t.db).verify(owner(member.id), "246802")).rejects.toMatchObject(
      {
        code: "invalid.payment.pw",
      },
    );
    await createPaymentPasswordService(t.db).verify(owner(member.id), "975310");
  });

  it("locks after five wrong guesses, even guesses sent together, and then refuses the right one too", async () => {
    const member = await player();
    const service = createPaymentPasswordService(t.db);
    const guesses = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) => service.verify(owner(member.id), `00000${index}`)),
    );
    const codes = guesses.map((result) =>
      result.status === "rejected" ? (result.reason as { code: string }).code : "ok",
    );
    // Guesses refused as locked were never checked; only checked ones count, and at most five are.
    expect(codes).not.toContain("ok");
    let checked = codes.filter((code) => code === "invalid.payment.pw").length;
    expect(checked).toBeLessThanOrEqual(5);
    for (; checked < 5; checked++) {
      await expect(service.verify(owner(member.id), "111111")).rejects.toMatchObject({
        code: "invalid.payment.pw",
      });
    }
    await expect(service.verify(owner(member.id), PAYMENT_PASSWORD)).rejects.toMatchObject({
      code: "payment.password.locked",
    });
    const locked = await status(member.token);
    expect(locked.isSet).toBe(true);
    expect(locked.lockedUntil).toBeGreaterThan(Date.now() + 14 * 60_000);

    // Once the window has passed, the right password works again and clears the count.
    await t.db.query(
      "UPDATE payment_password_attempts SET attempted_at = attempted_at - interval '16 minutes' WHERE member_id = $1",
      [member.id],
    );
    await service.verify(owner(member.id), PAYMENT_PASSWORD);
    expect((await status(member.token)).lockedUntil).toBeNull();
  });

  it("a right guess clears the earlier wrong ones", async () => {
    const member = await player();
    const service = createPaymentPasswordService(t.db);
    for (let round = 0; round < 3; round++) {
      for (let guess = 0; guess < 4; guess++) {
        await expect(service.verify(owner(member.id), "000000")).rejects.toMatchObject({
          code: "invalid.payment.pw",
        });
      }
      await service.verify(owner(member.id), PAYMENT_PASSWORD);
    }
  });

  it("is refused to trial accounts and where the merchant has no payment passwords", async () => {
    await expect(
      createPaymentPasswordService(t.db).verify(
        { memberId: 1, merchantCode: "demo", kind: "trial" },
        "123456",
      ),
    ).rejects.toMatchObject({ code: "trial.account" });
    const member = await register(name(), PASSWORD, "nopay");
    const answer = await call("GET", ENDPOINTS.paymentPasswordStatus.path, {
      token: member.token,
      merchant: "nopay",
    });
    expect(answer.json().errorCode).toBe("function.not.available");
    const anonymous = await call("GET", ENDPOINTS.paymentPasswordStatus.path);
    expect(anonymous.statusCode).toBe(401);
  });
});
