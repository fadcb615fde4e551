import { loginCall, logoutCall } from "@banca/contract/calls/session";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createLoginService } from "./login-service.ts";

export function sessionRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  const logins = createLoginService(deps.db, deps.sessions);
  registerCall(app, deps, loginCall, async ({ merchant, body, request }) =>
    logins.login(merchant, body, { clientIp: request.ip, userAgent: request.headers["user-agent"] ?? "" }),
  );
  registerCall(app, deps, logoutCall, async ({ session }) => {
    await deps.sessions.close(session!);
    return null;
  });
}
