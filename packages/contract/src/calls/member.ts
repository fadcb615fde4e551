import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { loginValueSchema } from "./session.ts";

const optionalText = z.string().max(255).optional();

/** Registration by username. Field rules come from the merchant (`/wps/system/setting/register`). */
export const registerCall = defineCall({
  id: "register",
  ...ENDPOINTS.register,
  tag: "member",
  summary: "Register a player by username and log them in; field rules are the merchant's",
  moduleId: "USERNAMEREG3",
  encrypted: true,
  body: z.object({
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
    affiliateCode: optionalText,
    referralCode: optionalText,
    recommenderId: optionalText,
    registerUrl: z.string().max(2048).optional(),
    domain: optionalText,
    registerMethod: z.enum(["WEB"]).default("WEB"),
    /** Terms, privacy policy and the minimum age, accepted by the player. */
    agreement: z.literal(true, { error: "The agreement must be accepted" }),
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
  value: z.object({
    id: z.number().int(),
    account: z.string(),
    nickname: z.string(),
    type: z.number().int(),
    /** Masked, e.g. "55******4321", or "" when none. */
    mobile: z.string(),
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
