import { referralFriendsCall, referralInfoCall } from "@banca/contract/calls/referral";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import { createReferralService } from "./service.ts";

/** Invite friends (module REFERRAL3). */
export function referralRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
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
