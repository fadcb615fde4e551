import type { LoginValue } from "@banca/contract/calls/session";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import type { CaptchaService } from "#app/modules/captcha/service.ts";
import { verifyPassword } from "#app/modules/members/password.ts";
import { flagPasswordChange } from "#app/modules/members/password-policy.ts";
import { createMemberRepository, type MemberRow } from "#app/modules/members/repository.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { checkPhone } from "#app/modules/verification/phone.ts";
import type { VerificationService } from "#app/modules/verification/service.ts";
import { ownerOf } from "#app/modules/verification/sms-code-service.ts";
import { createLoginAttemptRepository } from "./attempts-repository.ts";
import { completeLogin, type LoginOrigin } from "./complete-login.ts";
import type { LoginChallengeService } from "./login-challenge-service.ts";
import type { SessionService } from "./service.ts";

const WINDOW_SECONDS = 15 * 60;
/** From this many failures in the window (by account or by address) every try needs a captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
// One address guessing one password is locked out of that account; one address trying many
// accounts is locked out of all. Both hold with or without captchas. The account itself is never
// locked: guesses from elsewhere must not keep its owner out (decision 028).
const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
const MAX_FAILURES_PER_ADDRESS = 20;
/**
 * From this many failures of an account in the window, from any addresses, the account is under
 * attack: besides the captcha, the right password from an address the member never used needs a
 * code sent to the member's phone or e-mail, so a guess that lands is still not a way in.
 */
const UNDER_ATTACK_FAILURES = 5;

export type LoginInput = {
  type: "username" | "sms";
  username?: string | undefined;
  password?: string | undefined;
  countryDialingCode?: string | undefined;
  mobileNum?: string | undefined;
  verificationCode?: string | undefined;
  /** The phone-authentication provider's token, with channel "sms" (the provider route). */
  verificationToken?: string | undefined;
  channel?: string | undefined;
  captcha?: string | undefined;
  captchaId?: string | undefined;
  /** "agent": the agent site's entry, where only agents log in. */
  site?: "member" | "agent" | undefined;
};

type Dependencies = {
  sessions: SessionService;
  verification: VerificationService;
  captcha: CaptchaService;
  challenges: LoginChallengeService;
};

/** The error of a failed try; its value tells the site to show the captcha once it is needed. */
function failed(error: AppError, failures: number): AppError {
  return failures >= CAPTCHA_AFTER_FAILURES
    ? new AppError(error.code, error.message, { captcha: true })
    : error;
}

export function createLoginService(db: Database, deps: Dependencies) {
  const members = createMemberRepository(db);
  const log = createLoginAttemptRepository(db);

  /**
   * Who the try is for, with the try written as in flight under the key its failures are counted
   * under (one per account, any case) and those failures counted. By username the key is the name
   * itself: one statement does all three, and reads whether the address is known (LOGINIPVERF3).
   */
  async function identify(merchant: Merchant, input: LoginInput, clientIp: string) {
    if (input.type === "username") {
      const username = input.username ?? "";
      const found = await log.beginByUsername(merchant.code, username, clientIp, WINDOW_SECONDS);
      return { ...found, phone: undefined };
    }
    if (!merchant.modules.MOBILEVERCODELOGIN3) {
      throw new AppError("function.not.available", "This function is not available");
    }
    const phone = checkPhone(merchant, input.countryDialingCode, input.mobileNum);
    const member = ownerOf(
      await members.findByMobile(merchant.code, phone.mobileNum, { confirmedOnly: true }),
      phone,
    );
    const key = member ? member.username.toLowerCase() : `sms:${phone.destination}`;
    const begun = await log.begin(merchant.code, key, clientIp, WINDOW_SECONDS);
    return { member, phone, knownAddress: undefined, ...begun };
  }

  /** Checks the password or the SMS code; throws the try's own error when it is wrong. */
  async function authenticate(
    merchant: Merchant,
    input: LoginInput,
    found: Awaited<ReturnType<typeof identify>>,
  ): Promise<MemberRow> {
    const { member, phone } = found;
    if (phone) {
      const checked = await deps.verification.checkPhoneCode(merchant, {
        purpose: "login",
        destination: phone.destination,
        code: input.verificationCode,
        verificationToken: input.verificationToken,
        channel: input.channel,
      });
      if (!member) throw new AppError("invalid-verification-code", "Verification code is not valid");
      await deps.verification.consume(checked);
      return member;
    }
    // Trial accounts and accounts of a social sign-in have no password: they never log in this way.
    const hash = member && member.kind !== "trial" ? member.passwordHash : null;
    const password = input.password ?? "";
    if (!(await verifyPassword(hash, password)) || !member) {
      throw new AppError("login.failed", "Wrong account or password");
    }
    return flagPasswordChange(db, member, password);
  }

  return {
    async login(merchant: Merchant, input: LoginInput, origin: LoginOrigin): Promise<LoginValue> {
      const found = await identify(merchant, input, origin.clientIp);
      const { attempt, counts } = found;
      // Counted after this try was written: per account its own row is one of them, per address
      // only finished failures count, so it is added there.
      const byAddress = counts.byAddress + 1;
      if (
        counts.byAccountAndAddress > MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS ||
        byAddress > MAX_FAILURES_PER_ADDRESS
      ) {
        await log.discard(attempt);
        throw new AppError("too.many.requests", "Too many failed attempts, try again in 15 minutes");
      }
      const earlier = Math.max(counts.byAccount, byAddress) - 1;
      if (
        earlier >= CAPTCHA_AFTER_FAILURES &&
        !(await deps.captcha.verify(merchant.code, input.captchaId, input.captcha))
      ) {
        await log.discard(attempt);
        throw new AppError(
          "captcha-check-failed",
          "Invalid human-verification input, or the call came from a non-whitelisted domain",
          { captcha: true },
        );
      }
      let member: MemberRow;
      try {
        member = await authenticate(merchant, input, found);
      } catch (error) {
        await log.fail(attempt);
        throw error instanceof AppError ? failed(error, earlier + 1) : error;
      }
      // The statement that opens the session marks the try succeeded; a log-in stopped after the
      // password or code proved the account marks it here.
      try {
        // Told only after the password or code proved the account: a guesser learns nothing from it.
        // The member site stays open to agents (decision 004).
        if (input.site === "agent" && member.kind !== "agent") {
          throw new AppError("login.agent.only", "Only agents can log in here");
        }

        // A code sent to the member's own phone already proves more than a new address could.
        if (!found.phone) {
          const underAttack = counts.byAccount - 1 >= UNDER_ATTACK_FAILURES;
          const challenge = await deps.challenges.challengeFor(
            merchant,
            member,
            origin,
            underAttack,
            found.knownAddress,
          );
          if (challenge) {
            throw new AppError(
              "login.verification.required",
              "Please complete verification first",
              challenge,
            );
          }
        }
        return await completeLogin(deps.sessions, merchant, member, origin, attempt);
      } catch (error) {
        await log.succeed(attempt);
        throw error;
      }
    },
  };
}
