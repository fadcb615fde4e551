import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";

// Formats are the merchant's `paymentPassword` field rule, checked by the service.
const paymentPassword = z.string().max(128);

export const paymentPasswordStatusCall = defineCall({
  id: "paymentPasswordStatus",
  ...ENDPOINTS.paymentPasswordStatus,
  tag: "payment-password",
  summary: "Whether the member has a payment password, and until when wrong guesses have locked it",
  moduleId: "PAYMENTPASS3",
  auth: "member",
  whileExcluded: true,
  value: z.object({
    isSet: z.boolean(),
    /** Milliseconds timestamp; null when the payment password can be used. */
    lockedUntil: z.number().int().nullable(),
    /** Whether the account has a login password to prove itself with (social sign-ins may not). */
    loginPasswordSet: z.boolean(),
  }),
});

export const setPaymentPasswordCall = defineCall({
  id: "setPaymentPassword",
  ...ENDPOINTS.setPaymentPassword,
  tag: "payment-password",
  summary:
    "Set the first payment password of an account that has none (refused when one is set), proven by the login password",
  moduleId: "PAYMENTPASS3",
  auth: "member",
  encrypted: true,
  body: z.object({
    paymentPassword,
    confirmPaymentPassword: paymentPassword,
    /** Proves the owner; accounts without one (social sign-in) need a sign-in of the last 5 minutes. */
    loginPassword: z.string().max(128).optional(),
  }),
  value: z.null(),
});

export const changePaymentPasswordCall = defineCall({
  id: "changePaymentPassword",
  ...ENDPOINTS.changePaymentPassword,
  tag: "payment-password",
  summary:
    "Change the payment password, proven by the current one, or by the log-in password when it is forgotten",
  moduleId: "PAYMENTPASS3",
  auth: "member",
  encrypted: true,
  body: z
    .object({
      oldPaymentPassword: paymentPassword.optional(),
      /** Instead of the old payment password, when the member has forgotten it. */
      loginPassword: z.string().max(128).optional(),
      newPaymentPassword: paymentPassword,
      confirmNewPaymentPassword: paymentPassword,
    })
    .refine((body) => Boolean(body.oldPaymentPassword) !== Boolean(body.loginPassword), {
      message: "Give either the current payment password or the log-in password",
      path: ["oldPaymentPassword"],
    }),
  value: z.null(),
});
