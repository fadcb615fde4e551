import { type Permission, ROLE_PERMISSIONS } from "@banca/contract/backoffice/permissions";
import type { FastifyRequest } from "fastify";
import { AppError } from "#app/http/app-error.ts";
import type { Operator } from "#app/modules/operators/repository.ts";
import type { OperatorService } from "#app/modules/operators/service.ts";
import type { StaffRow } from "./repository.ts";
import type { StaffService } from "./service.ts";
import { requireStaffHeader, staffToken } from "./staff-auth.ts";

/** Who makes a back-office call: a tool with an operator key, or a person with a staff session. */
export type AdminCaller =
  | { kind: "operator"; operator: Operator }
  | { kind: "staff"; staff: StaffRow; token: string; actingAs(merchantCode: string): Operator };

export const staffActor = (staff: Pick<StaffRow, "username">) => `staff:${staff.username}`;

export const mayDo = (staff: StaffRow, permission: Permission) =>
  ROLE_PERMISSIONS[staff.role].includes(permission);

/**
 * The caller of a back-office request. An `Authorization` header means a tool's key (full access
 * within its merchant, as before staff existed); otherwise the staff cookie, which counts only
 * with the X-Banca-Staff header, and whose role must allow `permission` (null: any signed-in member).
 */
export async function authenticateCaller(
  deps: { operators: OperatorService; staff: StaffService },
  request: FastifyRequest,
  permission: Permission | null,
): Promise<AdminCaller> {
  const authorization = request.headers.authorization;
  const token = staffToken(request);
  if (authorization !== undefined || token === undefined) {
    return { kind: "operator", operator: await deps.operators.authenticate(authorization) };
  }
  requireStaffHeader(request);
  const staff = await deps.staff.authenticate(token);
  if (permission !== null && !mayDo(staff, permission)) {
    throw new AppError("staff.forbidden", `The role ${staff.role} may not do this (${permission})`);
  }
  return staffCaller(staff, token);
}

/** A signed-in staff member as a caller; on a merchant's route it acts through its own operator row. */
export function staffCaller(staff: StaffRow, token: string): AdminCaller {
  return {
    kind: "staff",
    staff,
    token,
    actingAs: (merchantCode) => ({
      id: staff.operatorId,
      name: staff.username,
      merchantCode: staff.merchants === null ? null : merchantCode,
      actor: staffActor(staff),
    }),
  };
}

/** Refuses a merchant outside the caller's scope. */
export function mayWorkOn(caller: AdminCaller, merchantCode: string) {
  if (caller.kind === "operator") {
    const scope = caller.operator.merchantCode;
    if (scope !== null && scope !== merchantCode) {
      throw new AppError("operator.forbidden", "This operator may not work on that merchant");
    }
  } else if (caller.staff.merchants !== null && !caller.staff.merchants.includes(merchantCode)) {
    throw new AppError("staff.merchant.forbidden", "This staff member may not work on that merchant");
  }
}
