import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import {
  dialingCodeSchema,
  mobileNumberSchema,
  phoneTokenShape,
  verificationCodeSchema,
} from "./verification.ts";

// Password formats are the merchant's `password` field rule, checked by the service.
const password = z.string().max(128);

export const changePasswordCall = defineCall({
  id: "changePassword",
  ...ENDPOINTS.changePassword,
  tag: "password",
  summary:
    "Change the password; the old one is required when the account has one. Every session of the account ends",
  auth: "member",
  beforePasswordChange: true,
  encrypted: true,
  body: z.object({
    oldPassword: password.optional(),
    newPassword: password,
    confirmNewPassword: password,
  }),
  value: z.null(),
});

export const forgotPasswordEmailCall = defineCall({
  id: "forgotPasswordEmail",
  ...ENDPOINTS.forgotPasswordEmail,
  tag: "password",
  summary: "E-mail a reset code and link to the account's address when username and e-mail match",
  body: z.object({ username: z.string().trim().min(1).max(64), email: z.string().trim().min(1).max(255) }),
  value: z.object({ expiredMinutes: z.number().int().positive() }),
});

export const resetPasswordEmailCall = defineCall({
  id: "resetPasswordEmail",
  ...ENDPOINTS.resetPasswordEmail,
  tag: "password",
  summary: "Set a new password with the code from the reset e-mail; every session of the account ends",
  encrypted: true,
  body: z.object({
    username: z.string().trim().min(1).max(64),
    verificationCode: verificationCodeSchema.min(1),
    newPassword: password,
    confirmNewPassword: password,
  }),
  /** The account's username, to log in with the new password. */
  value: z.object({ username: z.string() }),
});

export const resetPasswordPhoneCall = defineCall({
  id: "resetPasswordPhone",
  ...ENDPOINTS.resetPasswordPhone,
  tag: "password",
  summary:
    "Set a new password with the SMS code of the mobile number (CHNGPASSVERIF3); every session of the account ends",
  moduleId: "CHNGPASSVERIF3",
  encrypted: true,
  body: z
    .object({
      countryDialingCode: dialingCodeSchema,
      mobileNum: mobileNumberSchema,
      // Empty on the phone-authentication route, where verificationToken proves the number.
      verificationCode: verificationCodeSchema.default(""),
      ...phoneTokenShape,
      newPassword: password,
      confirmNewPassword: password,
    })
    .refine((body) => body.verificationCode !== "" || Boolean(body.verificationToken), {
      path: ["verificationCode"],
      message: "Required",
    }),
  /** The account's username: the site logs in with it and the new password. */
  value: z.object({ username: z.string() }),
});
