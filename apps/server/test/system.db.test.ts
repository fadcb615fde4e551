import type { MerchantConfig } from "@banca/contract/merchant-config";
import type { ModuleNode } from "@banca/contract/whitelabel";
import { describe, expect, it } from "vitest";
import { createMerchantRepository } from "#app/modules/merchants/repository.ts";
import { createTestApp, demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

function switchOff(nodes: ModuleNode[], modId: string): ModuleNode[] {
  return nodes.map((node) => ({
    ...node,
    enabled: node.modId === modId ? "0" : node.enabled,
    childrenNodes: switchOff(node.childrenNodes, modId),
  }));
}

describe(`system calls on ${databaseKind}`, () => {
  const demo = demoConfig();
  const quiet: MerchantConfig = {
    ...demo,
    code: "quiet",
    name: "Quiet brand",
    domains: ["quiet.example"],
    languages: { default: "en", supported: ["en"] },
    whitelabel: switchOff(switchOff(demo.whitelabel, "FEEDBACK3"), "REG3"),
    regionRestriction: { blockedCountries: [], allowedAddresses: [] },
    domainRoutes: [
      { domain: "slow.quiet.example", speed: 80 },
      { domain: "fast.quiet.example", speed: 9 },
    ],
  };

  const t = useTestApp(() => ({ merchants: [demo, quiet] }));

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  it("answers the permissions in the envelope with status 0 for an ordinary visitor", async () => {
    const response = await get("/wps/system/status", { "x-forwarded-for": "177.10.1.1" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: "", errorCode: "" });
    expect(body.value.status).toBe(0);
    expect(body.value.location).toEqual({ ip: "177.10.1.1", country: "BR" });
    expect(body.value.info.site).toMatchObject({ merchantCode: "demo", languages: { default: "pt" } });
    expect(body.value.info.register.username).toMatchObject({ enabled: true, required: true });
    expect(
      body.value.info.resources.map((resource: { resourceType: string }) => resource.resourceType),
    ).toContain("Android");
  });

  it("answers status 2 with the IP and country for a visitor from a blocked country", async () => {
    const body = (await get("/wps/system/status", { "x-forwarded-for": "8.8.8.8" })).json();
    expect(body.value).toMatchObject({
      status: 2,
      regionRestriction: true,
      location: { ip: "8.8.8.8", country: "US" },
    });
  });

  it("answers status 1 while the merchant is under maintenance, even for a blocked country", async () => {
    const merchants = createMerchantRepository(t.db);
    await merchants.setMaintenance("demo", true);
    try {
      // The merchant cache holds settings for a few seconds; a new app instance reads them afresh.
      const fresh = await createTestApp(t.db, { merchants: [] });
      const body = (
        await fresh.inject({ url: "/wps/system/status", headers: { "x-forwarded-for": "8.8.8.8" } })
      ).json();
      expect(body.value).toMatchObject({ status: 1, maintenance: true });
      await fresh.close();
    } finally {
      await merchants.setMaintenance("demo", false);
    }
  });

  it("selects the merchant by header, then by domain, then the default", async () => {
    expect((await get("/wps/system/status", { merchant: "quiet" })).json().value.info.site.merchantCode).toBe(
      "quiet",
    );
    expect(
      (await get("/wps/system/status", { host: "quiet.example:8080" })).json().value.info.site.merchantCode,
    ).toBe("quiet");
    expect(
      (await get("/wps/system/status", { host: "other.example" })).json().value.info.site.merchantCode,
    ).toBe("demo");
  });

  it("refuses an unknown merchant with a clear error", async () => {
    const response = await get("/wps/system/status", { merchant: "nobody" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Unknown merchant "nobody"',
      value: null,
      errorCode: "merchant.not.found",
    });
  });

  it("returns the whitelabel tree and the registration field rules", async () => {
    const tree = (await get("/wps/system/whitelabel")).json().value as ModuleNode[];
    expect(tree[0]?.modId).toBe("COMM3");
    const rules = (await get("/wps/system/setting/register")).json().value;
    expect(Object.keys(rules)).toEqual(
      expect.arrayContaining(["username", "password", "mobileNum", "email"]),
    );
  });

  it("refuses calls of a module the merchant switched off, by route and by ModuleId header", async () => {
    const byRoute = await get("/wps/system/setting/register", { merchant: "quiet" });
    expect(byRoute.statusCode).toBe(400);
    expect(byRoute.json()).toMatchObject({ success: false, errorCode: "function.not.available" });
    const byHeader = await get("/wps/system/whitelabel", { merchant: "quiet", moduleid: "FEEDBACK3" });
    expect(byHeader.json()).toMatchObject({ success: false, errorCode: "function.not.available" });
    const allowed = await get("/wps/system/whitelabel", { merchant: "demo", moduleid: "FEEDBACK3" });
    expect(allowed.json().success).toBe(true);
  });

  it("lists domain routes fastest first", async () => {
    const list = (await get("/wps/system/domainRoute", { merchant: "quiet" })).json().value;
    expect(list).toEqual([
      { domain: "fast.quiet.example", speed: 9 },
      { domain: "slow.quiet.example", speed: 80 },
    ]);
  });

  it("answers help topics in the requested language, falling back to the merchant default", async () => {
    const english = (await get("/wps/system/helpCenter?lang=en&device=WEB")).json().value;
    expect((await get("/wps/system/helpCenter?lang=EN-us")).json().value).toEqual(english);
    const portuguese = (await get("/wps/system/helpCenter", { language: "pt-BR" })).json().value;
    expect(english.length).toBe(demo.helpTopics.length);
    expect(english[0].title).toBe(demo.helpTopics[0]?.title.en);
    expect(portuguese[0].title).toBe(demo.helpTopics[0]?.title.pt);
    // Thai is not offered by the demo merchant: its default language answers.
    expect((await get("/wps/system/helpCenter", { language: "th" })).json().value[0].title).toBe(
      demo.helpTopics[0]?.title.pt,
    );
  });

  it("rejects bad query values with request_param_err", async () => {
    const response = await get("/wps/system/helpCenter?device=PHONE");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: "request_param_err" });
    expect(response.json().message).toContain("device");
  });

  it("believes X-Forwarded-For only as far as the trusted proxy wrote it", async () => {
    // The visitor wrote a US address themselves; the trusted proxy (127.0.0.1) appended the real one.
    const spoofed = await get("/wps/system/status", { "x-forwarded-for": "8.8.8.8, 177.10.1.1" });
    expect(spoofed.json().value.location).toEqual({ ip: "177.10.1.1", country: "BR" });
    // From an address that is not a trusted proxy, the header is ignored altogether.
    const direct = await t.app.inject({
      url: "/wps/system/status",
      remoteAddress: "203.0.113.9",
      headers: { "x-forwarded-for": "8.8.8.8" },
    });
    expect(direct.json().value.location.ip).toBe("203.0.113.9");
  });
});
