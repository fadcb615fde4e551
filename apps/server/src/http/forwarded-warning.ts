import type { FastifyInstance } from "fastify";
import type { AppConfig } from "#app/config/env.ts";

export const FORWARDED_WITHOUT_TRUST_PROXY =
  "Requests carry X-Forwarded-For but TRUST_PROXY is off: every visitor looks like the proxy's address, so " +
  "log-in rate limits and captchas count everyone together (twenty failed log-ins lock everyone out) and " +
  "region rules see the proxy. Set TRUST_PROXY to the proxy hop count or addresses.";

/**
 * Behind a load balancer without TRUST_PROXY every request seems to come from the balancer. Nothing
 * fails loudly, so the first request that shows a proxy header gets one warning in the log.
 */
export function warnOnUntrustedForwarding(app: FastifyInstance, trustProxy: AppConfig["TRUST_PROXY"]) {
  if (trustProxy !== false) return;
  let warned = false;
  // A callback hook, not an async one: it runs on every request, and a promise per request for a
  // check that almost never finds anything is a cost every vendor call paid.
  app.addHook("onRequest", (request, _reply, done) => {
    if (!warned && request.headers["x-forwarded-for"] !== undefined) {
      warned = true;
      app.log.warn({ remoteAddress: request.ip }, FORWARDED_WITHOUT_TRUST_PROXY);
    }
    done();
  });
}
