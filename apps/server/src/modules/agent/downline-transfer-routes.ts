import { downlineTransfersCall, transferDownlineCall } from "@banca/contract/calls/agent-transfer";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createDownlineTransferService } from "./downline-transfer-service.ts";

export function downlineTransferRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  const transfers = createDownlineTransferService(deps.db);
  registerCall(app, deps, transferDownlineCall, async ({ merchant, session, body }) =>
    transfers.transfer(merchant, session, body),
  );
  registerCall(app, deps, downlineTransfersCall, async ({ merchant, session, query }) =>
    transfers.records(merchant, session, query),
  );
}
