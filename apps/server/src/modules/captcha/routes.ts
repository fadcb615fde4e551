import { captchaCall } from "@banca/contract/calls/verification";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createCaptchaService } from "./service.ts";

export function captchaRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  const captchas = createCaptchaService(deps.db);
  registerCall(app, deps, captchaCall, async ({ merchant, request }) =>
    captchas.issue(merchant.code, request.ip),
  );
}
