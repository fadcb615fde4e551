import { timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "#app/http/app-error.ts";
import { failure } from "#app/http/envelope.ts";
import type { Metrics } from "./metrics.ts";

export const METRICS_PATH = "/metrics";

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Counts every answer under its route template (never the URL, whose ids would make a series each). */
export function recordRequests(app: FastifyInstance, metrics: Metrics) {
  app.addHook("onResponse", (request, reply, done) => {
    metrics.request(
      request.method,
      request.routeOptions.url ?? "(unmatched)",
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/**
 * GET /metrics on the public port: only with METRICS_TOKEN, for a scraper that sends it as a
 * bearer. Without the token the address answers 404 like an unknown call (the site would otherwise
 * answer it with its page).
 */
export function metricsRoute(app: FastifyInstance, deps: { metrics: Metrics; token: string | undefined }) {
  const { token, metrics } = deps;
  app.get(METRICS_PATH, { logLevel: "warn", schema: { hide: true } }, async (request, reply) => {
    if (!token) {
      return reply.status(404).send(failure("route.not.found", `No such call: GET ${METRICS_PATH}`));
    }
    if (!bearerMatches(request, token)) {
      reply.header("WWW-Authenticate", 'Bearer realm="metrics"');
      throw new AppError("operator.unauthorized", "The metrics need Authorization: Bearer <METRICS_TOKEN>");
    }
    reply.header("Cache-Control", "no-store").type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

/**
 * The metrics on a port of their own (METRICS_PORT on METRICS_HOST, an internal address): no token,
 * since only the internal network reaches it; nothing else is served there.
 */
export async function startMetricsServer(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== METRICS_PATH) {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("Only GET /metrics here\n");
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, {
          "Content-Type": metrics.registry.contentType,
          "Cache-Control": "no-store",
        });
        response.end(text);
      },
      (error: unknown) => {
        response.writeHead(500, { "Content-Type": "text/plain" }).end(`${String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
