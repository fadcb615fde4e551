import { referralFriendsCall, referralInfoCall } from "@banca/contract/calls/referral";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import type { AdminDeps } from "#app/modules/admin/admin-route.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import { referralAdminRoutes } from "./admin-routes.ts";
import { createReferralService } from "./service.ts";

/** Invite friends (module REFERRAL3) and its clusters in the back office. */
export function referralRoutes(
  app: FastifyInstance,
  deps: CallDeps & { db: Database },
  adminDeps: AdminDeps,
) {
  referralAdminRoutes(app, adminDeps);
  const referral = createReferralService(deps.db);
  registerCall(app, deps, referralInfoCall, async ({ merchant, session }) => {
    requireRealAccount(session!);
    return referral.info(merchant, session!);
  });
  registerCall(app, deps, referralFriendsCall, async ({ merchant, session, query }) => {
    requireRealAccount(session!);
    return referral.friends(merchant, session!, query);
  });
}
