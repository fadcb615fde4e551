import type { Permission } from "@banca/contract/backoffice/permissions";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { ok } from "#app/http/envelope.ts";
import { assertNoNulCharacter } from "#app/http/text-input.ts";
import { type PersonalDataRead, recordPersonalDataRead } from "#app/modules/audit/personal-data-reads.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { MerchantService } from "#app/modules/merchants/service.ts";
import type { Operator } from "#app/modules/operators/repository.ts";
import type { OperatorService } from "#app/modules/operators/service.ts";

export type AdminDeps = {
  db: Database;
  merchants: MerchantService;
  operators: OperatorService;
  /** Holds answers to their route's `value` schema (the suites and development), as contract calls are. */
  validateResponses?: boolean;
};

export type AdminContext<Q, B> = {
  request: FastifyRequest;
  operator: Operator;
  /** The merchant named by the `Merchant` header, one the operator may see. */
  merchant: Merchant;
  query: Q;
  body: B;
};

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export type AdminRoute<Q extends z.ZodType | undefined, B extends z.ZodType | undefined> = {
  method: "GET" | "POST";
  url: `/admin/api/${string}`;
  /** What a staff member's role must allow to make the call (operator keys may make every call). */
  permission: Permission;
  summary: string;
  query?: Q;
  body?: B;
  /** The schema of the envelope's `value`: the operator document shows it, the suites hold answers to it. */
  value: z.ZodType;
  /** Set on every call whose answer shows members' personal data: each answer is audited. */
  personalData?: PersonalDataRead;
};

/**
 * Every back-office route registered so far, by method and URL: `/openapi/operator.json` is
 * generated from their schemas (the same for every application built in one process).
 */
export const ADMIN_ROUTES = new Map<string, AdminRoute<z.ZodType | undefined, z.ZodType | undefined>>();

function parse<S extends z.ZodType | undefined>(schema: S | undefined, input: unknown): Output<S> {
  if (!schema) return undefined as Output<S>;
  assertNoNulCharacter(input);
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data as Output<S>;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  const first = issues[0];
  throw new AppError(
    "request_param_err",
    first ? `Invalid request: ${first.path || "body"}: ${first.message}` : "Invalid request",
    { issues },
  );
}

const singleHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** An operator's actor name in the audit log. */
export const operatorActor = (operator: Operator) => `operator:${operator.name}`;

/**
 * Registers a back-office route: the operator's key (`Authorization: Bearer <key>`), the merchant
 * of the `Merchant` header (required, and one the operator may see), validated input, and the
 * answer in the same envelope as the site's calls.
 */
export function registerAdminRoute<Q extends z.ZodType | undefined, B extends z.ZodType | undefined>(
  app: FastifyInstance,
  deps: AdminDeps,
  route: AdminRoute<Q, B>,
  handler: (context: AdminContext<Output<Q>, Output<B>>) => Promise<unknown>,
) {
  ADMIN_ROUTES.set(`${route.method} ${route.url}`, route);
  app.route({
    method: route.method,
    url: route.url,
    handler: async (request) => {
      const operator = await deps.operators.authenticate(singleHeader(request.headers.authorization));
      const code = singleHeader(request.headers.merchant)?.trim();
      if (!code) throw new AppError("request_param_err", "The Merchant header names the merchant to work on");
      if (operator.merchantCode !== null && operator.merchantCode !== code) {
        throw new AppError("operator.forbidden", "This operator may not work on that merchant");
      }
      const merchant = await deps.merchants.resolve(code, undefined);
      const query = parse<Q>(route.query, request.query);
      const body = parse<B>(route.body, request.body);
      const value = await handler({ request, operator, merchant, query, body });
      if (deps.validateResponses) {
        const checked = route.value.safeParse(value);
        if (!checked.success) {
          request.log.error(
            { issues: checked.error.issues, url: route.url },
            "answer breaks the operator document",
          );
          throw new Error(`answer of ${route.url} breaks the operator document`);
        }
      }
      if (route.personalData) {
        await recordPersonalDataRead(deps.db, route.personalData, {
          merchantCode: merchant.code,
          actor: operatorActor(operator),
          method: route.method,
          url: route.url,
          filter: route.method === "GET" ? query : body,
          value,
        });
      }
      return ok(value);
    },
  });
}
