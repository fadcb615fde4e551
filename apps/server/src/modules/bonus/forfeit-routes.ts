import { bonusForfeitPreviewCall } from "@banca/contract/calls/bonus-forfeit-preview";
import { forfeitBonusCall } from "@banca/contract/calls/forfeit-bonus";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createForfeitService } from "./forfeit-service.ts";

/** The member's bonus forfeit: what it would do, and doing it (decision 079). */
export function bonusForfeitRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  const forfeits = createForfeitService(deps.db);
  registerCall(app, deps, bonusForfeitPreviewCall, async ({ merchant, session }) =>
    forfeits.preview(merchant, session!),
  );
  registerCall(app, deps, forfeitBonusCall, async ({ merchant, session, body }) =>
    forfeits.forfeit(merchant, session!, body),
  );
}
