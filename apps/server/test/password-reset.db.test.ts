import { ENDPOINTS } from "@banca/contract/endpoints";
import { describe, expect, it } from "vitest";
import { memberCalls } from "./support/member-calls.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import {
  confirmEmail,
  confirmMobile,
  counts,
  lastCode,
  outboxFor,
  wait,
  withModules,
} from "./support/verification.ts";

const OLD = "Sunny2026";
const NEW = "Moon2027x";

describe(`passwords by code on ${databaseKind}`, () => {
  const demo = demoConfig();
  const closed = withModules(demo, "closed", { CHNGPASSVERIF3: "0" });
  const t = useTestApp(() => ({ merchants: [demo, closed] }));
  const { call, nextIp } = memberCalls(t, "198.18.4");
  let numberCounter = 0;
  const nextNumber = () => `1193000${String(++numberCounter).padStart(4, "0")}`;

  const registerMember = async (
    username: string,
    fields: { mobileNum?: string; email?: string },
    confirmed = true,
  ) => {
    const response = await call("PUT", ENDPOINTS.register.path, {
      body: {
        username,
        password: OLD,
        confirmPassword: OLD,
        paymentPassword: "482913",
        ...(fields.mobileNum ? { countryDialingCode: "55", mobileNum: fields.mobileNum } : {}),
        ...(fields.email ? { email: fields.email } : {}),
        registerMethod: "WEB",
        agreement: true,
      },
      ip: nextIp(),
    });
    expect(response.statusCode).toBe(200);
    const member = response.json().value as { id: number; token: string };
    // Members of these tests confirmed their number with its SMS code when they registered, and
    // their e-mail with the code sent to it, unless the test is about an unconfirmed one.
    if (fields.mobileNum && confirmed) await confirmMobile(t.db, member.id);
    if (fields.email && confirmed) await confirmEmail(t.db, member.id);
    return member;
  };
  const login = (username: string, password: string) =>
    call("POST", ENDPOINTS.login.path, { body: { type: "username", username, password }, ip: nextIp() });
  const passwordHash = async (id: number) =>
    (await t.db.query<{ password_hash: string }>("SELECT password_hash FROM members WHERE id = $1", [id]))[0]
      ?.password_hash;

  describe("by SMS (CHNGPASSVERIF3)", () => {
    const sendCode = async (mobileNum: string, merchant?: string) => {
      await wait(t.db, 2);
      return call("POST", ENDPOINTS.passwordSmsCode.path, {
        body: { countryDialingCode: "55", mobileNum },
        ip: nextIp(),
        ...(merchant ? { merchant } : {}),
      });
    };
    const reset = (body: object, merchant?: string) =>
      call("POST", ENDPOINTS.resetPasswordPhone.path, {
        body: { countryDialingCode: "55", newPassword: NEW, confirmNewPassword: NEW, ...body },
        ip: nextIp(),
        ...(merchant ? { merchant } : {}),
      });

    it("sets a new password with the code, ends every session, and answers the username", async () => {
      const mobile = nextNumber();
      const member = await registerMember("phonereset1", { mobileNum: mobile });
      await sendCode(mobile);
      const code = await lastCode(t.db, `+55${mobile}`);
      const response = await reset({ mobileNum: mobile, verificationCode: code });
      expect(response.statusCode).toBe(200);
      expect(response.json().value).toEqual({ username: "phonereset1" });
      expect((await call("GET", ENDPOINTS.memberInfo.path, { token: member.token })).statusCode).toBe(401);
      expect((await login("phonereset1", OLD)).json().errorCode).toBe("login.failed");
      expect((await login("phonereset1", NEW)).json().success).toBe(true);
      const again = await reset({
        mobileNum: mobile,
        verificationCode: code,
        newPassword: "Other2028",
        confirmNewPassword: "Other2028",
      });
      expect(again.json().errorCode).toBe("invalid-verification-code");
    });

    it("keeps the code when the new password is refused, and changes nothing", async () => {
      const mobile = nextNumber();
      const member = await registerMember("phonereset2", { mobileNum: mobile });
      await sendCode(mobile);
      const code = await lastCode(t.db, `+55${mobile}`);
      const hash = await passwordHash(member.id);
      const weak = await reset({
        mobileNum: mobile,
        verificationCode: code,
        newPassword: "short",
        confirmNewPassword: "short",
      });
      expect(weak.json()).toMatchObject({ errorCode: "request_param_err" });
      const mismatch = await reset({
        mobileNum: mobile,
        verificationCode: code,
        confirmNewPassword: "Moon2028x",
      });
      expect(mismatch.json().errorCode).toBe("request_param_err");
      expect(Object.keys(mismatch.json().value.fields)).toEqual(["confirmNewPassword"]);
      expect(await passwordHash(member.id)).toBe(hash);
      expect((await reset({ mobileNum: mobile, verificationCode: code })).json().success).toBe(true);
    });

    it("refuses wrong and expired codes, and numbers without an account, changing nothing", async () => {
      const mobile = nextNumber();
      const member = await registerMember("phonereset3", { mobileNum: mobile });
      await sendCode(mobile);
      const code = await lastCode(t.db, `+55${mobile}`);
      const hash = await passwordHash(member.id);
      const wrong = code === "999999" ? "999998" : "999999";
      expect((await reset({ mobileNum: mobile, verificationCode: wrong })).json().errorCode).toBe(
        "invalid-verification-code",
      );
      await wait(t.db, 5 * 60);
      expect((await reset({ mobileNum: mobile, verificationCode: code })).json().errorCode).toBe(
        "code-expired",
      );
      const unknown = nextNumber();
      await sendCode(unknown);
      expect((await reset({ mobileNum: unknown, verificationCode: "123456" })).json().errorCode).toBe(
        "invalid-verification-code",
      );
      expect(await passwordHash(member.id)).toBe(hash);
    });

    it.each([
      ["no number", { mobileNum: "", verificationCode: "123456" }, "missing-phone-number"],
      ["a malformed number", { mobileNum: "12-34", verificationCode: "123456" }, "invalid-phone-number"],
      ["no code", { mobileNum: "11930009999", verificationCode: "" }, "request_param_err"],
      [
        "a number of the wrong type",
        { mobileNum: 11930009999, verificationCode: "123456" },
        "request_param_err",
      ],
      [
        "an overlong password",
        { mobileNum: "11930009999", verificationCode: "123456", newPassword: "a1".repeat(65) },
        "request_param_err",
      ],
      [
        "a missing confirmation",
        { mobileNum: "11930009999", verificationCode: "123456", confirmNewPassword: undefined },
        "request_param_err",
      ],
    ])("refuses %s, writing nothing", async (_name, body, code) => {
      const before = await counts(t.db);
      const response = await reset(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe(code);
      expect(await counts(t.db)).toEqual(before);
    });

    it("sends no code to a number typed at registration but never confirmed, answering as for any number", async () => {
      const mobile = nextNumber();
      const member = await registerMember("phonereset9", { mobileNum: mobile }, false);
      const hash = await passwordHash(member.id);
      const sent = await sendCode(mobile);
      expect(sent.statusCode).toBe(200);
      expect(await outboxFor(t.db, `+55${mobile}`)).toHaveLength(0);
      expect((await reset({ mobileNum: mobile, verificationCode: "123456" })).json().errorCode).toBe(
        "invalid-verification-code",
      );
      expect(await passwordHash(member.id)).toBe(hash);
    });

    it("is refused where the merchant switched it off, and when sent in the clear", async () => {
      const closedReset = await reset({ mobileNum: nextNumber(), verificationCode: "123456" }, "closed");
      expect(closedReset.json().errorCode).toBe("function.not.available");
      const plain = await call("POST", ENDPOINTS.resetPasswordPhone.path, {
        body: {
          countryDialingCode: "55",
          mobileNum: nextNumber(),
          verificationCode: "1",
          newPassword: NEW,
          confirmNewPassword: NEW,
        },
        ip: nextIp(),
        sealed: false,
      });
      expect(plain.json().errorCode).toBe("encryption.invalid");
    });
  });

  describe("by e-mail", () => {
    const forgot = (username: unknown, email: unknown, headers: { host?: string; language?: string } = {}) =>
      t.app.inject({
        method: "POST",
        url: ENDPOINTS.forgotPasswordEmail.path,
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": nextIp(),
          ...(headers.host ? { host: headers.host } : {}),
          ...(headers.language ? { language: headers.language } : {}),
        },
        payload: JSON.stringify({ username, email }),
      });
    const reset = (body: object) =>
      call("POST", ENDPOINTS.resetPasswordEmail.path, {
        body: { newPassword: NEW, confirmNewPassword: NEW, ...body },
        ip: nextIp(),
      });

    it("e-mails a code and a link to the site when username and e-mail match, in any letter case", async () => {
      await registerMember("mailreset1", { email: "Mail.Reset1@Example.com" });
      const response = await forgot("MAILRESET1", "mail.reset1@example.COM", { language: "en" });
      expect(response.statusCode).toBe(200);
      expect(response.json().value).toEqual({ expiredMinutes: 15 });
      const [mail] = await outboxFor(t.db, "mail.reset1@example.com");
      expect(mail?.subject).toBe("Banca Demo: reset your password");
      const code = await lastCode(t.db, "mail.reset1@example.com");
      expect(mail?.text).toContain(`http://localhost:80/#resetCode=${code}&username=mailreset1`);

      const done = await reset({ username: "mailreset1", verificationCode: code });
      expect(done.json().value).toEqual({ username: "mailreset1" });
      expect((await login("mailreset1", NEW)).json().success).toBe(true);
      expect((await reset({ username: "mailreset1", verificationCode: code })).json().errorCode).toBe(
        "invalid-verification-code",
      );
    });

    it("never puts a forged host in the link", async () => {
      await registerMember("mailreset2", { email: "mail.reset2@example.com" });
      await forgot("mailreset2", "mail.reset2@example.com", { host: "evil.example" });
      const [mail] = await outboxFor(t.db, "mail.reset2@example.com");
      expect(mail?.text).not.toContain("evil.example");
      expect(mail?.text).toMatch(/https:\/\/localhost\/#resetCode=\d{6}&username=mailreset2/);
    });

    it("answers member.not.found when username and e-mail do not belong together, sending nothing", async () => {
      await registerMember("mailreset3", { email: "mail.reset3@example.com" });
      await registerMember("mailreset4", { email: "mail.reset4@example.com" });
      for (const [username, email] of [
        ["mailreset3", "mail.reset4@example.com"],
        ["nobody9999", "mail.reset3@example.com"],
      ]) {
        const response = await forgot(username, email);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          errorCode: "member.not.found",
          message: "Username or e-mail does not exist",
        });
        await wait(t.db, 2);
      }
      expect(await outboxFor(t.db, "mail.reset3@example.com")).toHaveLength(0);
      expect(await outboxFor(t.db, "mail.reset4@example.com")).toHaveLength(0);
    });

    it("sends no code to an e-mail typed at registration but never confirmed, answering as for an unknown account", async () => {
      const member = await registerMember("mailreset8", { email: "mail.reset8@example.com" }, false);
      const hash = await passwordHash(member.id);
      const response = await forgot("mailreset8", "mail.reset8@example.com");
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: "member.not.found",
        message: "Username or e-mail does not exist",
      });
      expect(await outboxFor(t.db, "mail.reset8@example.com")).toHaveLength(0);
      // The code stored for the refused request (it counts against the limits) resets nothing.
      const [stored] = await t.db.query<{ id: number }>(
        "SELECT id FROM verification_codes WHERE destination = $1",
        ["mail.reset8@example.com"],
      );
      expect(stored).toBeDefined();
      for (const code of ["000000", "123456"]) {
        expect((await reset({ username: "mailreset8", verificationCode: code })).json().errorCode).toBe(
          "invalid-verification-code",
        );
      }
      expect(await passwordHash(member.id)).toBe(hash);
    });

    it("limits requests per e-mail address, matching or not", async () => {
      await registerMember("mailreset5", { email: "mail.reset5@example.com" });
      for (let index = 0; index < 5; index++) {
        const username = index % 2 === 0 ? "mailreset5" : `guess${index}name`;
        expect([200, 400]).toContain((await forgot(username, "mail.reset5@example.com")).statusCode);
        await wait(t.db, 2);
      }
      const refused = await forgot("mailreset5", "mail.reset5@example.com");
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errorCode).toBe("too-many-requests");
    });

    it("refuses a wrong code and a code for another account, changing nothing", async () => {
      const member = await registerMember("mailreset6", { email: "mail.reset6@example.com" });
      await registerMember("mailreset7", { email: "mail.reset7@example.com" });
      await forgot("mailreset6", "mail.reset6@example.com");
      const code = await lastCode(t.db, "mail.reset6@example.com");
      const hash = await passwordHash(member.id);
      const wrong = code === "999999" ? "999998" : "999999";
      expect((await reset({ username: "mailreset6", verificationCode: wrong })).json().errorCode).toBe(
        "invalid-verification-code",
      );
      expect((await reset({ username: "mailreset7", verificationCode: code })).json().errorCode).toBe(
        "invalid-verification-code",
      );
      expect((await reset({ username: "nobody9999", verificationCode: code })).json().errorCode).toBe(
        "invalid-verification-code",
      );
      expect(await passwordHash(member.id)).toBe(hash);
    });

    it.each([
      ["no username", "", "a@example.com"],
      ["no e-mail", "mailreset1", ""],
      ["an e-mail that is not one", "mailreset1", "not-an-email"],
      ["a username of the wrong type", 12345, "a@example.com"],
      ["an overlong e-mail", "mailreset1", `${"a".repeat(250)}@example.com`],
    ])("refuses a request with %s, writing nothing", async (_name, username, email) => {
      const before = await counts(t.db);
      const response = await forgot(username, email);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe("request_param_err");
      expect(await counts(t.db)).toEqual(before);
    });

    it.each([
      ["no code", { username: "mailreset1", verificationCode: "" }],
      ["no username", { verificationCode: "123456" }],
      ["an overlong username", { username: "a".repeat(65), verificationCode: "123456" }],
      [
        "a weak password",
        { username: "mailreset1", verificationCode: "123456", newPassword: "abc", confirmNewPassword: "abc" },
      ],
    ])("refuses a reset with %s, writing nothing", async (_name, body) => {
      const before = await counts(t.db);
      const response = await reset(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe("request_param_err");
      expect(await counts(t.db)).toEqual(before);
    });
  });
});
