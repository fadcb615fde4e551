import { webcrypto } from "node:crypto";
import { ENCRYPTION_ALGORITHM, type SessionKey, sealRequest, toBase64Url } from "@banca/contract/encryption";
import { ApiError } from "@banca/web/src/lib/api-client.ts";
import { encryptBody, forgetSessionKey, sendEncrypted } from "@banca/web/src/lib/encrypted-call.ts";
import fc from "fast-check";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openEncryptedRequest } from "#app/http/encryption/decrypt-request.ts";
import { type OpeningKey, openingKey } from "#app/http/encryption/open-request.ts";

// Sealed by the site's module, opened by the server's: the two sides of the wire agree.
const endpoint = { method: "POST", path: "/wps/test/echo" } as const;
const MINUTE = 60_000;

type ServerKey = { key: SessionKey; privateKey: OpeningKey };

async function serverKey(options: { lifetimeMs?: number; clockAheadMs?: number } = {}): Promise<ServerKey> {
  const pair = await webcrypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ]);
  const { x, y, d } = await webcrypto.subtle.exportKey("jwk", pair.privateKey);
  const serverTime = Date.now() + (options.clockAheadMs ?? 0);
  return {
    privateKey: openingKey({ kty: "EC", crv: "P-256", x: x!, y: y!, d: d! }),
    key: {
      keyId: webcrypto.randomUUID(),
      publicKey: { kty: "EC", crv: "P-256", x: x!, y: y! },
      algorithm: ENCRYPTION_ALGORITHM,
      expiresAt: serverTime + (options.lifetimeMs ?? 24 * 60 * MINUTE),
      serverTime,
    },
  };
}

/** The server's key lookup, holding the given keys. */
const holding = (...keys: ServerKey[]) => ({
  privateKey: async (id: string) => keys.find((held) => held.key.keyId === id)?.privateKey ?? null,
});

