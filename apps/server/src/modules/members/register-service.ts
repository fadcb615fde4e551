import type { LoginValue } from "@banca/contract/calls/session";
import { dialingCodeSchema } from "@banca/contract/calls/verification";
import { describeIssue } from "@banca/contract/field-rules/messages";
import { validateForm } from "@banca/contract/field-rules/validate";
import type { Language } from "@banca/contract/languages";
import type { FieldRuleConfig } from "@banca/contract/merchant-config";
import { isOldEnough, MINIMUM_AGE } from "@banca/contract/profile-rules";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { applyAffiliatePlacement, resolveAffiliateCode } from "#app/modules/agent/team-links.ts";
import type { CaptchaService } from "#app/modules/captcha/service.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createLoginAddressRepository } from "#app/modules/sessions/login-address-repository.ts";
import type { SessionService } from "#app/modules/sessions/service.ts";
import { checkPhone, type Phone } from "#app/modules/verification/phone.ts";
import type { VerificationService } from "#app/modules/verification/service.ts";
import { wireAccountCode } from "./account-kind.ts";
import { hashPassword } from "./password.ts";
import { newReferralCode } from "./referral-code.ts";
import { createMemberRepository, type NewMember } from "./repository.ts";

export type RegistrationInput = Record<string, string | undefined> & {
  username: string;
  password: string;
  confirmPassword: string;
  registerMethod: string;
};
export type MobileRegistrationInput = Record<string, string | undefined> &
  Pick<RegistrationInput, "password" | "confirmPassword" | "registerMethod">;
/** Where a registration comes from; `deviceId` is the browser's signed device cookie (decision 078). */
export type RequestOrigin = { clientIp: string; userAgent: string; language: Language; deviceId?: string };

type Mode = "username" | "mobile";
type Dependencies = { sessions: SessionService; verification: VerificationService; captcha: CaptchaService };

const CONTACT_FIELDS = ["qqNum", "line", "whatsapp", "zalo", "facebook", "wechat", "idNumber"] as const;
// Checked by the code and captcha services rather than by the form's rules.
const UNCHECKED_HERE = new Set(["verificationCode", "captcha"]);
const REGISTRATIONS_PER_IP_PER_HOUR = 10;

/** Whether the mobile number must be confirmed by an SMS code: always by mobile, by username with REGMOBVERF3. */
const needsCode = (merchant: Merchant, mode: Mode) =>
  mode === "mobile" || Boolean(merchant.modules.REGMOBVERF3);

