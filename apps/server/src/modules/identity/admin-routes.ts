import { IDENTITY_DOCUMENT_KINDS, IDENTITY_DOCUMENT_STATES, IDENTITY_STATES } from "@banca/contract/identity";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { imageDataUrl } from "#app/http/uploaded-image.ts";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { operatorPage } from "#app/modules/admin/answer-schemas.ts";
import type { IdentityDocumentRow } from "./repository.ts";
import { createIdentityService } from "./service.ts";

const operatorDocumentSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  kind: z.enum(IDENTITY_DOCUMENT_KINDS),
  state: z.enum(IDENTITY_DOCUMENT_STATES),
  reason: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  dataUrl: z.string(),
  reviewedBy: z.string().nullable(),
  createdAt: z.number().int().describe("Epoch milliseconds"),
});

const operatorDocument = (row: IdentityDocumentRow, dataUrl: string) => ({
  id: row.id,
  memberId: row.memberId,
  username: row.username,
  kind: row.kind,
  state: row.state,
  reason: row.reason,
  contentType: row.contentType,
  size: row.size,
  dataUrl,
  reviewedBy: row.reviewedBy,
  createdAt: row.createdAt.getTime(),
});

const reviewAnswer = z.object({ document: operatorDocumentSchema, identity: z.enum(IDENTITY_STATES) });
const idBody = z.object({ id: z.coerce.number().int().positive() });

/** Staff review identity documents: the queue, approve, reject with a reason; each decision audited. */
export function identityAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const identity = createIdentityService(deps.db);
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/kyc/documents",
      permission: "members.read",
      summary: "Identity documents by review state (pending first in, first out), with their images",
      query: z.object({
        state: z.enum(IDENTITY_DOCUMENT_STATES).default("pending"),
        pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
        pageSize: z.coerce.number().int().min(1).max(50).default(20),
      }),
      value: operatorPage(operatorDocumentSchema),
      personalData: { shows: "identity documents: ID card images, selfies and proofs of address" },
    },
    async ({ merchant, query }) => {
      const { list, totalCount } = await identity.list(merchant, query.state, query);
      return {
        list: list.map((row) => operatorDocument(row, imageDataUrl(row.contentType, row.bytes))),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount,
        totalPages: Math.ceil(totalCount / query.pageSize),
      };
    },
  );
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/kyc/approve",
      permission: "members.write",
      summary: "Approve a pending identity document; all four approved make the member verified",
      body: idBody,
      value: reviewAnswer,
    },
    async ({ merchant, operator, body }) => {
      const result = await identity.review(
        merchant,
        body.id,
        { state: "approved", reason: "" },
        operatorActor(operator),
      );
      return { document: operatorDocument(result.document, result.dataUrl), identity: result.identity };
    },
  );
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/kyc/reject",
      permission: "members.write",
      summary: "Reject a pending identity document with the reason the member is shown",
      body: idBody.extend({ reason: z.string().trim().min(1).max(500) }),
      value: reviewAnswer,
    },
    async ({ merchant, operator, body }) => {
      const result = await identity.review(
        merchant,
        body.id,
        { state: "rejected", reason: body.reason },
        operatorActor(operator),
      );
      return { document: operatorDocument(result.document, result.dataUrl), identity: result.identity };
    },
  );
}
