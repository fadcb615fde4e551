import { STAFF_COOKIE, STAFF_HEADER } from "@banca/contract/backoffice/staff";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "#app/http/app-error.ts";

/** The staff session cookie's token, if the request carries one. */
export function staffToken(request: FastifyRequest): string | undefined {
  const pair = (request.headers.cookie ?? "")
    .split(";")
    .map((cookie) => cookie.trim())
    .find((cookie) => cookie.startsWith(`${STAFF_COOKIE}=`));
  const token = pair?.slice(STAFF_COOKIE.length + 1);
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

/**
 * The browser sends the cookie with any request to /admin, a cross-site form's too; only the back
 * office's own script can add this header (a cross-site request with it needs a CORS preflight the
 * server never grants). So a staff call without it is refused before anything else is read.
 */
export function requireStaffHeader(request: FastifyRequest) {
  const value = request.headers[STAFF_HEADER];
  if ((Array.isArray(value) ? value[0] : value) !== "1") {
    throw new AppError("staff.header.required", "Back-office calls send the X-Banca-Staff: 1 header");
  }
}

const cookie = (request: FastifyRequest, value: string, maxAge?: number) => {
  const secure = request.protocol === "https" ? "; Secure" : "";
  const age = maxAge === undefined ? "" : `; Max-Age=${maxAge}`;
  return `${STAFF_COOKIE}=${value}; Path=/admin; HttpOnly; SameSite=Strict${age}${secure}`;
};

/** Sets the session cookie: a browser-session cookie, the server ends the session on idle or lifetime. */
export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.header("Set-Cookie", cookie(request, token));
  reply.header("Cache-Control", "no-store");
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.header("Set-Cookie", cookie(request, "", 0));
}
