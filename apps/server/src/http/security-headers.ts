import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

type Middleware = ReturnType<typeof helmet>;

/**
 * The security headers (CSP and the rest of helmet's set) on every answer. The policy depends on
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
    const current = variant();
    if (built?.variant !== current) built = { variant: current, apply: helmet(optionsFor(current)) };
    built.apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
