import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import {
  captchaAnswerShape,
  dialingCodeSchema,
  mobileNumberSchema,
  phoneTokenShape,
  verificationCodeSchema,
} from "./verification.ts";

const text = (max: number) => z.string().max(max);

/** What a successful login or registration answers; the token goes in `Authorization` afterwards. */
export const loginValueSchema = z.object({
  token: z.string(),
  id: z.number().int(),
  userName: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** Wire account code: 0 player, 1, 2, 41, 42 agent kinds, 4 trial account. */
  customerType: z.number().int(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

export const loginCall = defineCall({
  id: "login",
  ...ENDPOINTS.login,
  regionGuarded: true,
  tag: "session",
  summary:
    "Log in by username and password, or by mobile number and SMS code (MOBILEVERCODELOGIN3). A failure whose value has captcha: true means the next try needs a captcha; login.verification.required means a new address must be confirmed (LOGINIPVERF3); with site agent only agent accounts log in (login.agent.only)",
  encrypted: true,
  body: z
    .object({
      type: z.enum(["username", "sms"]).default("username"),
      username: text(64).trim().optional(),
      password: text(128).optional(),
      countryDialingCode: dialingCodeSchema.optional(),
      mobileNum: mobileNumberSchema.optional(),
      verificationCode: verificationCodeSchema.optional(),
      ...phoneTokenShape,
      /**
       * "agent": the agent site's entry, where only agents may log in (`login.agent.only`, 403, for
       * players). "member" (the default): the member site, open to players and agents (decision 004).
       */
      site: z.enum(["member", "agent"]).default("member"),
      ...captchaAnswerShape,
    })
    .superRefine((body, context) => {
      const required =
        body.type === "username"
          ? (["username", "password"] as const)
          : body.channel === "sms" && body.verificationToken
            ? (["countryDialingCode", "mobileNum"] as const)
            : (["countryDialingCode", "mobileNum", "verificationCode"] as const);
      for (const field of required) {
        if (!body[field]) context.addIssue({ code: "custom", path: [field], message: "Required" });
      }
    }),
  value: loginValueSchema,
});

/**
 * Ways to confirm a log-in from a new address (spec part 2 §4): a code by SMS or e-mail, the name on
 * a bank account bound to the member, or a code of the authenticator app the member bound.
 */
export const LOGIN_PROOFS = ["sms", "email", "bankAccount", "authenticator"] as const;
export type LoginProof = (typeof LOGIN_PROOFS)[number];

/** The value of `login.verification.required`: how the player can confirm a log-in from a new address. */
export const loginChallengeSchema = z.object({
  challengeId: z.string(),
  channels: z.array(z.enum(LOGIN_PROOFS)),
  /** Masked destinations, e.g. "55******4321" and "pl***@example.com". */
  mobile: z.string(),
  email: z.string(),
  /** Which bound bank account's name is asked for, e.g. "Banco do Brasil ****4321"; empty without one. */
  bankAccount: z.string().default(""),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

export const loginVerificationCall = defineCall({
  id: "loginVerification",
  ...ENDPOINTS.loginVerification,
  regionGuarded: true,
  tag: "session",
  summary:
    "Finish a log-in from a new address: with the code sent by SMS or e-mail, the name on a bound bank account (bank.account.name.mismatch when it differs), or the authenticator's code",
  encrypted: true,
  body: z
    .object({
      challengeId: z.string().max(64),
      channel: z.enum(LOGIN_PROOFS),
      verificationCode: verificationCodeSchema.optional(),
      /** The account holder's name as the bank has it (channel bankAccount). */
      accountName: z.string().trim().max(64).optional(),
    })
    .superRefine((body, context) => {
      const field = body.channel === "bankAccount" ? "accountName" : "verificationCode";
      if (!body[field]) context.addIssue({ code: "custom", path: [field], message: "Required" });
    }),
  value: loginValueSchema,
});

export const freeplayLoginCall = defineCall({
  id: "freeplayLogin",
  ...ENDPOINTS.freeplayLogin,
  regionGuarded: true,
  tag: "session",
  summary: "Start free demo play: a new trial account (account code 4) with a session",
  moduleId: "FREEPLAY3",
  value: loginValueSchema,
});

export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * Where a social sign-in button leads: a plain page navigation (not an envelope call) that ends on
 * `returnTo#socialLogin=<one-time code>`, or `returnTo#socialLoginError=<errorCode>`.
 */
export function socialStartPath(provider: SocialProvider, returnTo: string): string {
  return `/wps/session/social/${provider}/start?returnTo=${encodeURIComponent(returnTo)}`;
}
export const SOCIAL_FRAGMENT = { code: "socialLogin", error: "socialLoginError" } as const;

export const socialExchangeCall = defineCall({
  id: "socialExchange",
  ...ENDPOINTS.socialExchange,
  regionGuarded: true,
  tag: "session",
  summary:
    "Trade the one-time code the social sign-in callback put in the address (#socialLogin=...) for a session",
  moduleId: "SOCIALLOGIN3",
  body: z.object({ code: z.string().min(1).max(128) }),
  value: loginValueSchema,
});

export const logoutCall = defineCall({
  id: "logout",
  ...ENDPOINTS.logout,
  tag: "session",
  summary: "End the session of the token given; the token stops working at once",
  auth: "member",
  whileExcluded: true,
  beforePasswordChange: true,
  value: z.null(),
});
