import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { CallDefinition } from "@banca/contract/call";
import { ALL_CALLS } from "@banca/contract/calls/all-calls";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { MerchantConfig } from "@banca/contract/merchant-config";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldsOf, jsonSchemaOf, plausible } from "./support/contract-arbitraries.ts";
import { isEnvelope, sendCall } from "./support/contract-requests.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { changedTables, tableChecksum } from "./support/table-checksum.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const PAYMENT_PASSWORD = "482913";
const SEED = 170_017;
/** The victim's card holder: a name no other account of the demo has. */
const HOLDER = "Rosalind Quillfeather";

/** Field names that look like a reference to an object (an id, a number of an order). */
const ID_LIKE = /(^ids?$|Ids?$|No$)/;

type Victim = Record<OwnedKind, string | number>;
type OwnedKind = "messageId" | "orderNo" | "bankCardId" | "withdrawalId" | "proofId" | "chatMessageId";

/** Parameters that name an object of one member: filled with the victim's object, then a missing one. */
const OWNED: Record<string, { kind: OwnedKind; missing: string | number; list?: boolean }> = {
  ids: { kind: "messageId", missing: 2_000_000_001, list: true },
  orderNo: { kind: "orderNo", missing: "D9999999999999999" },
  bankCardId: { kind: "bankCardId", missing: 2_000_000_001 },
  withdrawalId: { kind: "withdrawalId", missing: 2_000_000_001 },
  proofId: { kind: "proofId", missing: 2_000_000_001 },
  messageId: { kind: "chatMessageId", missing: 2_000_000_001 },
};

/** Id-like parameters that name nothing a member owns, and why. A new one must be placed here or above. */
const NOT_OWNED: Record<string, string> = {
  pageNo: "a page of the caller's own list",
  beforeId:
    "chatHistory: a cursor in the caller's own chat; another member's id only bounds the caller's page",
  upToId: "chatRead: marks the caller's own chat read up to that point; nothing of another member's changes",
  id: "promotionDetail: a promotion, public to every visitor; agentRemoveAffiliateLink: the caller's own link setting (agent-authorization.db.test.ts); agentAnnouncementDetail: an announcement to every agent of the merchant",
  promotionId: "a promotion of the merchant; claims and applications are the caller's own",
  nodeId: "a game of the public catalogue",
  gameId: "a game of the public catalogue",
  roomId: "a PvP room of the public lobby",
  avatarId: "an avatar of the site's catalogue",
  channelId: "a deposit channel of the merchant",
  requestId: "the caller's idempotency key, scoped to the caller (a victim's key is replayed below)",
  captchaId: "a captcha handed to whoever asked; a bearer secret",
  challengeId: "a login challenge handed to whoever passed the password; a bearer secret",
  recommenderId: "a referral code a visitor types",
  mobileNo: "a mobile number, not a stored object",
  memberId:
    "a member of the caller's agent team; outsiders answer as missing, tried per attacker in agent-authorization.db.test.ts",
  contractId:
    "an agent contract the caller is a side of; others answer as missing, tried per attacker in agent-contracts-authorization.db.test.ts",
  orderId:
    "cancelOrder: a lottery order of the caller; another member's answers as missing (lottery.order.not.found), tried in lottery-engine.db.test.ts",
  rewardId: "a reward of the merchant's points catalogue, public to every member",
  missionId: "a mission of the merchant, the same for every member; a claim pays the caller's own progress",
  betId:
    "bgsRoundReplay: an in-house round of the caller; another member's answers as missing (bgs.round.not.found), tried in bgs-replay.db.test.ts",
};

/** `password` means the payment password on these calls and the login password elsewhere. */
const PAYMENT_PASSWORD_CALLS = new Set([
  "withdraw",
  "removeBankCard",
  "transferUpline",
  "transferDownline",
  "forfeitBonus",
]);

type Identity = { name: string; token?: string; password?: string; ip: string };

