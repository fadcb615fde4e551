import { describeIssue } from "@banca/contract/field-rules/messages";
import { validateForm } from "@banca/contract/field-rules/validate";
import type { Language } from "@banca/contract/languages";
import type { FieldRuleConfig } from "@banca/contract/merchant-config";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import type { AccountKind } from "#app/modules/members/account-kind.ts";
import { hashPassword, verifyPassword } from "#app/modules/members/password.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { confirmCurrentPassword } from "#app/modules/security/current-password.ts";
import { confirmOwner } from "#app/modules/security/owner-proof.ts";
import { createPaymentPasswordRepository } from "./repository.ts";

/** Who is asking: the member of a session (any object carrying these, e.g. `AuthenticatedSession`). */
export type PaymentPasswordOwner = { memberId: number; merchantCode: string; kind: AccountKind };

// Six-digit payment passwords have a million values: five wrong guesses lock the password for
// fifteen minutes (counted from the fifth), so a stolen session cannot search them.
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
export const PAYMENT_PASSWORD_WINDOW_SECONDS = 15 * 60;

const FALLBACK_RULE: FieldRuleConfig = {
  enabled: true,
  required: true,
  acceptedPattern: "",
  patternId: 6,
  minLength: 6,
  maxLength: 6,
};

/** The merchant's `paymentPassword` rule, required whatever the registration form says. */
function paymentPasswordRule(merchant: Merchant): FieldRuleConfig {
  const rule = merchant.registerRules.paymentPassword;
  return rule?.enabled ? { ...rule, required: true } : FALLBACK_RULE;
}

function checkNew(merchant: Merchant, value: string, confirmation: string, language: Language) {
  const issues = validateForm(
    { newPaymentPassword: value, confirmNewPaymentPassword: confirmation },
    { newPaymentPassword: paymentPasswordRule(merchant) },
    { confirmations: [["confirmNewPaymentPassword", "newPaymentPassword"]] },
  );
  const first = Object.values(issues)[0];
  if (first) throw new AppError("request_param_err", describeIssue(first, language), { fields: issues });
}

const lockedError = (until: Date | null) =>
  new AppError(
    "payment.password.locked",
    "Too many wrong payment passwords; try again in 15 minutes",
    until ? { lockedUntil: until.getTime() } : null,
  );

const paymentPasswordExists = () =>
  new AppError("payment.password.exists", "A payment password is set already; change it instead");

export function createPaymentPasswordService(db: Database) {
  const repository = createPaymentPasswordRepository(db);

  async function hashesOf(owner: PaymentPasswordOwner) {
    const hashes = await repository.hashes(owner.merchantCode, owner.memberId);
    if (!hashes) throw new AppError("user.or.token.invalid", "The session has ended, please log in again");
    return hashes;
  }

  /**
   * Checks the member's payment password. Throws `not.exists.payment.password` when none is set,
   * `payment.password.locked` after too many wrong guesses, `invalid.payment.pw` when wrong.
   */
  async function verify(owner: PaymentPasswordOwner, password: string): Promise<void> {
    requireRealAccount(owner);
    const { paymentPasswordHash } = await hashesOf(owner);
    if (paymentPasswordHash === null) {
      throw new AppError("not.exists.payment.password", "Set a payment password first");
    }
    if (!password) throw new AppError("invalid.payment.pw", "Enter the payment password");
    // Written as in flight before the check, so guesses arriving together all count.
    const attempt = await repository.begin(owner.memberId);
    const { count, lockedUntil } = await repository.failures(
      owner.memberId,
      PAYMENT_PASSWORD_WINDOW_SECONDS,
      PAYMENT_PASSWORD_MAX_FAILURES,
    );
    if (count > PAYMENT_PASSWORD_MAX_FAILURES) {
      await repository.discard(attempt);
      throw lockedError(lockedUntil);
    }
    const right = await verifyPassword(paymentPasswordHash, password);
    await repository.end(attempt, right);
    if (!right) throw new AppError("invalid.payment.pw", "The payment password is not correct");
  }

  return {
    verify,

    async status(
      owner: PaymentPasswordOwner,
    ): Promise<{ isSet: boolean; lockedUntil: number | null; loginPasswordSet: boolean }> {
      const { paymentPasswordHash, passwordHash } = await hashesOf(owner);
      const { count, lockedUntil } = await repository.failures(
        owner.memberId,
        PAYMENT_PASSWORD_WINDOW_SECONDS,
        PAYMENT_PASSWORD_MAX_FAILURES,
      );
      return {
        isSet: paymentPasswordHash !== null,
        lockedUntil: count >= PAYMENT_PASSWORD_MAX_FAILURES && lockedUntil ? lockedUntil.getTime() : null,
        loginPasswordSet: passwordHash !== null,
      };
    },

    /**
     * Sets the first payment password; `payment.password.exists` when the member has one. The owner
     * proves themselves first (login password, or a recent sign-in without one): whoever sets it
     * could otherwise withdraw with it from a session left open.
     */
    async set(
      owner: PaymentPasswordOwner & { tokenHash: string },
      merchant: Merchant,
      input: { paymentPassword: string; confirmPaymentPassword: string; loginPassword?: string | undefined },
      origin: { clientIp: string; language: Language },
    ): Promise<void> {
      requireRealAccount(owner);
      checkNew(merchant, input.paymentPassword, input.confirmPaymentPassword, origin.language);
      const hashes = await hashesOf(owner);
      if (hashes.paymentPasswordHash !== null) throw paymentPasswordExists();
      await confirmOwner(
        db,
        { ...hashes, merchantCode: owner.merchantCode, tokenHash: owner.tokenHash },
        input.loginPassword,
        origin.clientIp,
      );
      const hash = await hashPassword(input.paymentPassword);
      if (!(await repository.setFirst(owner.merchantCode, owner.memberId, hash)))
        throw paymentPasswordExists();
    },

    /**
     * Changes the payment password, proven by the current one or, when it is forgotten, by the
     * log-in password. An account without one is told to set it first.
     */
    async change(
      owner: PaymentPasswordOwner,
      merchant: Merchant,
      input: {
        oldPaymentPassword?: string | undefined;
        loginPassword?: string | undefined;
        newPaymentPassword: string;
        confirmNewPaymentPassword: string;
      },
      origin: { clientIp: string; language: Language },
    ): Promise<void> {
      requireRealAccount(owner);
      checkNew(merchant, input.newPaymentPassword, input.confirmNewPaymentPassword, origin.language);
      const hashes = await hashesOf(owner);
      if (hashes.paymentPasswordHash === null) {
        throw new AppError("not.exists.payment.password", "Set a payment password first");
      }
      if (input.oldPaymentPassword) await verify(owner, input.oldPaymentPassword);
      else if (hashes.passwordHash === null) {
        throw new AppError("password.incorrect", "The account has no log-in password");
      } else {
        // Counted with log-in guesses, as a password change is.
        await confirmCurrentPassword(
          db,
          { merchantCode: owner.merchantCode, username: hashes.username, passwordHash: hashes.passwordHash },
          input.loginPassword,
          origin.clientIp,
        );
      }
      await repository.replace(
        owner.merchantCode,
        owner.memberId,
        await hashPassword(input.newPaymentPassword),
      );
    },
  };
}
export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
