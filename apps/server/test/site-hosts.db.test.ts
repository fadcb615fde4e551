import { ENDPOINTS } from "@banca/contract/endpoints";
import { merchantConfigSchema } from "@banca/contract/merchant-config";
import { describe, expect, it } from "vitest";
import { memberCalls } from "./support/member-calls.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

describe(`image and launch hosts, and the analytics tag, on ${databaseKind}`, () => {
  const demo = demoConfig();
  const tagged = {
    ...demo,
    code: "tagged",
    name: "tagged brand",
    domains: ["tagged.example"],
    site: {
      ...demo.site,
      gtagId: "G-TEST123",
      imageCDNs: ["https://img1.example.net", "https://img2.example.net"],
      launchGameCDNs: ["https://play.example.net"],
    },
  };
  const t = useTestApp(() => ({ merchants: [demo, tagged] }));
  const { call } = memberCalls(t, "10.237");

  it("names the tag's script only for a merchant that sets a tag id, with its hosts", async () => {
    const plain = (await call("GET", ENDPOINTS.systemStatus.path)).json().value.info;
    expect(plain.analytics).toEqual({ gtagId: "", scriptUrl: "" });
    expect(plain.imageCDNs).toEqual([]);
    const answer = await call("GET", ENDPOINTS.systemStatus.path, { merchant: "tagged" });
    expect(answer.json().value.info).toMatchObject({
      analytics: { gtagId: "G-TEST123", scriptUrl: "https://www.googletagmanager.com/gtag/js" },
      imageCDNs: ["https://img1.example.net", "https://img2.example.net"],
      launchGameCDNs: ["https://play.example.net"],
    });
  });

  it("lets the tag's script, its collection hosts and the launch hosts through the CSP", async () => {
    const answer = await call("GET", ENDPOINTS.systemStatus.path);
    const policy = String(answer.headers["content-security-policy"]);
    const directive = (name: string) =>
      policy
        .split(";")
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? "";
    expect(directive("script-src")).toContain("https://www.googletagmanager.com");
    expect(directive("connect-src")).toContain("https://*.google-analytics.com");
    expect(directive("frame-src")).toContain("https://play.example.net");
    // Images from the hosts are https, which img-src already allows; nothing else was opened.
    expect(directive("img-src")).toBe("img-src 'self' data: https:");
    expect(directive("frame-src")).not.toContain("img1.example.net");
  });

  it("refuses a merchant file whose hosts are not bare origins or whose tag id is not one", () => {
    const site = (change: object) =>
      merchantConfigSchema.safeParse({ ...tagged, site: { ...tagged.site, ...change } });
    expect(site({}).success).toBe(true);
    expect(site({ imageCDNs: ["https://img.example.net/media"] }).success).toBe(false);
    expect(site({ launchGameCDNs: ["javascript:alert(1)"] }).success).toBe(false);
    expect(site({ gtagId: 'G-1"><script>' }).success).toBe(false);
  });
});
