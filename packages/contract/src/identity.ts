// Identity verification (KYC) shared by the server and the site. Free of zod: the site uses it.

/** The documents a member uploads: the ID's front and back, a selfie holding it, a proof of address. */
export const IDENTITY_DOCUMENT_KINDS = ["front", "back", "selfie", "address"] as const;
export type IdentityDocumentKind = (typeof IDENTITY_DOCUMENT_KINDS)[number];

/** A document's review: replaced documents are history and never shown to the member. */
export const IDENTITY_DOCUMENT_STATES = ["pending", "approved", "rejected"] as const;
export type IdentityDocumentState = (typeof IDENTITY_DOCUMENT_STATES)[number];

/**
 * The member's identity: none uploaded; some waiting for review (or still missing); one rejected
 * (its reason says what to send again); verified once all four are approved.
 */
export const IDENTITY_STATES = ["none", "pending", "rejected", "verified"] as const;
export type IdentityState = (typeof IDENTITY_STATES)[number];

export function identityStateOf(
  documents: readonly { kind: string; state: IdentityDocumentState }[],
): IdentityState {
  if (documents.length === 0) return "none";
  if (documents.some((document) => document.state === "rejected")) return "rejected";
  const approved = new Set(documents.filter((d) => d.state === "approved").map((d) => d.kind));
  return IDENTITY_DOCUMENT_KINDS.every((kind) => approved.has(kind)) ? "verified" : "pending";
}
