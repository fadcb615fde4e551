import {
  claimBodySchema,
  enrolValueSchema,
  loginBodySchema,
  loginValueSchema,
  meValueSchema,
  staffCreateBodySchema,
  staffCreateValueSchema,
  staffListValueSchema,
  staffMerchantsValueSchema,
  staffMeSchema,
  staffUpdateBodySchema,
  staffUsernameBodySchema,
  totpBodySchema,
} from "@banca/contract/backoffice/staff";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import type { AdminDeps } from "#app/modules/admin/admin-route.ts";
import { createMerchantRepository } from "#app/modules/merchants/repository.ts";
import { type AdminCaller, staffActor } from "./caller.ts";
import { enrolmentLink } from "./enrolment-link.ts";
import { meOf } from "./service.ts";
import { recordStaffChange } from "./staff-audit.ts";
import { clearStaffCookie, setStaffCookie, staffToken } from "./staff-auth.ts";
import { registerStaffCall } from "./staff-call.ts";

const staffOf = (caller: AdminCaller | null) => {
  if (caller?.kind !== "staff")
    throw new AppError("staff.session.expired", "This call needs a staff session");
  return caller.staff;
};
const actorOf = (caller: AdminCaller | null) =>
  caller?.kind === "staff" ? staffActor(caller.staff) : `operator:${caller?.operator.name ?? "unknown"}`;

/** The staff calls of the back office (decision 081): log-in in steps, the member, staff management. */
export function staffRoutes(
  app: FastifyInstance,
  deps: AdminDeps & { db: Database; publicUrl?: string | undefined },
) {
  const merchants = createMerchantRepository(deps.db);

  registerStaffCall(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/staff/session/login",
      access: "public",
      body: loginBodySchema,
      value: loginValueSchema,
    },
    async ({ request, reply, body }) => {
      const { token, value } = await deps.staff.login(body, request.ip);
      setStaffCookie(request, reply, token);
      return value;
    },
  );

  registerStaffCall(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/staff/session/totp",
      access: "public",
      body: totpBodySchema,
      value: meValueSchema,
    },
    async ({ request, reply, body }) => {
      const { token, me } = await deps.staff.secondFactor(staffToken(request), body.code, request.ip);
      setStaffCookie(request, reply, token);
      return { staff: me };
    },
  );

  registerStaffCall(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/staff/session/enrol",
      access: "public",
      body: totpBodySchema,
      value: enrolValueSchema,
    },
    async ({ request, reply, body }) => {
      const { token, me, recoveryCodes } = await deps.staff.enrol(staffToken(request), body.code, request.ip);
      setStaffCookie(request, reply, token);
      return { staff: me, recoveryCodes };
    },
  );

  registerStaffCall(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/staff/session/claim",
      access: "public",
      body: claimBodySchema,
      value: z.object({ username: z.string() }),
    },
    async ({ body }) => deps.staff.claim(body.token, body.password),
  );

  registerStaffCall(
    app,
    deps,
    { method: "POST", url: "/admin/api/staff/session/logout", access: "public", value: z.null() },
    async ({ request, reply }) => {
      await deps.staff.logout(staffToken(request));
      clearStaffCookie(request, reply);
      return null;
    },
  );

  registerStaffCall(
    app,
    deps,
    { method: "GET", url: "/admin/api/staff/me", access: "session", value: staffMeSchema },
    async ({ caller }) => meOf(staffOf(caller)),
  );

  registerStaffCall(
    app,
    deps,
    { method: "GET", url: "/admin/api/staff/merchants", access: "session", value: staffMerchantsValueSchema },
    async ({ caller }) => {
      const scope = staffOf(caller).merchants;
      const list = (await merchants.list()).filter((row) => scope === null || scope.includes(row.code));
      return { list: list.map(({ code, name }) => ({ code, name })) };
    },
  );

  registerStaffCall(
    app,
    deps,
    { method: "GET", url: "/admin/api/staff", access: "staff.manage", value: staffListValueSchema },
    async () => ({
      list: (await deps.staff.list()).map((member) => ({
        username: member.username,
        role: member.role,
        merchants: member.merchants,
        enrolled: member.totpEnrolled,
        disabled: member.disabled,
        createdAt: member.createdAt.toISOString(),
      })),
    }),
  );

  async function knownMerchants(codes: string[] | null | undefined) {
    if (!codes) return;
    const known = new Set((await merchants.list()).map((row) => row.code));
    const unknown = codes.find((code) => !known.has(code));
    if (unknown) throw new AppError("merchant.not.found", `No merchant "${unknown}"`);
  }

  registerStaffCall(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/staff/create",
      access: "staff.manage",
      body: staffCreateBodySchema,
      value: staffCreateValueSchema,
    },
    async ({ caller, body }) => {
      await knownMerchants(body.merchants);
      const { member, token } = await deps.staff.create(body);
      await recordStaffChange(deps.db, actorOf(caller), "staff.create", member, {
        role: body.role,
        merchants: body.merchants,
      });
      return { username: member.username, enrolmentLink: enrolmentLink(token, deps.publicUrl) };
    },
  );

  registerStaffCall(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/staff/update",
      access: "staff.manage",
      body: staffUpdateBodySchema,
      value: z.null(),
    },
    async ({ caller, body }) => {
      await knownMerchants(body.merchants);
      const member = await deps.staff.find(body.username);
      const change = {
        ...(body.role === undefined ? {} : { role: body.role }),
        ...(body.merchants === undefined ? {} : { merchants: body.merchants }),
      };
      await deps.staff.update(member.id, change);
      await recordStaffChange(deps.db, actorOf(caller), "staff.update", member, change);
      return null;
    },
  );

  registerStaffCall(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/staff/disable",
      access: "staff.manage",
      body: staffUsernameBodySchema,
      value: z.null(),
    },
    async ({ caller, body }) => {
      const member = await deps.staff.find(body.username);
      if (caller?.kind === "staff" && caller.staff.id === member.id) {
        throw new AppError("staff.forbidden", "A staff member cannot disable itself");
      }
      await deps.staff.disable(member.id);
      await recordStaffChange(deps.db, actorOf(caller), "staff.disable", member, {});
      return null;
    },
  );
}
