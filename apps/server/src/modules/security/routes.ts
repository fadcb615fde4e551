import {
  authenticatorSetupCall,
  bindAuthenticatorCall,
  bindEmailCall,
  bindEmailCodeCall,
  bindMobileCall,
  bindMobileCodeCall,
  ownerCodeCall,
  removeAuthenticatorCall,
  securityOverviewCall,
} from "@banca/contract/calls/security";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import type { VerificationService } from "#app/modules/verification/service.ts";
import { createSecurityService } from "./service.ts";

/** The security centre: the account's security items, the binding of a mobile number or e-mail, and the authenticator app. */
export function securityRoutes(
  app: FastifyInstance,
  deps: CallDeps & { db: Database; verification: VerificationService },
) {
  const security = createSecurityService(deps.db, deps.verification);
  registerCall(app, deps, securityOverviewCall, async ({ session }) => security.overview(session!));
  registerCall(app, deps, bindMobileCodeCall, async ({ merchant, language, session, body, request }) =>
    security.sendMobileCode(merchant, session!, body, { clientIp: request.ip, language }),
  );
  registerCall(app, deps, bindMobileCall, async ({ merchant, language, session, body, request }) =>
    security.bindMobile(merchant, session!, body, { clientIp: request.ip, language }),
  );
  registerCall(app, deps, bindEmailCodeCall, async ({ merchant, language, session, body, request }) =>
    security.sendEmailCode(merchant, session!, body, { clientIp: request.ip, language }),
  );
  registerCall(app, deps, ownerCodeCall, async ({ merchant, language, session, body, request }) =>
    security.sendOwnerCode(merchant, session!, body, { clientIp: request.ip, language }),
  );
  registerCall(app, deps, bindEmailCall, async ({ merchant, language, session, body, request }) =>
    security.bindEmail(merchant, session!, body, { clientIp: request.ip, language }),
  );
  registerCall(app, deps, authenticatorSetupCall, async ({ merchant, session }) =>
    security.setupAuthenticator(merchant, session!),
  );
  registerCall(app, deps, bindAuthenticatorCall, async ({ merchant, language, session, body, request }) =>
    security.bindAuthenticator(merchant, session!, body, { clientIp: request.ip, language }),
  );
  registerCall(app, deps, removeAuthenticatorCall, async ({ merchant, language, session, body, request }) =>
    security.removeAuthenticator(merchant, session!, body, { clientIp: request.ip, language }),
  );
}
