import { transferUplineCall, uplineTransfersCall } from "@banca/contract/calls/transfer-upline";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createUplineTransferService } from "./service.ts";

export function transferUplineRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  const transfers = createUplineTransferService(deps.db);
  registerCall(app, deps, transferUplineCall, async ({ merchant, session, body }) =>
    transfers.transfer(merchant, session!, body),
  );
  registerCall(app, deps, uplineTransfersCall, async ({ merchant, session, query }) =>
    transfers.records(merchant, session!, query),
  );
}
