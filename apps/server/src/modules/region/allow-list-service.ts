import { allowedAddressSchema, MAX_ALLOWED_ADDRESSES } from "@banca/contract/merchant-config";
import { z } from "zod";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";

/** A whole allow-list as an operator sends it: valid entries, each once, in a stable order. */
export const allowListSchema = z
  .array(z.string().trim().pipe(allowedAddressSchema))
  .max(MAX_ALLOWED_ADDRESSES)
  .transform((entries) => [...new Set(entries)]);

export type AllowListChange = { allowedAddresses: string[]; reason: string; actor: string };

/**
 * The addresses a merchant lets in from the countries it blocks. The list lives in the merchant's
 * settings next to the blocked countries; each change and its audit entry land together.
 */
export function createAllowListService(db: Database) {
  return {
    async read(merchantCode: string) {
      const rows = await db.query<{ blocked: string[] | null; allowed: string[] | null }>(
        `SELECT settings->'regionRestriction'->'blockedCountries' AS blocked,
                settings->'regionRestriction'->'allowedAddresses' AS allowed
           FROM merchants WHERE code = $1`,
        [merchantCode],
      );
      const row = rows[0];
      if (!row) throw new AppError("merchant.not.found", `Unknown merchant "${merchantCode.slice(0, 40)}"`);
      return { blockedCountries: row.blocked ?? [], allowedAddresses: row.allowed ?? [] };
    },

    async set(merchantCode: string, change: AllowListChange) {
      const parsed = allowListSchema.safeParse(change.allowedAddresses);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError(
          "request_param_err",
          `Invalid allow-list: ${issue?.message ?? "must be IP addresses or CIDR networks"}`,
        );
      }
      const allowedAddresses = parsed.data;
      return db.transaction(async (tx) => {
        const before = await tx.query<{ allowed: string[] | null }>(
          `SELECT settings->'regionRestriction'->'allowedAddresses' AS allowed
             FROM merchants WHERE code = $1 FOR UPDATE`,
          [merchantCode],
        );
        if (!before[0]) {
          throw new AppError("merchant.not.found", `Unknown merchant "${merchantCode.slice(0, 40)}"`);
        }
        await tx.query(
          `UPDATE merchants
              SET settings = jsonb_set(settings, '{regionRestriction,allowedAddresses}', $2::jsonb),
                  updated_at = now()
            WHERE code = $1`,
          [merchantCode, JSON.stringify(allowedAddresses)],
        );
        await recordAudit(tx, {
          merchantCode,
          actor: change.actor,
          action: "region.allow-list.set",
          targetType: "merchant",
          targetId: merchantCode,
          detail: { before: before[0].allowed ?? [], after: allowedAddresses, reason: change.reason },
        });
        return { allowedAddresses };
      });
    },
  };
}
