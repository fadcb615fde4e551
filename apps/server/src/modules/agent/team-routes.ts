import {
  affiliateLinksCall,
  createAffiliateLinkCall,
  downlineDetailCall,
  downlinesCall,
  myRebateRatesCall,
  promoteDownlineCall,
  registerDownlineCall,
  removeAffiliateLinkCall,
  setDownlinePrizeGroupCall,
  setDownlineRebatesCall,
} from "@banca/contract/calls/agent-team";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createAffiliateLinkService } from "./team-links.ts";
import { createPrizeGroupService } from "./team-prize-groups.ts";
import { requireAgent } from "./team-scope.ts";
import { createTeamService } from "./team-service.ts";

/** The address the site was reached at, for registration links of a merchant without domains. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The agent team's calls: registerCenter (AGEREGDOWN3) and team management (DOWNMAN). */
export function agentTeamRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  const team = createTeamService(deps.db);
  const links = createAffiliateLinkService(deps.db);

  registerCall(app, deps, myRebateRatesCall, async ({ session }) => team.myRates(requireAgent(session)));
  registerCall(app, deps, registerDownlineCall, async ({ merchant, session, body, language }) =>
    team.registerDownline(merchant, requireAgent(session), body, language),
  );
  registerCall(app, deps, affiliateLinksCall, async ({ merchant, session, request }) =>
    links.list(merchant, requireAgent(session), originOf(request)),
  );
  registerCall(app, deps, createAffiliateLinkCall, async ({ merchant, session, body, request }) =>
    links.create(merchant, requireAgent(session), originOf(request), body),
  );
  registerCall(app, deps, removeAffiliateLinkCall, async ({ merchant, session, body }) =>
    links.remove(merchant, requireAgent(session), body.id),
  );
  registerCall(app, deps, downlinesCall, async ({ merchant, session, query }) =>
    team.downlines(merchant, requireAgent(session), query),
  );
  registerCall(app, deps, downlineDetailCall, async ({ merchant, session, query }) =>
    team.detail(merchant, requireAgent(session), query.memberId),
  );
  registerCall(app, deps, setDownlineRebatesCall, async ({ merchant, session, body }) =>
    team.setDownlineRates(merchant, requireAgent(session), body),
  );
  const prizeGroups = createPrizeGroupService(deps.db);
  registerCall(app, deps, setDownlinePrizeGroupCall, async ({ merchant, session, body }) =>
    prizeGroups.setDownline(merchant, requireAgent(session), body),
  );
  registerCall(app, deps, promoteDownlineCall, async ({ merchant, session, body }) =>
    team.promote(merchant, requireAgent(session), body),
  );
}
