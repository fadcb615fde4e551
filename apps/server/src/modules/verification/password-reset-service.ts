import { describeIssue } from "@banca/contract/field-rules/messages";
import { validateField } from "@banca/contract/field-rules/validate";
import type { Language } from "@banca/contract/languages";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createContactRepository } from "#app/modules/members/contact-repository.ts";
import { checkNewPassword, createPasswordService } from "#app/modules/members/password-service.ts";
import { createMemberRepository } from "#app/modules/members/repository.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { resetEmail } from "./messages.ts";
import { checkPhone } from "./phone.ts";
import { type CheckedCode, EMAIL_CODE_MINUTES, type VerificationService } from "./service.ts";
import { ownerOf } from "./sms-code-service.ts";

export type ResetOrigin = { clientIp: string; language: Language };
type NewPassword = { newPassword: string; confirmNewPassword: string };

const invalidCode = () => new AppError("invalid-verification-code", "Verification code is not valid");

/**
 * The site's address for links in e-mails. The request's own host only when it is one of the
 * merchant's domains: a forged Host header must not send a reset code to someone else's site.
 */
export function siteOrigin(
  merchant: Merchant,
  request: { protocol: string; host: string; hostname: string },
) {
  if (merchant.domains.includes(request.hostname.toLowerCase()))
    return `${request.protocol}://${request.host}`;
  return merchant.domains[0] ? `https://${merchant.domains[0]}` : "";
}

function checkEmail(merchant: Merchant, email: string, language: Language) {
  const rule = merchant.registerRules.email;
  const issue = validateField("email", email, {
    enabled: true,
    required: true,
    acceptedPattern: rule?.acceptedPattern ?? "",
    patternId: 3,
    minLength: rule?.minLength ?? 3,
    maxLength: rule?.maxLength ?? 255,
  });
  if (issue)
    throw new AppError("request_param_err", describeIssue(issue, language), { fields: { email: issue } });
}

/** The reset e-mail with its code and the link that opens the site's reset form. */
const composeReset =
  (merchant: Merchant, username: string, origin: { language: Language; siteOrigin: string }) =>
  (code: string) =>
    resetEmail(origin.language, {
      brand: merchant.name,
      code,
      minutes: EMAIL_CODE_MINUTES,
      username,
      // In the fragment, which browsers never send: the code stays out of access logs.
      link: `${origin.siteOrigin}/#resetCode=${code}&username=${encodeURIComponent(username)}`,
    });

/** New passwords by a code: SMS (CHNGPASSVERIF3) or e-mail. Each ends every session of the account. */
export function createPasswordResetService(db: Database, verification: VerificationService) {
  const members = createMemberRepository(db);
  const contacts = createContactRepository(db);
  const passwords = createPasswordService(db);

  /** Spends the code and sets the password together: a refused password leaves the code usable. */
  async function replace(
    merchant: Merchant,
    memberId: number,
    checked: CheckedCode,
    input: NewPassword,
    language: Language,
  ) {
    await db.transaction(async (tx) => {
      await verification.consume(checked, tx);
      await passwords.replace(merchant, memberId, input.newPassword, input.confirmNewPassword, language, tx);
    });
  }

  return {
    async resetByPhone(
      merchant: Merchant,
      input: NewPassword & {
        countryDialingCode: string;
        mobileNum: string;
        verificationCode: string;
        verificationToken?: string | undefined;
        channel?: string | undefined;
      },
      origin: ResetOrigin,
    ): Promise<{ username: string }> {
      const phone = checkPhone(merchant, input.countryDialingCode, input.mobileNum);
      checkNewPassword(merchant, input.newPassword, input.confirmNewPassword, origin.language);
      const owner = ownerOf(
        await members.findByMobile(merchant.code, phone.mobileNum, { confirmedOnly: true }),
        phone,
      );
      const checked = await verification.checkPhoneCode(merchant, {
        purpose: "password",
        destination: phone.destination,
        code: input.verificationCode,
        verificationToken: input.verificationToken,
        channel: input.channel,
      });
      // Only reachable by guessing a code nobody was sent; answered like any wrong code.
      if (!owner) throw invalidCode();
      await replace(merchant, owner.id, checked, input, origin.language);
      return { username: owner.username };
    },

    /**
     * E-mails a reset code and link when username and e-mail belong together and the e-mail is
     * confirmed; `member.not.found` otherwise, as for an unknown account. An unconfirmed address
     * (typed at registration) proves nothing about who reads it, so it gets no code and the same
     * answer as a wrong pair. Either way the request counts against the sending limits of the address
     * and of the e-mail, so the answer cannot be used to test pairs at speed.
     */
    async forgotByEmail(
      merchant: Merchant,
      input: { username: string; email: string },
      origin: ResetOrigin & { siteOrigin: string },
    ): Promise<{ expiredMinutes: number }> {
      checkEmail(merchant, input.email, origin.language);
      const contact = await contacts.byUsername(merchant.code, input.username);
      const email = input.email.trim().toLowerCase();
      const match =
        contact && contact.kind !== "trial" && contact.emailVerified && contact.email.toLowerCase() === email
          ? contact
          : null;
      await verification.issue({
        merchantCode: merchant.code,
        purpose: "password-email",
        channel: "email",
        destination: email,
        context: match ? String(match.id) : "",
        clientIp: origin.clientIp,
        lifetimeMinutes: EMAIL_CODE_MINUTES,
        compose: match ? composeReset(merchant, match.username, origin) : null,
      });
      if (!match) throw new AppError("member.not.found", "Username or e-mail does not exist");
      return { expiredMinutes: EMAIL_CODE_MINUTES };
    },

    /**
     * An operator sends a member the same reset e-mail the member could ask for, to the confirmed
     * address on the account: the operator never sees or sets a password.
     */
    async sendReset(
      merchant: Merchant,
      username: string,
      origin: ResetOrigin & { siteOrigin: string },
    ): Promise<{ memberId: number; username: string; sentTo: string; expiredMinutes: number }> {
      const contact = await contacts.byUsername(merchant.code, username);
      if (!contact || contact.kind === "trial") {
        throw new AppError("member.not.found", `No member "${username.slice(0, 64)}"`);
      }
      if (!contact.email || !contact.emailVerified) {
        throw new AppError(
          "member.reset.unreachable",
          "The member has no confirmed e-mail to send a reset to",
        );
      }
      const email = contact.email.toLowerCase();
      await verification.issue({
        merchantCode: merchant.code,
        purpose: "password-email",
        channel: "email",
        destination: email,
        context: String(contact.id),
        clientIp: origin.clientIp,
        lifetimeMinutes: EMAIL_CODE_MINUTES,
        compose: composeReset(merchant, contact.username, origin),
      });
      return {
        memberId: contact.id,
        username: contact.username,
        sentTo: email,
        expiredMinutes: EMAIL_CODE_MINUTES,
      };
    },

    async resetByEmail(
      merchant: Merchant,
      input: NewPassword & { username: string; verificationCode: string },
      origin: ResetOrigin,
    ): Promise<{ username: string }> {
      checkNewPassword(merchant, input.newPassword, input.confirmNewPassword, origin.language);
      const contact = await contacts.byUsername(merchant.code, input.username);
      if (!contact || contact.kind === "trial" || !contact.email || !contact.emailVerified)
        throw invalidCode();
      const checked = await verification.check({
        merchantCode: merchant.code,
        purpose: "password-email",
        destination: contact.email.toLowerCase(),
        context: String(contact.id),
        code: input.verificationCode,
      });
      await replace(merchant, contact.id, checked, input, origin.language);
      return { username: contact.username };
    },
  };
}
