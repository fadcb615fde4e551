import { describeIssue } from "@banca/contract/field-rules/messages";
import { validateField } from "@banca/contract/field-rules/validate";
import type { Language } from "@banca/contract/languages";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { maskMobile } from "#app/modules/members/info-service.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { newTotpSecret, otpauthUrlOf, totpStep } from "#app/modules/staff/totp.ts";
import { smsText } from "#app/modules/verification/messages.ts";
import { checkPhone, maskEmail, type Phone } from "#app/modules/verification/phone.ts";
import {
  EMAIL_CODE_MINUTES,
  SMS_CODE_MINUTES,
  type VerificationService,
} from "#app/modules/verification/service.ts";
import { bindEmailMessage, ownerProofMessage } from "./messages.ts";
import { confirmOwner } from "./owner-proof.ts";
import { createSecurityRepository, type SecurityState } from "./repository.ts";

export type SecurityOrigin = { clientIp: string; language: Language };
type NumberInput = { countryDialingCode: string; mobileNum: string };
type OwnerChannel = "sms" | "email";
/** What proves the owner of a change: the login password, or a code to a confirmed channel. */
type OwnerConfirmation = {
  password?: string | undefined;
  /** Instead of the password: a code sent to the account's current confirmed number or e-mail. */
  ownerChannel?: OwnerChannel | undefined;
  ownerCode?: string | undefined;
};
type Confirmation = OwnerConfirmation & { verificationCode: string };

const ITEMS_TOTAL = 5;
/** How long a new authenticator secret waits for a code of the app, and how many wrong codes it takes. */
const AUTHENTICATOR_SETUP_MINUTES = 10;
const AUTHENTICATOR_SETUP_TRIES = 5;

const sessionEnded = () =>
  new AppError("user.or.token.invalid", "The session has ended, please log in again");
const mobileTaken = () => new AppError("mobile.taken", "This mobile number is already registered");
const emailTaken = () => new AppError("email.taken", "This e-mail is already bound to another account");
const authenticatorBound = () =>
  new AppError("operation-not-allowed", "An authenticator is already bound: remove it first");
const setUpAgain = () =>
  new AppError("code-expired", "Set up the authenticator again: its key has expired", { field: "code" });
const noOwnerChannel = () =>
  new AppError("operation-not-allowed", "This account has no confirmed number or e-mail to send a code to");

const maskedMobile = (state: SecurityState) =>
  state.mobileNum ? maskMobile(`${state.countryDialingCode}${state.mobileNum}`) : "";

/** The address as stored and as codes are sent to it: trimmed, lower-cased, by the merchant's e-mail rule. */
function checkEmail(merchant: Merchant, email: string, language: Language): string {
  const address = email.trim().toLowerCase();
  const rule = merchant.registerRules.email;
  const issue = validateField("email", address, {
    enabled: true,
    required: true,
    acceptedPattern: rule?.acceptedPattern ?? "",
    patternId: 3,
    minLength: rule?.minLength ?? 3,
    maxLength: rule?.maxLength ?? 255,
  });
  if (issue)
    throw new AppError("request_param_err", describeIssue(issue, language), { fields: { email: issue } });
  return address;
}

const sameNumber = (state: SecurityState, phone: Phone) =>
  state.mobileNum === phone.mobileNum && state.countryDialingCode.replace(/^\+/, "") === phone.dialingCode;

/**
 * The security centre: the account's security items, and binding a mobile number or an e-mail with a
 * code sent to it. Every binding, first or replacing, confirmed or not, also needs the owner's proof
 * (decisions 016 and 027): a bound channel resets the password, so a session alone, perhaps left
 * open on a shared computer, must not point the account's recovery at someone else.
 */