/** Answers the site's key requests with the given keys in turn (the last one repeats). */
function serveKeys(...keys: ServerKey[]) {
  let served = 0;
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const held = keys[Math.min(served++, keys.length - 1)]!;
    const envelope = { success: true, message: "", value: held.key, errorCode: "" };
    return new Response(JSON.stringify(envelope), { headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const open = (
  keys: ReturnType<typeof holding>,
  sealed: Awaited<ReturnType<typeof encryptBody>>,
  now?: number,
) => openEncryptedRequest(keys, endpoint, sealed.headers.Encryption, sealed.body, now);

describe("encrypted calls: site seals, server opens", () => {
  let current: ServerKey;
  beforeAll(async () => {
    current = await serverKey();
  });
  beforeEach(() => {
    forgetSessionKey();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ["a login form", { username: "ana", password: "pä$$ wörd", type: "username" }],
    ["text in many scripts", { note: "ção 中文 ключ 🎲", empty: "" }],
    ["nested values", { list: [1, 2.5, -3, null, true, { deep: ["x"] }], amount: "100.25" }],
    ["a large body", { blob: "x".repeat(200_000) }],
    ["null", null],
  ])("round-trips %s", async (_name, body) => {
    serveKeys(current);
    const sealed = await encryptBody(endpoint, body);
    expect(sealed.headers.Encryption).toMatch(/^e1\.[\w-]+\.[\w-]{87}\.[\w-]{43}$/);
    expect(Object.keys(sealed.body)).toEqual(["value"]);
    const payload = await open(holding(current), sealed);
    expect(payload.body).toEqual(body);
    expect(Math.abs(payload.ts - Date.now())).toBeLessThan(5_000);
  });

  it("round-trips any JSON body", async () => {
    serveKeys(current);
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        const payload = await open(holding(current), await encryptBody(endpoint, body));
        expect(payload.body).toEqual(JSON.parse(JSON.stringify(body)));
      }),
      { numRuns: 60 },
    );
  });

  it("seals every request afresh: new nonce, salt, key pair and ciphertext", async () => {
    serveKeys(current);
    const [first, second] = await Promise.all([
      encryptBody(endpoint, { a: 1 }),
      encryptBody(endpoint, { a: 1 }),
    ]);
    expect(first!.headers.Encryption).not.toBe(second!.headers.Encryption);
    expect(first!.body.value).not.toBe(second!.body.value);
    const keys = holding(current);
    expect((await open(keys, first!)).nonce).not.toBe((await open(keys, second!)).nonce);
  });

  it("fetches the key once for calls made together and keeps it", async () => {
    const fetch = serveKeys(current);
    await Promise.all(Array.from({ length: 5 }, (_, index) => encryptBody(endpoint, { index })));
    await encryptBody(endpoint, {});
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toMatchObject(["/wps/session/key", { method: "GET" }]);
  });

  it("fetches the key again once it is about to expire", async () => {
    const fetch = serveKeys(await serverKey({ lifetimeMs: 30_000 }));
    await encryptBody(endpoint, {});
    await encryptBody(endpoint, {});
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("dates requests by the server's clock, not the visitor's", async () => {
    const ahead = await serverKey({ clockAheadMs: 10 * MINUTE });
    serveKeys(ahead);
    const sealed = await encryptBody(endpoint, { x: 1 });
    const serverNow = Date.now() + 10 * MINUTE;
    expect((await open(holding(ahead), sealed, serverNow)).body).toEqual({ x: 1 });
    await expect(open(holding(ahead), sealed)).rejects.toMatchObject({ code: "encryption.invalid" });
  });

  it("refetches the key and retries once when the server no longer holds it", async () => {
    const retired = await serverKey();
    const fetch = serveKeys(retired, current);
    const keys = holding(current);
    const send = vi.fn(async (sealed: Awaited<ReturnType<typeof encryptBody>>) => {
      try {
        return (await open(keys, sealed)).body;
      } catch (error) {
        const { code, message } = error as { code: string; message: string };
        throw new ApiError(code, message, 400);
      }
    });
    expect(await sendEncrypted(endpoint, { ok: true }, send)).toEqual({ ok: true });
    expect(send).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledTimes(2);

    // A second refusal is the caller's to see: no loop.
    forgetSessionKey();
    serveKeys(retired);
    send.mockClear();
    await expect(sendEncrypted(endpoint, {}, send)).rejects.toMatchObject({
      errorCode: "encryption.key.expired",
    });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("does not retry other refusals", async () => {
    serveKeys(current);
    const send = vi.fn(async () => {
      throw new ApiError("encryption.replayed", "This request was already received", 400);
    });
    await expect(sendEncrypted(endpoint, {}, send)).rejects.toMatchObject({
      errorCode: "encryption.replayed",
    });
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe("encrypted calls: what the server refuses", () => {
  let current: ServerKey;
  beforeAll(async () => {
    current = await serverKey();
  });
  const seal = (body: unknown, options: { now?: number; path?: string } = {}) =>
    sealRequest(
      current.key,
      { method: endpoint.method, path: options.path ?? endpoint.path },
      body,
      options.now ?? Date.now(),
    );
  const refusal = (header: string | undefined, body: unknown) =>
    openEncryptedRequest(holding(current), endpoint, header, body);

  it("refuses a plain body and malformed headers or bodies", async () => {
    const sealed = await seal({ a: 1 });
    const header = sealed.headers.Encryption!;
    const cases: Array<[string | undefined, unknown]> = [
      [undefined, { a: 1 }],
      [header, { a: 1 }],
      [header, { value: sealed.body.value, extra: 1 }],
      [header, { value: `${sealed.body.value}!` }],
      [header, { value: "" }],
      [header.replace(/^e1/, "e2"), sealed.body],
      [header.split(".").slice(0, 3).join("."), sealed.body],
      [`${header}A`, sealed.body],
      [header.replace(/\.[\w-]+$/, ".c2FsdA"), sealed.body],
    ];
    for (const [badHeader, badBody] of cases) {
      await expect(refusal(badHeader, badBody)).rejects.toMatchObject({ code: "encryption.invalid" });
    }
  });

  it("refuses a key it does not hold as expired, so the site fetches a new one", async () => {
    const sealed = await seal({ a: 1 });
    const other = sealed.headers.Encryption!.replace(current.key.keyId, "retired-key");
    await expect(refusal(other, sealed.body)).rejects.toMatchObject({ code: "encryption.key.expired" });
  });

  it("refuses requests older or newer than a minute", async () => {
    for (const offset of [-MINUTE - 1_000, MINUTE + 5_000]) {
      const sealed = await seal({ a: 1 }, { now: Date.now() + offset });
      await expect(refusal(sealed.headers.Encryption, sealed.body)).rejects.toMatchObject({
        code: "encryption.invalid",
        message: "request expired",
      });
    }
    const recent = await seal({ a: 1 }, { now: Date.now() - 50_000 });
    expect((await refusal(recent.headers.Encryption, recent.body)).body).toEqual({ a: 1 });
  });

  it("refuses a client key that is not a point of P-256", async () => {
    const sealed = await seal({ a: 1 });
    const [scheme, keyId, , salt] = sealed.headers.Encryption!.split(".");
    const offCurve = new Uint8Array(65).fill(7);
    offCurve[0] = 4;
    const header = [scheme, keyId, toBase64Url(offCurve), salt].join(".");
    await expect(refusal(header, sealed.body)).rejects.toMatchObject({ code: "encryption.invalid" });
  });

  it("refuses a request sealed for another call", async () => {
    const sealed = await seal({ a: 1 }, { path: "/wps/test/other" });
    await expect(refusal(sealed.headers.Encryption, sealed.body)).rejects.toMatchObject({
      code: "encryption.invalid",
    });
  });

  it("refuses any single flipped bit of the ciphertext", async () => {
    const { fromBase64Url } = await import("@banca/contract/encryption");
    const sealed = await seal({ amount: "100.00" });
    const bytes = fromBase64Url(sealed.body.value)!;
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: bytes.length - 1 }), fc.nat({ max: 7 }), async (index, bit) => {
        const tampered = bytes.slice();
        tampered[index]! ^= 1 << bit;
        await expect(
          refusal(sealed.headers.Encryption, { value: toBase64Url(tampered) }),
        ).rejects.toMatchObject({ code: "encryption.invalid" });
      }),
      { numRuns: 40 },
    );
  });
});
