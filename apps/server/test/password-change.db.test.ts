import { sealRequest } from "@banca/contract/encryption";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { MerchantConfig } from "@banca/contract/merchant-config";
import type { ModuleNode } from "@banca/contract/whitelabel";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "#app/modules/members/password.ts";
import { createPasswordService } from "#app/modules/members/password-service.ts";
import { createMerchantRepository } from "#app/modules/merchants/repository.ts";
import { solvedCaptcha } from "./support/captcha.ts";
import { memberCalls } from "./support/member-calls.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const PASSWORD = "Sunny2026";
const NEW_PASSWORD = "Rainy2027";

function withModule(nodes: ModuleNode[], modId: string, enabled: "0" | "1"): ModuleNode[] {
  return nodes.map((node) => ({
    ...node,
    enabled: node.modId === modId ? enabled : node.enabled,
    childrenNodes: withModule(node.childrenNodes ?? [], modId, enabled),
  }));
}

describe(`password change and policy on ${databaseKind}`, () => {
  const demo = demoConfig();
  const other: MerchantConfig = { ...demo, code: "other", name: "Other brand", domains: ["other.example"] };
  // A brand without forced expiry, and one whose passwords last 30 days.
  const relaxed: MerchantConfig = {
    ...demo,
    code: "relaxed",
    domains: ["relaxed.example"],
    whitelabel: withModule(demo.whitelabel, "PWDEXPFORCECHANGE3", "0"),
  };
  const strict: MerchantConfig = {
    ...demo,
    code: "strict",
    domains: ["strict.example"],
    passwordPolicy: { maxAgeDays: 30 },
  };
  const t = useTestApp(() => ({ merchants: [demo, other, relaxed, strict] }));
  const { call, register, login } = memberCalls(t, "198.18.0");

  const change = (token: string | undefined, body: unknown, options: { language?: string } = {}) =>
    call("POST", ENDPOINTS.changePassword.path, { body, ...(token ? { token } : {}), ...options });
  const memberRow = async (id: number) =>
    (
      await t.db.query<{
        password_hash: string | null;
        password_changed_at: Date;
        must_change_password: boolean;
      }>("SELECT password_hash, password_changed_at, must_change_password FROM members WHERE id = $1", [id])
    )[0]!;
  const liveSessions = async (id: number) =>
    Number(
      (
        await t.db.query<{ n: string }>(
          "SELECT count(*) AS n FROM sessions WHERE member_id = $1 AND revoked_at IS NULL",
          [id],
        )
      )[0]?.n,
    );
  const info = (token: string) => call("GET", ENDPOINTS.memberInfo.path, { token });

  it("changes the password and ends every session of the account, the caller's too", async () => {
    const member = await register("pedro2026", PASSWORD);
    const otherDevice = (await login("pedro2026", PASSWORD)).json().value.token;
    const before = await memberRow(member.id);
    const answer = await change(member.token, {
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, value: null });

    for (const token of [member.token, otherDevice]) {
      const refused = await info(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().errorCode).toBe("user.or.token.invalid");
    }
    expect(await liveSessions(member.id)).toBe(0);
    const after = await memberRow(member.id);
    expect(after.password_changed_at.getTime()).toBeGreaterThan(before.password_changed_at.getTime());
    expect(after.password_hash).toMatch(/^\$argon2id\$/);
    expect((await login("pedro2026", PASSWORD)).json().errorCode).toBe("login.failed");
    const fresh = await login("pedro2026", NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().value.passwordExpired).toBe(false);
  });

  it("refuses a wrong or missing old password (password.incorrect) and changes nothing", async () => {
    const member = await register("julia2026", PASSWORD);
    const before = await memberRow(member.id);
    for (const oldPassword of ["Wrong2026", "", undefined]) {
      const refused = await change(member.token, {
        ...(oldPassword === undefined ? {} : { oldPassword }),
        newPassword: NEW_PASSWORD,
        confirmNewPassword: NEW_PASSWORD,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, errorCode: "password.incorrect" });
    }
    expect(await memberRow(member.id)).toEqual(before);
    expect((await info(member.token)).statusCode).toBe(200);
  });

  it("counts wrong old passwords as failed log-ins: five lock the change for 15 minutes", async () => {
    const member = await register("guesser01", PASSWORD);
    const wrong = { oldPassword: "Wrong2026", newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD };
    for (let index = 0; index < 5; index++) {
      expect((await change(member.token, wrong)).json().errorCode).toBe("password.incorrect");
    }
    const right = { ...wrong, oldPassword: PASSWORD };
    const locked = await change(member.token, right);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe("too.many.requests");
    // The account is not locked for its owner elsewhere: a log-in from another address asks a
    // captcha (guessing-limits.db.test.ts).
    expect((await login("guesser01", PASSWORD)).json().errorCode).toBe("captcha-check-failed");
    expect(await verifyPassword((await memberRow(member.id)).password_hash, PASSWORD)).toBe(true);
  });

  it("lets the owner change the password while a stranger guesses it at log-in from elsewhere", async () => {
    const member = await register("besieged01", PASSWORD);
    // From many addresses, as a botnet would, solving the captcha log-in asks from the third failure.
    for (let index = 0; index < 6; index++) {
      const captcha = index >= 3 ? await solvedCaptcha(t.db) : {};
      const guess = await call("POST", ENDPOINTS.login.path, {
        body: { type: "username", username: "besieged01", password: "Wrong2026", ...captcha },
        ip: `198.18.0.${201 + index}`,
      });
      expect(guess.json().errorCode).toBe("login.failed");
    }
    const right = { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD };
    const changed = await change(member.token, right);
    expect(changed.json()).toMatchObject({ success: true });
    expect(await verifyPassword((await memberRow(member.id)).password_hash, NEW_PASSWORD)).toBe(true);
  });

  it("lets no more than five guesses of the old password through when they arrive together", async () => {
    const member = await register("guesser02", PASSWORD);
    const wrong = { oldPassword: "Wrong2026", newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD };
    // Sealed beforehand, so that the nine reach the server at the same moment.
    const key = (await t.app.inject({ url: ENDPOINTS.sessionKey.path })).json().value;
    const path = ENDPOINTS.changePassword.path;
    const sealed = await Promise.all(
      Array.from({ length: 9 }, () => sealRequest(key, { method: "POST", path }, wrong, Date.now())),
    );
    const answers = await Promise.all(
      sealed.map(({ body, headers }) =>
        t.app.inject({
          method: "POST",
          url: path,
          headers: { ...headers, authorization: member.token, "content-type": "application/json" },
          payload: JSON.stringify(body),
        }),
      ),
    );
    const codes = answers.map((answer) => answer.json().errorCode);
    // Which ones get through depends on timing; how many may never exceed the limit.
    expect(codes.filter((code) => code === "password.incorrect").length).toBeLessThanOrEqual(5);
    expect(codes.every((code) => code === "password.incorrect" || code === "too.many.requests")).toBe(true);
    const failures = await t.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM login_attempts WHERE username_key = 'guesser02' AND NOT succeeded",
    );
    expect(Number(failures[0]?.n)).toBeLessThanOrEqual(5);
  });

  it("refuses a new password equal to the old one (password.unchanged)", async () => {
    const member = await register("samepass1", PASSWORD);
    const before = await memberRow(member.id);
    const refused = await change(member.token, {
      oldPassword: PASSWORD,
      newPassword: PASSWORD,
      confirmNewPassword: PASSWORD,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe("password.unchanged");
    expect(await memberRow(member.id)).toEqual(before);
  });

  it("checks the new password by the merchant's rule and its confirmation, in the caller's language", async () => {
    const member = await register("rules2026", PASSWORD);
    const before = await memberRow(member.id);
    const lettersOnly = await change(
      member.token,
      { oldPassword: PASSWORD, newPassword: "abcdefgh", confirmNewPassword: "abcdefgh" },
      { language: "en" },
    );
    expect(lettersOnly.statusCode).toBe(400);
    expect(lettersOnly.json()).toMatchObject({
      errorCode: "request_param_err",
      message: "The password format is incorrect. Use both letters and digits, 6 - 20 characters",
      value: { fields: { newPassword: { kind: "pattern", patternId: 5 } } },
    });
    const tooShort = await change(member.token, {
      oldPassword: PASSWORD,
      newPassword: "ab1",
      confirmNewPassword: "ab1",
    });
    expect(tooShort.json()).toMatchObject({
      errorCode: "request_param_err",
      message: "A senha deve ter de 6 - 20 caracteres.",
    });
    const mismatch = await change(
      member.token,
      { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: "Rainy2028" },
      { language: "en" },
    );
    expect(mismatch.json()).toMatchObject({
      errorCode: "request_param_err",
      message: "The two entries are inconsistent",
      value: { fields: { confirmNewPassword: { kind: "mismatch" } } },
    });
    const empty = await change(member.token, {
      oldPassword: PASSWORD,
      newPassword: "",
      confirmNewPassword: "",
    });
    expect(empty.json().errorCode).toBe("request_param_err");
    expect(await memberRow(member.id)).toEqual(before);
    expect(await liveSessions(member.id)).toBe(1);
  });

  it("refuses malformed bodies with request_param_err and changes nothing", async () => {
    const member = await register("badbody01", PASSWORD);
    const before = await memberRow(member.id);
    const bodies = [
      { oldPassword: PASSWORD, newPassword: 12345678, confirmNewPassword: 12345678 },
      { oldPassword: PASSWORD, confirmNewPassword: NEW_PASSWORD },
      { oldPassword: PASSWORD, newPassword: NEW_PASSWORD },
      { oldPassword: ["x"], newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
      {
        oldPassword: PASSWORD,
        newPassword: `A1${"a".repeat(127)}`,
        confirmNewPassword: `A1${"a".repeat(127)}`,
      },
      { oldPassword: "x".repeat(129), newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
    ];
    for (const body of bodies) {
      const refused = await change(member.token, body);
      expect(refused.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(refused.json().errorCode).toBe("request_param_err");
    }
    const plain = await call("POST", ENDPOINTS.changePassword.path, {
      token: member.token,
      body: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
      sealed: false,
    });
    expect(plain.json().errorCode).toBe("encryption.invalid");
    expect(await memberRow(member.id)).toEqual(before);
  });

  it("needs a live session of this merchant", async () => {
    const member = await register("brandone1", PASSWORD);
    const before = await memberRow(member.id);
    const body = { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD };
    const anonymous = await change(undefined, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errorCode).toBe("login.not.session");
    const elsewhere = await call("POST", ENDPOINTS.changePassword.path, {
      token: member.token,
      body,
      merchant: "other",
    });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().errorCode).toBe("user.or.token.invalid");
    expect(await memberRow(member.id)).toEqual(before);
  });

  it("refuses trial accounts: they register a real account first", async () => {
    const trial = (await call("POST", ENDPOINTS.freeplayLogin.path)).json().value;
    const refused = await change(trial.token, {
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe("trial.account");
    expect((await memberRow(trial.id)).password_hash).toBeNull();
  });

  it("lets an account without a password (social sign-in) set one without an old one", async () => {
    const member = await register("socialone", PASSWORD);
    await t.db.query("UPDATE members SET password_hash = NULL WHERE id = $1", [member.id]);
    const answer = await change(member.token, {
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(answer.statusCode).toBe(200);
    expect((await login("socialone", NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("flags the default password 123456 at log-in, on every device, until it is changed", async () => {
    const member = await register("defaultpw", PASSWORD);
    await t.db.query("UPDATE members SET password_hash = $2 WHERE id = $1", [
      member.id,
      await hashPassword("123456"),
    ]);
    const first = await login("defaultpw", "123456");
    expect(first.json().value.passwordExpired).toBe(true);
    expect((await memberRow(member.id)).must_change_password).toBe(true);
    // The merchant's rule (letters and digits) would refuse 123456 as a new password; as the old one it
    // is only checked against the stored hash.
    const changed = await change(first.json().value.token, {
      oldPassword: "123456",
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await memberRow(member.id)).must_change_password).toBe(false);
    expect((await login("defaultpw", NEW_PASSWORD)).json().value.passwordExpired).toBe(false);
  });

  it("asks for a change when the flag is set, whatever the merchant's expiry setting", async () => {
    const member = await register("flagged01", PASSWORD, "relaxed");
    await t.db.query("UPDATE members SET must_change_password = true WHERE id = $1", [member.id]);
    expect((await login("flagged01", PASSWORD, { merchant: "relaxed" })).json().value.passwordExpired).toBe(
      true,
    );
  });

  it("expires passwords after 90 days with PWDEXPFORCECHANGE3, or the merchant's own maximum", async () => {
    const age = async (id: number, days: number) =>
      t.db.query("UPDATE members SET password_changed_at = now() - make_interval(days => $2) WHERE id = $1", [
        id,
        days,
      ]);
    const expired = async (username: string, merchant?: string) =>
      (await login(username, PASSWORD, merchant ? { merchant } : {})).json().value.passwordExpired;

    const demoMember = await register("ageddemo1", PASSWORD);
    await age(demoMember.id, 89);
    expect(await expired("ageddemo1")).toBe(false);
    await age(demoMember.id, 91);
    expect(await expired("ageddemo1")).toBe(true);

    const relaxedMember = await register("agedrelax", PASSWORD, "relaxed");
    await age(relaxedMember.id, 400);
    expect(await expired("agedrelax", "relaxed")).toBe(false);

    const strictMember = await register("agedstrct", PASSWORD, "strict");
    await age(strictMember.id, 29);
    expect(await expired("agedstrct", "strict")).toBe(false);
    await age(strictMember.id, 31);
    expect(await expired("agedstrct", "strict")).toBe(true);
  });

  it("keeps the 90 days for a merchant stored before the setting existed", async () => {
    await t.db.query("UPDATE merchants SET settings = settings - 'passwordPolicy' WHERE code = 'other'");
    const stored = await createMerchantRepository(t.db).findByCode("other");
    expect(stored?.settings.passwordPolicy).toBeUndefined();
    const member = await register("legacy001", PASSWORD, "other");
    await t.db.query("UPDATE members SET password_changed_at = now() - interval '91 days' WHERE id = $1", [
      member.id,
    ]);
    expect((await login("legacy001", PASSWORD, { merchant: "other" })).json().value.passwordExpired).toBe(
      true,
    );
  });

  it("replaces a password inside the caller's transaction: a rollback keeps password and sessions", async () => {
    const member = await register("rollback1", PASSWORD);
    const merchant = (await createMerchantRepository(t.db).findByCode("demo"))!;
    const passwords = createPasswordService(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await passwords.replace(merchant, member.id, NEW_PASSWORD, NEW_PASSWORD, "en", tx);
        throw new Error("the reset code turned out to be spent");
      }),
    ).rejects.toThrow("spent");
    expect(await verifyPassword((await memberRow(member.id)).password_hash, PASSWORD)).toBe(true);
    expect(await liveSessions(member.id)).toBe(1);

    await passwords.replace(merchant, member.id, NEW_PASSWORD, NEW_PASSWORD, "en");
    expect(await verifyPassword((await memberRow(member.id)).password_hash, NEW_PASSWORD)).toBe(true);
    expect(await liveSessions(member.id)).toBe(0);
    await expect(
      passwords.replace(merchant, 999_999, NEW_PASSWORD, NEW_PASSWORD, "en"),
    ).rejects.toMatchObject({
      code: "member.not.found",
    });
  });
});
