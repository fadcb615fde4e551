import { claimRaffleCall, raffleDrawCall, raffleWinnersCall } from "@banca/contract/calls/raffles";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import type { AdminDeps } from "#app/modules/admin/admin-route.ts";
import { raffleAdminRoutes } from "./admin-routes.ts";
import { createRaffleService } from "./service.ts";

/** Raffle promotions' own calls: the claim, the draw's data for the verifier, the latest winners. */
export function raffleRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }, adminDeps: AdminDeps) {
  raffleAdminRoutes(app, adminDeps);
  const raffles = createRaffleService(deps.db);

  registerCall(app, deps, claimRaffleCall, async ({ merchant, session, body }) =>
    raffles.claim(merchant, session!, body.promotionId),
  );
  registerCall(app, deps, raffleDrawCall, async ({ merchant, query }) =>
    raffles.drawData(merchant, query.promotionId),
  );
  registerCall(app, deps, raffleWinnersCall, async ({ merchant, language, query }) => ({
    list: await raffles.latestWinners(merchant, language, query.size),
  }));
}
