import { ENDPOINTS } from "@banca/contract/endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { buildApp } from "#app/app.ts";
import { solvedCaptcha } from "./support/captcha.ts";
import { memberCalls } from "./support/member-calls.ts";
import { buildTestApp, useTestApp } from "./support/test-app.ts";
import { databaseKind, openTestDatabase } from "./support/test-database.ts";
import { confirmEmail, confirmMobile, lastCode, wait } from "./support/verification.ts";

const PASSWORD = "Sunny2026";
const NEW_PASSWORD = "Moon2027x";

describe(`limits against guessing on ${databaseKind}`, () => {
  const t = useTestApp();
  const { call, nextIp } = memberCalls(t, "198.18.28");
  let numberCounter = 0;
  const nextNumber = () => `1195000${String(++numberCounter).padStart(4, "0")}`;

  const registerMember = async (
    username: string,
    fields: { mobileNum?: string; email?: string; ip?: string } = {},
  ) => {
    const response = await call("PUT", ENDPOINTS.register.path, {
      body: {
        username,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        paymentPassword: "482913",
        ...(fields.mobileNum ? { countryDialingCode: "55", mobileNum: fields.mobileNum } : {}),
        ...(fields.email ? { email: fields.email } : {}),
        registerMethod: "WEB",
        agreement: true,
      },
      ip: fields.ip ?? nextIp(),
    });
    expect(response.statusCode).toBe(200);
    const member = response.json().value as { id: number; token: string };
    if (fields.mobileNum) await confirmMobile(t.db, member.id);
    if (fields.email) await confirmEmail(t.db, member.id);
    return member;
  };
  const login = (username: string, password: string, ip: string, captcha: object = {}) =>
    call("POST", ENDPOINTS.login.path, { body: { type: "username", username, password, ...captcha }, ip });
  const checkUsername = (username: string, ip: string) =>
    call("GET", `${ENDPOINTS.checkUsername.path}?username=${username}`, { ip });

  describe("username and mobile look-ups", () => {
    it("answers the username check within the code requests' limits of the asking address", async () => {
      await registerMember("lookup01");
      const ip = nextIp();
      const answers: string[] = [];
      for (let index = 0; index < 10; index++) {
        await wait(t.db, 2);
        const name = index % 5 === 0 ? "lookup01" : `freename${index}`;
        const response = await checkUsername(name, ip);
        answers.push(response.json().errorCode || "free");
      }
      expect(answers).toEqual(
        Array.from({ length: 10 }, (_, index) => (index % 5 ? "free" : "username.taken")),
      );
      await wait(t.db, 2);
      const refused = await checkUsername("freename10", ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        errorCode: "too-many-requests",
        message: "Too many requests, try again after 5 minutes",
      });
      // The budget is the code requests' own: that address cannot ask for an SMS code either.
      const code = await call("POST", ENDPOINTS.smsRegisterCode.path, {
        body: { countryDialingCode: "55", mobileNo: nextNumber(), type: "mobile" },
        ip,
      });
      expect(code.json().errorCode).toBe("too-many-requests");
      // Another address still gets its answer.
      expect((await checkUsername("lookup01", nextIp())).json().errorCode).toBe("username.taken");
    });

    it("answers whether one number is taken no more than five times in 15 minutes", async () => {
      const mobile = nextNumber();
      await registerMember("lookup02", { mobileNum: mobile });
      const ask = () =>
        call("POST", ENDPOINTS.smsRegisterCode.path, {
          body: { countryDialingCode: "55", mobileNo: mobile, type: "mobile" },
          ip: nextIp(),
        });
      for (let index = 0; index < 5; index++) {
        await wait(t.db, 2);
        expect((await ask()).json().errorCode).toBe("mobile.taken");
      }
      await wait(t.db, 2);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errorCode).toBe("too-many-requests");
    });

    it("counts a registration refused as taken like a look-up", async () => {
      await registerMember("lookup03");
      const tryTaken = () =>
        call("PUT", ENDPOINTS.register.path, {
          body: {
            username: "LOOKUP03",
            password: PASSWORD,
            confirmPassword: PASSWORD,
            paymentPassword: "482913",
            registerMethod: "WEB",
            agreement: true,
          },
          ip: nextIp(),
        });
      for (let index = 0; index < 5; index++) {
        await wait(t.db, 2);
        expect((await tryTaken()).json().errorCode).toBe("username.taken");
      }
      await wait(t.db, 2);
      expect((await tryTaken()).json().errorCode).toBe("too-many-requests");
      expect((await checkUsername("lookup03", nextIp())).json().errorCode).toBe("too-many-requests");
    });
  });

  describe("failed log-ins", () => {
    it("locks the guessing address out of the account, and lets the owner in elsewhere with a captcha", async () => {
      const home = nextIp();
      await registerMember("pairlock01", { ip: home });
      const attacker = nextIp();
      for (let attempt = 0; attempt < 5; attempt++) {
        const captcha = attempt >= 3 ? await solvedCaptcha(t.db) : {};
        expect((await login("pairlock01", `Wrong${attempt}pass`, attacker, captcha)).json().errorCode).toBe(
          "login.failed",
        );
      }
      const locked = await login("pairlock01", PASSWORD, attacker, await solvedCaptcha(t.db));
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({
        errorCode: "too.many.requests",
        message: "Too many failed attempts, try again in 15 minutes",
      });
      // The owner, from home: a captcha, not a lock-out.
      const bare = await login("pairlock01", PASSWORD, home);
      expect(bare.json()).toMatchObject({ errorCode: "captcha-check-failed", value: { captcha: true } });
      const owner = await login("pairlock01", PASSWORD, home, await solvedCaptcha(t.db));
      expect(owner.statusCode).toBe(200);
      expect(owner.json().value).toMatchObject({ userName: "pairlock01" });
    });

    it("asks a captcha of an account guessed at from many addresses, and a code from an unknown one", async () => {
      const home = nextIp();
      await registerMember("attacked01", { email: "attacked01@example.com", ip: home });
      for (let attempt = 0; attempt < 8; attempt++) {
        const captcha = attempt >= 3 ? await solvedCaptcha(t.db) : {};
        expect((await login("attacked01", `Wrong${attempt}pass`, nextIp(), captcha)).json().errorCode).toBe(
          "login.failed",
        );
      }
      const sessions = async () =>
        Number(
          (await t.db.query<{ n: string }>("SELECT count(*) AS n FROM sessions WHERE revoked_at IS NULL"))[0]
            ?.n,
        );
      const before = await sessions();
      // The right password from an address the owner never used: a guess that landed proves nothing.
      const away = nextIp();
      const challenged = await login("attacked01", PASSWORD, away, await solvedCaptcha(t.db));
      expect(challenged.statusCode).toBe(403);
      expect(challenged.json()).toMatchObject({
        errorCode: "login.verification.required",
        value: { channels: ["email"], email: "at***@example.com" },
      });
      expect(await sessions()).toBe(before);
      // The owner confirms with the e-mail code ...
      const { challengeId } = challenged.json().value;
      const sent = await call("POST", ENDPOINTS.loginVerificationCode.path, {
        body: { challengeId, channel: "email" },
        ip: away,
      });
      expect(sent.statusCode).toBe(200);
      const code = await lastCode(t.db, "attacked01@example.com");
      const confirmed = await call("POST", ENDPOINTS.loginVerification.path, {
        body: { challengeId, channel: "email", verificationCode: code },
        ip: away,
      });
      expect(confirmed.json().value).toMatchObject({ userName: "attacked01" });
      // ... or, from home, with a captcha alone.
      const owner = await login("attacked01", PASSWORD, home, await solvedCaptcha(t.db));
      expect(owner.json().value).toMatchObject({ userName: "attacked01" });
    });
  });

  describe("daily cap on wrong codes", () => {
    it("refuses every check for a destination after 20 wrong codes in a day, across codes", async () => {
      const mobile = nextNumber();
      const destination = `+55${mobile}`;
      const member = await registerMember("dailycap01", { mobileNum: mobile });
      const sendResetCode = async () => {
        await wait(t.db, 2);
        const sent = await call("POST", ENDPOINTS.passwordSmsCode.path, {
          body: { countryDialingCode: "55", mobileNum: mobile },
          ip: nextIp(),
        });
        expect(sent.statusCode).toBe(200);
        return lastCode(t.db, destination);
      };
      const reset = (verificationCode: string) =>
        call("POST", ENDPOINTS.resetPasswordPhone.path, {
          body: {
            countryDialingCode: "55",
            mobileNum: mobile,
            verificationCode,
            newPassword: NEW_PASSWORD,
            confirmNewPassword: NEW_PASSWORD,
          },
          ip: nextIp(),
        });
      const hash = async () =>
        (
          await t.db.query<{ h: string }>("SELECT password_hash AS h FROM members WHERE id = $1", [member.id])
        )[0]?.h;
      const before = await hash();
      // Four codes, five wrong tries each: 20 wrong codes today.
      for (let round = 0; round < 4; round++) {
        const code = await sendResetCode();
        const wrong = code === "000000" ? "000001" : "000000";
        for (let attempt = 0; attempt < 5; attempt++) {
          expect((await reset(wrong)).json().errorCode).toBe("invalid-verification-code");
        }
      }
      const fresh = await sendResetCode();
      const refused = await reset(fresh);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        success: false,
        errorCode: "verification.daily.limit",
        message: "Too many wrong codes for this number or e-mail today, try again tomorrow",
      });
      expect(await hash()).toBe(before);

      // Every purpose: a log-in code for that number is refused as well.
      await wait(t.db, 16 * 60);
      await call("POST", ENDPOINTS.smsNoLoginCode.path, {
        body: { countryDialingCode: "55", mobileNum: mobile },
        ip: nextIp(),
      });
      const loginCode = await lastCode(t.db, destination);
      const smsLogin = () =>
        call("POST", ENDPOINTS.login.path, {
          body: { type: "sms", countryDialingCode: "55", mobileNum: mobile, verificationCode: loginCode },
          ip: nextIp(),
        });
      expect((await smsLogin()).json().errorCode).toBe("verification.daily.limit");

      // The next day (the database's date moved back a day) the right code works again.
      await t.db.query("UPDATE verification_check_failures SET day = day - 1 WHERE destination = $1", [
        destination,
      ]);
      expect((await smsLogin()).json().value).toMatchObject({ userName: "dailycap01" });
    });

    it("lets no more than the day's wrong codes through when they arrive together", async () => {
      const mobile = nextNumber();
      const destination = `+55${mobile}`;
      await registerMember("dailycap02", { mobileNum: mobile });
      await t.db.query(
        `INSERT INTO verification_check_failures (merchant_code, destination, day, failures)
         VALUES ('demo', $1, (now() AT TIME ZONE 'UTC')::date, 18)`,
        [destination],
      );
      await wait(t.db, 2);
      await call("POST", ENDPOINTS.passwordSmsCode.path, {
        body: { countryDialingCode: "55", mobileNum: mobile },
        ip: nextIp(),
      });
      const code = await lastCode(t.db, destination);
      const wrong = code === "000000" ? "000001" : "000000";
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          call("POST", ENDPOINTS.resetPasswordPhone.path, {
            body: {
              countryDialingCode: "55",
              mobileNum: mobile,
              verificationCode: wrong,
              newPassword: NEW_PASSWORD,
              confirmNewPassword: NEW_PASSWORD,
            },
            ip: nextIp(),
          }),
        ),
      );
      const codes = answers.map((answer) => answer.json().errorCode);
      expect(codes.filter((code) => code === "invalid-verification-code")).toHaveLength(2);
      expect(codes.filter((code) => code === "verification.daily.limit")).toHaveLength(3);
      const [row] = await t.db.query<{ failures: number }>(
        "SELECT failures FROM verification_check_failures WHERE destination = $1",
        [destination],
      );
      expect(Number(row?.failures)).toBe(20);
    });
  });
});