/** A schema-valid input of the call (refinements included), its owned parameters pointing at `owned`. */
function validInput(
  call: CallDefinition,
  part: "query" | "body",
  identity: Identity,
  owned: (kind: OwnedKind) => string | number,
): unknown {
  const schema = call[part];
  if (!schema) return undefined;
  const fill = (value: unknown) => {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
    const input = { ...(value as Record<string, unknown>) };
    for (const name of Object.keys(input)) {
      const rule = OWNED[name];
      if (rule) input[name] = rule.list ? [owned(rule.kind)] : owned(rule.kind);
    }
    for (const name of ["password", "loginPassword", "oldPassword"]) {
      if (!(name in input)) continue;
      input[name] =
        name === "password" && PAYMENT_PASSWORD_CALLS.has(call.id) ? PAYMENT_PASSWORD : identity.password;
    }
    if ("amount" in input) input.amount = "10.00";
    return input;
  };
  const candidates = fc.sample(plausible(jsonSchemaOf(schema)), { seed: SEED, numRuns: 100 }).map(fill);
  // Of a union (read these ids, or read all), the shape that names an owned object.
  const naming = (candidate: unknown) =>
    Object.keys(OWNED).some(
      (name) => typeof candidate === "object" && candidate !== null && name in candidate,
    );
  const valid = candidates.filter((candidate) => schema.safeParse(candidate).success);
  return valid.find(naming) ?? valid[0] ?? candidates[0];
}

