import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";

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
  tag: "session",
  summary: "Log in by username and password; a new session token at every login",
  encrypted: true,
  body: z.object({
    username: text(64).trim().min(1),
    password: text(128).min(1),
    type: z.enum(["username"]).default("username"),
    loginDeviceId: text(128).optional(),
  }),
  value: loginValueSchema,
});

export const logoutCall = defineCall({
  id: "logout",
  ...ENDPOINTS.logout,
  tag: "session",
  summary: "End the session of the token given; the token stops working at once",
  auth: "member",
  value: z.null(),
});
