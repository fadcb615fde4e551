import {
  affiliateCheckCall,
  checkUsernameCall,
  memberInfoCall,
  registerCall,
} from "@banca/contract/calls/member";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall as registerRoute } from "#app/http/register-call.ts";
import { createMemberInfoService } from "./info-service.ts";
import { createRegisterService } from "./register-service.ts";
import { createMemberRepository } from "./repository.ts";

export function memberRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  const registration = createRegisterService(deps.db, deps.sessions);
  const info = createMemberInfoService(createMemberRepository(deps.db));
  registerRoute(app, deps, registerCall, async ({ merchant, language, body, request }) => {
    // The schema already insists the agreement was accepted; the rest are the form's fields.
    const { agreement: _accepted, ...fields } = body;
    return registration.register(merchant, fields, {
      clientIp: request.ip,
      userAgent: request.headers["user-agent"] ?? "",
      language,
    });
  });
  registerRoute(app, deps, checkUsernameCall, async ({ merchant, query }) => {
    await registration.assertUsernameFree(merchant, query.username);
    return null;
  });
  registerRoute(app, deps, affiliateCheckCall, async ({ merchant, query }) => {
    await registration.assertAffiliateCode(merchant, query.code);
    return null;
  });
  registerRoute(app, deps, memberInfoCall, async ({ session }) => info.info(session!));
}
