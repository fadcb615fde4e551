import { describeIssue } from "@banca/contract/field-rules/messages";
import { validateForm } from "@banca/contract/field-rules/validate";
import type { Language } from "@banca/contract/languages";
import type { FieldRuleConfig } from "@banca/contract/merchant-config";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { hashPassword } from "./password.ts";
import { createPasswordRepository } from "./password-repository.ts";

// A merchant that switched its password rule off still gets passwords that are not empty or trivial.
const FALLBACK_RULE: FieldRuleConfig = {
  enabled: true,
  required: true,
  acceptedPattern: "",
  patternId: 0,
  minLength: 6,
  maxLength: 128,
};

/** The merchant's `password` rule, required whatever the registration form says. */
function passwordRule(merchant: Merchant): FieldRuleConfig {
  const rule = merchant.registerRules.password;
  return rule?.enabled ? { ...rule, required: true } : FALLBACK_RULE;
}

/**
 * Checks a new password against the merchant's `password` rule and its confirmation; throws
 * `request_param_err` with the field's message (issues keyed `newPassword` / `confirmNewPassword`).
 */
export function checkNewPassword(
  merchant: Merchant,
  newPassword: string,
  confirmation: string,
  language: Language,
): void {
  const issues = validateForm(
    { newPassword, confirmNewPassword: confirmation },
    { newPassword: passwordRule(merchant) },
    { confirmations: [["confirmNewPassword", "newPassword"]] },
  );
  const first = Object.values(issues)[0];
  if (first) throw new AppError("request_param_err", describeIssue(first, language), { fields: issues });
}

export function createPasswordService(db: Database) {
  return {
    check: checkNewPassword,

    /**
     * Sets a member's new password after checking it: hashed with argon2id, the change time moved, a
     * forced change cleared, and every session of the member ended, all at once. Pass `tx` to make it
     * part of the caller's transaction (e.g. together with spending a reset code).
     */
    async replace(
      merchant: Merchant,
      memberId: number,
      newPassword: string,
      confirmation: string,
      language: Language,
      tx?: Queryable,
    ): Promise<void> {
      checkNewPassword(merchant, newPassword, confirmation, language);
      // Hashing takes tens of milliseconds: done before the transaction, so no row waits on it.
      const hash = await hashPassword(newPassword);
      const work = async (q: Queryable) => {
        const passwords = createPasswordRepository(q);
        if (!(await passwords.setPassword(merchant.code, memberId, hash))) {
          throw new AppError("member.not.found", "The account does not exist");
        }
        await passwords.revokeSessions(memberId);
      };
      await (tx ? work(tx) : db.transaction(work));
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
