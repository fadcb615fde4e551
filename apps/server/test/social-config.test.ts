import { merchantConfigSchema } from "@banca/contract/merchant-config";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#app/config/env.ts";
import { missingClientSecrets } from "#app/modules/social/provider-settings.ts";
import { parseReturnTo } from "#app/modules/social/return-to.ts";
import { demoConfig } from "./support/test-app.ts";

const withSocial = (socialLogin: unknown) => merchantConfigSchema.safeParse({ ...demoConfig(), socialLogin });
const google = { issuer: "https://accounts.google.com", clientId: "id-1", clientSecretEnv: "GOOGLE_SECRET" };

describe("social sign-in configuration", () => {
  it("takes an https issuer, or http on this machine, with the secret's variable name", () => {
    expect(withSocial({ google }).success).toBe(true);
    expect(withSocial({ google: { ...google, issuer: "http://127.0.0.1:9000" } }).success).toBe(true);
    expect(withSocial({ facebook: { sandbox: true } }).success).toBe(true);
    expect(withSocial(undefined).success).toBe(true);
  });

  it("refuses a secret written in the file, a plain-http outside issuer and unknown providers", () => {
    expect(withSocial({ google: { ...google, clientSecret: "s3cret" } }).success).toBe(false);
    expect(withSocial({ google: { ...google, issuer: "http://accounts.google.com" } }).success).toBe(false);
    expect(withSocial({ google: { ...google, issuer: "https://evil.example/?x=1" } }).success).toBe(false);
    expect(withSocial({ google: { ...google, clientSecretEnv: "lower case" } }).success).toBe(false);
    expect(withSocial({ google: { ...google, scope: "email profile" } }).success).toBe(false);
    expect(withSocial({ twitter: { sandbox: true } }).success).toBe(false);
    expect(withSocial({ google: { sandbox: false } }).success).toBe(false);
  });

  it("names every client secret variable that start-up would miss", () => {
    const config = merchantConfigSchema.parse({ ...demoConfig(), socialLogin: { google } });
    expect(missingClientSecrets([config], {})).toEqual([
      "demo: socialLogin.google.clientSecretEnv names GOOGLE_SECRET, which is not set",
    ]);
    expect(missingClientSecrets([config], { GOOGLE_SECRET: "x" })).toEqual([]);
    expect(missingClientSecrets([demoConfig()], {})).toEqual([]);
  });
});

describe("the sandbox switches", () => {
  it("keeps the sandbox off unless asked, and takes the public address without its last slash", () => {
    expect(loadConfig({}).SANDBOX_OIDC).toBe(false);
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
    const on = loadConfig({ DEMO: "true", SANDBOX_OIDC: "true", PUBLIC_URL: "https://demo.example/" });
    expect(on).toMatchObject({ SANDBOX_OIDC: true, PUBLIC_URL: "https://demo.example" });
    expect(() => loadConfig({ PUBLIC_URL: "ftp://demo.example" })).toThrow(ConfigError);
  });
});

describe("the address a sign-in returns to", () => {
  it("is a path on this site, without its fragment", () => {
    expect(parseReturnTo(undefined)).toBe("/");
    expect(parseReturnTo("/games?type=RNG")).toBe("/games?type=RNG");
    expect(parseReturnTo("/promotions#old")).toBe("/promotions");
  });

  it("never leads off the site", () => {
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "https://x.example",
      "x",
      "",
      ["/"],
      `/${"a".repeat(512)}`,
    ]) {
      expect(parseReturnTo(value), JSON.stringify(value)).toBeNull();
    }
  });
});
