import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "#app/config/env.ts";
import { assertSigned } from "#app/modules/seamless/signature.ts";
import { seamlessSignature, signedText } from "#app/providers/vendors/seamless-client.ts";

/** The worked example of docs/vendor-integration.md, read from the guide itself. */
function workedExample() {
  const guide = readFileSync(path.join(REPO_ROOT, "docs/vendor-integration.md"), "utf8");
  const block = guide.split("### Worked example")[1]?.match(/```text\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error("the guide has no worked example");
  const field = (name: string) => {
    const line = block.split("\n").find((candidate) => candidate.startsWith(`${name}:`));
    if (!line) throw new Error(`the worked example has no ${name}`);
    return line.slice(name.length + 1).trim();
  };
  return {
    secret: field("secret"),
    timestamp: field("x-timestamp"),
    body: field("body"),
    bodyBytes: Number(field("body bytes")),
    message: field("message"),
    messageBytes: Number(field("message bytes")),
    signature: field("x-signature"),
    shell: guide.match(/printf '%s' '([^']*)' \\\n\s*\| openssl dgst -sha256 -hmac (\w+)/),
  };
}

describe("the vendor guide's worked signature", () => {
  const example = workedExample();

  it("is what the wallet's own signing code computes for its bytes", () => {
    expect(Buffer.byteLength(example.body)).toBe(example.bodyBytes);
    expect(signedText(example.timestamp, example.body)).toBe(example.message);
    expect(Buffer.byteLength(example.message)).toBe(example.messageBytes);
    expect(seamlessSignature(example.secret, example.timestamp, example.body)).toBe(example.signature);
    expect(() =>
      assertSigned(example.secret, example.timestamp, example.body, example.signature),
    ).not.toThrow();
  });

  it("is refused once a byte of the body changes, and its shell line signs the same message", () => {
    const respaced = example.body.replace('"amount":"2.50"', '"amount": "2.50"');
    expect(() => assertSigned(example.secret, example.timestamp, respaced, example.signature)).toThrow(
      /signature/,
    );
    expect(example.shell?.[1]).toBe(example.message);
    expect(example.shell?.[2]).toBe(example.secret);
  });
});
