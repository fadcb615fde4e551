import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";

/** A dialing code as the site's country list gives it: digits, an optional leading "+". */
export const dialingCodeSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, { error: "Invalid dialing code" });
/** The national number; its format is the merchant's mobileNum field rule, checked by the service. */
export const mobileNumberSchema = z.string().trim().max(20);
/** Verification codes are any text up to 255 characters (spec part 2 §5). */
export const verificationCodeSchema = z.string().trim().max(255);

/**
 * On the phone-authentication route (spec part 1 §4) the provider checks the code first and the
 * site sends its token instead of the code, with channel "sms". A token is longer than a code.
 */
export const phoneTokenShape = {
  verificationToken: z.string().trim().max(4096).optional(),
  channel: z.literal("sms").optional(),
};

/** What an SMS or e-mail code request answers: the code's lifetime, which is also the resend countdown. */
const codeSentSchema = z.object({ expiredMinutes: z.number().int().positive() });

export const captchaCall = defineCall({
  id: "captcha",
  ...ENDPOINTS.captcha,
  tag: "verification",
  summary:
    "A new captcha image (base64 PNG) and the id its answer is bound to; each answer can be tried once",
  value: z.object({
    captchaId: z.string(),
    /** `data:image/png;base64,...` */
    image: z.string(),
  }),
});

/** The captcha a request carries when the merchant or the failed-login guard asks for one. */
export const captchaAnswerShape = {
  captcha: z.string().trim().max(16).optional(),
  captchaId: z.string().max(64).optional(),
};

export const smsRegisterCodeCall = defineCall({
  id: "smsRegisterCode",
  ...ENDPOINTS.smsRegisterCode,
  tag: "verification",
  summary:
    "Send a registration code by SMS (mobile registration, or username registration with REGMOBVERF3); one per second, too many means wait 5 minutes",
  body: z.object({
    countryDialingCode: dialingCodeSchema,
    mobileNo: mobileNumberSchema,
    type: z.enum(["username", "mobile"]).default("mobile"),
  }),
  value: codeSentSchema,
});

export const smsNoLoginCodeCall = defineCall({
  id: "smsNoLoginCode",
  ...ENDPOINTS.smsNoLoginCode,
  tag: "verification",
  summary: "Send a log-in code by SMS to a registered mobile number (MOBILEVERCODELOGIN3)",
  moduleId: "MOBILEVERCODELOGIN3",
  body: z.object({ countryDialingCode: dialingCodeSchema, mobileNum: mobileNumberSchema }),
  value: codeSentSchema,
});

export const passwordSmsCodeCall = defineCall({
  id: "passwordSmsCode",
  ...ENDPOINTS.passwordSmsCode,
  tag: "verification",
  summary: "Send a password-reset code by SMS to a registered mobile number (CHNGPASSVERIF3)",
  moduleId: "CHNGPASSVERIF3",
  body: z.object({ countryDialingCode: dialingCodeSchema, mobileNum: mobileNumberSchema }),
  /** When the code stops working (ms timestamp); the site counts down to it. */
  value: z.object({ expirationTime: z.number().int() }),
});

export const loginVerificationCodeCall = defineCall({
  id: "loginVerificationCode",
  ...ENDPOINTS.loginVerificationCode,
  tag: "verification",
  summary: "Send the code that confirms a log-in from a new address, by SMS or by e-mail (LOGINIPVERF3)",
  body: z.object({ challengeId: z.string().max(64), channel: z.enum(["sms", "email"]) }),
  value: codeSentSchema,
});
