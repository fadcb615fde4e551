import {
  forgotPasswordEmailCall,
  resetPasswordEmailCall,
  resetPasswordPhoneCall,
} from "@banca/contract/calls/password";
import {
  loginVerificationCodeCall,
  passwordSmsCodeCall,
  smsNoLoginCodeCall,
  smsRegisterCodeCall,
} from "@banca/contract/calls/verification";
import formBody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createLoginChallengeService } from "#app/modules/sessions/login-challenge-service.ts";
import { createPasswordResetService, siteOrigin } from "./password-reset-service.ts";
import type { VerificationService } from "./service.ts";
import { createSmsCodeService } from "./sms-code-service.ts";

export async function verificationRoutes(
  app: FastifyInstance,
  deps: CallDeps & { db: Database; verification: VerificationService },
) {
  const codes = createSmsCodeService(deps.db, deps.verification);
  const challenges = createLoginChallengeService(deps.db, deps.sessions, deps.verification);
  const resets = createPasswordResetService(deps.db, deps.verification);
  registerCall(app, deps, smsRegisterCodeCall, async ({ merchant, language, body, request }) =>
    codes.registerCode(
      merchant,
      { countryDialingCode: body.countryDialingCode, mobileNum: body.mobileNo, type: body.type },
      { clientIp: request.ip, language },
    ),
  );
  registerCall(app, deps, smsNoLoginCodeCall, async ({ merchant, language, body, request }) =>
    codes.loginCode(merchant, body, { clientIp: request.ip, language }),
  );
  registerCall(app, deps, passwordSmsCodeCall, async ({ merchant, language, body, request }) =>
    codes.passwordCode(merchant, body, { clientIp: request.ip, language }),
  );
  registerCall(app, deps, loginVerificationCodeCall, async ({ merchant, language, body, request }) =>
    challenges.sendCode(merchant, body, {
      clientIp: request.ip,
      userAgent: request.headers["user-agent"] ?? "",
      language,
    }),
  );
  registerCall(app, deps, resetPasswordPhoneCall, async ({ merchant, language, body, request }) =>
    resets.resetByPhone(merchant, body, { clientIp: request.ip, language }),
  );
  // The spec's forgot-password call is a form POST (username, email); the site sends JSON. Form
  // bodies are parsed for this call only: no other call takes them.
  await app.register(async (scope) => {
    await scope.register(formBody);
    registerCall(scope, deps, forgotPasswordEmailCall, async ({ merchant, language, body, request }) =>
      resets.forgotByEmail(merchant, body, {
        clientIp: request.ip,
        language,
        siteOrigin: siteOrigin(merchant, request),
      }),
    );
  });
  registerCall(app, deps, resetPasswordEmailCall, async ({ merchant, language, body, request }) =>
    resets.resetByEmail(merchant, body, { clientIp: request.ip, language }),
  );
}
