import { randomUUID } from "node:crypto";
import { decimalToMinor, minorToDecimal } from "@banca/contract/money";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { sendMemberMessage } from "#app/modules/inbox/send.ts";
import { createLedgerService, type LedgerService } from "#app/modules/ledger/service.ts";
import { createMemberRepository } from "#app/modules/members/repository.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createBonusRepository } from "./repository.ts";

/** Where bonuses come from; the entry's kind is `bonus.<source>`. */
export const BONUS_SOURCES = [
  "manual",
  "promotion",
  "mission",
  "rebate",
  "signup",
  "referral",
  "rank",
] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number];

export const MAX_TURNOVER_MULTIPLIER = 100;

export type BonusGrant = {
  merchantCode: string;
  memberId: number;
  /** Minor units, positive. */
  amount: bigint;
  /** Shown to the member on their bonus details. */
  reason: string;
  /** Unique per bonus for its source (e.g. "promotion:12:member:5"): granting it again is a no-op. */
  reference: string;
  /** Turnover to bet before the bonus counts as cash, as a multiple of the amount (0 to 100, 2 places). */
  turnoverMultiplier?: number;
  source?: BonusSource;
};

export type GrantedBonus = { entryId: number; replayed: boolean; balance: bigint; requiredTurnover: bigint };

/** amount × multiplier, rounded up to a whole minor unit, without a float touching the amount. */
function requiredTurnover(amount: bigint, multiplier: number): bigint {
  const hundredths = Math.round(multiplier * 100);
  if (!Number.isFinite(multiplier) || multiplier < 0 || multiplier > MAX_TURNOVER_MULTIPLIER) {
    throw new AppError(
      "request_param_err",
      `The turnover multiplier must be between 0 and ${MAX_TURNOVER_MULTIPLIER}`,
    );
  }
  if (Math.abs(hundredths - multiplier * 100) > 1e-6) {
    throw new AppError("request_param_err", "The turnover multiplier may have at most 2 decimal places");
  }
  return (amount * BigInt(hundredths) + 99n) / 100n;
}

/**
 * Bonuses: money the house gives a member, moved from bonus_expense to the member's main wallet as
 * an entry of kind `bonus.<source>`; the member's bonus details list these entries.
 */
export function createBonusService(db: Database, ledger: LedgerService = createLedgerService(db)) {
  /** Posts a bonus inside the caller's transaction (promotions and missions grant through this). */
  async function grantBonus(tx: Queryable, grant: BonusGrant): Promise<GrantedBonus> {
    const reason = grant.reason.trim();
    const reference = grant.reference.trim();
    if (grant.amount <= 0n) throw new AppError("request_param_err", "A bonus must be a positive amount");
    if (reason.length < 3 || reason.length > 200) {
      throw new AppError("request_param_err", "The reason must have 3 to 200 characters");
    }
    if (reference.length < 1 || reference.length > 120) {
      throw new AppError("request_param_err", "The reference must have 1 to 120 characters");
    }
    const required = requiredTurnover(grant.amount, grant.turnoverMultiplier ?? 0);
    const recipient = await createBonusRepository(tx).recipient(grant.merchantCode, grant.memberId);
    if (!recipient) throw new AppError("member.not.found", "No such member");
    if (recipient.kind === "trial") throw new AppError("trial.account", "Trial accounts receive no bonus");
    const source = grant.source ?? "manual";
    const entry = await ledger.postIn(tx, {
      merchantCode: grant.merchantCode,
      currency: recipient.currency,
      kind: `bonus.${source}`,
      idempotencyKey: `bonus:${reference}`,
      postings: [
        { account: { memberId: grant.memberId, kind: "main" }, amount: grant.amount },
        { account: { house: "bonus_expense" }, amount: -grant.amount },
      ],
      memo: {
        remark: reason,
        source,
        reference,
        turnoverMultiplier: grant.turnoverMultiplier ?? 0,
        requiredTurnover: required.toString(),
      },
    });
    // The member hears of it in their inbox, with the bonus in one transaction; once per reference.
    if (!entry.replayed) {
      await sendMemberMessage(tx, {
        merchantCode: grant.merchantCode,
        memberId: grant.memberId,
        template: "bonusGranted",
        params: { amount: grant.amount.toString(), currency: recipient.currency, reason },
        reference: `bonus:${reference}`,
      });
    }
    return {
      entryId: entry.entryId,
      replayed: entry.replayed,
      balance: entry.memberBalances[0]?.balance ?? 0n,
      requiredTurnover: required,
    };
  }

  return {
    grantBonus,

    /** An operator's bonus (admin API or command line), audited in the same transaction. */
    async grantByOperator(
      merchant: Merchant,
      request: {
        username: string;
        /** Decimal in the merchant's currency. */
        amount: string;
        reason: string;
        reference?: string | undefined;
        turnoverMultiplier?: number | undefined;
        actor: string;
      },
    ) {
      const { decimals } = merchant.settings.currency;
      const amount = decimalToMinor(request.amount, decimals);
      if (amount === null || amount === 0n) {
        throw new AppError(
          "request_param_err",
          `The amount must be a positive decimal with at most ${decimals} places`,
        );
      }
      const member = await createMemberRepository(db).findByUsername(merchant.code, request.username);
      if (!member) throw new AppError("member.not.found", `No member "${request.username.slice(0, 64)}"`);
      const reference = request.reference ?? `operator:${randomUUID()}`;
      return db.transaction(async (tx) => {
        const granted = await grantBonus(tx, {
          merchantCode: merchant.code,
          memberId: member.id,
          amount,
          reason: request.reason,
          reference,
          ...(request.turnoverMultiplier === undefined
            ? {}
            : { turnoverMultiplier: request.turnoverMultiplier }),
          source: "manual",
        });
        if (!granted.replayed) {
          await recordAudit(tx, {
            merchantCode: merchant.code,
            actor: request.actor,
            action: "bonus.grant",
            targetType: "member",
            targetId: String(member.id),
            detail: {
              username: member.username,
              amount: minorToDecimal(amount, decimals),
              reason: request.reason,
              reference,
              turnoverMultiplier: request.turnoverMultiplier ?? 0,
              entryId: granted.entryId,
            },
          });
        }
        return {
          entryId: granted.entryId,
          reference,
          replayed: granted.replayed,
          balance: minorToDecimal(granted.balance, decimals),
          requiredTurnover: minorToDecimal(granted.requiredTurnover, decimals),
        };
      });
    },
  };
}
export type BonusService = ReturnType<typeof createBonusService>;
