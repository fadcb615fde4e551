import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { LANGUAGES } from "../languages.ts";
import { type ProfileContactField, SET_ONCE_FIELDS } from "../profile-rules.ts";
import { loginValueSchema } from "./session.ts";
import {
  captchaAnswerShape,
  dialingCodeSchema,
  mobileNumberSchema,
  phoneTokenShape,
  verificationCodeSchema,
} from "./verification.ts";

const optionalText = z.string().max(255).optional();

/** The registration form's fields; formats are the merchant's field rules, checked by the service. */
const registrationBodySchema = z.object({
  username: z.string().max(64).trim(),

  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  paymentPassword: optionalText,
  payeeName: optionalText,
  email: optionalText,
  mobileNum: optionalText,
  countryDialingCode: z.string().max(8).optional(),
  qqNum: optionalText,
  line: optionalText,
  whatsapp: optionalText,
  zalo: optionalText,
  facebook: optionalText,
  wechat: optionalText,
  idNumber: optionalText,
  /** yyyy-MM-dd, where the merchant asks for it (its `birthday` rule); under 18 is refused. */
  birthday: optionalText,
  affiliateCode: optionalText,
  referralCode: optionalText,
  recommenderId: optionalText,
  registerUrl: z.string().max(2048).optional(),
  domain: optionalText,
  registerMethod: z.enum(["WEB"]).default("WEB"),
  /** The SMS code for `mobileNum`, when the merchant asks for one (REGMOBVERF3). */
  verificationCode: verificationCodeSchema.optional(),
  ...phoneTokenShape,
  ...captchaAnswerShape,
  /** Terms, privacy policy and the minimum age, accepted by the player. */
  agreement: z.literal(true, { error: "The agreement must be accepted" }),
});

/** Registration by username. Field rules come from the merchant (`/wps/system/setting/register`). */
export const registerCall = defineCall({
  id: "register",
  ...ENDPOINTS.register,
  regionGuarded: true,
  tag: "member",
  summary: "Register a player by username and log them in; field rules are the merchant's",
  moduleId: "USERNAMEREG3",
  encrypted: true,
  body: registrationBodySchema,
  value: loginValueSchema,
});

/** Registration by mobile number: the username is the mobile number, confirmed by an SMS code. */
export const registerMobileCall = defineCall({
  id: "registerMobile",
  ...ENDPOINTS.registerMobile,
  regionGuarded: true,
  tag: "member",
  summary: "Register a player by mobile number and SMS code (username = mobile number) and log them in",
  moduleId: "MOBILENUMREG3",
  encrypted: true,
  body: registrationBodySchema.omit({ username: true }).extend({
    countryDialingCode: dialingCodeSchema,
    mobileNum: mobileNumberSchema,
    // Empty on the phone-authentication route, where verificationToken proves the number.
    verificationCode: verificationCodeSchema.default(""),
  }),
  value: loginValueSchema,
});

export const checkUsernameCall = defineCall({
  id: "checkUsername",
  ...ENDPOINTS.checkUsername,
  tag: "member",
  summary: "Whether a username is free (success) or taken (username.taken)",
  query: z.object({ username: z.string().trim().min(1).max(64) }),
  value: z.null(),
});

export const affiliateCheckCall = defineCall({
  id: "affiliateCheck",
  ...ENDPOINTS.affiliateCheck,
  tag: "member",
  summary: "Whether an affiliate (agent) code is valid for this merchant (invitation_code_error if not)",
  query: z.object({ code: z.string().trim().min(1).max(64), domain: z.string().max(255).optional() }),
  value: z.null(),
});

export const memberInfoCall = defineCall({
  id: "memberInfo",
  ...ENDPOINTS.memberInfo,
  tag: "member",
  summary: "The logged-in member",
  auth: "member",
  whileExcluded: true,
  beforePasswordChange: true,
  value: z.object({
    id: z.number().int(),
    account: z.string(),
    nickname: z.string(),
    type: z.number().int(),
    /** Masked, e.g. "55******4321", or "" when none. */
    mobile: z.string(),
    /** Masked, e.g. "pl***@example.com", or "" when none. */
    email: z.string(),
    /** Whether the member has an upline to transfer to (AGETRANSFERUP3). */
    toUpline: z.boolean(),
    regDate: z.number().int(),
    clubLabel: z.object({
      labelName: z.string(),
      color: z.string(),
      color2: z.string(),
      rankLevel: z.number().int(),
    }),
    memberLabel: z.array(z.string()),
  }),
});

export const memberIconCall = defineCall({
  id: "memberIcon",
  ...ENDPOINTS.memberIcon,
  tag: "member",
  summary: "The member's avatar image (a site path)",
  auth: "member",
  value: z.object({ icon: z.string() }),
});

const avatarSchema = z.object({ id: z.number().int(), url: z.string() });

export const playerAvatarCall = defineCall({
  id: "playerAvatar",
  ...ENDPOINTS.playerAvatar,
  tag: "member",
  summary: "The member's avatar and the avatars they may choose from",
  auth: "member",
  value: z.object({ current: avatarSchema, choices: z.array(avatarSchema) }),
});

export const updatePlayerAvatarCall = defineCall({
  id: "updatePlayerAvatar",
  ...ENDPOINTS.updatePlayerAvatar,
  tag: "member",
  summary: "Choose one of the offered avatars (PROFPIC3)",
  auth: "member",
  moduleId: "PROFPIC3",
  body: z.object({ avatarId: z.number().int().positive() }),
  value: avatarSchema,
});

export const updateLanguageCall = defineCall({
  id: "updateLanguage",
  ...ENDPOINTS.updateLanguage,
  tag: "member",
  summary: "The member's language, used for messages the platform sends them (one of the merchant's)",
  auth: "member",
  body: z.object({ language: z.enum(LANGUAGES) }),
  value: z.null(),
});

const profileBodySchema = z.object({
  nickname: optionalText,
  /** The real name withdrawals pay to; set once. */
  payeeName: optionalText,
  /** yyyy-MM-dd; set once. */
  birthday: optionalText,
  line: optionalText,
  whatsapp: optionalText,
  zalo: optionalText,
  telegram: optionalText,
  facebook: optionalText,
  wechat: optionalText,
  qqNum: optionalText,
  idNumber: optionalText,
} satisfies Record<"nickname" | "payeeName" | "birthday" | ProfileContactField, typeof optionalText>);

const profileValueSchema = z.object({
  account: z.string(),
  nickname: z.string(),
  payeeName: z.string(),
  birthday: z.string(),
  /** Only the handles the merchant's rules enable, "" when not given. */
  contacts: z.record(z.string(), z.string()),
  /** Fields that can no longer be changed by the member (set once). */
  locked: z.array(z.enum(SET_ONCE_FIELDS)),
});

export const memberProfileCall = defineCall({
  id: "memberProfile",
  ...ENDPOINTS.memberProfile,
  tag: "member",
  summary: "The member's profile: nickname, real name, birthday and the contact handles the merchant enables",
  auth: "member",
  value: profileValueSchema,
});

export const updateMemberProfileCall = defineCall({
  id: "updateMemberProfile",
  ...ENDPOINTS.updateMemberProfile,
  tag: "member",
  summary:
    "Change the profile's given fields, checked by the merchant's field rules; real name and birthday only while empty",
  auth: "member",
  body: profileBodySchema,
  value: profileValueSchema,
});
