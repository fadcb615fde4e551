import { ENDPOINTS } from "@banca/contract/endpoints";
import { describe, expect, it } from "vitest";
import { hashToken } from "#app/modules/sessions/service.ts";
import { memberCalls } from "./support/member-calls.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { confirmEmail, lastCode, outboxFor, wait } from "./support/verification.ts";

const PASSWORD = "Owner2026";

/**
 * Decision 027: a session alone (one left open on a shared computer) must not hand the account to
 * whoever holds it. Each change below used to need nothing but the session.
 */
describe(`changes that need the owner's proof on ${databaseKind}`, () => {
  const t = useTestApp();
  const { call, register, nextIp } = memberCalls(t, "198.18.27");
  let serial = 0;
  const freshMobile = () =>
    `1196${String(Date.now() % 1e4).padStart(4, "0")}${String(++serial).padStart(3, "0")}`;
  const freshUser = async () => register(`own${Date.now().toString(36)}${++serial}`, PASSWORD);

  const sendEmailCode = (token: string, email: string) =>
    call("POST", ENDPOINTS.bindEmailCode.path, { token, ip: nextIp(), body: { email } });
  const bindEmail = (token: string, body: Record<string, unknown>) =>
    call("POST", ENDPOINTS.bindEmail.path, { token, sealed: true, body });
  const sendMobileCode = (token: string, mobileNum: string) =>
    call("POST", ENDPOINTS.bindMobileCode.path, {
      token,
      ip: nextIp(),
      body: { countryDialingCode: "55", mobileNum },
    });
  const bindMobile = (token: string, body: Record<string, unknown>) =>
    call("POST", ENDPOINTS.bindMobile.path, {
      token,
      sealed: true,
      body: { countryDialingCode: "55", ...body },
    });
  const forgotByEmail = (username: string, email: string) =>
    call("POST", ENDPOINTS.forgotPasswordEmail.path, { ip: nextIp(), body: { username, email } });
  const row = async (id: number) =>
    (
      await t.db.query<Record<string, unknown>>(
        `SELECT email, email_verified_at IS NOT NULL AS email_verified, mobile_num,
                mobile_verified_at IS NOT NULL AS mobile_verified, password_hash, payment_password_hash
           FROM members WHERE id = $1`,
        [id],
      )
    )[0] as Record<string, unknown>;
  /** As a social sign-in leaves an account: no password of its own. */
  const withoutPassword = (id: number) =>
    t.db.query("UPDATE members SET password_hash = NULL WHERE id = $1", [id]);
  /** Makes the session's sign-in older than the 5 minutes that stand in for a password. */
  const ageSession = (token: string, minutes = 6) =>
    t.db.query(
      "UPDATE sessions SET created_at = created_at - make_interval(mins => $2) WHERE token_hash = $1",
      [hashToken(token), minutes],
    );
  const loginFailures = async (username: string) =>
    Number(
      (
        await t.db.query<{ n: string }>(
          "SELECT count(*) AS n FROM login_attempts WHERE username_key = $1 AND succeeded = false",
          [username.toLowerCase()],
        )
      )[0]?.n,
    );

  it("does not bind a first e-mail or mobile from a session without the login password", async () => {
    const member = await freshUser();
    const email = `first${serial}@owner.example`;
    expect((await sendEmailCode(member.token, email)).statusCode).toBe(200);
    const emailCode = await lastCode(t.db, email);
    for (const password of [undefined, "Wrong2026"]) {
      const refused = await bindEmail(member.token, { email, verificationCode: emailCode, password });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errorCode).toBe("password.incorrect");
    }
    const mobileNum = freshMobile();
    expect((await sendMobileCode(member.token, mobileNum)).statusCode).toBe(200);
    const smsCode = await lastCode(t.db, `+55${mobileNum}`);
    const noPassword = await bindMobile(member.token, { mobileNum, verificationCode: smsCode });
    expect(noPassword.json().errorCode).toBe("password.incorrect");
    expect(await row(member.id)).toMatchObject({ email: "", mobile_num: "", email_verified: false });
    // The wrong password counted as a password guess, like a failed log-in.
    expect(await loginFailures(member.userName)).toBe(1);

    // The codes were not spent by the refusals: with the password they bind.
    expect(
      (await bindEmail(member.token, { email, verificationCode: emailCode, password: PASSWORD })).statusCode,
    ).toBe(200);
    expect(
      (await bindMobile(member.token, { mobileNum, verificationCode: smsCode, password: PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect(await row(member.id)).toMatchObject({ email, email_verified: true, mobile_verified: true });
  });

  it("does not let a session replace an unconfirmed e-mail or number typed at registration", async () => {
    const member = await freshUser();
    const typedMobile = freshMobile();
    const typedEmail = `typed${serial}@owner.example`;
    await t.db.query(
      "UPDATE members SET email = $2, mobile_num = $3, country_dialing_code = '55' WHERE id = $1",
      [member.id, typedEmail, typedMobile],
    );
    const email = `thief${serial}@owner.example`;
    await sendEmailCode(member.token, email);
    const byEmail = await bindEmail(member.token, { email, verificationCode: await lastCode(t.db, email) });
    expect(byEmail.json().errorCode).toBe("password.incorrect");
    const mobileNum = freshMobile();
    await sendMobileCode(member.token, mobileNum);
    const byMobile = await bindMobile(member.token, {
      mobileNum,
      verificationCode: await lastCode(t.db, `+55${mobileNum}`),
    });
    expect(byMobile.json().errorCode).toBe("password.incorrect");
    expect(await row(member.id)).toMatchObject({
      email: typedEmail,
      email_verified: false,
      mobile_num: typedMobile,
      mobile_verified: false,
    });
  });

  it("stops the takeover from a left-open session: bind an e-mail, reset the password, lock the owner out", async () => {
    const member = await freshUser();
    const hash = (await row(member.id)).password_hash;
    const thief = `takeover${serial}@owner.example`;
    // 1. From the open session, the thief binds an address they read.
    expect((await sendEmailCode(member.token, thief)).statusCode).toBe(200);
    const code = await lastCode(t.db, thief);
    expect((await bindEmail(member.token, { email: thief, verificationCode: code })).json().errorCode).toBe(
      "password.incorrect",
    );
    // 2. The address is not the account's, so a reset by it gets no code and the unknown-account answer.
    const before = (await outboxFor(t.db, thief)).length;
    await wait(t.db, 2);
    const forgot = await forgotByEmail(member.userName, thief);
    expect(forgot.statusCode).toBe(400);
    expect(forgot.json()).toMatchObject({
      errorCode: "member.not.found",
      message: "Username or e-mail does not exist",
    });
    expect(await outboxFor(t.db, thief)).toHaveLength(before);
    // 3. Nothing the thief holds resets the password; the owner still logs in.
    const reset = await call("POST", ENDPOINTS.resetPasswordEmail.path, {
      ip: nextIp(),
      body: {
        username: member.userName,
        verificationCode: code,
        newPassword: "Thief2026",
        confirmNewPassword: "Thief2026",
      },
    });
    expect(reset.json().errorCode).toBe("invalid-verification-code");
    expect((await row(member.id)).password_hash).toBe(hash);
    const login = await call("POST", ENDPOINTS.login.path, {
      ip: nextIp(),
      body: { type: "username", username: member.userName, password: PASSWORD },
    });
    expect(login.json().success).toBe(true);
  });

  it("sends reset codes to a confirmed e-mail only", async () => {
    const member = await freshUser();
    const email = `typedreset${serial}@owner.example`;
    await t.db.query("UPDATE members SET email = $2 WHERE id = $1", [member.id, email]);
    const unconfirmed = await forgotByEmail(member.userName, email);
    expect(unconfirmed.json().errorCode).toBe("member.not.found");
    expect(await outboxFor(t.db, email)).toHaveLength(0);
    await confirmEmail(t.db, member.id);
    await wait(t.db, 2);
    const confirmed = await forgotByEmail(member.userName, email);
    expect(confirmed.statusCode).toBe(200);
    expect(await outboxFor(t.db, email)).toHaveLength(1);
  });

  it("lets an account without a password (social sign-in) bind only within 5 minutes of signing in", async () => {
    const member = await freshUser();
    const bound = `social${serial}@owner.example`;
    await t.db.query("UPDATE members SET email = $2 WHERE id = $1", [member.id, bound]);
    await confirmEmail(t.db, member.id);
    await withoutPassword(member.id);

    const next = `socialnext${serial}@owner.example`;
    await sendEmailCode(member.token, next);
    const code = await lastCode(t.db, next);
    await ageSession(member.token);
    const stale = await bindEmail(member.token, { email: next, verificationCode: code });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().errorCode).toBe("reauthentication.required");
    const mobileNum = freshMobile();
    await sendMobileCode(member.token, mobileNum);
    const staleMobile = await bindMobile(member.token, {
      mobileNum,
      verificationCode: await lastCode(t.db, `+55${mobileNum}`),
    });
    expect(staleMobile.json().errorCode).toBe("reauthentication.required");
    expect(await row(member.id)).toMatchObject({ email: bound, mobile_num: "" });

    // Signing in again with the provider (here: the session's sign-in made recent) is the proof; the
    // unspent code still binds.
    await t.db.query("UPDATE sessions SET created_at = now() WHERE token_hash = $1", [
      hashToken(member.token),
    ]);
    const fresh = await bindEmail(member.token, { email: next, verificationCode: code });
    expect(fresh.statusCode).toBe(200);
    expect(await row(member.id)).toMatchObject({ email: next, email_verified: true });
  });

  it("gives a social account its first login password only within 5 minutes of signing in", async () => {
    const member = await freshUser();
    await withoutPassword(member.id);
    await ageSession(member.token);
    const body = { newPassword: "Chosen2026", confirmNewPassword: "Chosen2026" };
    const stale = await call("POST", ENDPOINTS.changePassword.path, { token: member.token, body });
    expect(stale.json().errorCode).toBe("reauthentication.required");
    expect((await row(member.id)).password_hash).toBeNull();
    await t.db.query("UPDATE sessions SET created_at = now() WHERE token_hash = $1", [
      hashToken(member.token),
    ]);
    const fresh = await call("POST", ENDPOINTS.changePassword.path, { token: member.token, body });
    expect(fresh.json().success).toBe(true);
    expect((await row(member.id)).password_hash).toMatch(/^\$argon2id\$/);
  });

  it("sets the first payment password only with the login password (or a recent sign-in without one)", async () => {
    const member = await freshUser();
    await t.db.query("UPDATE members SET payment_password_hash = NULL WHERE id = $1", [member.id]);
    const set = (token: string, loginPassword?: string) =>
      call("PUT", ENDPOINTS.setPaymentPassword.path, {
        token,
        body: { paymentPassword: "135790", confirmPaymentPassword: "135790", loginPassword },
      });
    expect((await set(member.token)).json().errorCode).toBe("password.incorrect");
    expect((await set(member.token, "Wrong2026")).json().errorCode).toBe("password.incorrect");
    expect((await row(member.id)).payment_password_hash).toBeNull();
    expect((await set(member.token, PASSWORD)).json().success).toBe(true);
    expect((await row(member.id)).payment_password_hash).toMatch(/^\$argon2id\$/);

    const social = await freshUser();
    await t.db.query("UPDATE members SET payment_password_hash = NULL, password_hash = NULL WHERE id = $1", [
      social.id,
    ]);
    const status = await call("GET", ENDPOINTS.paymentPasswordStatus.path, { token: social.token });
    expect(status.json().value).toMatchObject({ isSet: false, loginPasswordSet: false });
    await ageSession(social.token);
    expect((await set(social.token)).json().errorCode).toBe("reauthentication.required");
    expect((await row(social.id)).payment_password_hash).toBeNull();
  });

  it("adds a withdrawal destination only with the login password", async () => {
    const member = await freshUser();
    const card = (loginPassword?: string) =>
      call("PUT", ENDPOINTS.bindBankCard.path, {
        token: member.token,
        body: {
          type: "bank",
          providerCode: "CHASE",
          accountNumber: "987654321098",
          holderName: "Ana Souza",
          loginPassword,
        },
      });
    for (const password of [undefined, "Wrong2026"]) {
      const refused = await card(password);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errorCode).toBe("password.incorrect");
    }
    const cards = async () =>
      (await call("GET", ENDPOINTS.bankCards.path, { token: member.token })).json().value.cards;
    expect(await cards()).toEqual([]);
    // Nothing written by the refusals, not even the real name the first card would set.
    expect(
      (await call("GET", ENDPOINTS.bankCards.path, { token: member.token })).json().value.payeeName,
    ).toBe("");
    expect((await card(PASSWORD)).json().success).toBe(true);
    expect(await cards()).toHaveLength(1);
  });

  it("binds with a code sent to the confirmed number instead of the password, spent with the binding", async () => {
    const member = await freshUser();
    const current = freshMobile();
    await sendMobileCode(member.token, current);
    const bound = await bindMobile(member.token, {
      mobileNum: current,
      verificationCode: await lastCode(t.db, `+55${current}`),
      password: PASSWORD,
    });
    expect(bound.statusCode).toBe(200);
    const ownerCode = (channel: string) =>
      call("POST", ENDPOINTS.ownerCode.path, { token: member.token, ip: nextIp(), body: { channel } });
    // No confirmed e-mail: nothing to send a code to that way.
    expect((await ownerCode("email")).json().errorCode).toBe("operation-not-allowed");
    await wait(t.db, 2);
    const sent = await ownerCode("sms");
    expect(sent.json().value).toEqual({ expiredMinutes: 5, sentTo: expect.stringMatching(/^55\*+\d{4}$/) });
    const [message] = await outboxFor(t.db, `+55${current}`);
    expect(message?.text).toContain(member.userName);
    const proof = await lastCode(t.db, `+55${current}`);

    const email = `bycode${serial}@owner.example`;
    await sendEmailCode(member.token, email);
    const emailCode = await lastCode(t.db, email);
    const wrong = await bindEmail(member.token, {
      email,
      verificationCode: emailCode,
      ownerChannel: "sms",
      ownerCode: proof === "000000" ? "111111" : "000000",
    });
    expect(wrong.json()).toMatchObject({
      errorCode: "invalid-verification-code",
      value: { field: "ownerCode" },
    });
    const done = await bindEmail(member.token, {
      email,
      verificationCode: emailCode,
      ownerChannel: "sms",
      ownerCode: proof,
    });
    expect(done.statusCode).toBe(200);
    expect(await row(member.id)).toMatchObject({ email, email_verified: true });
    // One code, one binding.
    const next = freshMobile();
    await sendMobileCode(member.token, next);
    const reused = await bindMobile(member.token, {
      mobileNum: next,
      verificationCode: await lastCode(t.db, `+55${next}`),
      ownerChannel: "sms",
      ownerCode: proof,
    });
    expect(reused.json().errorCode).toBe("invalid-verification-code");
    expect(await row(member.id)).toMatchObject({ mobile_num: current });
  });

  it("lets a social account whose sign-in is old replace a channel with a code sent to its confirmed e-mail", async () => {
    const member = await freshUser();
    const confirmed = `socialcode${serial}@owner.example`;
    await t.db.query("UPDATE members SET email = $2 WHERE id = $1", [member.id, confirmed]);
    await confirmEmail(t.db, member.id);
    await withoutPassword(member.id);
    await ageSession(member.token);
    await call("POST", ENDPOINTS.ownerCode.path, {
      token: member.token,
      ip: nextIp(),
      body: { channel: "email" },
    });
    const proof = await lastCode(t.db, confirmed);
    await wait(t.db, 2);
    const next = `socialcodenext${serial}@owner.example`;
    await sendEmailCode(member.token, next);
    const replaced = await bindEmail(member.token, {
      email: next,
      verificationCode: await lastCode(t.db, next),
      ownerChannel: "email",
      ownerCode: proof,
    });
    expect(replaced.statusCode).toBe(200);
    expect(await row(member.id)).toMatchObject({ email: next, email_verified: true });
  });

  it("counts wrong passwords with log-in failures: after 5, even the right one waits", async () => {
    const member = await freshUser();
    for (let guess = 0; guess < 5; guess++) {
      const refused = await call("PUT", ENDPOINTS.bindBankCard.path, {
        token: member.token,
        body: {
          type: "bank",
          providerCode: "CHASE",
          accountNumber: "111122223333",
          holderName: "Ana Souza",
          loginPassword: `Wrong${guess}x`,
        },
      });
      expect(refused.json().errorCode).toBe("password.incorrect");
    }
    const locked = await call("PUT", ENDPOINTS.bindBankCard.path, {
      token: member.token,
      body: {
        type: "bank",
        providerCode: "CHASE",
        accountNumber: "111122223333",
        holderName: "Ana Souza",
        loginPassword: PASSWORD,
      },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe("too.many.requests");
  });
});