describe(`the request log on ${databaseKind}`, () => {
  const lines: string[] = [];
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    db = await openTestDatabase("demo");
    app = await buildTestApp(
      db,
      { TRUST_PROXY: false, LOG_LEVEL: "info" },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it("keeps codes and tokens in query strings out of the log, and the rest of the address in", async () => {
    const gameUrl = "https://vendor.example/play?token=NestedLaunchToken3&lang=en";
    const targets = [
      "/vendors/bgs/dice?merchant=demo&launch=BgsLaunchToken1&lang=en",
      "/vendors/demo/play?token=DemoLaunchToken2&operator=demo&theme=dark",
      `/game?url=${encodeURIComponent(gameUrl)}`,
      "/?resetCode=482913&username=someone",
      "/?token=SessionToken4",
      "/wps/social/google/callback?code=OidcCode5&state=OidcState6",
      "/?launchToken=Launch7&ticket=Ticket8&verificationCode=739155",
      "/wps/check/username?username=visible01",
    ];
    for (const url of targets) await app.inject({ url });
    const urls = lines
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
      .filter((entry) => entry.msg === "incoming request")
      .map((entry) => entry.req?.url ?? "");
    expect(urls).toHaveLength(targets.length);
    const logged = lines.join("\n");
    for (const secret of [
      "BgsLaunchToken1",
      "DemoLaunchToken2",
      "NestedLaunchToken3",
      "482913",
      "SessionToken4",
      "OidcCode5",
      "OidcState6",
      "Launch7",
      "Ticket8",
      "739155",
    ]) {
      expect(logged).not.toContain(secret);
    }
    expect(urls[0]).toBe("/vendors/bgs/dice?merchant=demo&launch=[REDACTED]&lang=en");
    expect(urls[2]).toBe(
      `/game?url=${encodeURIComponent("https://vendor.example/play?token=[REDACTED]&lang=en")}`,
    );
    expect(urls[3]).toBe("/?resetCode=[REDACTED]&username=someone");
    expect(urls[7]).toBe("/wps/check/username?username=visible01");
  });
});
