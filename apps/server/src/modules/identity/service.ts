import { createHash } from "node:crypto";
import { type IdentityDocumentKind, identityStateOf } from "@banca/contract/identity";
import { decimalToMinor } from "@banca/contract/money";
import { PROOF_LIMITS } from "@banca/contract/proof-limits";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { checkUploadedImage, imageDataUrl } from "#app/http/uploaded-image.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { withdrawalSettingsOf } from "#app/modules/withdrawals/settings.ts";
import { createIdentityRepository } from "./repository.ts";

/** The member's identity as the member centre shows it. */
export async function identityStatus(db: Queryable, merchant: Merchant, memberId: number) {
  const documents = await createIdentityRepository(db).current(merchant.code, memberId);
  return {
    state: identityStateOf(documents),
    documents: documents.map((document) => ({
      kind: document.kind,
      state: document.state,
      reason: document.reason,
      uploadedAt: document.createdAt.getTime(),
    })),
    requiredFrom: withdrawalSettingsOf(merchant).identityRequiredFrom ?? null,
  };
}

/**
 * Refuses a withdrawal of `amount` (minor units) when the merchant asks for a verified identity
 * from that amount and the member's is not; the refusal names the member's state and the amount.
 */
export async function requireVerifiedIdentity(
  db: Queryable,
  merchant: Merchant,
  memberId: number,
  amount: bigint,
) {
  const from = withdrawalSettingsOf(merchant).identityRequiredFrom;
  if (from === undefined) return;
  if (amount < (decimalToMinor(from, merchant.settings.currency.decimals) ?? 0n)) return;
  const { state } = await identityStatus(db, merchant, memberId);
  if (state === "verified") return;
  throw new AppError(
    "withdrawal.identity.required",
    Number(from) > 0
      ? `Withdrawals from ${from} need a verified identity: upload your documents under Verification (now ${state})`
      : `Withdrawals need a verified identity: upload your documents under Verification (now ${state})`,
    { state, from },
  );
}

/** Uploads by members, reviews by staff; every change is audited in its own transaction. */
export function createIdentityService(db: Database) {
  return {
    status: (merchant: Merchant, session: AuthenticatedSession) =>
      identityStatus(db, merchant, session.memberId),

    /** One document, checked as withdrawal proofs are; it replaces a pending or rejected one of its kind. */
    async upload(
      merchant: Merchant,
      session: AuthenticatedSession,
      kind: IdentityDocumentKind,
      body: unknown,
    ) {
      requireRealAccount(session);
      if (!Buffer.isBuffer(body))
        throw new AppError("upload.type", "Send a png or jpg image as the request body");
      const { bytes, contentType } = checkUploadedImage(body, PROOF_LIMITS.maxBytes);
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      await db.transaction(async (tx) => {
        // The member's row orders two uploads of the same kind at once.
        await tx.query("SELECT id FROM members WHERE id = $1 FOR UPDATE", [session.memberId]);
        const documents = createIdentityRepository(tx);
        const current = await documents.lockCurrent(session.memberId, kind);
        if (current?.state === "approved") {
          throw new AppError("identity.document.state", "This document is approved and cannot be replaced");
        }
        if (current) await documents.markReplaced(current.id);
        const id = await documents.insert({
          merchantCode: merchant.code,
          memberId: session.memberId,
          kind,
          contentType,
          sha256,
          bytes,
        });
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: `member:${session.memberId}`,
          action: "identity.document.upload",
          targetType: "member",
          targetId: String(session.memberId),
          detail: {
            documentId: id,
            kind,
            contentType,
            size: bytes.length,
            sha256,
            replaced: current?.id ?? null,
          },
        });
      });
      return identityStatus(db, merchant, session.memberId);
    },

    list: (
      merchant: Merchant,
      state: "pending" | "approved" | "rejected",
      page: { pageNo: number; pageSize: number },
    ) => createIdentityRepository(db).list(merchant.code, state, page),

    /** Approves or rejects a pending document; answered with it, its image and the member's state. */
    review(
      merchant: Merchant,
      id: number,
      decision: { state: "approved" | "rejected"; reason: string },
      actor: string,
    ) {
      return db.transaction(async (tx) => {
        const documents = createIdentityRepository(tx);
        const document = await documents.lockWithImage(merchant.code, id);
        if (!document) throw new AppError("identity.document.not.found", "This document does not exist");
        if (document.state !== "pending") {
          throw new AppError(
            "identity.document.state",
            `This document is ${document.state}, not waiting for review`,
            {
              state: document.state,
            },
          );
        }
        await documents.review(id, decision.state, decision.reason, actor);
        const after = identityStateOf(await documents.current(merchant.code, document.memberId));
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor,
          action: decision.state === "approved" ? "identity.document.approve" : "identity.document.reject",
          targetType: "member",
          targetId: String(document.memberId),
          detail: { documentId: id, kind: document.kind, reason: decision.reason, identity: after },
        });
        return {
          document: { ...document, state: decision.state, reason: decision.reason, reviewedBy: actor },
          dataUrl: imageDataUrl(document.contentType, document.bytes),
          identity: after,
        };
      });
    },
  };
}
