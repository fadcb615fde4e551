import { ENDPOINTS } from "@banca/contract/endpoints";
import { describe, expect, it } from "vitest";
import { hashToken } from "#app/modules/sessions/service.ts";
import { solvedCaptcha } from "./support/captcha.ts";
import { memberCalls } from "./support/member-calls.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { confirmMobile, counts, lastCode, outboxFor, wait, withModules } from "./support/verification.ts";

const LOGIN = ENDPOINTS.login.path;
const PASSWORD = "Sunny2026";

describe(`log-in rules on ${databaseKind}`, () => {
  const demo = demoConfig();
  const ipverf = withModules(demo, "ipverf", { LOGINIPVERF3: "1" });
  const nosms = withModules(demo, "nosms", { MOBILEVERCODELOGIN3: "0" });
  const t = useTestApp(() => ({ merchants: [demo, ipverf, nosms] }));
  const { call, nextIp } = memberCalls(t, "198.18.3");
  let numberCounter = 0;
  const nextNumber = () => `1192000${String(++numberCounter).padStart(4, "0")}`;

  type Who = { username: string; mobileNum?: string; email?: string; merchant?: string; ip?: string };
  const registerMember = async (who: Who) => {
    const response = await call("PUT", ENDPOINTS.register.path, {
      body: {
        username: who.username,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        paymentPassword: "482913",
        ...(who.mobileNum ? { countryDialingCode: "55", mobileNum: who.mobileNum } : {}),
        ...(who.email ? { email: who.email } : {}),
        registerMethod: "WEB",
        agreement: true,
      },
      ip: who.ip ?? nextIp(),
      ...(who.merchant ? { merchant: who.merchant } : {}),
    });
    expect(response.statusCode).toBe(200);
    const member = response.json().value as { id: number; token: string };
    // Members of these tests confirmed their number with its SMS code when they registered.
    if (who.mobileNum) await confirmMobile(t.db, member.id);
    return member;
  };
  type Options = { ip?: string; merchant?: string; captcha?: object };
  const extra = (options: Options) => ({
    ip: options.ip ?? nextIp(),
    ...(options.merchant ? { merchant: options.merchant } : {}),
  });
  const login = (username: string, password: string, options: Options = {}) =>
    call("POST", LOGIN, {
      body: { type: "username", username, password, ...options.captcha },
      ...extra(options),
    });
  const smsLogin = (mobileNum: string, verificationCode: string, options: Options = {}) =>
    call("POST", LOGIN, {
      body: { type: "sms", countryDialingCode: "55", mobileNum, verificationCode, ...options.captcha },
      ...extra(options),
    });
  const sendLoginCode = async (mobileNum: string, options: Options = {}) => {
    await wait(t.db, 2);
    const response = await call("POST", ENDPOINTS.smsNoLoginCode.path, {
      body: { countryDialingCode: "55", mobileNum },
      ...extra(options),
    });
    expect(response.statusCode).toBe(200);
  };

  describe("by SMS code (MOBILEVERCODELOGIN3)", () => {
    it("logs in with the code sent to the member's number, once", async () => {
      const mobile = nextNumber();
      const member = await registerMember({ username: "smsuser01", mobileNum: mobile });
      await sendLoginCode(mobile);
      const code = await lastCode(t.db, `+55${mobile}`);
      const response = await smsLogin(mobile, code);
      expect(response.statusCode).toBe(200);
      expect(response.json().value).toMatchObject({ id: member.id, userName: "smsuser01", customerType: 0 });
      const info = await call("GET", ENDPOINTS.memberInfo.path, { token: response.json().value.token });
      expect(info.json().value.account).toBe("smsuser01");
      const again = await smsLogin(mobile, code);
      expect(again.statusCode).toBe(400);
      expect(again.json().errorCode).toBe("invalid-verification-code");
    });

    it("refuses a wrong code, an expired one, and one that ran out of tries", async () => {
      const mobile = nextNumber();
      await registerMember({ username: "smsuser02", mobileNum: mobile });
      await sendLoginCode(mobile);
      const code = await lastCode(t.db, `+55${mobile}`);
      const wrong = code === "000000" ? "000001" : "000000";
      const sessionsBefore = (await counts(t.db)).sessions;
      expect((await smsLogin(mobile, wrong)).json().errorCode).toBe("invalid-verification-code");
      expect((await smsLogin(mobile, "12ab56")).json().errorCode).toBe("invalid-verification-code");
      await t.db.query(
        "UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE destination = $1",
        [`+55${mobile}`],
      );
      const expired = await smsLogin(mobile, code);
      expect(expired.json()).toMatchObject({
        errorCode: "code-expired",
        message: "Code expired, send again",
      });

      await sendLoginCode(mobile);
      const fresh = await lastCode(t.db, `+55${mobile}`);
      const bad = fresh === "000000" ? "000001" : "000000";
      // Five tries per code, whichever addresses they come from. The account's own failure count is
      // cleared around them so that only the code's limit is at work here.
      await t.db.query("DELETE FROM login_attempts WHERE username_key = 'smsuser02'");
      for (let attempt = 0; attempt < 5; attempt++) {
        const captcha = attempt >= 3 ? await solvedCaptcha(t.db) : {};
        const response = await smsLogin(mobile, bad, { captcha });
        expect(response.json().errorCode).toBe("invalid-verification-code");
      }
      await t.db.query("DELETE FROM login_attempts WHERE username_key = 'smsuser02'");
      expect((await smsLogin(mobile, fresh)).json().errorCode).toBe("code-expired");
      expect((await counts(t.db)).sessions).toBe(sessionsBefore);
    });

    it("gives nothing for a number without an account or under another country's code", async () => {
      const mobile = nextNumber();
      await registerMember({ username: "smsuser03", mobileNum: mobile });
      const unknown = nextNumber();
      await sendLoginCode(unknown);
      expect((await smsLogin(unknown, "123456")).json().errorCode).toBe("invalid-verification-code");
      const foreign = await call("POST", LOGIN, {
        body: { type: "sms", countryDialingCode: "1", mobileNum: mobile, verificationCode: "123456" },
        ip: nextIp(),
      });
      expect(foreign.json().errorCode).toBe("invalid-verification-code");
    });

    it.each([
      [
        "no number",
        { countryDialingCode: "55", mobileNum: "", verificationCode: "123456" },
        "request_param_err",
      ],
      ["no code", { countryDialingCode: "55", mobileNum: "11920009999" }, "request_param_err"],
      [
        "a number of letters",
        { countryDialingCode: "55", mobileNum: "abcdefghij", verificationCode: "1" },
        "invalid-phone-number",
      ],
      [
        "a code of the wrong type",
        { countryDialingCode: "55", mobileNum: "11920009999", verificationCode: 123456 },
        "request_param_err",
      ],
      [
        "an overlong code",
        { countryDialingCode: "55", mobileNum: "11920009999", verificationCode: "1".repeat(256) },
        "request_param_err",
      ],
    ])("refuses %s", async (_name, fields, code) => {
      const before = await counts(t.db);
      const response = await call("POST", LOGIN, { body: { type: "sms", ...fields }, ip: nextIp() });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe(code);
      expect(await counts(t.db)).toEqual(before);
    });

    it("is refused where the merchant switched it off", async () => {
      const response = await call("POST", LOGIN, {
        body: { type: "sms", countryDialingCode: "55", mobileNum: nextNumber(), verificationCode: "123456" },
        ip: nextIp(),
        merchant: "nosms",
      });
      expect(response.json().errorCode).toBe("function.not.available");
    });
  });

  describe("captcha and limits", () => {
    it("asks for a captcha from the third failure of an account, and checks it", async () => {
      await registerMember({ username: "captcha01" });
      const first = await login("captcha01", "Wrong1pass");
      expect(first.json()).toMatchObject({ errorCode: "login.failed", value: null });
      expect((await login("captcha01", "Wrong2pass")).json().value).toBeNull();
      const third = await login("captcha01", "Wrong3pass");
      expect(third.json()).toMatchObject({ errorCode: "login.failed", value: { captcha: true } });

      const without = await login("captcha01", PASSWORD);
      expect(without.statusCode).toBe(400);
      expect(without.json()).toMatchObject({ errorCode: "captcha-check-failed", value: { captcha: true } });
      const { captchaId } = await solvedCaptcha(t.db);
      const wrongAnswer = await login("captcha01", PASSWORD, { captcha: { captchaId, captcha: "XXXXX" } });
      expect(wrongAnswer.json().errorCode).toBe("captcha-check-failed");
      const solved = await solvedCaptcha(t.db);
      expect((await login("captcha01", PASSWORD, { captcha: solved })).json().success).toBe(true);
      // A captcha answers once.
      expect((await login("captcha01", PASSWORD, { captcha: solved })).json().errorCode).toBe(
        "captcha-check-failed",
      );
    });

    it("asks for a captcha from an address that failed three times, for any account", async () => {
      await registerMember({ username: "captcha02" });
      const ip = nextIp();
      for (const name of ["nobody001", "nobody002", "nobody003"]) await login(name, "Guess1234", { ip });
      const fromThere = await login("captcha02", PASSWORD, { ip });
      expect(fromThere.json()).toMatchObject({ errorCode: "captcha-check-failed", value: { captcha: true } });
      expect((await login("captcha02", PASSWORD)).json().success).toBe(true);
    });

    it("counts an account's failures whatever the letter case of its name", async () => {
      await registerMember({ username: "casefold01" });
      for (const name of ["casefold01", "CASEFOLD01", "CaseFold01"]) await login(name, "Wrong1pass");
      expect((await login("cAsEfOlD01", PASSWORD)).json().errorCode).toBe("captcha-check-failed");
      // Five failures from one address lock that address out of the account.
      const ip = nextIp();
      for (const name of ["CASEFOLD01", "casefold01", "cAsEfOlD01", "CASEfold01", "caseFOLD01"]) {
        expect(
          (await login(name, "Wrong1pass", { ip, captcha: await solvedCaptcha(t.db) })).json().errorCode,
        ).toBe("login.failed");
      }
      const locked = await login("CaseFold01", PASSWORD, { ip, captcha: await solvedCaptcha(t.db) });
      expect(locked.statusCode).toBe(429);
    });

    it("counts an address by what the trusted proxy saw, not by what the client wrote", async () => {
      await registerMember({ username: "spoofed01" });
      const real = nextIp();
      for (let attempt = 0; attempt < 3; attempt++) {
        // The client prepends an address of its choice; the proxy (127.0.0.1 here) appends the real one.
        await login(`victim00${attempt}`, "Guess1234", { ip: `203.0.113.${attempt + 10}, ${real}` });
      }
      const next = await login("spoofed01", PASSWORD, { ip: `203.0.113.99, ${real}` });
      expect(next.json().errorCode).toBe("captcha-check-failed");
    });

    it("lets no more than five guesses from one address through when they arrive together", async () => {
      await registerMember({ username: "parallel01" });
      const ip = nextIp();
      const captchas = await Promise.all(Array.from({ length: 10 }, () => solvedCaptcha(t.db)));
      const answers = await Promise.all(
        captchas.map((captcha, index) => login("parallel01", `Wrong${index}pass`, { ip, captcha })),
      );
      const codes = answers.map((answer) => answer.json().errorCode);
      for (const code of codes) expect(["login.failed", "too.many.requests"]).toContain(code);
      // Refused tries are not counted, so a burst may even be refused whole; but the guesses that
      // were checked, together with any made afterwards, never exceed five.
      let guesses = codes.filter((code) => code === "login.failed").length;
      for (let index = 0; index < 6; index++) {
        const next = await login("parallel01", `Late${index}pass`, {
          ip,
          captcha: await solvedCaptcha(t.db),
        });
        if (next.json().errorCode === "login.failed") guesses++;
      }
      expect(guesses).toBe(5);
      const locked = await login("parallel01", PASSWORD, { ip, captcha: await solvedCaptcha(t.db) });
      expect(locked.statusCode).toBe(429);
    });

    it("lets players behind one shared address log in at the same moment without a captcha", async () => {
      const shared = nextIp();
      const players = Array.from({ length: 8 }, (_, index) => `cafe0${index}player`);
      for (const username of players) await registerMember({ username });
      const answers = await Promise.all(players.map((username) => login(username, PASSWORD, { ip: shared })));
      for (const answer of answers) expect(answer.json()).toMatchObject({ success: true });
    });
  });

  describe("what a log-in writes", () => {
    const attemptsOf = async (usernameKey: string) =>
      (
        await t.db.query<{ client_ip: string; succeeded: boolean | null }>(
          "SELECT client_ip, succeeded FROM login_attempts WHERE username_key = $1 ORDER BY id",
          [usernameKey],
        )
      ).map((row) => [row.client_ip, row.succeeded]);

    it("opens the session with the log-in's marks: times, address, device, and the try as succeeded", async () => {
      const member = await registerMember({ username: "marks01" });
      const [registered] = await t.db.query<{ first_login_at: Date; last_login_at: Date }>(
        "SELECT first_login_at, last_login_at FROM members WHERE id = $1",
        [member.id],
      );
      const ip = nextIp();
      expect((await login("marks01", "Wrong1pass", { ip })).json().errorCode).toBe("login.failed");
      const response = await call("POST", LOGIN, {
        body: { type: "username", username: "MARKS01", password: PASSWORD },
        ip,
      });
      // The device is the server's signed cookie, issued with the log-in's answer.
      const device = /^banca_device=([A-Za-z0-9_-]{22})\./.exec(String(response.headers["set-cookie"]))?.[1];
      const value = response.json().value as { token: string; id: number; firstTimeLogin: boolean };
      expect(value).toMatchObject({ id: member.id, userName: "marks01", firstTimeLogin: false });

      const [session] = await t.db.query<{ member_id: string | number; client_ip: string }>(
        "SELECT member_id, client_ip FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL",
        [hashToken(value.token)],
      );
      expect(session).toMatchObject({ client_ip: ip });
      expect(Number(session?.member_id)).toBe(member.id);
      const [marked] = await t.db.query<{ first_login_at: Date; last_login_at: Date }>(
        "SELECT first_login_at, last_login_at FROM members WHERE id = $1",
        [member.id],
      );
      expect(marked?.first_login_at).toEqual(registered?.first_login_at);
      expect(marked?.last_login_at.getTime()).toBeGreaterThan(registered?.last_login_at.getTime() ?? 0);
      const places = await t.db.query(
        "SELECT 1 FROM member_login_addresses WHERE member_id = $1 AND client_ip = $2",
        [member.id, ip],
      );
      expect(places).toHaveLength(1);
      const devices = await t.db.query<{ device_id: string }>(
        "SELECT device_id FROM member_login_devices WHERE member_id = $1",
        [member.id],
      );
      expect(device).toBeDefined();
      expect(devices.map((row) => row.device_id)).toContain(device);
      // The failed try stays a failure, the right one is no longer in flight.
      expect(await attemptsOf("marks01")).toEqual([
        [ip, false],
        [ip, true],
      ]);

      // The browser that sends its cookie back is the device it was; one without is a new device.
      const cookie = String(response.headers["set-cookie"]).split(";")[0];
      const again = await call("POST", LOGIN, {
        body: { type: "username", username: "marks01", password: PASSWORD },
        ip,
        cookie,
      });
      expect(again.json().success).toBe(true);
      const count = async () =>
        (await t.db.query("SELECT 1 FROM member_login_devices WHERE member_id = $1", [member.id])).length;
      expect(await count()).toBe(devices.length);
      expect((await login("marks01", PASSWORD, { ip })).json().success).toBe(true);
      expect(await count()).toBe(devices.length + 1);
    });

    it("counts a try stopped after the password was proved as succeeded, not as in flight", async () => {
      await registerMember({ username: "marks02" });
      const ip = nextIp();
      const agentSite = await call("POST", LOGIN, {
        body: { type: "username", username: "marks02", password: PASSWORD, site: "agent" },
        ip,
      });
      expect(agentSite.json().errorCode).toBe("login.agent.only");
      expect(await attemptsOf("marks02")).toEqual([[ip, true]]);
      // Five more right passwords from the same address: none counts against the account.
      for (let index = 0; index < 5; index++) {
        expect((await login("marks02", PASSWORD, { ip })).json().success).toBe(true);
      }
      expect((await login("marks02", "Wrong1pass", { ip })).json()).toMatchObject({
        errorCode: "login.failed",
        value: null,
      });
    });
  });

  describe("log-in from a new address (LOGINIPVERF3)", () => {
    const inIpverf = { merchant: "ipverf" };
    const sendChallengeCode = (challengeId: string, channel: string, ip: string) =>
      call("POST", ENDPOINTS.loginVerificationCode.path, { body: { challengeId, channel }, ip, ...inIpverf });
    const verify = (body: object, ip: string) =>
      call("POST", ENDPOINTS.loginVerification.path, { body, ip, ...inIpverf });

    it("lets a member in from a known address, and asks for a code from a new one", async () => {
      const home = nextIp();
      const mobile = nextNumber();
      await registerMember({
        username: "traveller1",
        mobileNum: mobile,
        email: "Traveller@Example.com",
        ...inIpverf,
        ip: home,
      });
      expect((await login("traveller1", PASSWORD, { ip: home, ...inIpverf })).json().success).toBe(true);

      const away = nextIp();
      const sessionsBefore = (await counts(t.db)).sessions;
      const challenged = await login("traveller1", PASSWORD, { ip: away, ...inIpverf });
      expect(challenged.statusCode).toBe(403);
      const challenge = challenged.json().value;
      expect(challenged.json().errorCode).toBe("login.verification.required");
      expect(challenge).toEqual({
        challengeId: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        channels: ["sms", "email"],
        mobile: `55*******${mobile.slice(-4)}`,
        email: "Tr***@Example.com",
        bankAccount: "",
      });
      expect((await counts(t.db)).sessions).toBe(sessionsBefore);

      const sent = await sendChallengeCode(challenge.challengeId, "email", away);
      expect(sent.json()).toMatchObject({ success: true, value: { expiredMinutes: 15 } });
      const [mail] = await outboxFor(t.db, "traveller@example.com");
      expect(mail).toMatchObject({ channel: "email", subject: "ipverf brand: confirme seu acesso" });
      const code = await lastCode(t.db, "traveller@example.com");
      const wrong = code === "000000" ? "000001" : "000000";
      const body = { challengeId: challenge.challengeId, channel: "email" };
      expect((await verify({ ...body, verificationCode: wrong }, away)).json().errorCode).toBe(
        "invalid-verification-code",
      );
      // Only from the address that was challenged.
      expect((await verify({ ...body, verificationCode: code }, nextIp())).json().errorCode).toBe(
        "login.failed",
      );
      const done = await verify({ ...body, verificationCode: code }, away);
      expect(done.statusCode).toBe(200);
      expect(done.json().value).toMatchObject({ userName: "traveller1", firstTimeLogin: false });
      expect((await verify({ ...body, verificationCode: code }, away)).json().errorCode).toBe("login.failed");
      // The address is known now.
      expect((await login("traveller1", PASSWORD, { ip: away, ...inIpverf })).json().success).toBe(true);
    });

    it("confirms by SMS when the member chooses it; a channel the member lacks is refused", async () => {
      const mobile = nextNumber();
      await registerMember({ username: "traveller2", mobileNum: mobile, ...inIpverf });
      const away = nextIp();
      const challenge = (await login("traveller2", PASSWORD, { ip: away, ...inIpverf })).json().value;
      expect(challenge).toMatchObject({ channels: ["sms"], email: "" });
      const noMail = await sendChallengeCode(challenge.challengeId, "email", away);
      expect(noMail.json().errorCode).toBe("operation-not-allowed");
      expect((await sendChallengeCode(challenge.challengeId, "sms", away)).statusCode).toBe(200);
      const code = await lastCode(t.db, `+55${mobile}`);
      const done = await verify(
        { challengeId: challenge.challengeId, channel: "sms", verificationCode: code },
        away,
      );
      expect(done.json().success).toBe(true);
    });

    it("lets in a member who cannot be reached, and skips the check after an SMS log-in", async () => {
      await registerMember({ username: "traveller3", ...inIpverf });
      expect((await login("traveller3", PASSWORD, { ip: nextIp(), ...inIpverf })).json().success).toBe(true);
      const mobile = nextNumber();
      await registerMember({ username: "traveller4", mobileNum: mobile, ...inIpverf });
      const away = nextIp();
      await sendLoginCode(mobile, { ip: away, ...inIpverf });
      const code = await lastCode(t.db, `+55${mobile}`);
      expect((await smsLogin(mobile, code, { ip: away, ...inIpverf })).json().success).toBe(true);
    });

    it("does not challenge where LOGINIPVERF3 is off", async () => {
      await registerMember({ username: "homebody01", mobileNum: nextNumber() });
      expect((await login("homebody01", PASSWORD, { ip: nextIp() })).json().success).toBe(true);
    });

    it.each([
      ["an unknown challenge", { challengeId: "nope", channel: "sms" }, "login.failed"],
      ["no challenge id", { channel: "sms" }, "request_param_err"],
      ["an unknown channel", { challengeId: "nope", channel: "fax" }, "request_param_err"],
      ["an overlong challenge id", { challengeId: "x".repeat(65), channel: "sms" }, "request_param_err"],
    ])("refuses a code request with %s", async (_name, body, code) => {
      const before = await counts(t.db);
      const response = await call("POST", ENDPOINTS.loginVerificationCode.path, {
        body,
        ip: nextIp(),
        ...inIpverf,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe(code);
      expect(await counts(t.db)).toEqual(before);
    });

    it.each([
      ["no code", { challengeId: "nope", channel: "sms", verificationCode: "" }, "request_param_err"],
      [
        "a code of the wrong type",
        { challengeId: "nope", channel: "sms", verificationCode: 123456 },
        "request_param_err",
      ],
      [
        "an unknown challenge",
        { challengeId: "nope", channel: "sms", verificationCode: "123456" },
        "login.failed",
      ],
    ])("refuses a verification with %s", async (_name, body, code) => {
      const before = await counts(t.db);
      const response = await verify(body, nextIp());
      expect(response.json().errorCode).toBe(code);
      expect(await counts(t.db)).toEqual(before);
    });

    it("refuses a verification sent in the clear", async () => {
      const response = await call("POST", ENDPOINTS.loginVerification.path, {
        body: { challengeId: "nope", channel: "sms", verificationCode: "123456" },
        ip: nextIp(),
        sealed: false,
      });
      expect(response.json().errorCode).toBe("encryption.invalid");
    });
  });
});
