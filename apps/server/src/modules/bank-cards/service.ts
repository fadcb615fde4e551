import type { CallValue } from "@banca/contract/call";
import type { bankCardSchema, bankCardsCall } from "@banca/contract/calls/bank-cards";
import { describeIssue } from "@banca/contract/field-rules/messages";
import { validateField } from "@banca/contract/field-rules/validate";
import type { Language } from "@banca/contract/languages";
import type { FieldRuleConfig } from "@banca/contract/merchant-config";
import type { CardType } from "@banca/contract/withdrawal-settings";
import type { z } from "zod";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import { createMemberRepository } from "#app/modules/members/repository.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createPaymentPasswordService } from "#app/modules/payment-password/service.ts";
import { confirmOwner } from "#app/modules/security/owner-proof.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { passwordRequired } from "#app/modules/withdrawals/service.ts";
import { withdrawalSettingsOf } from "#app/modules/withdrawals/settings.ts";
import { maskAccount, normalizeAccount } from "./mask.ts";
import { type BankCardRow, createBankCardRepository } from "./repository.ts";

export type BindInput = {
  type: CardType;
  providerCode: string;
  accountNumber: string;
  holderName?: string | undefined;
  /** The owner's proof (see owner-proof): a new destination is where the account's money can go. */
  loginPassword?: string | undefined;
};

// A merchant without a payee-name rule still gets real names: letters and spaces, 2 to 50.
const FALLBACK_NAME_RULE: FieldRuleConfig = {
  enabled: true,
  required: true,
  acceptedPattern: "",
  patternId: 12,
  minLength: 2,
  maxLength: 50,
};

export function toWireCard(card: BankCardRow): z.input<typeof bankCardSchema> {
  return {
    id: card.id,
    type: card.type,
    providerCode: card.providerCode,
    providerName: card.providerName,
    accountNumber: maskAccount(card.type, card.accountNumber),
    holderName: card.holderName,
    createdAt: card.createdAt.getTime(),
  };
}

/** A full match of an operator's pattern; the account is at most 128 characters, which bounds the work. */
const matches = (pattern: string, value: string) => new RegExp(`^(?:${pattern})$`, "u").test(value);

export function createBankCardService(db: Database) {
  const cards = createBankCardRepository(db);
  return {
    async list(merchant: Merchant, session: AuthenticatedSession): Promise<CallValue<typeof bankCardsCall>> {
      const settings = withdrawalSettingsOf(merchant);
      const [list, payeeName, member] = await Promise.all([
        cards.list(merchant.code, session.memberId),
        cards.payeeName(merchant.code, session.memberId),
        createMemberRepository(db).findById(merchant.code, session.memberId),
      ]);
      return {
        cards: list.map(toWireCard),
        maxCards: settings.maxCards,
        payeeName,
        loginPasswordSet: Boolean(member?.passwordHash),
      };
    },

    /**
     * Binds a destination with the fields of the merchant's template for its type. The holder is the
     * member's real name once set; the first binding that asks for a name sets the real name. The
     * owner proves themselves first: from a session left open, a new destination would let whoever
     * holds it withdraw the balance to themselves.
     */
    async bind(
      merchant: Merchant,
      session: AuthenticatedSession,
      input: BindInput,
      origin: { clientIp: string; language: Language },
    ): Promise<BankCardRow> {
      const { language } = origin;
      requireRealAccount(session);
      const settings = withdrawalSettingsOf(merchant);
      const template = settings.templates.find((candidate) => candidate.type === input.type);
      if (!template) throw new AppError("bank.card.invalid", "This kind of account cannot be bound here");
      const provider = template.providers.find((candidate) => candidate.code === input.providerCode);
      if (!provider) throw new AppError("bank.card.invalid", "Choose one of the listed banks or networks");
      const accountNumber = normalizeAccount(input.type, input.accountNumber);
      if (!matches(provider.accountPattern ?? template.accountPattern, accountNumber)) {
        throw new AppError("bank.card.invalid", "The account number or address is not valid", {
          fields: { accountNumber: { kind: "pattern", field: "accountNumber" } },
        });
      }
      const member = await createMemberRepository(db).findById(merchant.code, session.memberId);
      if (!member) throw new AppError("user.or.token.invalid", "The session has ended, please log in again");
      await confirmOwner(
        db,
        { ...member, merchantCode: merchant.code, tokenHash: session.tokenHash },
        input.loginPassword,
        origin.clientIp,
      );

      return db.transaction(async (tx) => {
        const repository = createBankCardRepository(tx);
        const member = await repository.lockMember(merchant.code, session.memberId);
        if (!member)
          throw new AppError("user.or.token.invalid", "The session has ended, please log in again");
        let holderName = "";
        if (template.holderName) {
          holderName = member.payeeName || (input.holderName ?? "").trim().replace(/\s+/g, " ");
          if (!member.payeeName) {
            const rule = merchant.registerRules.payeeName;
            const nameRule = rule?.enabled ? { ...rule, required: true } : FALLBACK_NAME_RULE;
            const issue = validateField("holderName", holderName, nameRule);
            if (issue) {
              throw new AppError("request_param_err", describeIssue(issue, language), {
                fields: { holderName: issue },
              });
            }
            await repository.setPayeeName(session.memberId, holderName);
          }
        }
        if ((await repository.count(session.memberId)) >= settings.maxCards) {
          throw new AppError("bank.card.limit", `At most ${settings.maxCards} accounts can be bound`, {
            max: settings.maxCards,
          });
        }
        const card = await repository.insert({
          merchantCode: merchant.code,
          memberId: session.memberId,
          type: input.type,
          providerCode: provider.code,
          providerName: provider.name,
          accountNumber,
          holderName,
        });
        if (!card) throw new AppError("bank.card.duplicate", "This account is bound already");
        return card;
      });
    },

    /**
     * Unbinds a card. It moves money's destination, so it asks what a withdrawal asks: the payment
     * password (unless withdrawals go without it). A card with a withdrawal still open stays bound
     * (`bank.card.in.use`): the operator and the member's confirmation still work on it.
     */
    async remove(
      merchant: Merchant,
      session: AuthenticatedSession,
      input: { bankCardId: number; password?: string | undefined },
    ): Promise<void> {
      requireRealAccount(session);
      const notFound = () => new AppError("bank.card.not.found", "Choose one of your bound accounts");
      if (!(await cards.find(merchant.code, session.memberId, input.bankCardId))) throw notFound();
      if (passwordRequired(merchant)) {
        await createPaymentPasswordService(db).verify(session, input.password ?? "");
      }
      await db.transaction(async (tx) => {
        const repository = createBankCardRepository(tx);
        // The member's row is what withdrawal requests lock too: no request can slip in between.
        await repository.lockMember(merchant.code, session.memberId);
        if (!(await repository.find(merchant.code, session.memberId, input.bankCardId))) throw notFound();
        if (await repository.hasOpenWithdrawal(input.bankCardId)) {
          throw new AppError("bank.card.in.use", "A withdrawal to this account is still open");
        }
        await repository.remove(input.bankCardId);
      });
    },
  };
}
