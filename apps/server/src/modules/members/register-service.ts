import { randomBytes } from "node:crypto";
import type { LoginValue } from "@banca/contract/calls/session";
import { describeIssue } from "@banca/contract/field-rules/messages";
import { validateForm } from "@banca/contract/field-rules/validate";
import type { Language } from "@banca/contract/languages";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { SessionService } from "#app/modules/sessions/service.ts";
import { wireAccountCode } from "./account-kind.ts";
import { hashPassword } from "./password.ts";
import { createMemberRepository } from "./repository.ts";

export type RegistrationInput = Record<string, string | undefined> & {
  username: string;
  password: string;
  confirmPassword: string;
  registerMethod: string;
};
export type RequestOrigin = { clientIp: string; userAgent: string; language: Language };

const CONTACT_FIELDS = ["qqNum", "line", "whatsapp", "zalo", "facebook", "wechat", "idNumber"] as const;
// The code and captcha checks belong to the SMS and captcha services; a merchant that switches
// them on cannot take registrations until those are in place.
const NEEDS_UNBUILT_CHECK = ["REGMOBVERF3", "CAPTCHA3"] as const;
const UNCHECKED_HERE = new Set(["verificationCode", "captcha"]);
const REGISTRATIONS_PER_IP_PER_HOUR = 10;

function referralCode(): string {
  // 8 characters of Crockford's base 32: readable aloud, no 0/O or 1/I confusion.
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  return [...randomBytes(8)].map((byte) => alphabet[byte % 32]).join("");
}

/** Field issues in the caller's language, with the issues themselves for the site's form. */
function checkFields(merchant: Merchant, input: RegistrationInput, language: Language) {
  const rules = Object.fromEntries(
    Object.entries(merchant.registerRules).filter(([field]) => !UNCHECKED_HERE.has(field)),
  );
  const issues = validateForm(input, rules, { confirmations: [["confirmPassword", "password"]] });
  const first = Object.values(issues)[0];
  if (first) {
    throw new AppError("request_param_err", describeIssue(first, language), { fields: issues });
  }
}

export function createRegisterService(db: Database, sessions: SessionService) {
  const members = createMemberRepository(db);
  return {
    async register(merchant: Merchant, input: RegistrationInput, origin: RequestOrigin): Promise<LoginValue> {
      if (NEEDS_UNBUILT_CHECK.some((module) => merchant.modules[module])) {
        throw new AppError("registration.unavailable", "Registration is not available at the moment");
      }
      checkFields(merchant, input, origin.language);
      const recent = await members.countRegisteredFromIp(merchant.code, origin.clientIp, 3600);
      if (recent >= REGISTRATIONS_PER_IP_PER_HOUR) {
        throw new AppError("too.many.requests", "Too many registrations from this address, try again later");
      }
      const uplineId = input.affiliateCode
        ? await members.findAgentIdByAffiliateCode(merchant.code, input.affiliateCode)
        : null;
      if (input.affiliateCode && uplineId === null) {
        throw new AppError("invitation_code_error", "Invalid invitation code");
      }
      const referredBy = input.referralCode
        ? await members.findIdByReferralCode(merchant.code, input.referralCode)
        : null;
      if (input.referralCode && referredBy === null) {
        throw new AppError("referral.code.invalid", "Invalid referral code");
      }
      const id = await members.insert({
        merchantCode: merchant.code,
        username: input.username,
        passwordHash: await hashPassword(input.password),
        paymentPasswordHash: input.paymentPassword ? await hashPassword(input.paymentPassword) : null,
        payeeName: input.payeeName ?? "",
        email: input.email ?? "",
        countryDialingCode: input.countryDialingCode ?? "",
        mobileNum: input.mobileNum ?? "",
        contacts: Object.fromEntries(
          CONTACT_FIELDS.flatMap((field) => (input[field] ? [[field, input[field]]] : [])),
        ),
        referralCode: referralCode(),
        referredBy,
        uplineId,
        registerUrl: input.registerUrl ?? "",
        registerDomain: input.domain ?? "",
        registerMethod: input.registerMethod,
        registerIp: origin.clientIp,
        language: origin.language,
      });
      if (id === null) throw new AppError("username.taken", "This username is already taken");
      const token = await sessions.open({ id, merchantCode: merchant.code }, origin);
      await members.recordLogin(id);
      return {
        token,
        id,
        userName: input.username,
        firstTimeLogin: true,
        passwordExpired: false,
        customerType: wireAccountCode("player", null),
      };
    },

    async assertUsernameFree(merchant: Merchant, username: string): Promise<void> {
      if (await members.findByUsername(merchant.code, username)) {
        throw new AppError("username.taken", "This username is already taken");
      }
    },

    async assertAffiliateCode(merchant: Merchant, code: string): Promise<void> {
      if ((await members.findAgentIdByAffiliateCode(merchant.code, code)) === null) {
        throw new AppError("invitation_code_error", "Invalid invitation code");
      }
    },
  };
}
