import { loginCall, loginVerificationCall, logoutCall } from "@banca/contract/calls/session";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createCaptchaService } from "#app/modules/captcha/service.ts";
import type { VerificationService } from "#app/modules/verification/service.ts";
import type { DeviceCookies } from "./device-cookie.ts";
import { createLoginChallengeService } from "./login-challenge-service.ts";
import { createLoginService } from "./login-service.ts";

export function sessionRoutes(
  app: FastifyInstance,
  deps: CallDeps & { db: Database; verification: VerificationService; devices: DeviceCookies },
) {
  const challenges = createLoginChallengeService(deps.db, deps.sessions, deps.verification);
  const logins = createLoginService(deps.db, {
    sessions: deps.sessions,
    verification: deps.verification,
    captcha: createCaptchaService(deps.db),
    challenges,
  });
  const origin = (request: FastifyRequest) => ({
    clientIp: request.ip,
    userAgent: request.headers["user-agent"] ?? "",
    deviceId: deps.devices.idOf(request),
  });
  registerCall(app, deps, loginCall, async ({ merchant, body, request }) =>
    logins.login(merchant, body, origin(request)),
  );
  registerCall(app, deps, loginVerificationCall, async ({ merchant, body, request }) =>
    challenges.finish(merchant, body, origin(request)),
  );
  registerCall(app, deps, logoutCall, async ({ session }) => {
    await deps.sessions.close(session!);
    return null;
  });
}
