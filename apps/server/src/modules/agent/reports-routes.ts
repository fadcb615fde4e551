import {
  agentIncomeCall,
  agentTeamBettingCall,
  agentTeamOverviewCall,
  agentTeamProfitLossCall,
  agentTeamTransactionsCall,
} from "@banca/contract/calls/agent-reports";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createReportsService } from "./reports-service.ts";
import { requireAgent } from "./team-scope.ts";

/**
 * The agent centre's reports (AGEINFO3, TEAMBETTING3, AGETEAMPNL3, AGEREV3, AGEDOWNTRANS3), each
 * gated by its module switch, refused to players and trial accounts, bound to the caller's team.
 */
export function agentReportsRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  // Reports read much and write nothing: served by the replica when there is one.
  const reports = createReportsService(deps.db.reads);
  registerCall(app, deps, agentTeamOverviewCall, ({ merchant, session, query }) =>
    reports.overview(merchant, requireAgent(session), query),
  );
  registerCall(app, deps, agentTeamBettingCall, ({ merchant, language, session, query }) =>
    reports.teamBetting(merchant, language, requireAgent(session), query),
  );
  registerCall(app, deps, agentTeamProfitLossCall, ({ merchant, session, query }) =>
    reports.profitLoss(merchant, requireAgent(session), query),
  );
  registerCall(app, deps, agentIncomeCall, ({ merchant, session, query }) =>
    reports.income(merchant, requireAgent(session), query),
  );
  registerCall(app, deps, agentTeamTransactionsCall, ({ merchant, session, query }) =>
    reports.transactions(merchant, requireAgent(session), query),
  );
}
