import { claimMissionCall, missionLeaderboardCall, missionSummaryCall } from "@banca/contract/calls/missions";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import { createMissionsService } from "./service.ts";

/** Missions and their leaderboard (module MISSIONLB3). */
export function missionsRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  const missions = createMissionsService(deps.db);

  registerCall(app, deps, missionSummaryCall, async ({ merchant, language, session, query }) => {
    requireRealAccount(session!);
    return missions.summary(merchant, language, session!, query);
  });
  registerCall(app, deps, claimMissionCall, async ({ merchant, language, session, body }) =>
    missions.claim(merchant, language, session!, body.missionId),
  );
  registerCall(app, deps, missionLeaderboardCall, async ({ merchant, session, query }) => {
    requireRealAccount(session!);
    return missions.leaderboard(merchant, session!, query.period);
  });
}
