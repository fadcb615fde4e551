import { randomUUID } from "node:crypto";
import { decimalToMinor, minorToDecimal } from "@banca/contract/money";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { createMemberRepository } from "#app/modules/members/repository.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";

export type Adjustment = {
  username: string;
  /** Signed decimal in the merchant's currency: "25.00" credits, "-25.00" debits. */
  amount: string;
  reason: string;
  /** The operator's reference: sending the same adjustment again applies it once. */
  reference?: string;
  actor: string;
};

/** A signed decimal as minor units; null when it is not one or is zero. */
function signedMinor(text: string, decimals: number): bigint | null {
  const negative = text.trim().startsWith("-");
  const minor = decimalToMinor(negative ? text.trim().slice(1) : text, decimals);
  if (minor === null || minor === 0n) return null;
  return negative ? -minor : minor;
}

/** Corrections of a member's balance by an operator, with a reason, posted and audited together. */
export function createAdjustmentService(db: Database) {
  const ledger = createLedgerService(db);
  return {
    async adjust(merchant: Merchant, adjustment: Adjustment) {
      const { code: currency, decimals } = merchant.settings.currency;
      const amount = signedMinor(adjustment.amount, decimals);
      if (amount === null) {
        throw new AppError(
          "request_param_err",
          `The amount must be a non-zero decimal with at most ${decimals} places`,
        );
      }
      const member = await createMemberRepository(db).findByUsername(merchant.code, adjustment.username);
      if (!member) throw new AppError("member.not.found", `No member "${adjustment.username.slice(0, 64)}"`);
      const reference = adjustment.reference ?? randomUUID();
      return db.transaction(async (tx) => {
        const entry = await ledger.postIn(tx, {
          merchantCode: merchant.code,
          currency,
          kind: "adjustment",
          idempotencyKey: `adjustment:${reference}`,
          postings: [
            { account: { memberId: member.id, kind: "main" }, amount },
            { account: { house: "adjustment" }, amount: -amount },
          ],
          memo: { reason: adjustment.reason },
        });
        if (!entry.replayed) {
          await recordAudit(tx, {
            merchantCode: merchant.code,
            actor: adjustment.actor,
            action: "balance.adjust",
            targetType: "member",
            targetId: String(member.id),
            detail: {
              username: member.username,
              amount: minorToDecimal(amount, decimals),
              reason: adjustment.reason,
              reference,
              entryId: entry.entryId,
            },
          });
        }
        const balance = entry.memberBalances[0]?.balance ?? 0n;
        return {
          entryId: entry.entryId,
          reference,
          replayed: entry.replayed,
          balance: minorToDecimal(balance, decimals),
        };
      });
    },
  };
}