describe(`the authorization matrix of every call on ${databaseKind}`, () => {
  const demo = demoConfig();
  const second: MerchantConfig = { ...demo, code: "second", domains: ["second.example"], demoAccounts: [] };
  const t = useTestApp(() => ({ merchants: [demo, second] }));
  const { call, login, register } = memberCalls(t, "10.117");
  const counts = { calls: ALL_CALLS.length, identities: 0, requests: 0, ownedProbes: 0, notFoundReached: 0 };
  const leaks: string[] = [];
  const fivexx: string[] = [];
  const identities: Identity[] = [];
  const victim = {} as Victim;
  const markers: string[] = [];
  let victimToken = "";

  const tokenOf = async (username: string, password: string, ip: string) => {
    const response = await login(username, password, { ip });
    expect(response.json(), username).toMatchObject({ success: true });
    return response.json().value.token as string;
  };
  const setPaymentPassword = async (token: string, password: string) => {
    const response = await call("PUT", ENDPOINTS.setPaymentPassword.path, {
      token,
      sealed: true,
      body: {
        paymentPassword: PAYMENT_PASSWORD,
        confirmPaymentPassword: PAYMENT_PASSWORD,
        loginPassword: password,
      },
    });
    expect(response.json()).toMatchObject({ success: true });
  };

  beforeAll(async () => {
    // The victim: the agent's downline, with one object of each owned kind.
    victimToken = await tokenOf("luckyrio", "Lucky2026", "10.117.9.1");
    await setPaymentPassword(victimToken, "Lucky2026");
    const account = "40417017017";
    const card = await call("PUT", ENDPOINTS.bindBankCard.path, {
      token: victimToken,
      sealed: true,
      body: {
        type: "bank",
        providerCode: "CHASE",
        accountNumber: account,
        holderName: HOLDER,
        loginPassword: "Lucky2026",
      },
    });
    expect(card.json()).toMatchObject({ success: true });
    victim.bankCardId = card.json().value.card.id;
    const withdrawal = await call("POST", ENDPOINTS.withdraw.path, {
      token: victimToken,
      sealed: true,
      body: {
        amount: "20.00",
        bankCardId: victim.bankCardId,
        password: PAYMENT_PASSWORD,
        requestId: randomUUID(),
      },
    });
    expect(withdrawal.json(), withdrawal.body).toMatchObject({ success: true });
    victim.withdrawalId = withdrawal.json().value.record.id;
    // Paid by the operator, it awaits the victim's confirmation, which may come with a proof.
    const ops = operatorCalls(t, await operatorKey(t.db, "demo"));
    for (const step of ["approve", "pay"]) {
      const decided = await ops("POST", `/admin/api/withdrawals/${step}`, { id: victim.withdrawalId });
      expect(decided.json(), decided.body).toMatchObject({ success: true });
    }
    const proof = await t.app.inject({
      method: "POST",
      url: `${ENDPOINTS.withdrawProof.path}?withdrawalId=${victim.withdrawalId}`,
      headers: { authorization: victimToken, "content-type": "image/png" },
      payload: Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
        "base64",
      ),
    });
    expect(proof.json(), proof.body).toMatchObject({ success: true });
    victim.proofId = proof.json().value.proofId;
    const deposit = await call("POST", ENDPOINTS.createDeposit.path, {
      token: victimToken,
      body: {
        requestId: "victim-deposit-key",
        channelId: "bank-transfer",
        amount: "250.00",
        bankCode: "CHASE",
        depositorName: "Ana Souza",
      },
    });
    expect(deposit.json()).toMatchObject({ success: true });
    const [order] = await t.db.query<{ order_no: string }>(
      "SELECT order_no FROM deposits WHERE request_id = 'victim-deposit-key'",
    );
    victim.orderNo = order?.order_no ?? "";
    const secret = `victim-secret-${randomUUID().slice(0, 8)}`;
    const sent = await ops("POST", "/admin/api/messages", {
      audience: "member",
      username: "luckyrio",
      title: { en: secret },
      content: { en: `${secret} content` },
    });
    expect(sent.json()).toMatchObject({ success: true });
    const [message] = await t.db.query<{ id: string }>(
      "SELECT id::text FROM member_messages WHERE member_id IS NOT NULL ORDER BY id DESC LIMIT 1",
    );
    victim.messageId = Number(message?.id);
    // The victim's chat with customer service: an image (its id is owned) and a secret in text.
    const chatImage = await t.app.inject({
      method: "POST",
      url: `${ENDPOINTS.chatSendImage.path}?clientRef=victim-chat-image-1`,
      headers: { authorization: victimToken, "content-type": "image/png" },
      payload: Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
        "base64",
      ),
    });
    expect(chatImage.json(), chatImage.body).toMatchObject({ success: true });
    victim.chatMessageId = chatImage.json().value.message.id;
    const chatText = await call("POST", ENDPOINTS.chatSend.path, {
      token: victimToken,
      body: { text: `${secret} chat`, clientRef: "victim-chat-text-1" },
    });
    expect(chatText.json(), chatText.body).toMatchObject({ success: true });
    // The account number is shown masked even to its owner: the holder's name marks the card.
    markers.push(secret, HOLDER, victim.orderNo);

    const player = await tokenOf("demoplayer", "Demo2026", "10.117.9.2");
    await setPaymentPassword(player, "Demo2026");
    const agent = await tokenOf("demoagent", "Agent2026", "10.117.9.3");
    await setPaymentPassword(agent, "Agent2026");
    const rival = await register("rivalteam17", "Secure2026");
    const foreign = await register("foreign17", "Secure2026", "second");
    const trial = await t.app.inject({
      method: "POST",
      url: ENDPOINTS.freeplayLogin.path,
      headers: { "x-forwarded-for": "10.117.9.4" },
    });
    identities.push(
      { name: "visitor", ip: "10.117.1.1" },
      { name: "visitor with a made-up token", token: `${randomUUID()}${randomUUID()}`, ip: "10.117.1.2" },
      { name: "player", token: player, password: "Demo2026", ip: "10.117.1.3" },
      { name: "trial account", token: trial.json().value.token, ip: "10.117.1.4" },
      { name: "agent of the victim", token: agent, password: "Agent2026", ip: "10.117.1.5" },
      { name: "member of another team", token: rival.token, password: "Secure2026", ip: "10.117.1.6" },
      { name: "another merchant's member", token: foreign.token, password: "Secure2026", ip: "10.117.1.7" },
    );
    counts.identities = identities.length;
  });

  afterAll(() => {
    const report = { ...counts, fivexx: fivexx.length, leaks: leaks.length };
    process.stdout.write(`authorization matrix: ${JSON.stringify(report)}\n`);
    // npm test prints these counts in its summary (scripts/test.mjs).
    const folder = process.env.SECURITY_REPORT_DIR || tmpdir();
    writeFileSync(path.join(folder, `authorization-matrix-${databaseKind}.json`), JSON.stringify(report));
  });

  it("places every id-like parameter of the contract as owned or not owned", () => {
    const unplaced = ALL_CALLS.flatMap((definition) =>
      [...fieldsOf(definition.query), ...fieldsOf(definition.body)]
        .filter((field) => ID_LIKE.test(field.name) && !OWNED[field.name] && !NOT_OWNED[field.name])
        .map((field) => `${definition.id}.${field.name}`),
    );
    expect(unplaced, "add these to OWNED (with a victim object) or NOT_OWNED (with why)").toEqual([]);
  });

  const ownedFieldsOf = (definition: CallDefinition) =>
    [...fieldsOf(definition.query), ...fieldsOf(definition.body)].filter((field) => OWNED[field.name]);

  it("refuses member calls without a session of this merchant, and leaks and changes nothing else", async () => {
    for (const identity of identities) {
      const hasSession = !["visitor", "visitor with a made-up token", "another merchant's member"].includes(
        identity.name,
      );
      // Requests that must change nothing go first, between two snapshots of the tables; logging out
      // ends the identity's session, so it goes last.
      const mustChangeNothing = (definition: CallDefinition) =>
        definition.auth === "member" && (!hasSession || ownedFieldsOf(definition).length > 0);
      const rank = (definition: CallDefinition) =>
        definition.id === "logout" ? 2 : mustChangeNothing(definition) ? 0 : 1;
      const calls = [...(ALL_CALLS as readonly CallDefinition[])].sort((a, b) => rank(a) - rank(b));
      let before = await tableChecksum(t.db);
      let checking = true;
      for (const definition of calls) {
        if (checking && !mustChangeNothing(definition)) {
          expect(changedTables(before, await tableChecksum(t.db)), `${identity.name} changed`).toEqual([]);
          checking = false;
        }
        const input = (owned: (kind: OwnedKind) => string | number) => ({
          query: validInput(definition, "query", identity, owned),
          body: validInput(definition, "body", identity, owned),
        });
        const label = `${identity.name} → ${definition.id}`;
        const request = input((kind) => victim[kind]);
        const response = await sendCall(t.app, definition, {
          ...request,
          ...(identity.token ? { token: identity.token } : {}),
          ip: identity.ip,
        });
        counts.requests++;
        if (response.statusCode >= 500)
          fivexx.push(`${label} ${JSON.stringify(request)}: ${response.body.slice(0, 120)}`);
        expect(isEnvelope(response), `${label}: ${response.body.slice(0, 300)}`).toBe(true);
        for (const marker of markers) {
          if (response.body.includes(marker)) leaks.push(`${label} shows ${marker}`);
        }
        if (definition.auth === "member" && !hasSession) {
          // No token: not logged in; a token that is no session of this merchant: the session has ended.
          const expected = identity.token ? "user.or.token.invalid" : "login.not.session";
          expect([response.statusCode, response.json().errorCode], label).toEqual([401, expected]);
          continue;
        }
        if (ownedFieldsOf(definition).length > 0 && definition.auth === "member") {
          // The victim's object answers exactly as an object that does not exist.
          counts.ownedProbes++;
          const missing = await sendCall(t.app, definition, {
            ...input((kind) => Object.values(OWNED).find((rule) => rule.kind === kind)?.missing ?? 0),
            ...(identity.token ? { token: identity.token } : {}),
            ip: identity.ip,
          });
          counts.requests++;
          const answer = (r: typeof response) => {
            const json = r.json();
            return [r.statusCode, json.errorCode, json.success ? json.value : null];
          };
          expect(answer(response), label).toEqual(answer(missing));
          if (/not\.found/.test(response.json().errorCode)) counts.notFoundReached++;
        }
      }
      if (checking)
        expect(changedTables(before, await tableChecksum(t.db)), `${identity.name} changed`).toEqual([]);
      before = {};
    }
    expect(fivexx).toEqual([]);
    expect(leaks).toEqual([]);
  }, 120_000);

  it("shows the victim its own objects, so a leak of them would be seen", async () => {
    const seen = new Set<string>();
    for (const definition of ALL_CALLS as readonly CallDefinition[]) {
      if (definition.method !== "GET" || definition.auth !== "member") continue;
      const response = await sendCall(t.app, definition, { token: victimToken, ip: "10.117.9.9" });
      for (const marker of markers) if (response.body.includes(marker)) seen.add(marker);
    }
    expect([...seen].sort()).toEqual([...markers].sort());
  });

  it("replays none of the victim's answers to another member who reuses its request key", async () => {
    const rival = identities.find((identity) => identity.name === "member of another team");
    const response = await call("POST", ENDPOINTS.createDeposit.path, {
      token: rival?.token ?? "",
      body: {
        requestId: "victim-deposit-key",
        channelId: "bank-transfer",
        amount: "250.00",
        bankCode: "CHASE",
        depositorName: "Ana Souza",
      },
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain(victim.orderNo);
  });
});
