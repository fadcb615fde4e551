import { feedbackCall } from "@banca/contract/calls/feedback";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createFeedbackService } from "./service.ts";

export function feedbackRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  const feedback = createFeedbackService(deps.db);
  registerCall(app, deps, feedbackCall, async ({ merchant, language, body, request }) =>
    feedback.submit(merchant, body, {
      language,
      clientIp: request.ip,
      userAgent: request.headers["user-agent"] ?? "",
    }),
  );
}
