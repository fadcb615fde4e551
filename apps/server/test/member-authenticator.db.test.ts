import { ENDPOINTS } from "@banca/contract/endpoints";
import { describe, expect, it } from "vitest";
import { totpCode } from "#app/modules/staff/totp.ts";
import { memberCalls } from "./support/member-calls.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const PASSWORD = "Secure2026";

/** The security centre's authenticator app (decision 100): set up, bound with a code and the owner's proof, removed. */
describe(`a member's authenticator app on ${databaseKind}`, () => {
  const t = useTestApp();
  const { call, register } = memberCalls(t, "198.18.67");
  let serial = 0;
  const freshUser = async () => register(`totp${Date.now().toString(36)}${++serial}`, PASSWORD);

  const setup = (token: string) => call("POST", ENDPOINTS.authenticatorSetup.path, { token, body: {} });
  const bind = (token: string, body: Record<string, unknown>) =>
    call("POST", ENDPOINTS.bindAuthenticator.path, { token, body: { password: PASSWORD, ...body } });
  const remove = (token: string, body: Record<string, unknown> = { password: PASSWORD }) =>
    call("POST", ENDPOINTS.removeAuthenticator.path, { token, body });
  const overview = async (token: string) =>
    (await call("GET", ENDPOINTS.securityOverview.path, { token })).json().value;
  const stored = async (id: number) =>
    (
      await t.db.query<{ secret: string | null; pending: string | null; last_step: string | null }>(
        "SELECT totp_secret AS secret, totp_pending_secret AS pending, totp_last_step::text AS last_step FROM members WHERE id = $1",
        [id],
      )
    )[0]!;
  /** A code of the app that is not the current one (half the code space away). */
  const wrongCode = (secret: string) =>
    String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, "0");

  it("gives a new key under the brand's name, and binds it with a code of the app and the password", async () => {
    const member = await freshUser();
    expect((await call("POST", ENDPOINTS.authenticatorSetup.path, { body: {} })).statusCode).toBe(401);
    const answer = await setup(member.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const { secret, otpauthUrl, expiredMinutes } = answer.json().value;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(expiredMinutes).toBe(10);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(url.searchParams.get("secret")).toBe(secret);
    // The app lists it under the brand's name and the member's username.
    const issuer = url.searchParams.get("issuer");
    expect(issuer).toBe(demoConfig().name);
    expect(decodeURIComponent(url.pathname)).toBe(`/${issuer}:${member.userName}`);
    // Nothing is bound until a code of the app confirms the key.
    expect(await stored(member.id)).toMatchObject({ secret: null, pending: secret });
    expect((await overview(member.token)).authenticator).toEqual({ done: false });

    const withoutPassword = await bind(member.token, { code: totpCode(secret), password: "Wrong2026x" });
    expect(withoutPassword.json().errorCode).toBe("password.incorrect");
    const wrong = await bind(member.token, { code: wrongCode(secret) });
    expect(wrong.json()).toMatchObject({ errorCode: "invalid-verification-code", value: { field: "code" } });
    expect((await bind(member.token, { code: "12ab56" })).statusCode).toBe(400);

    const step = Math.floor(Date.now() / 30_000);
    const bound = await bind(member.token, { code: totpCode(secret, step * 30_000) });
    expect(bound.json(), bound.body).toMatchObject({ success: true, value: { bound: true } });
    const row = await stored(member.id);
    expect(row).toMatchObject({ secret, pending: null });
    // The accepted code's step is kept: it cannot confirm a log-in afterwards.
    expect(Number(row.last_step)).toBe(step);
    const items = await overview(member.token);
    expect(items).toMatchObject({ authenticator: { done: true }, level: 3, total: 5 });

    // One app at a time: a second key waits until the first is removed.
    expect((await setup(member.token)).json().errorCode).toBe("operation-not-allowed");
    expect((await bind(member.token, { code: totpCode(secret) })).json().errorCode).toBe(
      "operation-not-allowed",
    );
  });

  it("lets a key take five wrong codes and ten minutes at most, then asks for a new one", async () => {
    const member = await freshUser();
    const first = (await setup(member.token)).json().value.secret as string;
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await bind(member.token, { code: wrongCode(first) })).json().errorCode).toBe(
        "invalid-verification-code",
      );
    }
    // The sixth try is refused before its code is compared, right or not.
    const spent = await bind(member.token, { code: totpCode(first) });
    expect(spent.json()).toMatchObject({ errorCode: "code-expired", value: { field: "code" } });
    expect((await stored(member.id)).secret).toBeNull();

    const second = (await setup(member.token)).json().value.secret as string;
    expect(second).not.toBe(first);
    await t.db.query("UPDATE members SET totp_pending_until = now() - interval '1 second' WHERE id = $1", [
      member.id,
    ]);
    expect((await bind(member.token, { code: totpCode(second) })).json().errorCode).toBe("code-expired");

    // A bind without any key set up says the same.
    const other = await freshUser();
    expect((await bind(other.token, { code: "123456" })).json().errorCode).toBe("code-expired");
  });

  it("removes the app with the owner's proof alone, so a lost phone does not lock it on", async () => {
    const member = await freshUser();
    expect((await remove(member.token)).json().errorCode).toBe("operation-not-allowed");
    const secret = (await setup(member.token)).json().value.secret as string;
    expect((await bind(member.token, { code: totpCode(secret) })).json().success).toBe(true);

    expect((await remove(member.token, {})).json().errorCode).toBe("password.incorrect");
    expect((await stored(member.id)).secret).toBe(secret);
    const removed = await remove(member.token);
    expect(removed.json(), removed.body).toMatchObject({ success: true, value: { bound: false } });
    expect(await stored(member.id)).toMatchObject({ secret: null, last_step: null });
    expect((await overview(member.token)).authenticator).toEqual({ done: false });
    // And a new app can be set up.
    expect((await setup(member.token)).statusCode).toBe(200);
  });
});
