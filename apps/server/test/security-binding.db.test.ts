import { ENDPOINTS } from "@banca/contract/endpoints";
import { describe, expect, it } from "vitest";
import { memberCalls } from "./support/member-calls.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { counts, lastCode, outboxFor, twiceAtOnce, wait } from "./support/verification.ts";

const PASSWORD = "Secure2026";

describe(`binding a mobile number and an e-mail on ${databaseKind}`, () => {
  const t = useTestApp();
  const { call, register, nextIp } = memberCalls(t, "198.18.61");
  let serial = 0;
  const freshMobile = () =>
    `1197${String(Date.now() % 1e4).padStart(4, "0")}${String(++serial).padStart(3, "0")}`;
  const freshUser = async () => register(`sec${Date.now().toString(36)}${++serial}`, PASSWORD);

  const overview = (token: string) => call("GET", ENDPOINTS.securityOverview.path, { token });
  const info = async (token: string) =>
    (await call("GET", ENDPOINTS.memberInfo.path, { token })).json().value;
  const sendMobile = (token: string, mobileNum: string, ip = nextIp()) =>
    call("POST", ENDPOINTS.bindMobileCode.path, {
      token,
      ip,
      body: { countryDialingCode: "+55", mobileNum },
    });
  // Every binding carries the login password (decision 027); tests about its absence say so.
  const bindMobile = (token: string, body: Record<string, unknown>) =>
    call("POST", ENDPOINTS.bindMobile.path, {
      token,
      sealed: true,
      body: { countryDialingCode: "55", password: PASSWORD, ...body },
    });
  const sendEmail = (token: string, email: string, ip = nextIp()) =>
    call("POST", ENDPOINTS.bindEmailCode.path, { token, ip, body: { email } });
  const bindEmail = (token: string, body: Record<string, unknown>) =>
    call("POST", ENDPOINTS.bindEmail.path, { token, sealed: true, body: { password: PASSWORD, ...body } });
  const memberRow = async (id: number) =>
    (
      await t.db.query<Record<string, unknown>>(
        `SELECT mobile_num, country_dialing_code, mobile_verified_at IS NOT NULL AS mobile_verified, email,
                email_verified_at IS NOT NULL AS email_verified FROM members WHERE id = $1`,
        [id],
      )
    )[0];

  /** A member with a mobile number bound through the calls. */
  async function withBoundMobile() {
    const member = await freshUser();
    const mobileNum = freshMobile();
    expect((await sendMobile(member.token, mobileNum)).statusCode).toBe(200);
    const bound = await bindMobile(member.token, {
      mobileNum,
      verificationCode: await lastCode(t.db, `+55${mobileNum}`),
    });
    expect(bound.statusCode).toBe(200);
    await wait(t.db, 2);
    return { ...member, mobileNum };
  }

  it("shows a new account's security items and level", async () => {
    const member = await freshUser();
    const answer = await overview(member.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().value).toMatchObject({
      loginPassword: { done: true },
      paymentPassword: { done: true },
      mobile: { done: false, masked: "" },
      email: { done: false, masked: "" },
      authenticator: { done: false },
      level: 2,
      total: 5,
    });
    expect((await call("GET", ENDPOINTS.securityOverview.path)).statusCode).toBe(401);
  });

  it("binds a mobile number with the SMS code sent to it: confirmed, masked, the code spent", async () => {
    const member = await freshUser();
    const mobileNum = freshMobile();
    const sent = await sendMobile(member.token, mobileNum);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value).toEqual({ expiredMinutes: 5 });
    const [message] = await outboxFor(t.db, `+55${mobileNum}`);
    expect(message?.channel).toBe("sms");
    const code = await lastCode(t.db, `+55${mobileNum}`);
    // Only a salted hash is stored.
    const stored = await t.db.query<{ code_hash: string; purpose: string }>(
      "SELECT code_hash, purpose FROM verification_codes WHERE destination = $1",
      [`+55${mobileNum}`],
    );
    expect(stored[0]?.purpose).toBe("bind-mobile");
    expect(stored[0]?.code_hash).not.toContain(code);

    const wrong = await bindMobile(member.token, {
      mobileNum,
      verificationCode: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.json().errorCode).toBe("invalid-verification-code");
    expect(await memberRow(member.id)).toMatchObject({ mobile_num: "", mobile_verified: false });

    const bound = await bindMobile(member.token, { mobileNum, verificationCode: code });
    expect(bound.statusCode).toBe(200);
    expect(bound.json().value.mobile).toMatch(/^55\*+\d{4}$/);
    expect(await memberRow(member.id)).toMatchObject({
      mobile_num: mobileNum,
      country_dialing_code: "55",
      mobile_verified: true,
    });
    expect((await info(member.token)).mobile).toBe(bound.json().value.mobile);
    expect((await overview(member.token)).json().value).toMatchObject({ mobile: { done: true }, level: 3 });

    // Single use: the code is spent with the binding.
    const spent = await t.db.query<{ spent: boolean }>(
      "SELECT consumed_at IS NOT NULL AS spent FROM verification_codes WHERE destination = $1",
      [`+55${mobileNum}`],
    );
    expect(spent.map((row) => row.spent)).toEqual([true]);
    // The bound number now logs in by SMS: a log-in code is really sent to it.
    await wait(t.db, 2);
    const before = (await outboxFor(t.db, `+55${mobileNum}`)).length;
    const loginCode = await call("POST", ENDPOINTS.smsNoLoginCode.path, {
      ip: nextIp(),
      body: { countryDialingCode: "55", mobileNum },
    });
    expect(loginCode.statusCode).toBe(200);
    expect((await outboxFor(t.db, `+55${mobileNum}`)).length).toBe(before + 1);
  });

  it("refuses a number another account holds, before any code is stored or sent", async () => {
    const owner = await withBoundMobile();
    const other = await freshUser();
    const before = await counts(t.db);
    const sent = await sendMobile(other.token, owner.mobileNum);
    expect(sent.json().errorCode).toBe("mobile.taken");
    const bound = await bindMobile(other.token, { mobileNum: owner.mobileNum, verificationCode: "123456" });
    expect(bound.json().errorCode).toBe("mobile.taken");
    expect(await counts(t.db)).toEqual(before);
    expect(await memberRow(other.id)).toMatchObject({ mobile_num: "" });
  });

  it("ties a code to the account that asked for it", async () => {
    const asker = await freshUser();
    const thief = await freshUser();
    const mobileNum = freshMobile();
    await sendMobile(asker.token, mobileNum);
    const code = await lastCode(t.db, `+55${mobileNum}`);
    const stolen = await bindMobile(thief.token, { mobileNum, verificationCode: code });
    expect(stolen.json().errorCode).toBe("invalid-verification-code");
    expect(await memberRow(thief.id)).toMatchObject({ mobile_num: "" });
    expect((await bindMobile(asker.token, { mobileNum, verificationCode: code })).statusCode).toBe(200);
  });

  it("refuses bad numbers and missing codes with nothing written", async () => {
    const member = await freshUser();
    const before = await counts(t.db);
    expect((await sendMobile(member.token, "12ab")).json().errorCode).toBe("invalid-phone-number");
    expect((await sendMobile(member.token, "")).json().errorCode).toBe("missing-phone-number");
    const noCode = await bindMobile(member.token, { mobileNum: freshMobile(), verificationCode: "" });
    expect(noCode.json().errorCode).toBe("missing-verification-code");
    const neverSent = await bindMobile(member.token, {
      mobileNum: freshMobile(),
      verificationCode: "123456",
    });
    expect(neverSent.json().errorCode).toBe("invalid-verification-code");
    const plain = await call("POST", ENDPOINTS.bindMobile.path, {
      token: member.token,
      sealed: false,
      body: { countryDialingCode: "55", mobileNum: freshMobile(), verificationCode: "123456" },
    });
    expect(plain.statusCode).toBe(400);
    expect(await counts(t.db)).toEqual(before);
    expect(await memberRow(member.id)).toMatchObject({ mobile_num: "", mobile_verified: false });
  });

  it("sends at most one code a second, and makes a number wait 5 minutes after 5 codes", async () => {
    const member = await freshUser();
    const mobileNum = freshMobile();
    expect(await twiceAtOnce(() => sendMobile(member.token, mobileNum))).toEqual([
      "200 ",
      "429 too.many.requests",
    ]);
    for (let sent = 1; sent < 5; sent++) {
      await wait(t.db, 2);
      expect((await sendMobile(member.token, mobileNum)).statusCode).toBe(200);
    }
    await wait(t.db, 2);
    const blocked = await sendMobile(member.token, mobileNum);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errorCode).toBe("too-many-requests");
    await wait(t.db, 5 * 60);
    expect((await sendMobile(member.token, mobileNum)).statusCode).toBe(200);
  });

  it("replaces a confirmed number only with the login password, and leaves the code usable after a wrong one", async () => {
    const member = await withBoundMobile();
    const next = freshMobile();
    await sendMobile(member.token, next);
    const code = await lastCode(t.db, `+55${next}`);
    const without = await bindMobile(member.token, {
      mobileNum: next,
      verificationCode: code,
      password: undefined,
    });
    expect(without.json().errorCode).toBe("password.incorrect");
    const wrong = await bindMobile(member.token, {
      mobileNum: next,
      verificationCode: code,
      password: "Wrong2026",
    });
    expect(wrong.json().errorCode).toBe("password.incorrect");
    expect(await memberRow(member.id)).toMatchObject({ mobile_num: member.mobileNum });
    const right = await bindMobile(member.token, {
      mobileNum: next,
      verificationCode: code,
      password: PASSWORD,
    });
    expect(right.statusCode).toBe(200);
    expect(await memberRow(member.id)).toMatchObject({ mobile_num: next, mobile_verified: true });
  });

  it("confirms a number typed at registration with its code and the login password", async () => {
    const member = await freshUser();
    const mobileNum = freshMobile();
    await t.db.query("UPDATE members SET mobile_num = $2, country_dialing_code = '55' WHERE id = $1", [
      member.id,
      mobileNum,
    ]);
    await sendMobile(member.token, mobileNum);
    const verificationCode = await lastCode(t.db, `+55${mobileNum}`);
    const without = await bindMobile(member.token, { mobileNum, verificationCode, password: undefined });
    expect(without.json().errorCode).toBe("password.incorrect");
    expect(await memberRow(member.id)).toMatchObject({ mobile_verified: false });
    const bound = await bindMobile(member.token, { mobileNum, verificationCode });
    expect(bound.statusCode).toBe(200);
    expect(await memberRow(member.id)).toMatchObject({ mobile_verified: true });
    // Once confirmed, asking again for the same number is refused.
    await wait(t.db, 2);
    expect((await sendMobile(member.token, mobileNum)).statusCode).toBe(400);
  });

  it("binds an e-mail with the code e-mailed to it; another account cannot bind it again", async () => {
    const member = await freshUser();
    const email = `Player.${serial}@Example.com`;
    const before = await counts(t.db);
    expect((await sendEmail(member.token, "not-an-email")).json().errorCode).toBe("request_param_err");
    expect(await counts(t.db)).toEqual(before);
    const sent = await sendEmail(member.token, email);
    expect(sent.statusCode).toBe(200);
    const [message] = await outboxFor(t.db, email.toLowerCase());
    expect(message).toMatchObject({ channel: "email" });
    expect(message?.text).toContain(member.userName);
    const code = await lastCode(t.db, email.toLowerCase());
    expect((await bindEmail(member.token, { email, verificationCode: "999999x" })).json().errorCode).toBe(
      "invalid-verification-code",
    );
    const bound = await bindEmail(member.token, { email, verificationCode: code });
    expect(bound.statusCode).toBe(200);
    expect(bound.json().value.email).toBe("pl***@example.com");
    expect(await memberRow(member.id)).toMatchObject({ email: email.toLowerCase(), email_verified: true });
    expect((await info(member.token)).email).toBe("pl***@example.com");
    expect((await overview(member.token)).json().value).toMatchObject({
      email: { done: true, masked: "pl***@example.com" },
      level: 3,
    });

    const other = await freshUser();
    expect((await sendEmail(other.token, email.toUpperCase())).json().errorCode).toBe("email.taken");
    expect((await bindEmail(other.token, { email, verificationCode: code })).json().errorCode).toBe(
      "email.taken",
    );
  });

  it("replaces a confirmed e-mail only with the login password", async () => {
    const member = await freshUser();
    const first = `first${serial}@example.com`;
    await sendEmail(member.token, first);
    await bindEmail(member.token, { email: first, verificationCode: await lastCode(t.db, first) });
    await wait(t.db, 2);
    const second = `second${serial}@example.com`;
    await sendEmail(member.token, second);
    const code = await lastCode(t.db, second);
    expect(
      (await bindEmail(member.token, { email: second, verificationCode: code, password: undefined })).json()
        .errorCode,
    ).toBe("password.incorrect");
    expect(await memberRow(member.id)).toMatchObject({ email: first });
    const replaced = await bindEmail(member.token, {
      email: second,
      verificationCode: code,
      password: PASSWORD,
    });
    expect(replaced.statusCode).toBe(200);
    expect(await memberRow(member.id)).toMatchObject({ email: second, email_verified: true });
  });

  it("refuses trial accounts", async () => {
    const trial = (await call("POST", ENDPOINTS.freeplayLogin.path, { ip: nextIp() })).json().value;
    const before = await counts(t.db);
    expect((await overview(trial.token)).json().errorCode).toBe("trial.account");
    expect((await sendMobile(trial.token, freshMobile())).json().errorCode).toBe("trial.account");
    expect((await sendEmail(trial.token, "trial@example.com")).json().errorCode).toBe("trial.account");
    expect(
      (await bindMobile(trial.token, { mobileNum: freshMobile(), verificationCode: "123456" })).json()
        .errorCode,
    ).toBe("trial.account");
    expect(await counts(t.db)).toEqual(before);
  });
});
