import type { Language } from "@banca/contract/languages";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createMemberRepository, type MemberRow } from "#app/modules/members/repository.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { smsText } from "./messages.ts";
import { checkPhone, type Phone } from "./phone.ts";
import { phoneAuthOf } from "./phone-auth-service.ts";
import { SMS_CODE_MINUTES, type VerificationService } from "./service.ts";

export type CodeOrigin = { clientIp: string; language: Language };
type NumberInput = { countryDialingCode: string; mobileNum: string };

/** The member that may log in or reset a password with codes sent to this number. */
export function ownerOf(member: MemberRow | null, phone: Phone): MemberRow | null {
  if (!member || member.kind === "trial") return null;
  // The national number alone is unique, but the code goes to the full number: the same digits
  // under another country are another phone, whose owner must not reach this account.
  return member.countryDialingCode.replace(/^\+/, "") === phone.dialingCode ? member : null;
}

/** The SMS code requests: registration, log-in (MOBILEVERCODELOGIN3) and password reset (CHNGPASSVERIF3). */
export function createSmsCodeService(db: Database, verification: VerificationService) {
  const members = createMemberRepository(db);
  const sms = (merchant: Merchant, language: Language) => (code: string) => ({
    text: smsText(language, { brand: merchant.name, code, minutes: SMS_CODE_MINUTES }),
  });

  // On the phone-authentication route the provider sends the codes: the platform's own SMS calls
  // stay shut, or they would be a second way past the route the merchant chose.
  const builtinOnly = (merchant: Merchant) => {
    if (phoneAuthOf(merchant).provider !== "builtin") {
      throw new AppError("function.not.available", "This function is not available");
    }
  };

  /**
   * Codes for existing accounts. A number without an account gets the same answer, the same limits
   * and a stored code, but no message: the answer does not tell which numbers are registered.
   */
  async function accountCode(
    merchant: Merchant,
    purpose: "login" | "password",
    input: NumberInput,
    origin: CodeOrigin,
  ) {
    builtinOnly(merchant);
    const phone = checkPhone(merchant, input.countryDialingCode, input.mobileNum);
    const owner = ownerOf(
      await members.findByMobile(merchant.code, phone.mobileNum, { confirmedOnly: true }),
      phone,
    );
    return verification.issue({
      merchantCode: merchant.code,
      purpose,
      channel: "sms",
      destination: phone.destination,
      clientIp: origin.clientIp,
      lifetimeMinutes: SMS_CODE_MINUTES,
      compose: owner ? sms(merchant, origin.language) : null,
    });
  }

  return {
    /** A code for a number that is to be registered; the number must be free. */
    async registerCode(
      merchant: Merchant,
      input: NumberInput & { type: "username" | "mobile" },
      origin: CodeOrigin,
    ): Promise<{ expiredMinutes: number }> {
      // A code for username registration exists only where the merchant asks for one.
      builtinOnly(merchant);
      const module = input.type === "mobile" ? "MOBILENUMREG3" : "REGMOBVERF3";
      if (!merchant.modules[module]) {
        throw new AppError("function.not.available", "This function is not available");
      }
      const phone = checkPhone(merchant, input.countryDialingCode, input.mobileNum);
      if (await members.findByMobile(merchant.code, phone.mobileNum)) {
        // "Taken" is an answer about the number: it costs a request like a code sent to it.
        await verification.lookup({
          merchantCode: merchant.code,
          destination: phone.destination,
          clientIp: origin.clientIp,
        });
        throw new AppError("mobile.taken", "This mobile number is already registered");
      }
      await verification.issue({
        merchantCode: merchant.code,
        purpose: "register",
        channel: "sms",
        destination: phone.destination,
        clientIp: origin.clientIp,
        lifetimeMinutes: SMS_CODE_MINUTES,
        compose: sms(merchant, origin.language),
      });
      return { expiredMinutes: SMS_CODE_MINUTES };
    },

    async loginCode(merchant: Merchant, input: NumberInput, origin: CodeOrigin) {
      await accountCode(merchant, "login", input, origin);
      return { expiredMinutes: SMS_CODE_MINUTES };
    },

    async passwordCode(merchant: Merchant, input: NumberInput, origin: CodeOrigin) {
      const { expiresAt } = await accountCode(merchant, "password", input, origin);
      return { expirationTime: expiresAt.getTime() };
    },
  };
}
export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
