import { ALL_CALLS } from "@banca/contract/calls/all-calls";
import { buildOpenApiDocument } from "@banca/contract/openapi";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";

/** `/openapi.json` generated from the contract (plus `extraPaths`), and a readable reference at `/docs`. */
export async function registerOpenApi(app: FastifyInstance, extraPaths: Record<string, object> = {}) {
  const document = buildOpenApiDocument(ALL_CALLS, { title: "Banca API", version: "0.1.0" });
  // Routes that are not envelope calls (redirects the browser follows) describe themselves.
  Object.assign(document.paths, extraPaths);
  await app.register(swagger, { mode: "static", specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: "/docs" });
  app.get("/openapi.json", { schema: { hide: true } }, async () => document);
}
