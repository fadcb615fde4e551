import { randomUUID } from "node:crypto";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { MerchantConfig } from "@banca/contract/merchant-config";
import { describe, expect, it } from "vitest";
import { memberCalls } from "./support/member-calls.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { confirmEmail, outboxFor } from "./support/verification.ts";

const PASSWORD = "Secure2026";

const registration = (username: string) => ({
  username,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  paymentPassword: "482913",
  registerMethod: "WEB",
  agreement: true,
});

describe(`domain check of a production merchant on ${databaseKind}`, () => {
  const demo = demoConfig();
  // The default merchant as a production file has it: domain check on, its own domains only.
  const brand: MerchantConfig = {
    ...demo,
    domainCheck: true,
    domains: ["brand.example", "www.brand.example"],
  };
  const other: MerchantConfig = { ...demo, code: "other", domainCheck: true, domains: ["other.example"] };
  const open: MerchantConfig = { ...demo, code: "open", domainCheck: false, domains: ["open.example"] };
  const t = useTestApp(() => ({ merchants: [brand, other, open] }));

  const status = (host: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: ENDPOINTS.systemStatus.path, headers: { host, ...headers } });
  const members = async () =>
    Number((await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM members"))[0]?.n);

  it("refuses a host no merchant owns with the spec's error, in the envelope, changing nothing", async () => {
    const refused = await status("copy-of-brand.example");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      errorCode: "domain.check.failed",
      message: "Invalid URL, contact customer service (domain check failed)",
      value: null,
    });
    const before = await members();
    const register = await t.app.inject({
      method: "PUT",
      url: ENDPOINTS.register.path,
      headers: { host: "copy-of-brand.example", "content-type": "application/json" },
      payload: JSON.stringify(registration(`dc${randomUUID().slice(0, 8)}`)),
    });
    expect(register.json().errorCode).toBe("domain.check.failed");
    expect(await members()).toBe(before);
  });

  it("serves the merchant's own domains, with or without a port", async () => {
    for (const host of ["brand.example", "www.brand.example:8443", "BRAND.example"]) {
      const answer = await status(host);
      expect(answer.statusCode, host).toBe(200);
      expect(answer.json().value.info.site.merchantCode, host).toBe("demo");
    }
    expect((await status("other.example")).json().value.info.site.merchantCode).toBe("other");
  });

  it("does not let the Merchant header carry a checked merchant to a host it does not own", async () => {
    const crossings: [host: string, merchant: string][] = [
      ["copy-of-brand.example", "demo"],
      ["other.example", "demo"],
      ["brand.example", "other"],
    ];
    for (const [host, merchant] of crossings) {
      expect((await status(host, { merchant })).json().errorCode, `${merchant} at ${host}`).toBe(
        "domain.check.failed",
      );
    }
    expect((await status("brand.example", { merchant: "demo" })).json().success).toBe(true);
    // A merchant with the check off answers wherever it is named.
    expect((await status("anything.example", { merchant: "open" })).json().value.info.site.merchantCode).toBe(
      "open",
    );
  });
});

describe(`domain check off for the demo on ${databaseKind}`, () => {
  const t = useTestApp();

  it("serves the demo on any host, as the committed demo file says", async () => {
    expect(demoConfig().domainCheck).toBe(false);
    const answer = await t.app.inject({
      url: ENDPOINTS.systemStatus.path,
      headers: { host: "192.168.1.20:3000" },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().value.info.site.merchantCode).toBe("demo");
  });
});

describe(`the spec's forms and texts on ${databaseKind}`, () => {
  const t = useTestApp();
  const { call, register } = memberCalls(t, "10.92");

  it("takes the forgot-password call as the spec's form POST (username, email); JSON stays as before", async () => {
    const username = `form${randomUUID().slice(0, 6)}`;
    const email = `${username}@example.com`;
    const response = await call("PUT", ENDPOINTS.register.path, {
      body: { ...registration(username), email },
    });
    expect(response.json().success).toBe(true);
    await confirmEmail(t.db, response.json().value.id);

    const form = await t.app.inject({
      method: "POST",
      url: ENDPOINTS.forgotPasswordEmail.path,
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "10.92.0.1" },
      payload: new URLSearchParams({ username, email }).toString(),
    });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toMatchObject({ success: true, value: { expiredMinutes: 15 } });
    expect(await outboxFor(t.db, email)).toHaveLength(1);

    // Other calls still take no form bodies.
    const elsewhere = await t.app.inject({
      method: "PUT",
      url: ENDPOINTS.feedback.path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "content=hello",
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ success: false, errorCode: "request_param_err" });
  });

  it("answers an unknown referral code with the spec's text, invalid invitation code", async () => {
    await register(`ref${randomUUID().slice(0, 6)}`, PASSWORD);
    const refused = await call("PUT", ENDPOINTS.register.path, {
      body: { ...registration(`ref${randomUUID().slice(0, 6)}`), referralCode: "ZZZZZZZZ" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      errorCode: "referral.code.invalid",
      message: "Invalid invitation code",
    });
  });
});
