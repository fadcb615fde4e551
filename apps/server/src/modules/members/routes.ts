import {
  affiliateCheckCall,
  checkUsernameCall,
  memberInfoCall,
  registerCall,
  registerMobileCall,
} from "@banca/contract/calls/member";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall as registerRoute } from "#app/http/register-call.ts";
import { createCaptchaService } from "#app/modules/captcha/service.ts";
import type { DeviceCookies } from "#app/modules/sessions/device-cookie.ts";
import type { VerificationService } from "#app/modules/verification/service.ts";
import { createContactRepository } from "./contact-repository.ts";
import { createMemberInfoService } from "./info-service.ts";
import { createRegisterService } from "./register-service.ts";
import { createMemberRepository } from "./repository.ts";

export function memberRoutes(
  app: FastifyInstance,
  deps: CallDeps & { db: Database; verification: VerificationService; devices: DeviceCookies },
) {
  const registration = createRegisterService(deps.db, {
    sessions: deps.sessions,
    verification: deps.verification,
    captcha: createCaptchaService(deps.db),
  });
  const info = createMemberInfoService(createMemberRepository(deps.db), createContactRepository(deps.db));
  registerRoute(app, deps, registerCall, async ({ merchant, language, body, request }) => {
    // The schema already insists the agreement was accepted; the rest are the form's fields.
    const { agreement: _accepted, ...fields } = body;
    return registration.register(merchant, fields, {
      clientIp: request.ip,
      userAgent: request.headers["user-agent"] ?? "",
      language,
      deviceId: deps.devices.idOf(request),
    });
  });
  registerRoute(app, deps, registerMobileCall, async ({ merchant, language, body, request }) => {
    const { agreement: _accepted, ...fields } = body;
    return registration.registerMobile(merchant, fields, {
      clientIp: request.ip,
      userAgent: request.headers["user-agent"] ?? "",
      language,
      deviceId: deps.devices.idOf(request),
    });
  });
  registerRoute(app, deps, checkUsernameCall, async ({ merchant, query, request }) => {
    await registration.assertUsernameFree(merchant, query.username, request.ip);
    return null;
  });
  registerRoute(app, deps, affiliateCheckCall, async ({ merchant, query }) => {
    await registration.assertAffiliateCode(merchant, query.code);
    return null;
  });
  registerRoute(app, deps, memberInfoCall, async ({ session, merchant, language }) =>
    info.info(session!, merchant, language),
  );
}
