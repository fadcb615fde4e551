import { ALL_CALLS } from "@banca/contract/calls/all-calls";
import { buildOpenApiDocument } from "@banca/contract/openapi";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { buildOperatorDocument } from "#app/modules/admin/openapi.ts";
import { buildVendorDocument } from "#app/modules/seamless/openapi.ts";
import { PLAYER_EXAMPLES } from "./openapi-examples.ts";

const VERSION = "0.1.0";

/** The three documents and where they are served; `/docs` offers each of them. */
export const API_DOCUMENTS = [
  { url: "/openapi.json", name: "Player API" },
  { url: "/openapi/vendor.json", name: "Seamless wallet (game vendors)" },
  { url: "/openapi/operator.json", name: "Back office (operators)" },
] as const;

/**
 * Routes that are not envelope calls (redirects the browser follows) describe themselves; they are
 * public unless they say otherwise.
 */
function withPublicSecurity(paths: Record<string, object>): Record<string, object> {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, operation]) => [
          method,
          { security: [], ...(operation as object) },
        ]),
      ),
    ]),
  );
}

// The contract's documents are the same for every application a process builds (the test suites
// build one per file): made once, they are a tenth of a build's CPU less.
let playerDocument: ReturnType<typeof buildOpenApiDocument> | undefined;
let vendorDocument: ReturnType<typeof buildVendorDocument> | undefined;

/**
 * `/openapi.json` (the player API, generated from the contract plus `extraPaths`),
 * `/openapi/vendor.json` (the seamless wallet) and `/openapi/operator.json` (the back office, from
 * the routes registered by the time the application is ready), and a readable reference at `/docs`.
 */
export async function registerOpenApi(app: FastifyInstance, extraPaths: Record<string, object> = {}) {
  playerDocument ??= buildOpenApiDocument(
    ALL_CALLS,
    { title: "Banca API", version: VERSION },
    { examples: PLAYER_EXAMPLES },
  );
  vendorDocument ??= buildVendorDocument(VERSION);
  const document = {
    ...playerDocument,
    paths: { ...playerDocument.paths, ...withPublicSecurity(extraPaths) },
  };
  const vendor = vendorDocument;
  let operator: ReturnType<typeof buildOperatorDocument> | undefined;
  await app.register(swagger, { mode: "static", specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: "/docs",
    uiConfig: { urls: API_DOCUMENTS.map((entry) => ({ ...entry })) },
  });
  app.get("/openapi.json", { schema: { hide: true } }, async () => document);
  app.get("/openapi/vendor.json", { schema: { hide: true } }, async () => vendor);
  app.get("/openapi/operator.json", { schema: { hide: true } }, async () => {
    operator ??= buildOperatorDocument(VERSION);
    return operator;
  });
}
