import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { pendingMigrations } from "#app/db/migrate.ts";
import type { Lifecycle } from "./lifecycle.ts";

/** A database slower than this to answer a health check counts as unreachable. */
const CHECK_WITHIN_MS = 2000;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

type Readiness = {
  status: "ready" | "unavailable";
  draining: boolean;
  database: "ok" | "unreachable";
  pendingMigrations: number | null;
};

/**
 * For load balancers and orchestrators, without authentication and below the info log level (they
 * ask every few seconds). Live: the process answers. Ready: it should be sent traffic.
 */
export function healthRoutes(app: FastifyInstance, deps: { db: Database; lifecycle: Lifecycle }) {
  const options = { logLevel: "warn" as const, schema: { hide: true } };
  app.get("/health/live", options, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "live" };
  });
  app.get("/health/ready", options, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    const draining = deps.lifecycle.draining;
    let pending: number | null = null;
    if (!draining) {
      try {
        pending = await withinTime(pendingMigrations(deps.db), CHECK_WITHIN_MS);
      } catch (error) {
        request.log.warn({ err: error }, "readiness: database unreachable");
      }
    }
    const ready = !draining && pending === 0;
    const answer: Readiness = {
      status: ready ? "ready" : "unavailable",
      draining,
      database: draining ? "ok" : pending === null ? "unreachable" : "ok",
      pendingMigrations: pending,
    };
    return reply.status(ready ? 200 : 503).send(answer);
  });
}
