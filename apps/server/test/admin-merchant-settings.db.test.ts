import { ENDPOINTS } from "@banca/contract/endpoints";
import type { MerchantConfig } from "@banca/contract/merchant-config";
import { flattenModules, type ModuleNode } from "@banca/contract/whitelabel";
import { describe, expect, it } from "vitest";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

/** A brand whose switches this suite turns, with one module in its tree that the platform has not built. */
function brand(demo: MerchantConfig): MerchantConfig {
  const unbuilt: ModuleNode = { modId: "SPORTSBOOK3", enabled: "0", childrenNodes: [] };
  return {
    ...demo,
    code: "shop",
    domains: ["shop.example"],
    demoAccounts: [],
    whitelabel: [...demo.whitelabel, unbuilt],
  };
}

describe(`the back office's merchant settings on ${databaseKind}`, () => {
  const demo = demoConfig();
  const t = useTestApp(() => ({ merchants: [demo, brand(demo)] }));
  const audits = (action: string) =>
    t.db.query<{ detail: Record<string, unknown> }>(
      "SELECT detail FROM audit_log WHERE merchant_code = 'shop' AND action = $1 ORDER BY id DESC",
      [action],
    );
  /** The module tree the site reads for this brand, as a player's browser gets it. */
  const siteModules = async () => {
    const response = await t.app.inject({
      method: "GET",
      url: ENDPOINTS.whitelabel.path,
      headers: { merchant: "shop" },
    });
    return flattenModules(response.json().value as ModuleNode[]);
  };

  it("shows the switches, turns them, and the site follows at once", async () => {
    const call = operatorCalls(t, await operatorKey(t.db, "shop"), "shop");
    const settings = (await call("GET", "/admin/api/merchant/settings")).json().value;
    expect(settings).toMatchObject({ code: "shop", maintenance: false });
    expect(settings.modules).toContainEqual({
      id: "FEEDBACK3",
      parent: "COMM3",
      enabled: true,
      effective: true,
      built: true,
    });
    expect(settings.modules).toContainEqual({
      id: "SPORTSBOOK3",
      parent: null,
      enabled: false,
      effective: false,
      built: false,
    });
    expect(settings.modules).toContainEqual(expect.objectContaining({ id: "USERNAMEREG3", parent: "REG3" }));
    expect(await siteModules()).toMatchObject({ FEEDBACK3: true, REG3: true, USERNAMEREG3: true });

    const turned = await call("POST", "/admin/api/merchant/modules", {
      modules: { FEEDBACK3: false, REG3: false },
      reason: "complaints handled by e-mail",
    });
    expect(turned.statusCode).toBe(200);
    const modules = turned.json().value.modules;
    expect(modules).toContainEqual(
      expect.objectContaining({ id: "FEEDBACK3", enabled: false, effective: false }),
    );
    // The child keeps its own switch, off in effect under its parent.
    expect(modules).toContainEqual(
      expect.objectContaining({ id: "USERNAMEREG3", enabled: true, effective: false }),
    );
    expect(await siteModules()).toMatchObject({ FEEDBACK3: false, REG3: false, USERNAMEREG3: false });
    expect((await audits("merchant.modules"))[0]?.detail).toEqual({
      modules: { FEEDBACK3: false, REG3: false },
      reason: "complaints handled by e-mail",
    });

    await call("POST", "/admin/api/merchant/modules", {
      modules: { FEEDBACK3: true, REG3: true },
      reason: "back on",
    });
    expect(await siteModules()).toMatchObject({ FEEDBACK3: true, USERNAMEREG3: true });
  });

  it("refuses a module not built, an unknown one and a change with no reason, changing nothing", async () => {
    const call = operatorCalls(t, await operatorKey(t.db, "shop"), "shop");
    const before = (await call("GET", "/admin/api/merchant/settings")).json().value.modules;
    const refusals: [unknown, number, string][] = [
      [{ modules: { SPORTSBOOK3: true, FEEDBACK3: false }, reason: "launch" }, 409, "module.not.built"],
      [{ modules: { NOPE3: false }, reason: "typo" }, 400, "module.unknown"],
      [{ modules: { FEEDBACK3: false } }, 400, "request_param_err"],
      [{ modules: {}, reason: "nothing" }, 400, "request_param_err"],
      [{ modules: { FEEDBACK3: "off" }, reason: "wrong type" }, 400, "request_param_err"],
    ];
    for (const [body, status, code] of refusals) {
      const response = await call("POST", "/admin/api/merchant/modules", body);
      expect([response.statusCode, response.json().errorCode], JSON.stringify(body)).toEqual([status, code]);
    }
    // Turning a module that is not built off is allowed: it is off already and stays off.
    expect(
      (await call("POST", "/admin/api/merchant/modules", { modules: { SPORTSBOOK3: false }, reason: "tidy" }))
        .statusCode,
    ).toBe(200);
    expect((await call("GET", "/admin/api/merchant/settings")).json().value.modules).toEqual(before);
  });

  it("puts the site under maintenance and opens it again, audited", async () => {
    const call = operatorCalls(t, await operatorKey(t.db, "shop"), "shop");
    const on = await call("POST", "/admin/api/merchant/maintenance", {
      maintenance: true,
      reason: "database upgrade",
    });
    expect(on.json().value.maintenance).toBe(true);
    const siteMaintenance = async () =>
      (
        await t.app.inject({ method: "GET", url: ENDPOINTS.systemStatus.path, headers: { merchant: "shop" } })
      ).json().value.maintenance;
    expect(await siteMaintenance()).toBe(true);
    const off = await call("POST", "/admin/api/merchant/maintenance", { maintenance: false, reason: "done" });
    expect(off.json().value.maintenance).toBe(false);
    expect(await siteMaintenance()).toBe(false);
    expect((await audits("merchant.maintenance.on"))[0]?.detail).toEqual({ reason: "database upgrade" });
    expect((await audits("merchant.maintenance.off"))[0]?.detail).toEqual({ reason: "done" });
    const bad = await call("POST", "/admin/api/merchant/maintenance", { maintenance: "yes", reason: "x" });
    expect([bad.statusCode, bad.json().errorCode]).toEqual([400, "request_param_err"]);
  });

  it("makes, lists and revokes this merchant's operator keys; a revoked key stops working", async () => {
    const call = operatorCalls(t, await operatorKey(t.db, "shop"), "shop");
    const made = await call("POST", "/admin/api/operators/keys/create", { name: "shop-tool" });
    expect(made.statusCode).toBe(200);
    const { key } = made.json().value;
    expect(key).toMatch(/^bk_/);
    const tool = operatorCalls(t, key, "shop");
    expect((await tool("GET", "/admin/api/merchant/settings")).statusCode).toBe(200);
    // The new key is the merchant's own: it may not work on another.
    const elsewhere = await operatorCalls(t, key, "demo")("GET", "/admin/api/merchant/settings");
    expect([elsewhere.statusCode, elsewhere.json().errorCode]).toEqual([403, "operator.forbidden"]);

    const list = (await call("GET", "/admin/api/operators/keys")).json().value.list;
    expect(list[0]).toEqual({ name: "shop-tool", createdAt: expect.any(String), disabledAt: null });
    expect(JSON.stringify(list)).not.toContain(key);

    const taken = await call("POST", "/admin/api/operators/keys/create", { name: "shop-tool" });
    expect([taken.statusCode, taken.json().errorCode]).toEqual([409, "operator.name.taken"]);
    const badName = await call("POST", "/admin/api/operators/keys/create", { name: "Shop Tool!" });
    expect([badName.statusCode, badName.json().errorCode]).toEqual([400, "request_param_err"]);

    const revoked = await call("POST", "/admin/api/operators/keys/revoke", { name: "shop-tool" });
    expect(revoked.json().value.disabledAt).toEqual(expect.any(String));
    const refused = await tool("GET", "/admin/api/merchant/settings");
    expect([refused.statusCode, refused.json().errorCode]).toEqual([401, "operator.unauthorized"]);
    // A key of another merchant (or of the platform) is not this merchant's to revoke.
    const platform = (
      await t.db.query<{ name: string }>("SELECT name FROM operators WHERE merchant_code IS NULL LIMIT 1")
    )[0];
    const foreign = await call("POST", "/admin/api/operators/keys/revoke", {
      name: platform?.name ?? "op-none",
    });
    expect([foreign.statusCode, foreign.json().errorCode]).toEqual([404, "operator.not.found"]);

    const actions = await t.db.query<{ action: string; target_id: string }>(
      "SELECT action, target_id FROM audit_log WHERE merchant_code = 'shop' AND target_type = 'operator' ORDER BY id",
    );
    expect(actions).toEqual([
      { action: "operator.key.create", target_id: "shop-tool" },
      { action: "operator.key.revoke", target_id: "shop-tool" },
    ]);
  });
});
