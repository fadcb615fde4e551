import {
  bindEmailCall,
  bindEmailCodeCall,
  bindMobileCall,
  bindMobileCodeCall,
  ownerCodeCall,
  securityOverviewCall,
} from "@banca/contract/calls/security";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import type { VerificationService } from "#app/modules/verification/service.ts";
import { createSecurityService } from "./service.ts";

/** The security centre: the account's security items and the binding of a mobile number or e-mail. */
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
}
