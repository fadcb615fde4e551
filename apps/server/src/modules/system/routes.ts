import {
  domainRouteCall,
  registerSettingsCall,
  systemStatusCall,
  whitelabelCall,
} from "@banca/contract/calls/system";
import type { FastifyInstance } from "fastify";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import type { SocialRuntime } from "#app/modules/social/provider-settings.ts";
import { createSystemService, sortedDomainRoutes } from "./service.ts";

export function systemRoutes(
  app: FastifyInstance,
  deps: CallDeps & { socialRuntime: SocialRuntime; phoneAuthSandbox?: boolean; analyticsScriptUrl?: string },
) {
  const system = createSystemService(
    deps.region,
    deps.socialRuntime,
    deps.phoneAuthSandbox === true,
    deps.analyticsScriptUrl,
  );
  // The site decides from this answer whether to show the maintenance page: it reads the switch
  // from the database rather than the few seconds' merchant cache, and no browser or proxy keeps it.
  registerCall(app, deps, systemStatusCall, async ({ merchant, language, request, reply }) => {
    reply.header("Cache-Control", "no-store");
    return system.status(await deps.merchants.withCurrentMaintenance(merchant), language, request.ip);
  });
  registerCall(app, deps, whitelabelCall, async ({ merchant }) => merchant.whitelabel);
  registerCall(app, deps, registerSettingsCall, async ({ merchant }) => merchant.registerRules);
  registerCall(app, deps, domainRouteCall, async ({ merchant }) => sortedDomainRoutes(merchant));
}
