import { playerRankCall, playerRankHistoryCall } from "@banca/contract/calls/rank";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import { createRankService } from "./service.ts";

/** Player rank (module PLAYERRANK3). */
export function rankRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  const rank = createRankService(deps.db);
  registerCall(app, deps, playerRankCall, async ({ merchant, language, session }) => {
    requireRealAccount(session!);
    return rank.view(merchant, language, session!);
  });
  registerCall(app, deps, playerRankHistoryCall, async ({ merchant, language, session, query }) => {
    requireRealAccount(session!);
    return rank.history(merchant, language, session!, query);
  });
}
