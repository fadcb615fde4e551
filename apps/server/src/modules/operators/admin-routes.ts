import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "#app/http/app-error.ts";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { isoTime, operatorList } from "#app/modules/admin/answer-schemas.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { createOperatorRepository, type OperatorKeyRow } from "./repository.ts";
import { createOperatorService, OPERATOR_NAME } from "./service.ts";

const keySchema = z.object({
  name: z.string(),
  createdAt: isoTime,
  disabledAt: isoTime.nullable(),
});
const keyOf = (row: OperatorKeyRow) => ({
  name: row.name,
  createdAt: row.created_at.toISOString(),
  disabledAt: row.disabled_at?.toISOString() ?? null,
});
const name = z.string().trim().regex(OPERATOR_NAME, "2-40 of a-z, 0-9, '.', '_', '-'");

/**
 * API keys of operators of this merchant (tools that call the back office). A key is shown once, when
 * it is made; keys of all merchants (the platform's) are managed with the command line only.
 */
export function operatorKeyAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const operators = createOperatorRepository(deps.db);

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/operators/keys",
      permission: "operators.keys",
      summary: "Operator API keys of this merchant, newest first (the keys themselves are never shown again)",
      value: operatorList(keySchema),
    },
    async ({ merchant }) => ({ list: (await operators.ofMerchant(merchant.code)).map(keyOf) }),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/operators/keys/create",
      permission: "operators.keys",
      summary: "Makes an operator key for this merchant; the answer is the only time the key is shown",
      body: z.object({ name }),
      value: z.object({
        name: z.string(),
        key: z.string().describe("Shown this once; only its hash is kept"),
      }),
    },
    async ({ merchant, operator, body }) =>
      deps.db.transaction(async (tx) => {
        // Names are unique across merchants: a taken name would otherwise renew someone else's key.
        if (await createOperatorRepository(tx).exists(body.name))
          throw new AppError("operator.name.taken", `An operator "${body.name}" exists`);
        const issued = await createOperatorService(tx).issueKey(body.name, merchant.code);
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: operatorActor(operator),
          action: "operator.key.create",
          targetType: "operator",
          targetId: body.name,
        });
        return { name: issued.operator.name, key: issued.key };
      }),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/operators/keys/revoke",
      permission: "operators.keys",
      summary: "Revokes an operator key of this merchant: its next call is refused",
      body: z.object({ name }),
      value: keySchema,
    },
    async ({ merchant, operator, body }) =>
      deps.db.transaction(async (tx) => {
        const row = await createOperatorRepository(tx).disableOfMerchant(body.name, merchant.code);
        if (!row) throw new AppError("operator.not.found", `No operator "${body.name}" of this merchant`);
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: operatorActor(operator),
          action: "operator.key.revoke",
          targetType: "operator",
          targetId: body.name,
        });
        return keyOf(row);
      }),
  );
}
