import { promotionDefinitionSchema, promotionFieldsSchema } from "@banca/contract/promotion-config";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "#app/http/app-error.ts";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { operatorList } from "#app/modules/admin/answer-schemas.ts";
import {
  applicationImageSchema,
  applicationImages,
  applicationsQuery,
  describeApplication,
  listApplications,
  operatorApplicationPage,
  operatorApplicationSchema,
} from "./applications-desk.ts";
import { createPromotionOperatorService } from "./operator-service.ts";
import { createStandingRepository } from "./standing-repository.ts";

const id = z.coerce.number().int().positive().max(2_147_483_647);

const promotionListValue = operatorList(
  promotionFieldsSchema.extend({
    id: z.number().int(),
    key: z.string().nullable().describe("The key of a promotion the merchant file seeds"),
    applying: z.number().int().describe("Applications waiting for a decision"),
    issued: z.number().int(),
    claims: z.number().int(),
  }),
);
/** The changes answer with the promotion's id. */
const changedValue = z.object({ id: z.number().int() });

/**
 * The back office's promotions: the list, create, change (any fields), switch off; the desk of
 * applications with their images, approve with an amount, reject with a reason.
 */
export function promotionAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const operators = createPromotionOperatorService(deps.db);

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/promotions",
      permission: "promotions.read",
      summary: "Every promotion, switched off ones too, with counts",
      value: promotionListValue,
    },
    async ({ merchant }) => ({ list: await operators.list(merchant) }),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/promotions/create",
      permission: "promotions.write",
      summary: "Creates a promotion (see promotion-config.ts for its fields and their rules)",
      body: promotionDefinitionSchema,
      value: changedValue,
    },
    async ({ operator, merchant, body }) => ({
      id: await operators.create(merchant, body, operatorActor(operator)),
    }),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/promotions/update",
      permission: "promotions.write",
      summary: "Changes the fields given of a promotion; the result must still be a valid promotion",
      body: promotionFieldsSchema.partial().extend({ id }).strict(),
      value: changedValue,
    },
    async ({ operator, merchant, body }) => {
      const { id: promotionId, ...change } = body;
      if (Object.keys(change).length === 0)
        throw new AppError("request_param_err", "Name at least one field to change");
      await operators.update(merchant, promotionId, change, operatorActor(operator));
      return { id: promotionId };
    },
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/promotions/disable",
      permission: "promotions.write",
      summary: "Switches a promotion off: members no longer see it; what they took part in stays theirs",
      body: z.object({ id }),
      value: changedValue,
    },
    async ({ operator, merchant, body }) => {
      await operators.update(merchant, body.id, { enabled: false }, operatorActor(operator));
      return { id: body.id };
    },
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/promotions/applications",
      permission: "promotions.read",
      summary: "Applications to apply-mode promotions, by status and promotion",
      query: applicationsQuery,
      value: operatorApplicationPage,
    },
    ({ merchant, query }) => listApplications(deps.db, merchant, query),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/promotions/applications/detail",
      permission: "promotions.read",
      summary: "One application with its images as data: URLs",
      query: z.object({ id }),
      value: operatorApplicationSchema.extend({ images: z.array(applicationImageSchema) }),
      personalData: {
        shows: "the images a member sent with a promotion application",
        member: (value) => ({ id: (value as { memberId: number }).memberId }),
      },
    },
    async ({ merchant, query }) => {
      const application = await createStandingRepository(deps.db).application(merchant.code, query.id);
      if (!application) throw new AppError("promotion.application.not.found", "No such application");
      return {
        ...(await describeApplication(deps.db, merchant, application)),
        images: await applicationImages(deps.db, merchant.code, query.id),
      };
    },
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/promotions/applications/approve",
      permission: "promotions.write",
      summary: "Approves an application with the bonus awarded (a decimal); the bonus is granted once",
      body: z.object({ id, amount: z.string().trim().max(32) }),
      value: operatorApplicationSchema.extend({
        replayed: z.boolean().describe("true when the same award had been given: granted once"),
      }),
    },
    async ({ operator, merchant, body }) => {
      const { application, replayed } = await operators.approve(
        merchant,
        body.id,
        body.amount,
        operatorActor(operator),
      );
      return { ...(await describeApplication(deps.db, merchant, application)), replayed };
    },
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/promotions/applications/reject",
      permission: "promotions.write",
      summary: "Rejects an application with the reason the member will read",
      body: z.object({ id, reason: z.string().trim().min(3).max(300) }),
      value: operatorApplicationSchema,
    },
    async ({ operator, merchant, body }) =>
      describeApplication(
        deps.db,
        merchant,
        await operators.reject(merchant, body.id, body.reason, operatorActor(operator)),
      ),
  );
}
