import { ENDPOINTS } from "@banca/contract/endpoints";
import { describe, expect, it } from "vitest";
import { solvedCaptcha } from "./support/captcha.ts";
import { memberCalls } from "./support/member-calls.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { counts, lastCode, REGISTRATION_FORM, wait, withModules } from "./support/verification.ts";

const form = REGISTRATION_FORM;

describe(`registration with SMS codes and captchas on ${databaseKind}`, () => {
  const demo = demoConfig();
  const verf = withModules(demo, "verf", { REGMOBVERF3: "1" });
  const guarded = withModules(demo, "guarded", { CAPTCHA3: "1" });
  const nomobile = withModules(demo, "nomobile", { MOBILENUMREG3: "0" });
  const t = useTestApp(() => ({ merchants: [demo, verf, guarded, nomobile] }));
  const { call, nextIp } = memberCalls(t, "198.18.5");
  let numberCounter = 0;
  const nextNumber = () => `1194000${String(++numberCounter).padStart(4, "0")}`;

  const sendCode = async (mobileNo: string, type = "mobile", merchant?: string) => {
    await wait(t.db, 2);
    const response = await call("POST", ENDPOINTS.smsRegisterCode.path, {
      body: { countryDialingCode: "+55", mobileNo, type },
      ip: nextIp(),
      ...(merchant ? { merchant } : {}),
    });
    expect(response.statusCode).toBe(200);
    return lastCode(t.db, `+55${mobileNo}`);
  };
  const registerMobile = (body: object, merchant?: string) =>
    call("PUT", ENDPOINTS.registerMobile.path, {
      body: { ...form, countryDialingCode: "55", ...body },
      ip: nextIp(),
      ...(merchant ? { merchant } : {}),
    });
  const register = (body: object, merchant?: string) =>
    call("PUT", ENDPOINTS.register.path, {
      body: { ...form, ...body },
      ip: nextIp(),
      ...(merchant ? { merchant } : {}),
    });
  const otherCode = (code: string) => (code === "000000" ? "000001" : "000000");

  describe("by mobile number", () => {
    it("registers with the SMS code: the username is the number, and the player is logged in", async () => {
      const mobile = nextNumber();
      const code = await sendCode(mobile);
      const response = await registerMobile({ mobileNum: mobile, verificationCode: code });
      expect(response.statusCode).toBe(200);
      const value = response.json().value;
      expect(value).toMatchObject({ userName: mobile, firstTimeLogin: true, customerType: 0 });
      const info = (await call("GET", ENDPOINTS.memberInfo.path, { token: value.token })).json().value;
      expect(info).toMatchObject({ account: mobile, mobile: `55*******${mobile.slice(-4)}` });
      const row = await t.db.query<{ country_dialing_code: string; mobile_num: string; confirmed: boolean }>(
        "SELECT country_dialing_code, mobile_num, mobile_verified_at IS NOT NULL AS confirmed FROM members WHERE id = $1",
        [value.id],
      );
      // The code confirmed the number: it can now open the account by SMS.
      expect(row[0]).toEqual({ country_dialing_code: "55", mobile_num: mobile, confirmed: true });
      const consumed = await t.db.query<{ consumed_at: Date | null }>(
        "SELECT consumed_at FROM verification_codes WHERE destination = $1",
        [`+55${mobile}`],
      );
      expect(consumed[0]?.consumed_at).not.toBeNull();
      // The spent code is checked before the number is looked up: whether a number is taken is
      // told only to whoever holds a live code for it (guessing-limits.db.test.ts).
      const twice = await registerMobile({ mobileNum: mobile, verificationCode: code });
      expect(twice.json().errorCode).toBe("invalid-verification-code");
    });

    it("refuses a missing, wrong, unsent, foreign and expired code, creating nothing", async () => {
      const mobile = nextNumber();
      const before = await counts(t.db);
      const missing = await registerMobile({ mobileNum: mobile, verificationCode: "" });
      expect(missing.json()).toMatchObject({
        errorCode: "missing-verification-code",
        message: "Verification code is missing",
      });
      const unsent = await registerMobile({ mobileNum: mobile, verificationCode: "123456" });
      expect(unsent.json().errorCode).toBe("invalid-verification-code");
      expect(await counts(t.db)).toEqual(before);

      const code = await sendCode(mobile);
      const wrong = await registerMobile({ mobileNum: mobile, verificationCode: otherCode(code) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        errorCode: "invalid-verification-code",
        message: "Verification code is not valid",
      });
      const elsewhere = nextNumber();
      expect((await registerMobile({ mobileNum: elsewhere, verificationCode: code })).json().errorCode).toBe(
        "invalid-verification-code",
      );
      await wait(t.db, 5 * 60);
      expect((await registerMobile({ mobileNum: mobile, verificationCode: code })).json().errorCode).toBe(
        "code-expired",
      );
      expect((await counts(t.db)).members).toBe(before.members);
    });

    it("keeps the code when the registration is refused for another reason", async () => {
      const mobile = nextNumber();
      const code = await sendCode(mobile);
      const badReferral = await registerMobile({
        mobileNum: mobile,
        verificationCode: code,
        referralCode: "ZZZZZZZZ",
      });
      expect(badReferral.json().errorCode).toBe("referral.code.invalid");
      const weak = await registerMobile({ mobileNum: mobile, verificationCode: code, password: "short" });
      expect(weak.json().errorCode).toBe("request_param_err");
      expect((await registerMobile({ mobileNum: mobile, verificationCode: code })).json().success).toBe(true);
    });

    it.each([
      ["no number", { mobileNum: "", verificationCode: "123456" }, "request_param_err"],
      ["a number of letters", { mobileNum: "abcdefghij", verificationCode: "123456" }, "request_param_err"],
      [
        "a number of the wrong type",
        { mobileNum: 11940009999, verificationCode: "123456" },
        "request_param_err",
      ],
      ["an overlong number", { mobileNum: "1".repeat(21), verificationCode: "123456" }, "request_param_err"],
      [
        "an overlong code",
        { mobileNum: "11940009999", verificationCode: "1".repeat(256) },
        "request_param_err",
      ],
      [
        "a bad dialing code",
        { mobileNum: "11940009999", verificationCode: "1", countryDialingCode: "abc" },
        "request_param_err",
      ],
      [
        "no agreement",
        { mobileNum: "11940009999", verificationCode: "123456", agreement: false },
        "request_param_err",
      ],
    ])("refuses %s, writing nothing", async (_name, body, code) => {
      const before = await counts(t.db);
      const response = await registerMobile(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe(code);
      expect(await counts(t.db)).toEqual(before);
    });

    it("is refused where mobile registration is off, for unknown merchants and in the clear", async () => {
      const before = await counts(t.db);
      const body = { mobileNum: nextNumber(), verificationCode: "123456" };
      expect((await registerMobile(body, "nomobile")).json().errorCode).toBe("function.not.available");
      expect((await registerMobile(body, "nobody")).json().errorCode).toBe("merchant.not.found");
      const plain = await call("PUT", ENDPOINTS.registerMobile.path, {
        body: { ...form, countryDialingCode: "55", ...body },
        ip: nextIp(),
        sealed: false,
      });
      expect(plain.json().errorCode).toBe("encryption.invalid");
      expect(await counts(t.db)).toEqual(before);
    });
  });

  describe("by username", () => {
    it("refuses a mobile number that another account has", async () => {
      const mobile = nextNumber();
      expect(
        (await register({ username: "firstowner1", countryDialingCode: "55", mobileNum: mobile })).statusCode,
      ).toBe(200);
      const before = await counts(t.db);
      const second = await register({ username: "secondowner", countryDialingCode: "55", mobileNum: mobile });
      expect(second.json()).toMatchObject({ errorCode: "mobile.taken" });
      expect(await counts(t.db)).toEqual(before);
    });

    it("asks for the number and its code where REGMOBVERF3 is on", async () => {
      const before = await counts(t.db);
      const noNumber = await register({ username: "verified01" }, "verf");
      expect(noNumber.json().errorCode).toBe("request_param_err");
      expect(Object.keys(noNumber.json().value.fields)).toContain("mobileNum");
      const mobile = nextNumber();
      const noCode = await register(
        { username: "verified01", countryDialingCode: "55", mobileNum: mobile },
        "verf",
      );
      expect(noCode.json().errorCode).toBe("missing-verification-code");
      expect(await counts(t.db)).toEqual(before);

      const code = await sendCode(mobile, "username", "verf");
      const wrong = await register(
        {
          username: "verified01",
          countryDialingCode: "55",
          mobileNum: mobile,
          verificationCode: otherCode(code),
        },
        "verf",
      );
      expect(wrong.json().errorCode).toBe("invalid-verification-code");
      const done = await register(
        { username: "verified01", countryDialingCode: "55", mobileNum: mobile, verificationCode: code },
        "verf",
      );
      expect(done.json().value).toMatchObject({ userName: "verified01" });
      const confirmed = await t.db.query<{ confirmed: boolean }>(
        "SELECT mobile_verified_at IS NOT NULL AS confirmed FROM members WHERE id = $1",
        [done.json().value.id],
      );
      expect(confirmed[0]?.confirmed).toBe(true);
    });

    it("asks for a captcha where CAPTCHA3 is on", async () => {
      const before = await counts(t.db);
      const without = await register({ username: "captchareg1" }, "guarded");
      expect(without.statusCode).toBe(400);
      expect(without.json().errorCode).toBe("captcha-check-failed");
      const { captchaId } = await solvedCaptcha(t.db, "guarded");
      const wrong = await register({ username: "captchareg1", captchaId, captcha: "WRONG" }, "guarded");
      expect(wrong.json().errorCode).toBe("captcha-check-failed");
      const demoCaptcha = await solvedCaptcha(t.db, "demo");
      const otherBrand = await register({ username: "captchareg1", ...demoCaptcha }, "guarded");
      expect(otherBrand.json().errorCode).toBe("captcha-check-failed");
      expect(await counts(t.db)).toEqual(before);
      const solved = await solvedCaptcha(t.db, "guarded");
      expect((await register({ username: "captchareg1", ...solved }, "guarded")).json().success).toBe(true);
    });
  });
});
