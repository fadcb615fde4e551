import {
  claimPromotionCall,
  joinPromotionCall,
  myPromotionsCall,
  promotionDetailCall,
  promotionListCall,
} from "@banca/contract/calls/promotions";
import { APPLICATION_LIMITS } from "@banca/contract/promotions";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import type { AdminDeps } from "#app/modules/admin/admin-route.ts";
import { raffleRoutes } from "#app/modules/raffles/routes.ts";
import { promotionAdminRoutes } from "./admin-routes.ts";
import { rewardCentre } from "./reward-centre.ts";
import { createPromotionService } from "./service.ts";

// An application carries up to three base64 images of 5 MB (about 7 MB of text each); a little
// more is read so that an image just too large gets its own clear answer.
const JOIN_BODY_LIMIT = APPLICATION_LIMITS.maxImages * 8 * 1024 * 1024 + 64 * 1024;

/** Promotions for members and visitors (raffles too), the reward centre, and the back office's side. */
export async function promotionRoutes(
  app: FastifyInstance,
  deps: CallDeps & { db: Database },
  adminDeps: AdminDeps,
) {
  promotionAdminRoutes(app, adminDeps);
  raffleRoutes(app, deps, adminDeps);
  const promotions = createPromotionService(deps.db);

  registerCall(app, deps, promotionListCall, async ({ merchant, language, session, query }) => ({
    list: await promotions.list(merchant, language, session, query.category),
  }));
  registerCall(app, deps, promotionDetailCall, async ({ merchant, language, session, query }) =>
    promotions.detail(merchant, language, session, query.id),
  );
  registerCall(app, deps, claimPromotionCall, async ({ merchant, session, body }) =>
    promotions.claim(merchant, session!, body.promotionId),
  );
  registerCall(app, deps, myPromotionsCall, async ({ merchant, language, session, query }) =>
    rewardCentre(deps.db, merchant, language, session!, query),
  );
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: JOIN_BODY_LIMIT },
      scope.getDefaultJsonParser("error", "error"),
    );
    registerCall(scope, deps, joinPromotionCall, async ({ merchant, session, body }) => ({
      application: await promotions.join(merchant, session!, body),
    }));
  });
}
