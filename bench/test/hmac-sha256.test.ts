import { createHmac, randomBytes } from "node:crypto";
import { OutcomeStream } from "@banca/server/modules/bgs/fairness/outcome-stream.ts";
import { describe, expect, it } from "vitest";
import { hmacSha256 } from "../support/hmac-sha256.ts";
import { newStreamSource, streamChunk } from "../support/rng-dieharder.ts";

describe("the battery's HMAC-SHA256", () => {
  it("is node:crypto's for keys and messages of every length around SHA-256's block edges", () => {
    const out = Buffer.alloc(40);
    // Keys shorter than, equal to and longer than a block (hashed first); messages ending on every
    // side of the 55- and 64-byte edges, where the padding takes a block of its own.
    for (const keyLength of [0, 1, 32, 63, 64, 65, 100, 200]) {
      const key = randomBytes(keyLength);
      const mac = hmacSha256(key);
      for (let length = 0; length <= 140; length++) {
        const message = randomBytes(length);
        mac(message, length, out, 5);
        expect(out.subarray(5, 37).toString("hex")).toBe(
          createHmac("sha256", key).update(message).digest("hex"),
        );
      }
    }
  });

  it("takes a string key as createHmac does, as UTF-8", () => {
    const key = "a server seed ✓";
    const text = Buffer.from("client:0:1");
    const out = Buffer.alloc(32);
    hmacSha256(key)(text, text.length, out, 0);
    expect(out.toString("hex")).toBe(createHmac("sha256", key).update(text).digest("hex"));
  });

  it("makes a whole in-house chunk word for word as the games' OutcomeStream reads it", () => {
    const source = newStreamSource("in-house");
    if (source.kind !== "in-house") throw new Error("an in-house source");
    const chunk = streamChunk(source, 3) as Buffer;
    const rounds = 512;
    const wordsPerRound = chunk.length / 4 / rounds;
    for (let round = 0, w = 0; round < rounds; round++) {
      const games = new OutcomeStream({ ...source, nonce: 3 * rounds + round });
      for (let i = 0; i < wordsPerRound; i++, w++) expect(games.nextUint32()).toBe(chunk.readUInt32BE(w * 4));
    }
  });
});
