import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { IDENTITY_DOCUMENT_KINDS, IDENTITY_DOCUMENT_STATES, IDENTITY_STATES } from "../identity.ts";

export const identityDocumentSchema = z.object({
  kind: z.enum(IDENTITY_DOCUMENT_KINDS),
  state: z.enum(IDENTITY_DOCUMENT_STATES),
  /** Why staff rejected it; empty otherwise. */
  reason: z.string(),
  uploadedAt: z.number().int().describe("Epoch milliseconds"),
});

export const identityStatusSchema = z.object({
  state: z.enum(IDENTITY_STATES),
  /** The current document of each kind uploaded so far. */
  documents: z.array(identityDocumentSchema),
  /**
   * From which withdrawal amount the merchant asks for a verified identity ("0": every withdrawal);
   * null when it never does.
   */
  requiredFrom: z.string().nullable(),
});

export const identityStatusCall = defineCall({
  id: "identityStatus",
  ...ENDPOINTS.identityStatus,
  tag: "member",
  summary: "The member's identity verification: its state and each document's review",
  auth: "member",
  value: identityStatusSchema,
});

export const identityDocumentCall = defineCall({
  id: "identityDocument",
  ...ENDPOINTS.identityDocument,
  tag: "member",
  summary:
    "Upload one identity document (front, back, selfie, address): the raw bytes of a png or jpg image, at most 5 MB; it replaces a pending or rejected one of its kind",
  auth: "member",
  query: z.object({ kind: z.enum(IDENTITY_DOCUMENT_KINDS) }),
  value: identityStatusSchema,
});