/** Field issues in the caller's language, with the issues themselves for the site's form. */
function checkFields(merchant: Merchant, mode: Mode, input: RegistrationInput, language: Language) {
  const rules: Record<string, FieldRuleConfig> = Object.fromEntries(
    Object.entries(merchant.registerRules).filter(([field]) => !UNCHECKED_HERE.has(field)),
  );
  // By mobile the username is the number itself, which the username rule was not written for.
  if (mode === "mobile") delete rules.username;
  const mobileRule = rules.mobileNum;
  if (mobileRule && needsCode(merchant, mode))
    rules.mobileNum = { ...mobileRule, enabled: true, required: true };
  const issues = validateForm(input, rules, { confirmations: [["confirmPassword", "password"]] });
  const first = Object.values(issues)[0];
  if (first) {
    throw new AppError("request_param_err", describeIssue(first, language), { fields: issues });
  }
  // Where the merchant asks for a birthday, it decides the minimum age (spec part 1 §1).
  if (rules.birthday?.enabled && input.birthday && !isOldEnough(input.birthday, todayUtc())) {
    throw new AppError("profile.underage", `Players must be at least ${MINIMUM_AGE} years old`, {
      min: MINIMUM_AGE,
    });
  }
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The number to store: checked in full when a code confirms it, else only its dialing code's shape. */
function phoneOf(merchant: Merchant, mode: Mode, input: RegistrationInput): Phone | null {
  if (needsCode(merchant, mode)) return checkPhone(merchant, input.countryDialingCode, input.mobileNum);
  if (!input.mobileNum) return null;
  const dialing = input.countryDialingCode ? dialingCodeSchema.safeParse(input.countryDialingCode) : null;
  if (dialing && !dialing.success) throw new AppError("invalid-phone-number", "Invalid phone number format");
  const dialingCode = dialing?.data.replace(/^\+/, "") ?? "";
  return { dialingCode, mobileNum: input.mobileNum, destination: `+${dialingCode}${input.mobileNum}` };
}

/** The look-up subject of a username, in the verification limits (any letter case is one name). */
const usernameSubject = (username: string) => `user:${username.trim().toLowerCase()}`;

export function createRegisterService(db: Database, deps: Dependencies) {
  const members = createMemberRepository(db);

  /**
   * A "taken" answer costs a request under the code requests' limits (per name or number, per
   * address); past them the caller gets `too-many-requests` instead of the answer.
   */
  const lookedUp = (merchant: Merchant, destination: string, clientIp: string) =>
    deps.verification.lookup({ merchantCode: merchant.code, destination, clientIp });

  async function create(merchant: Merchant, mode: Mode, input: RegistrationInput, origin: RequestOrigin) {
    checkFields(merchant, mode, input, origin.language);
    const phone = phoneOf(merchant, mode, input);
    if (needsCode(merchant, mode) && !input.verificationCode?.trim() && !input.verificationToken?.trim()) {
      throw new AppError("missing-verification-code", "Verification code is missing");
    }
    if (
      merchant.modules.CAPTCHA3 &&
      !(await deps.captcha.verify(merchant.code, input.captchaId, input.captcha))
    ) {
      throw new AppError(
        "captcha-check-failed",
        "Invalid human-verification input, or the call came from a non-whitelisted domain",
      );
    }
    const recent = await members.countRegisteredFromIp(merchant.code, origin.clientIp, 3600);
    if (recent >= REGISTRATIONS_PER_IP_PER_HOUR) {
      throw new AppError("too.many.requests", "Too many registrations from this address, try again later");
    }
    // Where a code confirms the number it is checked first: only the phone's holder learns whether
    // the name or number is taken. A refusal below leaves the code usable (it is not spent).
    const checked =
      phone && needsCode(merchant, mode)
        ? await deps.verification.checkPhoneCode(merchant, {
            purpose: "register",
            destination: phone.destination,
            code: input.verificationCode,
            verificationToken: input.verificationToken,
            channel: input.channel,
          })
        : null;
    if (phone && (await members.findByMobile(merchant.code, phone.mobileNum))) {
      await lookedUp(merchant, phone.destination, origin.clientIp);
      throw new AppError("mobile.taken", "This mobile number is already registered");
    }
    if (await members.findByUsername(merchant.code, input.username)) {
      await lookedUp(merchant, usernameSubject(input.username), origin.clientIp);
      throw new AppError("username.taken", "This username is already taken");
    }
    // An agent's own code, or one of its link settings (with its kind and rebate rates).
    const placement = input.affiliateCode
      ? await resolveAffiliateCode(db, merchant.code, input.affiliateCode)
      : null;
    if (input.affiliateCode && placement === null) {
      throw new AppError("invitation_code_error", "Invalid invitation code");
    }
    const uplineId = placement?.uplineId ?? null;
    const referredBy = input.referralCode
      ? await members.findIdByReferralCode(merchant.code, input.referralCode)
      : null;
    if (input.referralCode && referredBy === null) {
      throw new AppError("referral.code.invalid", "Invalid invitation code");
    }
    const member: NewMember = {
      merchantCode: merchant.code,
      username: input.username,
      passwordHash: await hashPassword(input.password),
      paymentPasswordHash: input.paymentPassword ? await hashPassword(input.paymentPassword) : null,
      payeeName: input.payeeName ?? "",
      email: input.email ?? "",
      countryDialingCode: phone?.dialingCode ?? "",
      mobileNum: phone?.mobileNum ?? "",
      mobileConfirmed: checked !== null,
      contacts: Object.fromEntries(
        CONTACT_FIELDS.flatMap((field) => (input[field] ? [[field, input[field]]] : [])),
      ),
      referralCode: newReferralCode(),
      referredBy,
      uplineId,
      registerUrl: input.registerUrl ?? "",
      registerDomain: input.domain ?? "",
      registerMethod: input.registerMethod,
      registerIp: origin.clientIp,
      registerDevice: origin.deviceId ?? "",
      language: origin.language,
      ...(merchant.registerRules.birthday?.enabled && input.birthday ? { birthday: input.birthday } : {}),
    };
    // The code is spent only together with the new account: a refused insert leaves it usable.
    // The tree rows come with the insert (decision 034); a link's placement in the same transaction.
    const { id, kind } = await db.transaction(async (tx) => {
      if (checked) await deps.verification.consume(checked, tx);
      const inserted = await createMemberRepository(tx).insert(member);
      if (inserted !== null) {
        const placed = placement
          ? await applyAffiliatePlacement(tx, merchant.code, inserted, placement)
          : ("player" as const);
        return { id: inserted, kind: placed };
      }
      if (phone && (await createMemberRepository(tx).findByMobile(merchant.code, phone.mobileNum))) {
        throw new AppError("mobile.taken", "This mobile number is already registered");
      }
      throw new AppError("username.taken", "This username is already taken");
    });
    const token = await deps.sessions.open({ id, merchantCode: merchant.code }, origin);
    await members.recordLogin(id);
    const places = createLoginAddressRepository(db);
    await places.remember(id, origin.clientIp);
    if (origin.deviceId) await places.rememberDevice(id, origin.deviceId);
    const value: LoginValue = {
      token,
      id,
      userName: input.username,
      firstTimeLogin: true,
      passwordExpired: false,
      customerType: wireAccountCode(kind, kind === "agent" ? (placement?.agentLevel ?? 1) : null),
    };
    return value;
  }

  return {
    /** Registration by username (USERNAMEREG3); with REGMOBVERF3 the mobile number needs its SMS code. */
    register: (merchant: Merchant, input: RegistrationInput, origin: RequestOrigin) =>
      create(merchant, "username", input, origin),

    /** Registration by mobile number (MOBILENUMREG3): the username is the number, confirmed by SMS code. */
    registerMobile: (merchant: Merchant, input: MobileRegistrationInput, origin: RequestOrigin) =>
      create(merchant, "mobile", { ...input, username: input.mobileNum ?? "" }, origin),

    /** Every answer, free or taken, costs a request under the code requests' limits. */
    async assertUsernameFree(merchant: Merchant, username: string, clientIp: string): Promise<void> {
      await lookedUp(merchant, usernameSubject(username), clientIp);
      if (await members.findByUsername(merchant.code, username)) {
        throw new AppError("username.taken", "This username is already taken");
      }
    },

    async assertAffiliateCode(merchant: Merchant, code: string): Promise<void> {
      if ((await resolveAffiliateCode(db, merchant.code, code)) === null) {
        throw new AppError("invitation_code_error", "Invalid invitation code");
      }
    },
  };
}
