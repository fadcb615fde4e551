import { bonusDetailsCall, memberTransactionsCall } from "@banca/contract/calls/records";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import { createRecordsService } from "./service.ts";

/** The member centre's account record and bonus details. */
export function recordsRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  // Heavy, paged history: served by the replica when there is one (Database.reads).
  const records = createRecordsService(deps.db.reads);
  registerCall(app, deps, memberTransactionsCall, async ({ merchant, session, query }) => {
    requireRealAccount(session!);
    return records.transactions(merchant, session!.memberId, query);
  });
  registerCall(app, deps, bonusDetailsCall, async ({ merchant, session, query }) => {
    requireRealAccount(session!);
    return records.bonuses(merchant, session!.memberId, query);
  });
}
