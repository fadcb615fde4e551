import type { CallDefinition } from "@banca/contract/call";
import { registerDownlineCall } from "@banca/contract/calls/agent-team";
import { ALL_CALLS } from "@banca/contract/calls/all-calls";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { beforeAll, describe, expect, it } from "vitest";
import { teamMember, tokenOf } from "./support/agent-team.ts";
import { sendCall } from "./support/contract-requests.ts";
import { memberCalls } from "./support/member-calls.ts";
import { changedTables, tableChecksum } from "./support/table-checksum.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const FIRST_PASSWORD = "Given2026x";
const OWN_PASSWORD = "Mine2027x";

/** The member calls an account that must change its password may still make. */
const BEFORE_CHANGE = ["changePassword", "logout", "memberInfo"];

describe(`an account that must change its password, on ${databaseKind}`, () => {
  const t = useTestApp();
  const { call, login, nextIp } = memberCalls(t, "10.146");
  let username = "";
  let memberId = 0;

  const loginToken = async (password: string) => {
    const answer = await login(username, password);
    expect(answer.json(), answer.body).toMatchObject({ success: true });
    return answer.json().value as { token: string; passwordExpired: boolean };
  };
  const balance = (token: string) => call("GET", ENDPOINTS.walletBalance.path, { token });
  const deposit = (token: string) =>
    call("POST", ENDPOINTS.createDeposit.path, {
      token,
      body: {
        requestId: `forced-${Date.now()}`,
        channelId: "bank-transfer",
        amount: "250.00",
        bankCode: "CHASE",
        depositorName: "Ana Souza",
      },
    });
  const flag = async () =>
    (
      await t.db.query<{ must_change_password: boolean }>(
        "SELECT must_change_password FROM members WHERE id = $1",
        [memberId],
      )
    )[0]?.must_change_password;

  beforeAll(async () => {
    // An agent opens the account, as its agent centre does: the account's password is the agent's.
    const agent = await teamMember(t.db, {
      username: `fcagent${Date.now() % 1e6}`,
      kind: "agent",
      rates: { slots: 100 },
    });
    username = `fcplayer${Date.now() % 1e6}`;
    const opened = await sendCall(t.app, registerDownlineCall, {
      token: await tokenOf(t.db, "demo", agent),
      ip: nextIp(),
      body: { username, password: FIRST_PASSWORD, kind: "player", rebateRates: {} },
    });
    expect(opened.json(), opened.body).toMatchObject({ success: true });
    memberId = opened.json().value.id;
  });

  it("refuses every member call but the change, the member info and logging out, and changes nothing", async () => {
    const { token, passwordExpired } = await loginToken(FIRST_PASSWORD);
    expect(passwordExpired).toBe(true);
    const before = await tableChecksum(t.db);
    const refused: string[] = [];
    const calls = ALL_CALLS.filter((definition: CallDefinition) => definition.auth === "member");
    for (const definition of calls) {
      if (BEFORE_CHANGE.includes(definition.id)) {
        expect(definition.beforePasswordChange, definition.id).toBe(true);
        continue;
      }
      expect(definition.beforePasswordChange, definition.id).toBeUndefined();
      // No input at all: the account is refused before its input is read.
      const answer = await t.app.inject({
        method: definition.method,
        url: definition.path,
        headers: { authorization: token, "x-forwarded-for": nextIp() },
      });
      const json = answer.json();
      if (json.errorCode === "function.not.available" && definition.moduleId) continue;
      expect([answer.statusCode, json.errorCode, json.success], definition.id).toEqual([
        403,
        "password.change.required",
        false,
      ]);
      refused.push(definition.id);
    }
    expect(refused).toEqual(expect.arrayContaining(["walletBalance", "createDeposit", "withdraw"]));
    expect(refused.length).toBeGreaterThan(calls.length / 2);
    // With a valid input too.
    expect((await deposit(token)).json()).toMatchObject({ errorCode: "password.change.required" });
    expect(changedTables(before, await tableChecksum(t.db))).toEqual([]);
    expect(await flag()).toBe(true);
  });

  it("answers an optional call as to a visitor, and serves the member info and logging out", async () => {
    const { token } = await loginToken(FIRST_PASSWORD);
    const promotions = (withToken?: string) =>
      call("GET", ENDPOINTS.promotionList.path, withToken ? { token: withToken } : {});
    const visitor = await promotions();
    expect(visitor.statusCode).toBe(200);
    expect((await promotions(token)).json()).toEqual(visitor.json());

    const info = await call("GET", ENDPOINTS.memberInfo.path, { token });
    expect(info.statusCode).toBe(200);
    expect(info.json().value).toMatchObject({ id: memberId, account: username });

    const loggedOut = await call("POST", ENDPOINTS.logout.path, { token });
    expect(loggedOut.json()).toMatchObject({ success: true });
    expect((await call("GET", ENDPOINTS.memberInfo.path, { token })).json().errorCode).toBe(
      "user.or.token.invalid",
    );
  });

  it("lets the account in everywhere once the password is changed", async () => {
    const { token } = await loginToken(FIRST_PASSWORD);
    const changed = await call("POST", ENDPOINTS.changePassword.path, {
      token,
      body: { oldPassword: FIRST_PASSWORD, newPassword: OWN_PASSWORD, confirmNewPassword: OWN_PASSWORD },
    });
    expect(changed.json(), changed.body).toMatchObject({ success: true });
    expect(await flag()).toBe(false);

    const next = await loginToken(OWN_PASSWORD);
    expect(next.passwordExpired).toBe(false);
    const answer = await balance(next.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const made = await deposit(next.token);
    expect(made.json(), made.body).toMatchObject({ success: true });
    const visitor = await call("GET", ENDPOINTS.promotionList.path);
    const member = await call("GET", ENDPOINTS.promotionList.path, { token: next.token });
    expect(member.json()).not.toEqual(visitor.json());
  });

  it("holds any account whose flag is set, and lets it go as soon as the flag is cleared", async () => {
    const { token } = await loginToken(OWN_PASSWORD);
    await t.db.query("UPDATE members SET must_change_password = true WHERE id = $1", [memberId]);
    expect((await balance(token)).json()).toMatchObject({ errorCode: "password.change.required" });
    await t.db.query("UPDATE members SET must_change_password = false WHERE id = $1", [memberId]);
    expect((await balance(token)).statusCode).toBe(200);
  });
});
