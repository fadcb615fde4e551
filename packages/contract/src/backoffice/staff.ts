import { z } from "zod";
import { PERMISSIONS, STAFF_ROLES } from "./permissions.ts";

/**
 * The staff calls of the back office (`/admin/api/staff/*`, decision 081): the signed-in member,
 * the log-in steps and the owner's staff management. The session is the `banca_staff` cookie; every
 * call that carries it also sends `X-Banca-Staff: 1`.
 */
export const STAFF_COOKIE = "banca_staff";
export const STAFF_HEADER = "x-banca-staff";

export const staffUsernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{2,31}$/, "3-32 letters, digits, '.', '_' or '-'");
export const staffRoleSchema = z.enum(STAFF_ROLES);
export const merchantScopeSchema = z
  .array(z.string().regex(/^[a-z0-9-]{2,32}$/))
  .min(1)
  .nullable()
  .describe("The merchants the member may work on; null: every merchant");

export const staffMeSchema = z.object({
  username: z.string(),
  role: staffRoleSchema,
  merchants: z.array(z.string()).nullable().describe("null: every merchant"),
  permissions: z.array(z.enum(PERMISSIONS)),
  idleMinutes: z.number().int().describe("A session ends after this many minutes without a call"),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const enrolmentSchema = z.object({
  secret: z.string().describe("The TOTP secret in base32, for typing into an authenticator"),
  otpauthUrl: z.string(),
  qrSvg: z.string().describe("The otpauth URL as a QR code, an SVG document"),
});

export const loginBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});
export const loginValueSchema = z.discriminatedUnion("step", [
  z.object({ step: z.literal("totp") }),
  z.object({ step: z.literal("enrol"), enrolment: enrolmentSchema }),
]);

export const totpBodySchema = z.object({
  code: z
    .string()
    .trim()
    .min(6)
    .max(32)
    .describe("The authenticator's 6 digits, or one of the recovery codes"),
});
export const meValueSchema = z.object({ staff: staffMeSchema });
export const enrolValueSchema = z.object({
  staff: staffMeSchema,
  recoveryCodes: z.array(z.string()).describe("One-time codes for a lost authenticator, shown only now"),
});

/** The enrolment link's token: the new member chooses a password, then enrols TOTP at log-in. */
export const claimBodySchema = z.object({
  token: z.string().min(20).max(200),
  password: z.string().min(1).max(128),
});

export const staffMerchantsValueSchema = z.object({
  list: z.array(z.object({ code: z.string(), name: z.string() })),
});

export const staffMemberSchema = z.object({
  username: z.string(),
  role: staffRoleSchema,
  merchants: z.array(z.string()).nullable(),
  enrolled: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export const staffListValueSchema = z.object({ list: z.array(staffMemberSchema) });

export const staffCreateBodySchema = z.object({
  username: staffUsernameSchema,
  role: staffRoleSchema,
  merchants: merchantScopeSchema,
});
export const staffCreateValueSchema = z.object({
  username: z.string(),
  enrolmentLink: z.string().describe("One-time: sets the password and leads to TOTP enrolment"),
});
export const staffUpdateBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  role: staffRoleSchema.optional(),
  merchants: merchantScopeSchema.optional(),
});
export const staffUsernameBodySchema = z.object({ username: z.string().trim().min(1).max(64) });
