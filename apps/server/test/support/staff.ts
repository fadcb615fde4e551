import type { StaffRole } from "@banca/contract/backoffice/permissions";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Queryable } from "#app/db/database.ts";
import { hashPassword } from "#app/modules/members/password.ts";
import { createStaffRepository } from "#app/modules/staff/repository.ts";
import { newTotpSecret, totpCode } from "#app/modules/staff/totp.ts";

export const STAFF_PASSWORD = "Backoffice2026";

/** A staff member already enrolled (password STAFF_PASSWORD), answering its TOTP secret. */
export async function insertStaff(
  db: Queryable,
  username: string,
  role: StaffRole,
  merchants: string[] | null = null,
): Promise<{ username: string; secret: string; operatorId: number }> {
  const secret = newTotpSecret();
  const member = await createStaffRepository(db).insert({
    username,
    role,
    merchants,
    enrolmentHash: null,
    enrolmentExpiresAt: null,
    passwordHash: await hashPassword(STAFF_PASSWORD),
    totpSecret: secret,
  });
  if (!member) throw new Error(`staff ${username} exists`);
  return { username, secret, operatorId: member.operatorId };
}

/** The `banca_staff=<token>` pair of an answer's Set-Cookie. */
export function staffCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = String(response.headers["set-cookie"] ?? "");
  const pair = /banca_staff=([^;]*)/.exec(header);
  if (!pair) throw new Error(`no staff cookie in ${header}`);
  return `banca_staff=${pair[1]}`;
}

export const staffHeaders = (cookie: string, merchant?: string) => ({
  cookie,
  "x-banca-staff": "1",
  ...(merchant ? { merchant } : {}),
});

/** Logs an enrolled member in (password, then the current TOTP code); answers its session cookie. */
export async function staffLogin(
  t: { app: FastifyInstance },
  member: { username: string; secret: string },
  password = STAFF_PASSWORD,
): Promise<string> {
  const login = await t.app.inject({
    method: "POST",
    url: "/admin/api/staff/session/login",
    headers: { "x-banca-staff": "1" },
    payload: { username: member.username, password },
  });
  expect(login.json()).toMatchObject({ success: true, value: { step: "totp" } });
  const totp = await t.app.inject({
    method: "POST",
    url: "/admin/api/staff/session/totp",
    headers: staffHeaders(staffCookieOf(login)),
    payload: { code: totpCode(member.secret) },
  });
  expect(totp.json()).toMatchObject({ success: true, value: { staff: { username: member.username } } });
  return staffCookieOf(totp);
}

/** Back-office calls as the back office makes them for a signed-in member. */
export function staffCalls(t: { app: FastifyInstance }, cookie: string, merchant = "demo") {
  return (method: "GET" | "POST", url: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: staffHeaders(cookie, merchant),
      ...(body === undefined ? {} : { payload: body as object }),
    });
}
