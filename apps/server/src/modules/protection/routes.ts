import {
  protectionStatusCall,
  realityCheckCall,
  selfExcludeCall,
  setPlayerLimitCall,
  setRealityCheckCall,
} from "@banca/contract/calls/protection";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import type { AdminDeps } from "#app/modules/admin/admin-route.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import { protectionAdminRoutes } from "./admin-routes.ts";
import { createProtectionService } from "./service.ts";

/** The member's responsible-gaming calls and the operator's lists (decision 084). */
export function protectionRoutes(
  app: FastifyInstance,
  deps: CallDeps & { db: Database },
  adminDeps: AdminDeps,
) {
  protectionAdminRoutes(app, adminDeps);
  const protection = createProtectionService(deps.db);

  registerCall(app, deps, protectionStatusCall, async ({ merchant, session }) =>
    protection.status(merchant, session!),
  );
  registerCall(app, deps, setPlayerLimitCall, async ({ merchant, session, body }) => {
    requireRealAccount(session!);
    return protection.setLimit(merchant, session!, body);
  });
  registerCall(app, deps, selfExcludeCall, async ({ merchant, session, body, request }) => {
    requireRealAccount(session!);
    return protection.exclude(merchant, session!, body, request.ip);
  });
  registerCall(app, deps, setRealityCheckCall, async ({ merchant, session, body }) =>
    protection.setRealityCheck(merchant, session!, body.minutes),
  );
  registerCall(app, deps, realityCheckCall, async ({ merchant, session }) =>
    protection.realityCheck(merchant, session!),
  );
}
