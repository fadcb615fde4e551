import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { dialingCodeSchema, mobileNumberSchema, verificationCodeSchema } from "./verification.ts";

/**
 * The login password, asked for every binding (a bound channel resets the password); accounts without
 * one (social sign-in) leave it out and prove themselves by a sign-in of the last 5 minutes.
 */
const currentPasswordSchema = z.string().max(128).optional();
const emailSchema = z.string().trim().max(255);
/** Where a code proving the owner goes: the account's confirmed mobile number or e-mail. */
const ownerChannelSchema = z.enum(["sms", "email"]);
/**
 * Instead of the password: a code sent (`ownerCode` call) to the account's *current* confirmed
 * number or e-mail, which only its owner reads.
 */
const ownerProofFields = {
  ownerChannel: ownerChannelSchema.optional(),
  ownerCode: z.string().trim().max(16).optional(),
};
const codeSentSchema = z.object({ expiredMinutes: z.number().int().positive() });

/** One item of the security centre: whether it is done, and what the member sees of it. */
const securityItemSchema = z.object({
  done: z.boolean(),
  /** Masked number or address, "" when none. */
  masked: z.string(),
});

export const securityOverviewCall = defineCall({
  id: "securityOverview",
  ...ENDPOINTS.securityOverview,
  tag: "security",
  summary: "The member's security items (passwords, bound mobile and e-mail) and the security level",
  auth: "member",
  whileExcluded: true,
  value: z.object({
    loginPassword: z.object({ done: z.boolean(), changedAt: z.number().int() }),
    paymentPassword: z.object({ done: z.boolean() }),
    /** `masked` is the stored number; `done` once an SMS code confirmed it. */
    mobile: securityItemSchema,
    email: securityItemSchema,
    /** An authenticator app bound to the account (RFC 6238), which can confirm a log-in from a new address. */
    authenticator: z.object({ done: z.boolean() }),
    /** Items done, out of `total`. */
    level: z.number().int(),
    total: z.number().int(),
  }),
});

export const bindMobileCodeCall = defineCall({
  id: "bindMobileCode",
  ...ENDPOINTS.bindMobileCode,
  tag: "security",
  summary:
    "Send an SMS code to a mobile number to bind to the account; one per second, too many means wait 5 minutes",
  auth: "member",
  body: z.object({ countryDialingCode: dialingCodeSchema, mobileNum: mobileNumberSchema }),
  value: codeSentSchema,
});

export const bindMobileCall = defineCall({
  id: "bindMobile",
  ...ENDPOINTS.bindMobile,
  tag: "security",
  summary:
    "Bind (or replace) the account's mobile number with the code sent to it and the login password (or a code sent to a confirmed channel; a recent sign-in for accounts without a password)",
  auth: "member",
  encrypted: true,
  body: z.object({
    countryDialingCode: dialingCodeSchema,
    mobileNum: mobileNumberSchema,
    verificationCode: verificationCodeSchema,
    password: currentPasswordSchema,
    ...ownerProofFields,
  }),
  value: z.object({ mobile: z.string() }),
});

export const bindEmailCodeCall = defineCall({
  id: "bindEmailCode",
  ...ENDPOINTS.bindEmailCode,
  tag: "security",
  summary:
    "E-mail a code to an address to bind to the account; one per second, too many means wait 5 minutes",
  auth: "member",
  body: z.object({ email: emailSchema }),
  value: codeSentSchema,
});

export const bindEmailCall = defineCall({
  id: "bindEmail",
  ...ENDPOINTS.bindEmail,
  tag: "security",
  summary:
    "Bind (or replace) the account's e-mail with the code sent to it and the login password (or a code sent to a confirmed channel; a recent sign-in for accounts without a password)",
  auth: "member",
  encrypted: true,
  body: z.object({
    email: emailSchema,
    verificationCode: verificationCodeSchema,
    password: currentPasswordSchema,
    ...ownerProofFields,
  }),
  value: z.object({ email: z.string() }),
});

export const ownerCodeCall = defineCall({
  id: "ownerCode",
  ...ENDPOINTS.ownerCode,
  tag: "security",
  summary:
    "Send a code to the account's confirmed mobile number or e-mail, to bind a number or e-mail without the login password",
  auth: "member",
  body: z.object({ channel: ownerChannelSchema }),
  /** `sentTo` is the masked number or address the code went to. */
  value: z.object({ expiredMinutes: z.number().int().positive(), sentTo: z.string() }),
});

/** A 6-digit code of the authenticator app. */
const authenticatorCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "Enter the 6 digits the app shows");

export const authenticatorSetupCall = defineCall({
  id: "authenticatorSetup",
  ...ENDPOINTS.authenticatorSetup,
  tag: "security",
  summary:
    "A new authenticator secret for the account, to scan or type into an app; it waits 10 minutes for a code of the app to bind it. Refused while one is bound",
  auth: "member",
  body: z.object({}),
  /** `otpauthUrl` is what the QR code holds (`otpauth://totp/...`); `secret` the same key in base32. */
  value: z.object({
    secret: z.string(),
    otpauthUrl: z.string(),
    expiredMinutes: z.number().int().positive(),
  }),
});

export const bindAuthenticatorCall = defineCall({
  id: "bindAuthenticator",
  ...ENDPOINTS.bindAuthenticator,
  tag: "security",
  summary:
    "Bind the authenticator set up last, with a code it shows and the login password (or a code sent to a confirmed channel; a recent sign-in for accounts without a password)",
  auth: "member",
  encrypted: true,
  body: z.object({
    code: authenticatorCodeSchema,
    password: currentPasswordSchema,
    ...ownerProofFields,
  }),
  value: z.object({ bound: z.literal(true) }),
});

export const removeAuthenticatorCall = defineCall({
  id: "removeAuthenticator",
  ...ENDPOINTS.removeAuthenticator,
  tag: "security",
  summary:
    "Remove the bound authenticator with the login password (or a code sent to a confirmed channel; a recent sign-in for accounts without a password): a lost phone need not lock it on",
  auth: "member",
  encrypted: true,
  body: z.object({ password: currentPasswordSchema, ...ownerProofFields }),
  value: z.object({ bound: z.literal(false) }),
});
