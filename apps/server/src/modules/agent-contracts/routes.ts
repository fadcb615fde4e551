import { CONTRACT_CALLS, CONTRACT_KINDS } from "@banca/contract/calls/agent-contracts";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { type ContractRequest, createAgentContractService } from "./service.ts";

/** The four contract calls (decision 042), one per kind, the action in the body. */
export function agentContractRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  const contracts = createAgentContractService(deps.db);
  for (const kind of CONTRACT_KINDS) {
    registerCall(app, deps, CONTRACT_CALLS[kind], async ({ merchant, session, body }) =>
      contracts.handle(merchant, session, kind, body as ContractRequest),
    );
  }
}
