import { createHash } from "node:crypto";
import { PROOF_LIMITS } from "@banca/contract/proof-limits";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { checkUploadedImage, imageDataUrl } from "#app/http/uploaded-image.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { createWithdrawalRepository } from "./repository.ts";

/** Proof images of a withdrawal the member says did not (fully) arrive, kept in the database. */
export function createProofService(db: Database) {
  return {
    /** Stores one image for a withdrawal still waiting for its confirmation; at most three each. */
    async upload(merchant: Merchant, session: AuthenticatedSession, withdrawalId: number, body: unknown) {
      requireRealAccount(session);
      if (!Buffer.isBuffer(body))
        throw new AppError("upload.type", "Send a png or jpg image as the request body");
      const { bytes, contentType } = checkUploadedImage(body, PROOF_LIMITS.maxBytes);
      return db.transaction(async (tx) => {
        const withdrawals = createWithdrawalRepository(tx);
        if (!(await withdrawals.lock(merchant.code, withdrawalId, session.memberId))) {
          throw new AppError("withdrawal.not.found", "This withdrawal does not exist");
        }
        const row = (await withdrawals.find(merchant.code, withdrawalId))!;
        if (row.status !== "paid" || (row.confirmDeadline && row.confirmDeadline.getTime() <= Date.now())) {
          throw new AppError(
            "withdrawal.state",
            "Proof can be added only while the withdrawal awaits your confirmation",
          );
        }
        if (row.proofCount >= PROOF_LIMITS.maxCount) {
          throw new AppError("upload.count", `At most ${PROOF_LIMITS.maxCount} images`, {
            max: PROOF_LIMITS.maxCount,
          });
        }
        const rows = await tx.query<{ id: string | number }>(
          `INSERT INTO withdrawal_proofs (withdrawal_id, content_type, size, sha256, bytes)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [withdrawalId, contentType, bytes.length, createHash("sha256").update(bytes).digest("hex"), bytes],
        );
        return { proofId: Number(rows[0]?.id), contentType, size: bytes.length };
      });
    },

    /** Removes an image the member has not sent with a confirmation yet. */
    async remove(merchant: Merchant, session: AuthenticatedSession, proofId: number): Promise<void> {
      requireRealAccount(session);
      const rows = await db.query(
        `DELETE FROM withdrawal_proofs p USING withdrawals w
          WHERE p.id = $1 AND p.withdrawal_id = w.id AND w.merchant_code = $2 AND w.member_id = $3
            AND p.submitted = false
        RETURNING p.id`,
        [proofId, merchant.code, session.memberId],
      );
      if (rows.length === 0) throw new AppError("withdrawal.not.found", "This image cannot be removed");
    },

    /** The images of a withdrawal, for an operator, as data: URLs. */
    async forOperator(merchantCode: string, withdrawalId: number) {
      const rows = await db.query<{
        id: string | number;
        content_type: string;
        size: number;
        bytes: Uint8Array;
        created_at: Date;
      }>(
        `SELECT p.id, p.content_type, p.size, p.bytes, p.created_at FROM withdrawal_proofs p
           JOIN withdrawals w ON w.id = p.withdrawal_id
          WHERE w.merchant_code = $1 AND p.withdrawal_id = $2 ORDER BY p.id`,
        [merchantCode, withdrawalId],
      );
      return rows.map((row) => ({
        id: Number(row.id),
        contentType: row.content_type,
        size: Number(row.size),
        dataUrl: imageDataUrl(row.content_type, row.bytes),
        createdAt: new Date(row.created_at).getTime(),
      }));
    },
  };
}
