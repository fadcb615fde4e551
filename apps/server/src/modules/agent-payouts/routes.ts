import { BILL_CALLS } from "@banca/contract/calls/agent-contract-bills";
import { CONTRACT_KINDS } from "@banca/contract/calls/agent-contracts";
import type { FastifyInstance } from "fastify";
import type { Queryable } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { requireAgent } from "#app/modules/agent/team-scope.ts";
import { createBillService } from "./service.ts";

/** The four bill calls, each gated by its kind's module switch, for agents only. */
export function agentBillRoutes(app: FastifyInstance, deps: CallDeps & { db: Queryable }) {
  const bills = createBillService(deps.db);
  for (const kind of CONTRACT_KINDS) {
    registerCall(app, deps, BILL_CALLS[kind], ({ merchant, session, query }) =>
      bills.list(merchant, requireAgent(session), kind, query),
    );
  }
}
