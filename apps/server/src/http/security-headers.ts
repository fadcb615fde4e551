import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * False on routes that only servers call (the vendors' wallet API): they get `SERVER_HEADERS`
     * instead of the browser's set.
     */
    browserHeaders?: boolean;
  }
}

type Middleware = ReturnType<typeof helmet>;

/**
 * What an answer no browser renders still says: never keep it in a cache, never read it as anything
 * but its declared type. The rest of helmet's set (CSP, framing, HSTS, cross-origin policies) only
 * steers a browser; on a vendor's every call it was twelve headers, about 0.9 KB, set by the server
 * and parsed by the vendor (decision 115).
 */
export const SERVER_HEADERS = { "cache-control": "no-store", "x-content-type-options": "nosniff" } as const;

/**
 * The security headers (CSP and the rest of helmet's set) on every answer but those of routes only
 * servers call (`browserHeaders: false`), which get `SERVER_HEADERS`. The policy depends on
 * one thing that can change while the server runs, `variant()` (the vendors' frame origins, read
 * on every answer); helmet's middleware is built once per variant, not per request: built per
 * request (as the Fastify plugin does, or as helmet does for a directive given as a function) it
 * parsed and joined every CSP directive again, about a twentieth of a seamless call's CPU.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  variant: () => string,
  optionsFor: (variant: string) => HelmetOptions,
) {
  let built: { variant: string; apply: Middleware } | null = null;
  app.addHook("onRequest", (request, reply, done) => {
    if (request.routeOptions.config.browserHeaders === false) {
      reply.headers(SERVER_HEADERS);
      done();
      return;
    }
    const current = variant();
    if (built?.variant !== current) built = { variant: current, apply: helmet(optionsFor(current)) };
    built.apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
