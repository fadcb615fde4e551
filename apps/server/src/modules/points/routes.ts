import {
  convertPointCall,
  pointBalanceCall,
  pointConfigCall,
  pointRewardsCall,
  redeemListCall,
  redeemPointRewardCall,
} from "@banca/contract/calls/points";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import type { AdminDeps } from "#app/modules/admin/admin-route.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import { pointsAdminRoutes } from "./admin-routes.ts";
import { createPointsService } from "./service.ts";

/** The points mall's calls (module PTSYS3) and its redeem desk in the back office. */
export function pointsRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }, adminDeps: AdminDeps) {
  pointsAdminRoutes(app, adminDeps);
  const points = createPointsService(deps.db);

  registerCall(app, deps, pointBalanceCall, async ({ session }) => {
    requireRealAccount(session!);
    return points.balance(session!);
  });
  registerCall(app, deps, pointConfigCall, async ({ merchant, language }) =>
    points.config(merchant, language),
  );
  registerCall(app, deps, pointRewardsCall, async ({ merchant, language, session }) => {
    requireRealAccount(session!);
    return points.rewards(merchant, language, session!);
  });
  registerCall(app, deps, redeemPointRewardCall, async ({ merchant, language, session, body }) =>
    points.redeem(merchant, language, session!, body),
  );
  registerCall(app, deps, convertPointCall, async ({ merchant, session, body }) =>
    points.convert(merchant, session!, body),
  );
  registerCall(app, deps, redeemListCall, async ({ merchant, language, session, query }) => {
    requireRealAccount(session!);
    return points.redeemList(merchant, language, session!, query);
  });
}
