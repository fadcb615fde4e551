import { webcrypto } from "node:crypto";
import { defineCall } from "@banca/contract/call";
import {
  type EncryptedRequest,
  fromBase64Url,
  type SessionKey,
  sealRequest,
  toBase64Url,
} from "@banca/contract/encryption";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { callApi } from "@banca/web/src/lib/api-client.ts";
import { forgetSessionKey } from "@banca/web/src/lib/encrypted-call.ts";
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createEncryptionKeyStore } from "#app/http/encryption/key-store.ts";
import { installErrorHandler } from "#app/http/error-handler.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createMerchantRepository } from "#app/modules/merchants/repository.ts";
import { createMerchantService } from "#app/modules/merchants/service.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

// A test-only (E) call that answers with the plaintext body it was given.
const echoCall = defineCall({
  id: "testEcho",
  method: "POST",
  path: "/wps/test/echo",
  tag: "test",
  summary: "Echo (tests only)",
  encrypted: true,
  body: z.object({ message: z.string().max(200), amount: z.string() }),
  value: z.object({ message: z.string(), amount: z.string() }),
});
const MINUTE = 60_000;

describe(`encrypted calls on ${databaseKind}`, () => {
  // The whole application serves the key; two more instances on the same database, each with a key
  // store of its own, host the echo call.
  const t = useTestApp();
  const instances: FastifyInstance[] = [];
  const received: unknown[] = [];

  async function startInstance() {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    // The echo call needs no session: of CallDeps it uses the merchants and the key store only.
    const deps = {
      merchants: createMerchantService(createMerchantRepository(t.db), "demo"),
      encryption: createEncryptionKeyStore(t.db),
      validateResponses: true,
    } as CallDeps;
    registerCall(app, deps, echoCall, async ({ body }) => {
      received.push(body);
      return body;
    });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    instances.push(await startInstance(), await startInstance());
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const fetchKey = async (app = t.app): Promise<SessionKey> =>
    (await app.inject({ url: ENDPOINTS.sessionKey.path })).json().value;
  const seal = async (body: unknown, options: { now?: number; path?: string; key?: SessionKey } = {}) =>
    sealRequest(
      options.key ?? (await fetchKey()),
      { method: "POST", path: options.path ?? echoCall.path },
      body,
      options.now ?? Date.now(),
    );
  const send = (request: { headers: Record<string, string>; body: unknown }, instance = 0) =>
    instances[instance]!.inject({
      method: "POST",
      url: echoCall.path,
      headers: request.headers,
      payload: request.body as object,
    });
  const count = async (table: string) =>
    Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);

  /** Sends and checks the refusal: its code, and that nothing was handled or written. */
  async function expectRefused(sending: () => Promise<LightMyRequestResponse>, errorCode: string) {
    const handled = received.length;
    const nonces = await count("encryption_nonces");
    const response = await sending();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode, value: null });
    expect(received).toHaveLength(handled);
    expect(await count("encryption_nonces")).toBe(nonces);
    return response.json() as { message: string };
  }

  it("instances starting together create one key, and every instance serves it", async () => {
    expect(await count("encryption_keys")).toBe(0);
    const stores = [createEncryptionKeyStore(t.db), createEncryptionKeyStore(t.db)];
    const keys = await Promise.all([...stores.map((store) => store.currentKey()), fetchKey(), fetchKey()]);
    expect(new Set(keys.map((key) => key.keyId)).size).toBe(1);
    expect(await count("encryption_keys")).toBe(1);

    const key = keys[2]!;
    expect(key.algorithm).toBe("ECDH-P256/HKDF-SHA256/AES-256-GCM");
    expect(Object.keys(key.publicKey).sort()).toEqual(["crv", "kty", "x", "y"]);
    expect(Math.abs(key.expiresAt - (Date.now() + 24 * 60 * MINUTE))).toBeLessThan(MINUTE);
    expect(Math.abs(key.serverTime - Date.now())).toBeLessThan(MINUTE);
    expect((await fetchKey()).keyId).toBe(key.keyId);
  });

  it("accepts a sealed request on any instance and hands the plaintext body to the call", async () => {
    const body = { message: "Olá, mundo", amount: "100.50" };
    for (const instance of [0, 1]) {
      const response = await send(await seal(body), instance);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, value: body });
      expect(received.at(-1)).toEqual(body);
    }
  });

  it("works end to end from the site's client, refetching a key the server does not hold", async () => {
    forgetSessionKey();
    const retired = { ...(await fetchKey()), keyId: "retired-key" };
    const requested: string[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
      requested.push(url);
      const isKey = url === ENDPOINTS.sessionKey.path;
      if (isKey && requested.filter((path) => path === url).length === 1) {
        return Response.json({ success: true, message: "", value: retired, errorCode: "" });
      }
      const response = await (isKey ? t.app : instances[0]!).inject({
        method: init.method as "GET" | "POST",
        url,
        headers: init.headers as Record<string, string>,
        payload: init.body as string | undefined,
      });
      return new Response(response.body, { status: response.statusCode });
    });
    const body = { message: "from the site", amount: "7.00" };
    const value = await callApi<typeof echoCall>(echoCall, { body, encrypted: true });
    expect(value).toEqual(body);
    expect(requested).toEqual([
      ENDPOINTS.sessionKey.path,
      echoCall.path,
      ENDPOINTS.sessionKey.path,
      echoCall.path,
    ]);
  });

  it("refuses a plain body, with or without an Encryption header", async () => {
    const plain = { message: "hello", amount: "1.00" };
    await expectRefused(() => send({ headers: {}, body: plain }), "encryption.invalid");
    const sealed = await seal(plain);
    await expectRefused(() => send({ headers: sealed.headers, body: plain }), "encryption.invalid");
  });

  it("refuses a tampered ciphertext", async () => {
    const sealed = await seal({ message: "pay", amount: "10.00" });
    const bytes = fromBase64Url(sealed.body.value)!;
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    await expectRefused(
      () => send({ headers: sealed.headers, body: { value: toBase64Url(bytes) } }),
      "encryption.invalid",
    );
  });

  it("accepts a request once, on whichever instance it is replayed", async () => {
    const sealed = await seal({ message: "once", amount: "5.00" });
    expect((await send(sealed, 0)).statusCode).toBe(200);
    const refusal = await expectRefused(() => send(sealed, 0), "encryption.replayed");
    expect(refusal.message).not.toBe("");
    await expectRefused(() => send(sealed, 1), "encryption.replayed");
  });

  it("refuses requests older or newer than a minute", async () => {
    // The clock is read just before sealing: a slow earlier round must not bring "newer" back in range.
    for (const offset of [-MINUTE - 1_000, MINUTE + 5_000]) {
      const refusal = await expectRefused(
        async () => send(await seal({ message: "late", amount: "1.00" }, { now: Date.now() + offset })),
        "encryption.invalid",
      );
      expect(refusal.message).toBe("request expired");
    }
  });

  it("refuses a request sealed for another call", async () => {
    const sealed = await seal({ message: "elsewhere", amount: "1.00" }, { path: "/wps/test/other" });
    await expectRefused(() => send(sealed), "encryption.invalid");
  });

  it("answers encryption.key.expired for an unknown or expired key", async () => {
    const sealed = await seal({ message: "who", amount: "1.00" });
    const unknown = sealed.headers.Encryption!.replace(/^e1\.[^.]+/, "e1.no-such-key");
    await expectRefused(
      () => send({ headers: { Encryption: unknown }, body: sealed.body }),
      "encryption.key.expired",
    );

    const pair = await webcrypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
      "deriveBits",
    ]);
    const { kty, crv, x, y, d } = await webcrypto.subtle.exportKey("jwk", pair.privateKey);
    await t.db.query(
      `INSERT INTO encryption_keys (id, public_jwk, private_jwk, expires_at)
       VALUES ('expired-key', $1, $2, now() - interval '1 minute')`,
      [
        { kty, crv, x, y },
        { kty, crv, x, y, d },
      ],
    );
    const expired = {
      ...(await fetchKey()),
      keyId: "expired-key",
      publicKey: { kty, crv, x, y } as SessionKey["publicKey"],
    };
    await expectRefused(
      async () => send(await seal({ message: "old", amount: "1.00" }, { key: expired })),
      "encryption.key.expired",
    );
  });

  it("accepts exactly one of many copies sent at once to several instances", async () => {
    const sealed: EncryptedRequest = await seal({ message: "race", amount: "99.00" });
    const handled = received.length;
    const responses = await Promise.all(Array.from({ length: 12 }, (_, index) => send(sealed, index % 2)));
    const codes = responses.map((response) => response.json().errorCode);
    expect(codes.filter((code) => code === "")).toHaveLength(1);
    expect(codes.filter((code) => code === "encryption.replayed")).toHaveLength(11);
    expect(received).toHaveLength(handled + 1);
  });

  it("validates the decrypted body with the call's schema", async () => {
    const handled = received.length;
    const response = await send(await seal({ message: 42, amount: "1.00" }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: "request_param_err" });
    expect(response.json().message).toContain("message");
    expect(received).toHaveLength(handled);
  });

  it("forgets nonces older than ten minutes", async () => {
    await t.db.query(
      `INSERT INTO encryption_nonces (nonce, seen_at)
       VALUES ('old-nonce', now() - interval '11 minutes'), ('recent-nonce', now() - interval '9 minutes')`,
    );
    expect(await createEncryptionKeyStore(t.db).consumeNonce("AAAAAAAAAAAAAAAAAAAAAA")).toBe(true);
    const rows = await t.db.query<{ nonce: string }>(
      "SELECT nonce FROM encryption_nonces WHERE nonce IN ('old-nonce', 'recent-nonce')",
    );
    expect(rows.map((row) => row.nonce)).toEqual(["recent-nonce"]);
  });
});
