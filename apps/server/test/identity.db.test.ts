import { ENDPOINTS } from "@banca/contract/endpoints";
import { IDENTITY_DOCUMENT_KINDS } from "@banca/contract/identity";
import type { MerchantConfig } from "@banca/contract/merchant-config";
import { describe, expect, it } from "vitest";
import { readAudit } from "#app/modules/audit/audit-log.ts";
import { depositToMain } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const PASSWORD = "Secure2026";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const BIRTHDAY_RULE = {
  enabled: true,
  required: true,
  acceptedPattern: "",
  patternId: 11,
  minLength: 10,
  maxLength: 10,
};

/** yyyy-MM-dd of today (UTC) moved by whole years and days. */
function dateFromToday(years: number, days = 0) {
  const today = new Date();
  const date = new Date(
    Date.UTC(today.getUTCFullYear() + years, today.getUTCMonth(), today.getUTCDate() + days),
  );
  return date.toISOString().slice(0, 10);
}

function merchant(code: string, config: MerchantConfig, changes: Partial<MerchantConfig>): MerchantConfig {
  return { ...config, code, name: code, domains: [`${code}.example`], ...changes };
}

describe(`identity verification (KYC) on ${databaseKind}`, () => {
  const demo = demoConfig();
  const t = useTestApp(() => ({
    merchants: [
      demo,
      merchant("kycbday", demo, { registerRules: { ...demo.registerRules, birthday: BIRTHDAY_RULE } }),
      merchant("kycwd", demo, {
        withdrawal: {
          ...demo.withdrawal,
          templates: [
            {
              type: "bank",
              providers: [{ code: "BDO", name: "BDO" }],
              accountPattern: "^[0-9]{10,16}$",
              holderName: true,
            },
          ],
          minAmount: "1",
          identityRequiredFrom: "100",
        },
      }),
    ],
  }));
  const { call, register } = memberCalls(t, "198.18.86");
  let serial = 0;
  const name = () => `kyc${Date.now().toString(36)}${++serial}`;
  const ops = async (merchantCode: string) => operatorCalls(t, await operatorKey(t.db), merchantCode);

  const registerWith = (merchantCode: string, birthday?: string) =>
    call("PUT", ENDPOINTS.register.path, {
      merchant: merchantCode,
      ip: `198.18.86.${++serial % 200}`,
      body: {
        username: name(),
        password: PASSWORD,
        confirmPassword: PASSWORD,
        paymentPassword: "482913",
        registerMethod: "WEB",
        agreement: true,
        ...(birthday === undefined ? {} : { birthday }),
      },
    });
  const upload = (member: { token: string }, merchantCode: string, kind: string, bytes: Buffer) =>
    t.app.inject({
      method: "POST",
      url: `${ENDPOINTS.identityDocument.path}?kind=${kind}`,
      headers: { authorization: member.token, merchant: merchantCode, "content-type": "image/png" },
      payload: bytes,
    });
  const status = async (member: { token: string }, merchantCode: string) =>
    (await call("GET", ENDPOINTS.identityStatus.path, { token: member.token, merchant: merchantCode })).json()
      .value;
  const birthdayOf = async (id: number) =>
    (
      await t.db.query<{ b: string | null }>(
        "SELECT to_char(birthday, 'YYYY-MM-DD') AS b FROM members WHERE id = $1",
        [id],
      )
    )[0]?.b;

  it("refuses a registration under 18 by birthday where the merchant asks for one", async () => {
    const young = await registerWith("kycbday", dateFromToday(-18, 1));
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({ success: false, errorCode: "profile.underage", value: { min: 18 } });
    const missing = await registerWith("kycbday");
    expect(missing.json()).toMatchObject({ success: false, errorCode: "request_param_err" });
    const notADate = await registerWith("kycbday", "2000-02-30");
    expect(notADate.json()).toMatchObject({ success: false, errorCode: "request_param_err" });

    const adult = await registerWith("kycbday", dateFromToday(-18));
    expect(adult.json()).toMatchObject({ success: true });
    expect(await birthdayOf(adult.json().value.id)).toBe(dateFromToday(-18));
    // A merchant that does not ask keeps nothing it did not ask for.
    const elsewhere = await registerWith("demo", dateFromToday(-10));
    expect(elsewhere.json()).toMatchObject({ success: true });
    expect(await birthdayOf(elsewhere.json().value.id)).toBeNull();
  });

  it("takes documents with the withdrawal proofs' checks, and staff review them", async () => {
    const member = await register(name(), PASSWORD);
    expect(await status(member, "demo")).toEqual({ state: "none", documents: [], requiredFrom: null });

    const text = await upload(member, "demo", "front", Buffer.from("not an image at all"));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ errorCode: "upload.type" });
    const huge = await upload(member, "demo", "front", Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ errorCode: "upload.too.large" });
    const badKind = await upload(member, "demo", "passport", PNG);
    expect(badKind.json()).toMatchObject({ success: false, errorCode: "request_param_err" });

    for (const kind of IDENTITY_DOCUMENT_KINDS) {
      expect((await upload(member, "demo", kind, PNG)).json()).toMatchObject({ success: true });
    }
    // A pending document may be sent again: the newer one replaces it.
    const again = (await upload(member, "demo", "selfie", PNG)).json().value;
    expect(again.state).toBe("pending");
    expect(again.documents).toHaveLength(4);

    const staff = await ops("demo");
    const queue = (await staff("GET", "/admin/api/kyc/documents?pageSize=50")).json().value;
    const mine = queue.list.filter((document: { memberId: number }) => document.memberId === member.id);
    expect(mine.map((document: { kind: string }) => document.kind).sort()).toEqual([
      "address",
      "back",
      "front",
      "selfie",
    ]);
    expect(mine[0].dataUrl).toMatch(/^data:image\/png;base64,/);
    const byKind = Object.fromEntries(
      mine.map((document: { kind: string; id: number }) => [document.kind, document.id]),
    );

    const rejected = await staff("POST", "/admin/api/kyc/reject", {
      id: byKind.address,
      reason: "The bill is older than three months",
    });
    expect(rejected.json().value).toMatchObject({ identity: "rejected", document: { state: "rejected" } });
    expect(await status(member, "demo")).toMatchObject({
      state: "rejected",
      documents: expect.arrayContaining([
        expect.objectContaining({
          kind: "address",
          state: "rejected",
          reason: "The bill is older than three months",
        }),
      ]),
    });
    // A reviewed document is not reviewed twice; an empty reason is refused.
    expect((await staff("POST", "/admin/api/kyc/approve", { id: byKind.address })).statusCode).toBe(409);
    expect((await staff("POST", "/admin/api/kyc/reject", { id: byKind.front, reason: " " })).statusCode).toBe(
      400,
    );
    // Another merchant's staff do not see it.
    expect(
      (await (await ops("kycwd"))("POST", "/admin/api/kyc/approve", { id: byKind.front })).statusCode,
    ).toBe(404);

    for (const kind of ["front", "back", "selfie"]) {
      expect((await staff("POST", "/admin/api/kyc/approve", { id: byKind[kind] })).json()).toMatchObject({
        success: true,
      });
    }
    expect((await status(member, "demo")).state).toBe("rejected");
    expect((await upload(member, "demo", "address", PNG)).json().value.state).toBe("pending");
    const fresh = (await staff("GET", "/admin/api/kyc/documents?pageSize=50"))
      .json()
      .value.list.find(
        (document: { memberId: number; kind: string }) =>
          document.memberId === member.id && document.kind === "address",
      );
    const approved = await staff("POST", "/admin/api/kyc/approve", { id: fresh.id });
    expect(approved.json().value.identity).toBe("verified");
    expect((await status(member, "demo")).state).toBe("verified");

    // An approved document is final.
    const replace = await upload(member, "demo", "front", PNG);
    expect(replace.statusCode).toBe(409);
    expect(replace.json()).toMatchObject({ errorCode: "identity.document.state" });

    const audit = await readAudit(t.db, {
      merchantCode: "demo",
      targetType: "member",
      targetId: String(member.id),
      limit: 50,
    });
    const actions = audit.map((entry) => entry.action);
    expect(actions.filter((action) => action === "identity.document.upload")).toHaveLength(6);
    expect(actions.filter((action) => action === "identity.document.approve")).toHaveLength(4);
    expect(actions.filter((action) => action === "identity.document.reject")).toHaveLength(1);
    expect(audit.find((entry) => entry.action === "identity.document.reject")?.detail).toMatchObject({
      reason: "The bill is older than three months",
    });
  });

  it("refuses a withdrawal above the merchant's amount until the identity is verified, and says why", async () => {
    const member = await register(name(), PASSWORD, "kycwd");
    await depositToMain(t.db, {
      merchantCode: "kycwd",
      memberId: member.id,
      amount: 100_000n,
      key: `kyc-deposit:${member.id}`,
    });
    const bound = await call("PUT", ENDPOINTS.bindBankCard.path, {
      token: member.token,
      merchant: "kycwd",
      body: {
        loginPassword: PASSWORD,
        type: "bank",
        providerCode: "BDO",
        accountNumber: "1234567890",
        holderName: "Ana Reyes",
      },
    });
    const bankCardId = bound.json().value.card.id;
    const withdraw = (amount: string) =>
      call("POST", ENDPOINTS.withdraw.path, {
        token: member.token,
        merchant: "kycwd",
        body: { password: "482913", amount, bankCardId },
        sealed: true,
      });

    const small = (await withdraw("99.99")).json();
    expect(small, JSON.stringify(small)).toMatchObject({ success: true });
    const refused = await withdraw("100");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      errorCode: "withdrawal.identity.required",
      value: { state: "none", from: "100" },
    });
    expect((await status(member, "kycwd")).requiredFrom).toBe("100");

    const staff = await ops("kycwd");
    for (const kind of IDENTITY_DOCUMENT_KINDS) await upload(member, "kycwd", kind, PNG);
    expect((await withdraw("100")).json()).toMatchObject({
      errorCode: "withdrawal.identity.required",
      value: { state: "pending" },
    });
    const queue = (await staff("GET", "/admin/api/kyc/documents?pageSize=50")).json().value.list;
    for (const document of queue.filter((d: { memberId: number }) => d.memberId === member.id)) {
      await staff("POST", "/admin/api/kyc/approve", { id: document.id });
    }
    expect((await withdraw("100")).json()).toMatchObject({ success: true });
  });
});
