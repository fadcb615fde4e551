import { freeplayLoginCall } from "@banca/contract/calls/session";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createTrialService } from "./service.ts";

export function trialRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  const trials = createTrialService(deps.db, deps.sessions);
  registerCall(app, deps, freeplayLoginCall, async ({ merchant, language, request }) =>
    trials.start(merchant, {
      clientIp: request.ip,
      userAgent: request.headers["user-agent"] ?? "",
      language,
    }),
  );
}
