import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { allowListSchema, createAllowListService } from "./allow-list-service.ts";

const allowListBody = z.object({
  allowedAddresses: allowListSchema,
  reason: z.string().trim().min(3).max(500),
});

/** The back office's region routes: the merchant's allow-list of addresses in blocked countries. */
export function regionAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const allowList = createAllowListService(deps.db);
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/region/allow-list",
      permission: "settings.read",
      summary: "The merchant's blocked countries and the addresses let in from them",
      value: z.object({
        blockedCountries: z.array(z.string()).describe("ISO 3166-1 alpha-2 codes"),
        allowedAddresses: z.array(z.string()),
      }),
    },
    ({ merchant }) => allowList.read(merchant.code),
  );
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/region/allow-list",
      permission: "settings.write",
      summary:
        "Replaces the addresses (exact IPs and CIDR networks) let in from blocked countries, with a reason",
      body: allowListBody,
      value: z.object({ allowedAddresses: z.array(z.string()) }),
    },
    async ({ operator, merchant, body }) => {
      const result = await allowList.set(merchant.code, { ...body, actor: operatorActor(operator) });
      // This instance applies it at once; the others within their cache period (decision 024).
      deps.merchants.forget(merchant.code);
      return result;
    },
  );
}
