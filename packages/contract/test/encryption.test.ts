import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineCall } from "../src/call.ts";
import {
  formatEncryptionHeader,
  fromBase64Url,
  parseEncryptionHeader,
  toBase64Url,
} from "../src/encryption.ts";
import { buildOpenApiDocument } from "../src/openapi.ts";

const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe("base64url of the encrypted calls", () => {
  it("matches the RFC 4648 vectors, unpadded, with the URL alphabet", () => {
    const vectors = [
      ["", ""],
      ["f", "Zg"],
      ["fo", "Zm8"],
      ["foo", "Zm9v"],
      ["foob", "Zm9vYg"],
      ["fooba", "Zm9vYmE"],
      ["foobar", "Zm9vYmFy"],
    ];
    for (const [plain, encoded] of vectors) {
      expect(toBase64Url(bytes(plain!))).toBe(encoded);
      expect(fromBase64Url(encoded!)).toEqual(bytes(plain!));
    }
    expect(toBase64Url(Uint8Array.of(0xfb, 0xff, 0xbf))).toBe("-_-_");
  });

  it("round-trips any bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (data) => {
        expect(fromBase64Url(toBase64Url(data))).toEqual(data);
      }),
    );
  });

  it("refuses anything that is not exactly unpadded base64url", () => {
    for (const text of ["Zg==", "Zm9v+", "Zm9v/", "Z", "Zh", "Zm9", "Zm 9v", "Zm9v\n"]) {
      expect(fromBase64Url(text), text).toBeNull();
    }
  });
});

describe("the Encryption header", () => {
  const header = {
    keyId: "3f0c2a8e-5b1d-4c7a-9e2f-1a2b3c4d5e6f",
    clientPublicKey: Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 4 : index)),
    salt: Uint8Array.from({ length: 32 }, (_, index) => 255 - index),
  };

  it("reads back what it writes", () => {
    const text = formatEncryptionHeader(header);
    expect(text.startsWith(`e1.${header.keyId}.`)).toBe(true);
    expect(parseEncryptionHeader(text)).toEqual(header);
    expect(parseEncryptionHeader(` ${text} `)).toEqual(header);
  });

  it("refuses other versions, key ids, key and salt lengths", () => {
    const good = formatEncryptionHeader(header);
    const [, keyId, key, salt] = good.split(".");
    for (const text of [
      undefined,
      "",
      `e2.${keyId}.${key}.${salt}`,
      `e1.${keyId}.${key}`,
      `e1.${keyId}.${key}.${salt}.x`,
      `e1.bad/id.${key}.${salt}`,
      `e1.${keyId}.${key?.slice(0, -2)}.${salt}`,
      `e1.${keyId}.${key}.${salt?.slice(0, -2)}`,
    ]) {
      expect(parseEncryptionHeader(text), text).toBeNull();
    }
  });
});

describe("OpenAPI of an encrypted call", () => {
  const call = defineCall({
    id: "sealedExample",
    method: "POST",
    path: "/wps/example",
    tag: "example",
    summary: "An (E) call",
    encrypted: true,
    body: z.object({ password: z.string() }),
    value: z.null(),
  });
  const operation = (
    buildOpenApiDocument([call], { title: "t", version: "v" }).paths["/wps/example"] as {
      post: Record<string, unknown>;
    }
  ).post;

  it("documents the sealed body and the Encryption header, and keeps the plaintext schema apart", () => {
    expect(operation["x-encrypted"]).toBe(true);
    expect(JSON.stringify(operation.requestBody)).toContain('"required":["value"]');
    expect(JSON.stringify(operation.requestBody)).not.toContain("password");
    expect(JSON.stringify(operation["x-sealed-body"])).toContain("password");
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({ name: "Encryption", required: true }),
    );
  });
});
