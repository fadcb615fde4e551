import type { Permission } from "@banca/contract/backoffice/permissions";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError } from "#app/http/app-error.ts";
import { ok } from "#app/http/envelope.ts";
import { type AdminDeps, type Output, parse } from "#app/modules/admin/admin-route.ts";
import { type AdminCaller, authenticateCaller, staffCaller } from "./caller.ts";
import { requireStaffHeader, staffToken } from "./staff-auth.ts";

export type StaffCallContext<Q, B> = {
  request: FastifyRequest;
  reply: FastifyReply;
  /** Absent for the log-in steps, which run before anyone is signed in. */
  caller: AdminCaller | null;
  query: Q;
  body: B;
};

export type StaffCallDefinition<Q extends z.ZodType | undefined, B extends z.ZodType | undefined> = {
  method: "GET" | "POST";
  url: `/admin/api/staff${string}`;
  access: "public" | "session" | Permission;
  query?: Q;
  body?: B;
  value: z.ZodType;
};

/** Every staff call registered so far, by method and URL (the suites try each, as ADMIN_ROUTES). */
export const STAFF_CALLS = new Map<
  string,
  StaffCallDefinition<z.ZodType | undefined, z.ZodType | undefined>
>();

/**
 * A staff call: no Merchant header (it is about the member or the staff list, not a merchant).
 * `access` says who may make it: "public" the log-in steps (the staff header still required, so a
 * cross-site page cannot drive them), "session" any signed-in member, or a permission (staff whose
 * role has it, and operator keys of all merchants).
 */
export function registerStaffCall<Q extends z.ZodType | undefined, B extends z.ZodType | undefined>(
  app: FastifyInstance,
  deps: AdminDeps,
  call: StaffCallDefinition<Q, B>,
  handler: (context: StaffCallContext<Output<Q>, Output<B>>) => Promise<unknown>,
) {
  STAFF_CALLS.set(`${call.method} ${call.url}`, call);
  app.route({
    method: call.method,
    url: call.url,
    handler: async (request, reply) => {
      let caller: AdminCaller | null = null;
      if (call.access === "public") {
        requireStaffHeader(request);
      } else if (call.access === "session") {
        // The member's own calls: a staff session or nothing (no cookie is an ended session too).
        requireStaffHeader(request);
        const token = staffToken(request);
        caller = staffCaller(await deps.staff.authenticate(token), token ?? "");
      } else {
        caller = await authenticateCaller(deps, request, call.access);
        // Staff management reaches every merchant's people: a key of one merchant may not.
        if (caller.kind === "operator" && caller.operator.merchantCode !== null) {
          throw new AppError("operator.forbidden", "Only an operator of all merchants may do this");
        }
      }
      const query = parse<Q>(call.query, request.query);
      const body = parse<B>(call.body, request.body);
      const value = await handler({ request, reply, caller, query, body });
      if (deps.validateResponses && !call.value.safeParse(value).success) {
        throw new Error(`answer of ${call.url} breaks its schema`);
      }
      return ok(value);
    },
  });
}
