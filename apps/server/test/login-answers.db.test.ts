import { ENDPOINTS } from "@banca/contract/endpoints";
import { describe, expect, it } from "vitest";
import { newTotpSecret, totpCode } from "#app/modules/staff/totp.ts";
import { TEAM_PASSWORD, teamMember } from "./support/agent-team.ts";
import { memberCalls } from "./support/member-calls.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { counts, withModules } from "./support/verification.ts";

const PASSWORD = "Sunny2026";

describe(`log-in answers and the first log-in on ${databaseKind}`, () => {
  const ipverf = withModules(demoConfig(), "ipverf", { LOGINIPVERF3: "1" });
  const t = useTestApp(() => ({ merchants: [demoConfig(), ipverf] }));
  const { call, nextIp } = memberCalls(t, "10.236");
  const inIpverf = { merchant: "ipverf" };
  let serial = 0;

  /** A player of the new-address merchant, registered from `home`, without a phone or an e-mail. */
  const registerMember = async (username: string, home: string) => {
    const response = await call("PUT", ENDPOINTS.register.path, {
      body: {
        username,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        paymentPassword: "482913",
        registerMethod: "WEB",
        agreement: true,
      },
      ip: home,
      ...inIpverf,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as { id: number; token: string };
  };
  const bindCard = async (token: string, holderName: string) => {
    const answer = await call("PUT", ENDPOINTS.bindBankCard.path, {
      token,
      body: {
        type: "bank",
        providerCode: "CHASE",
        accountNumber: `4830${String(Date.now()).slice(-6)}${++serial}`,
        holderName,
        loginPassword: PASSWORD,
      },
      ...inIpverf,
    });
    expect(answer.json(), answer.body).toMatchObject({ success: true });
    return answer.json().value.card.accountNumber as string;
  };
  const login = (username: string, ip: string, merchant = inIpverf) =>
    call("POST", ENDPOINTS.login.path, {
      body: { type: "username", username, password: PASSWORD },
      ip,
      ...merchant,
    });
  const verify = (body: object, ip: string) =>
    call("POST", ENDPOINTS.loginVerification.path, { body, ip, ...inIpverf });
  const challengeOf = async (username: string, ip: string) => {
    const challenged = await login(username, ip);
    expect(challenged.json().errorCode, challenged.body).toBe("login.verification.required");
    return challenged.json().value as { challengeId: string; channels: string[]; bankAccount: string };
  };

  describe("the bank-account-name step", () => {
    it("lets a member in with the name on a bound bank account, whatever its case and spacing", async () => {
      const home = nextIp();
      const member = await registerMember("banknamer1", home);
      const accountNumber = await bindCard(member.token, "Ana Maria Souza");
      const away = nextIp();
      const challenge = await challengeOf("banknamer1", away);
      expect(challenge.channels).toEqual(["bankAccount"]);
      expect(challenge.bankAccount).toMatch(new RegExp(`\\*\\*\\*\\*${accountNumber.slice(-4)}$`));
      expect(challenge.bankAccount).not.toContain(accountNumber);

      const before = await counts(t.db);
      const wrong = await verify(
        { challengeId: challenge.challengeId, channel: "bankAccount", accountName: "Ana Souza" },
        away,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errorCode).toBe("bank.account.name.mismatch");
      expect((await counts(t.db)).sessions).toBe(before.sessions);
      const empty = await verify({ challengeId: challenge.challengeId, channel: "bankAccount" }, away);
      expect(empty.json().errorCode).toBe("request_param_err");

      const done = await verify(
        { challengeId: challenge.challengeId, channel: "bankAccount", accountName: "  ana  maria SOUZA " },
        away,
      );
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().value).toMatchObject({ userName: "banknamer1", firstTimeLogin: false });
      const info = await call("GET", ENDPOINTS.memberInfo.path, {
        token: done.json().value.token,
        ...inIpverf,
      });
      expect(info.json().value.account).toBe("banknamer1");
      // The address is known now.
      expect((await login("banknamer1", away)).json().success).toBe(true);
    });

    it("ends the challenge after five wrong names, the right one included afterwards", async () => {
      const member = await registerMember("banknamer2", nextIp());
      await bindCard(member.token, "Rui Costa");
      const away = nextIp();
      const challenge = await challengeOf("banknamer2", away);
      const answer = (accountName: string) =>
        verify({ challengeId: challenge.challengeId, channel: "bankAccount", accountName }, away);
      for (let i = 0; i < 5; i++) {
        expect((await answer(`Someone ${i}`)).json().errorCode).toBe("bank.account.name.mismatch");
      }
      const before = await counts(t.db);
      const late = await answer("Rui Costa");
      expect(late.json().errorCode).toBe("login.failed");
      expect((await counts(t.db)).sessions).toBe(before.sessions);
      // Only from the challenged address, and a new log-in starts a new challenge.
      const fresh = await challengeOf("banknamer2", away);
      const elsewhere = await verify(
        { challengeId: fresh.challengeId, channel: "bankAccount", accountName: "Rui Costa" },
        nextIp(),
      );
      expect(elsewhere.json().errorCode).toBe("login.failed");
      const done = await verify(
        { challengeId: fresh.challengeId, channel: "bankAccount", accountName: "Rui Costa" },
        away,
      );
      expect(done.json().success).toBe(true);
    });

    it("refuses wrong names past the member's daily cap, across challenges", async () => {
      const member = await registerMember("banknamer3", nextIp());
      await bindCard(member.token, "Lia Prado");
      const away = nextIp();
      for (let round = 0; round < 4; round++) {
        const { challengeId } = await challengeOf("banknamer3", away);
        for (let i = 0; i < 5; i++) {
          const wrong = await verify({ challengeId, channel: "bankAccount", accountName: `No ${i}` }, away);
          expect(wrong.json().errorCode).toBe("bank.account.name.mismatch");
        }
      }
      const { challengeId } = await challengeOf("banknamer3", away);
      const capped = await verify({ challengeId, channel: "bankAccount", accountName: "Lia Prado" }, away);
      expect(capped.statusCode).toBe(429);
      expect(capped.json().errorCode).toBe("verification.daily.limit");
    });

    it("offers no bank step to a member without a bound account, and refuses it", async () => {
      await registerMember("banknamer4", nextIp());
      // Nothing to confirm with: the member gets in, as decision 009 has it.
      expect((await login("banknamer4", nextIp())).json().success).toBe(true);
      const member = await registerMember("banknamer5", nextIp());
      await t.db.query("UPDATE members SET totp_secret = $2 WHERE id = $1", [member.id, newTotpSecret()]);
      const away = nextIp();
      const challenge = await challengeOf("banknamer5", away);
      expect(challenge).toMatchObject({ channels: ["authenticator"], bankAccount: "" });
      const refused = await verify(
        { challengeId: challenge.challengeId, channel: "bankAccount", accountName: "Anyone" },
        away,
      );
      expect(refused.json().errorCode).toBe("operation-not-allowed");
    });
  });

  describe("the authenticator step", () => {
    it("lets a member with an authenticator in with its current code, once", async () => {
      const member = await registerMember("totpmember1", nextIp());
      // Bound from the security centre, with a code of the previous step: the log-in below uses the
      // current one, since a code once accepted cannot come back.
      const setup = await call("POST", ENDPOINTS.authenticatorSetup.path, {
        token: member.token,
        body: {},
        ...inIpverf,
      });
      const secret = setup.json().value.secret as string;
      const bound = await call("POST", ENDPOINTS.bindAuthenticator.path, {
        token: member.token,
        body: { code: totpCode(secret, Date.now() - 30_000), password: PASSWORD },
        ...inIpverf,
      });
      expect(bound.json(), bound.body).toMatchObject({ success: true, value: { bound: true } });
      await bindCard(member.token, "Eva Lima");
      const away = nextIp();
      const challenge = await challengeOf("totpmember1", away);
      expect(challenge.channels).toEqual(["bankAccount", "authenticator"]);
      const code = totpCode(secret);
      const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, "0");
      const refused = await verify(
        { challengeId: challenge.challengeId, channel: "authenticator", verificationCode: wrong },
        away,
      );
      expect(refused.json().errorCode).toBe("invalid-verification-code");
      const done = await verify(
        { challengeId: challenge.challengeId, channel: "authenticator", verificationCode: code },
        away,
      );
      expect(done.json().success, done.body).toBe(true);
      // The same code cannot open a second log-in from another new address.
      const other = nextIp();
      const again = await challengeOf("totpmember1", other);
      const replay = await verify(
        { challengeId: again.challengeId, channel: "authenticator", verificationCode: code },
        other,
      );
      expect(replay.json().errorCode).toBe("invalid-verification-code");
    });
  });

  describe("the first log-in", () => {
    it("makes an account someone else opened change its password at its first log-in", async () => {
      await teamMember(t.db, { username: "handedover1", neverLoggedIn: true });
      const first = await call("POST", ENDPOINTS.login.path, {
        body: { type: "username", username: "handedover1", password: TEAM_PASSWORD },
        ip: nextIp(),
      });
      expect(first.json().value).toMatchObject({ firstTimeLogin: true, passwordExpired: true });
      const token = first.json().value.token as string;
      const blocked = await call("GET", ENDPOINTS.walletBalance.path, { token });
      expect(blocked.json().errorCode).toBe("password.change.required");
      // Another device sees the change as due too, though it is no longer the first log-in.
      const second = await call("POST", ENDPOINTS.login.path, {
        body: { type: "username", username: "handedover1", password: TEAM_PASSWORD },
        ip: nextIp(),
      });
      expect(second.json().value).toMatchObject({ firstTimeLogin: false, passwordExpired: true });
      const changed = await call("POST", ENDPOINTS.changePassword.path, {
        token,
        body: { oldPassword: TEAM_PASSWORD, newPassword: "Fresh2026x", confirmNewPassword: "Fresh2026x" },
      });
      expect(changed.json().success, changed.body).toBe(true);
      const after = await call("POST", ENDPOINTS.login.path, {
        body: { type: "username", username: "handedover1", password: "Fresh2026x" },
        ip: nextIp(),
      });
      expect(after.json().value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
    });

    it("asks nothing of a player who registered: the registration was the first log-in", async () => {
      const home = nextIp();
      const registered = await call("PUT", ENDPOINTS.register.path, {
        body: {
          username: "selfmade01",
          password: PASSWORD,
          confirmPassword: PASSWORD,
          paymentPassword: "482913",
          registerMethod: "WEB",
          agreement: true,
        },
        ip: home,
      });
      expect(registered.json().value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
      const next = await login("selfmade01", home, { merchant: "demo" });
      expect(next.json().value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
    });
  });
});
