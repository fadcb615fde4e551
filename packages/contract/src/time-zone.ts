import { z } from "zod";

/** An IANA time zone ("UTC", "Asia/Manila") that this runtime's Intl knows; UTC when not given. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "must be an IANA time zone such as UTC or Asia/Manila")
  .default("UTC");
