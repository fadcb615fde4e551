import type { ModuleNode } from "@banca/contract/whitelabel";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { fieldRulesAdminRoutes } from "./field-rules-routes.ts";
import type { Merchant } from "./merchant.ts";
import { isBuilt, withSwitches } from "./module-switches.ts";
import { createMerchantRepository } from "./repository.ts";

const moduleSchema = z.object({
  id: z.string(),
  parent: z.string().nullable(),
  enabled: z.boolean().describe("The module's own switch"),
  effective: z.boolean().describe("On for players: its switch and every parent's are on"),
  built: z.boolean().describe("The platform has the feature; a module not built cannot be switched on"),
});
const settingsValue = z.object({
  code: z.string(),
  name: z.string(),
  domains: z.array(z.string()),
  maintenance: z.boolean(),
  modules: z.array(moduleSchema),
  settings: z.record(z.string(), z.unknown()).describe("The merchant's settings as stored"),
});

function modulesOf(merchant: { whitelabel: readonly ModuleNode[]; modules: Record<string, boolean> }) {
  const list: z.infer<typeof moduleSchema>[] = [];
  const walk = (nodes: readonly ModuleNode[], parent: string | null) => {
    for (const node of nodes) {
      list.push({
        id: node.modId,
        parent,
        enabled: node.enabled === "1",
        effective: merchant.modules[node.modId] === true,
        built: isBuilt(node.modId),
      });
      walk(node.childrenNodes, node.modId);
    }
  };
  walk(merchant.whitelabel, null);
  return list;
}

const reason = z.string().trim().min(3).max(500);

/**
 * The merchant's site switches and maintenance page. A change is written to the database, which
 * every instance reads; this instance forgets its cached copy at once, the others within their
 * cache's few seconds (merchants/service.ts).
 */
export function merchantAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const repository = createMerchantRepository(deps.db);
  fieldRulesAdminRoutes(app, deps);
  const current = async (merchant: Merchant) => {
    deps.merchants.forget(merchant.code);
    return (await repository.findByCode(merchant.code)) ?? merchant;
  };
  const present = (merchant: Merchant): z.infer<typeof settingsValue> => ({
    code: merchant.code,
    name: merchant.name,
    domains: merchant.domains,
    maintenance: merchant.maintenance,
    modules: modulesOf(merchant),
    settings: merchant.settings as unknown as Record<string, unknown>,
  });

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/merchant/settings",
      permission: "settings.read",
      summary: "The merchant's settings, module switches (own and in effect) and maintenance flag",
      value: settingsValue,
    },
    async ({ merchant }) => present((await repository.findByCode(merchant.code)) ?? merchant),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/merchant/modules",
      permission: "settings.write",
      summary:
        "Turns module switches on or off; the site follows at once. A module not built cannot be turned on",
      body: z.object({
        modules: z
          .record(z.string().regex(/^[A-Z0-9]{2,32}$/), z.boolean())
          .refine((changes) => Object.keys(changes).length > 0, "name at least one module"),
        reason,
      }),
      value: settingsValue,
    },
    async ({ merchant, operator, body }) => {
      await deps.db.transaction(async (tx) => {
        const merchants = createMerchantRepository(tx);
        const stored = (await merchants.findByCode(merchant.code)) ?? merchant;
        await merchants.setWhitelabel(merchant.code, withSwitches(stored.whitelabel, body.modules));
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: operatorActor(operator),
          action: "merchant.modules",
          targetType: "merchant",
          targetId: merchant.code,
          detail: { modules: body.modules, reason: body.reason },
        });
      });
      return present(await current(merchant));
    },
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/merchant/maintenance",
      permission: "settings.write",
      summary: "Puts the site under maintenance or opens it again",
      body: z.object({ maintenance: z.boolean(), reason }),
      value: settingsValue,
    },
    async ({ merchant, operator, body }) => {
      await deps.db.transaction(async (tx) => {
        await createMerchantRepository(tx).setMaintenance(merchant.code, body.maintenance);
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: operatorActor(operator),
          action: body.maintenance ? "merchant.maintenance.on" : "merchant.maintenance.off",
          targetType: "merchant",
          targetId: merchant.code,
          detail: { reason: body.reason },
        });
      });
      return present(await current(merchant));
    },
  );
}
