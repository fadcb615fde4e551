import { identityDocumentCall, identityStatusCall } from "@banca/contract/calls/identity";
import { PROOF_LIMITS } from "@banca/contract/proof-limits";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import type { AdminDeps } from "#app/modules/admin/admin-route.ts";
import { identityAdminRoutes } from "./admin-routes.ts";
import { createIdentityService } from "./service.ts";

// A little over the 5 MB limit is read, so an image just over it gets the clear `upload.too.large`.
const DOCUMENT_BODY_LIMIT = PROOF_LIMITS.maxBytes + 64 * 1024;

/** The member's identity verification and the staff's review of it (decision 086). */
export async function identityRoutes(
  app: FastifyInstance,
  deps: CallDeps & { db: Database },
  adminDeps: AdminDeps,
) {
  identityAdminRoutes(app, adminDeps);
  const identity = createIdentityService(deps.db);
  registerCall(app, deps, identityStatusCall, async ({ merchant, session }) =>
    identity.status(merchant, session!),
  );
  // Any content type reaches the upload as bytes: the image's type is read from its first bytes.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: DOCUMENT_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    registerCall(scope, deps, identityDocumentCall, async ({ request, merchant, session, query }) =>
      identity.upload(merchant, session!, query.kind, request.body),
    );
  });
}
