import {
  type FieldRulesValue,
  fieldRulesValueSchema,
  setFieldRulesBodySchema,
} from "@banca/contract/backoffice/field-rules";
import type { FastifyInstance } from "fastify";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { createMerchantRepository } from "./repository.ts";

/**
 * The merchant's form field rules (decision 090): read them, and change the rules of some fields
 * with a reason. The site's forms and the server's checks read the same rules, so a change applies
 * to both at once (the other instances within their cache's few seconds).
 */
export function fieldRulesAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const repository = createMerchantRepository(deps.db);
  const rulesOf = async (code: string): Promise<FieldRulesValue> => ({
    rules: (await repository.findByCode(code))?.registerRules ?? {},
  });

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/merchant/field-rules",
      permission: "settings.read",
      summary: "The merchant's form field rules: shown, required, length and pattern of each field",
      value: fieldRulesValueSchema,
    },
    ({ merchant }) => rulesOf(merchant.code),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/merchant/field-rules",
      permission: "settings.write",
      summary:
        "Replaces the rules of the fields named, with a reason; username and password stay shown and required",
      body: setFieldRulesBodySchema,
      value: fieldRulesValueSchema,
    },
    async ({ merchant, operator, body }) => {
      await deps.db.transaction(async (tx) => {
        const merchants = createMerchantRepository(tx);
        const before = (await merchants.findByCode(merchant.code))?.registerRules ?? {};
        await merchants.mergeRegisterRules(merchant.code, body.rules);
        const changed = Object.fromEntries(
          Object.entries(body.rules).map(([field, rule]) => [
            field,
            { from: before[field] ?? null, to: rule },
          ]),
        );
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: operatorActor(operator),
          action: "merchant.field-rules",
          targetType: "merchant",
          targetId: merchant.code,
          detail: { changed, reason: body.reason },
        });
      });
      deps.merchants.forget(merchant.code);
      return rulesOf(merchant.code);
    },
  );
}