export function createSecurityService(db: Database, verification: VerificationService) {
  const repository = createSecurityRepository(db);

  async function stateOf(session: AuthenticatedSession): Promise<SecurityState> {
    requireRealAccount(session);
    const state = await repository.state(session.merchantCode, session.memberId);
    if (!state) throw sessionEnded();
    return state;
  }

  /** Where an owner's code goes: the confirmed number or e-mail of the account, null without one. */
  function ownerDestination(state: SecurityState, channel: OwnerChannel) {
    if (channel === "sms") {
      if (!state.mobileVerified || !state.mobileNum) return null;
      return {
        destination: `+${state.countryDialingCode.replace(/^\+/, "")}${state.mobileNum}`,
        masked: maskedMobile(state),
        minutes: SMS_CODE_MINUTES,
      };
    }
    if (!state.emailVerified || !state.email) return null;
    return {
      destination: state.email.toLowerCase(),
      masked: maskEmail(state.email),
      minutes: EMAIL_CODE_MINUTES,
    };
  }

  /**
   * The owner's proof of a binding, before its code is checked: a code sent to the account's
   * confirmed number or e-mail when one is given (answered, to be spent with the binding), else the
   * login password, or for accounts without one a recent sign-in (see owner-proof).
   */
  async function confirmBinding(
    state: SecurityState,
    session: AuthenticatedSession,
    input: OwnerConfirmation,
    clientIp: string,
  ): Promise<{ id: number } | null> {
    if (!input.ownerCode) {
      await confirmOwner(db, { ...state, tokenHash: session.tokenHash }, input.password, clientIp);
      return null;
    }
    const target = ownerDestination(state, input.ownerChannel ?? "sms");
    if (!target) throw noOwnerChannel();
    try {
      return await verification.check({
        merchantCode: state.merchantCode,
        purpose: "owner-proof",
        destination: target.destination,
        context: String(state.id),
        code: input.ownerCode,
      });
    } catch (error) {
      // The same codes as any code, naming the field: the binding carries two codes.
      if (error instanceof AppError) throw new AppError(error.code, error.message, { field: "ownerCode" });
      throw error;
    }
  }

  return {
    async overview(session: AuthenticatedSession) {
      const state = await stateOf(session);
      const items = {
        loginPassword: { done: state.passwordHash !== null, changedAt: state.passwordChangedAt.getTime() },
        paymentPassword: { done: state.hasPaymentPassword },
        mobile: { done: state.mobileVerified, masked: maskedMobile(state) },
        email: { done: state.emailVerified, masked: state.email ? maskEmail(state.email) : "" },
        authenticator: { done: state.authenticatorBound },
      };
      const level = Object.values(items).filter((item) => item.done).length;
      return { ...items, level, total: ITEMS_TOTAL };
    },

    /**
     * A code to the account's confirmed number or e-mail, which proves the owner of a binding instead
     * of the login password; `operation-not-allowed` when that channel is not confirmed.
     */
    async sendOwnerCode(
      merchant: Merchant,
      session: AuthenticatedSession,
      input: { channel: OwnerChannel },
      origin: SecurityOrigin,
    ): Promise<{ expiredMinutes: number; sentTo: string }> {
      const state = await stateOf(session);
      const target = ownerDestination(state, input.channel);
      if (!target) throw noOwnerChannel();
      const values = { brand: merchant.name, minutes: target.minutes, username: state.username };
      await verification.issue({
        merchantCode: merchant.code,
        purpose: "owner-proof",
        channel: input.channel,
        destination: target.destination,
        context: String(state.id),
        clientIp: origin.clientIp,
        lifetimeMinutes: target.minutes,
        compose: (code) => ownerProofMessage(origin.language, { ...values, code }),
      });
      return { expiredMinutes: target.minutes, sentTo: target.masked };
    },

    /** An SMS code to a number the member wants to bind; the number must not be another account's. */
    async sendMobileCode(
      merchant: Merchant,
      session: AuthenticatedSession,
      input: NumberInput,
      origin: SecurityOrigin,
    ): Promise<{ expiredMinutes: number }> {
      const state = await stateOf(session);
      const phone = checkPhone(merchant, input.countryDialingCode, input.mobileNum);
      if (state.mobileVerified && sameNumber(state, phone)) {
        throw new AppError("request_param_err", "This number is already bound to your account");
      }
      if (await repository.mobileHeldByOther(merchant.code, state.id, phone.mobileNum)) throw mobileTaken();
      await verification.issue({
        merchantCode: merchant.code,
        purpose: "bind-mobile",
        channel: "sms",
        destination: phone.destination,
        context: String(state.id),
        clientIp: origin.clientIp,
        lifetimeMinutes: SMS_CODE_MINUTES,
        compose: (code) => ({
          text: smsText(origin.language, { brand: merchant.name, code, minutes: SMS_CODE_MINUTES }),
        }),
      });
      return { expiredMinutes: SMS_CODE_MINUTES };
    },

    /** Binds the number whose code is given; it becomes the account's confirmed number. */
    async bindMobile(
      merchant: Merchant,
      session: AuthenticatedSession,
      input: NumberInput & Confirmation,
      origin: SecurityOrigin,
    ): Promise<{ mobile: string }> {
      const state = await stateOf(session);
      const phone = checkPhone(merchant, input.countryDialingCode, input.mobileNum);
      if (state.mobileVerified && sameNumber(state, phone)) {
        throw new AppError("request_param_err", "This number is already bound to your account");
      }
      // Checked before the code, so a taken number or a wrong password does not spend one of its tries.
      if (await repository.mobileHeldByOther(merchant.code, state.id, phone.mobileNum)) throw mobileTaken();
      const ownerCode = await confirmBinding(state, session, input, origin.clientIp);
      const checked = await verification.check({
        merchantCode: merchant.code,
        purpose: "bind-mobile",
        destination: phone.destination,
        context: String(state.id),
        code: input.verificationCode,
      });
      await db.transaction(async (tx) => {
        await verification.consume(checked, tx);
        if (ownerCode) await verification.consume(ownerCode, tx);
        // Another account may have taken the number since the check: the unique index decides.
        if (!(await createSecurityRepository(tx).bindMobile(merchant.code, state.id, phone)))
          throw mobileTaken();
      });
      return { mobile: maskMobile(`${phone.dialingCode}${phone.mobileNum}`) };
    },

    /** An e-mail code to an address the member wants to bind; it must not be bound to another account. */
    async sendEmailCode(
      merchant: Merchant,
      session: AuthenticatedSession,
      input: { email: string },
      origin: SecurityOrigin,
    ): Promise<{ expiredMinutes: number }> {
      const state = await stateOf(session);
      const email = checkEmail(merchant, input.email, origin.language);
      if (state.emailVerified && state.email.toLowerCase() === email) {
        throw new AppError("request_param_err", "This e-mail is already bound to your account");
      }
      if (await repository.emailBoundToOther(merchant.code, state.id, email)) throw emailTaken();
      await verification.issue({
        merchantCode: merchant.code,
        purpose: "bind-email",
        channel: "email",
        destination: email,
        context: String(state.id),
        clientIp: origin.clientIp,
        lifetimeMinutes: EMAIL_CODE_MINUTES,
        compose: (code) =>
          bindEmailMessage(origin.language, {
            brand: merchant.name,
            code,
            minutes: EMAIL_CODE_MINUTES,
            username: state.username,
          }),
      });
      return { expiredMinutes: EMAIL_CODE_MINUTES };
    },

    /** Binds the address whose code is given; it becomes the account's confirmed e-mail. */
    async bindEmail(
      merchant: Merchant,
      session: AuthenticatedSession,
      input: { email: string } & Confirmation,
      origin: SecurityOrigin,
    ): Promise<{ email: string }> {
      const state = await stateOf(session);
      const email = checkEmail(merchant, input.email, origin.language);
      if (state.emailVerified && state.email.toLowerCase() === email) {
        throw new AppError("request_param_err", "This e-mail is already bound to your account");
      }
      if (await repository.emailBoundToOther(merchant.code, state.id, email)) throw emailTaken();
      const ownerCode = await confirmBinding(state, session, input, origin.clientIp);
      const checked = await verification.check({
        merchantCode: merchant.code,
        purpose: "bind-email",
        destination: email,
        context: String(state.id),
        code: input.verificationCode,
      });
      await db.transaction(async (tx) => {
        await verification.consume(checked, tx);
        if (ownerCode) await verification.consume(ownerCode, tx);
        if (!(await createSecurityRepository(tx).bindEmail(merchant.code, state.id, email)))
          throw emailTaken();
      });
      return { email: maskEmail(email) };
    },

    /**
     * A new authenticator secret, shown once as a QR code and as text, under the brand's name; it waits
     * `AUTHENTICATOR_SETUP_MINUTES` for a code of the app (`bindAuthenticator`). Refused while one is
     * bound: a second app replaces nothing until the first is removed with the owner's proof.
     */
    async setupAuthenticator(merchant: Merchant, session: AuthenticatedSession) {
      const state = await stateOf(session);
      if (state.authenticatorBound) throw authenticatorBound();
      const secret = newTotpSecret();
      await repository.startAuthenticator(merchant.code, state.id, secret, AUTHENTICATOR_SETUP_MINUTES);
      return {
        secret,
        otpauthUrl: otpauthUrlOf(secret, state.username, merchant.name),
        expiredMinutes: AUTHENTICATOR_SETUP_MINUTES,
      };
    },

    /**
     * Binds the waiting secret with a code of the app (proof the app holds it) and the owner's proof (a
     * session alone must not add a way to confirm log-ins). A wrong code spends one of the secret's tries.
     */
    async bindAuthenticator(
      merchant: Merchant,
      session: AuthenticatedSession,
      input: OwnerConfirmation & { code: string },
      origin: SecurityOrigin,
    ): Promise<{ bound: true }> {
      const state = await stateOf(session);
      if (state.authenticatorBound) throw authenticatorBound();
      const ownerCode = await confirmBinding(state, session, input, origin.clientIp);
      const secret = await repository.takeAuthenticatorTry(
        merchant.code,
        state.id,
        AUTHENTICATOR_SETUP_TRIES,
      );
      if (!secret) throw setUpAgain();
      const step = totpStep(secret, String(state.id), input.code);
      if (step === null) {
        throw new AppError("invalid-verification-code", "Verification code is not valid", { field: "code" });
      }
      await db.transaction(async (tx) => {
        if (ownerCode) await verification.consume(ownerCode, tx);
        if (!(await createSecurityRepository(tx).bindAuthenticator(merchant.code, state.id, secret, step)))
          throw setUpAgain();
      });
      return { bound: true };
    },

    /**
     * Removes the bound authenticator with the owner's proof alone: it only ever adds a way to confirm a
     * log-in, so a member who lost the phone can still take it off.
     */
    async removeAuthenticator(
      merchant: Merchant,
      session: AuthenticatedSession,
      input: OwnerConfirmation,
      origin: SecurityOrigin,
    ): Promise<{ bound: false }> {
      const state = await stateOf(session);
      if (!state.authenticatorBound) {
        throw new AppError("operation-not-allowed", "No authenticator is bound to this account");
      }
      const ownerCode = await confirmBinding(state, session, input, origin.clientIp);
      await db.transaction(async (tx) => {
        if (ownerCode) await verification.consume(ownerCode, tx);
        await createSecurityRepository(tx).removeAuthenticator(merchant.code, state.id);
      });
      return { bound: false };
    },
  };
}
