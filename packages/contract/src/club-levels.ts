import { z } from "zod";
import { localizedTextSchema } from "./localized.ts";

/** The highest rank a merchant may define; ranks above 4 reach the VIP service (spec part 1 §4). */
export const MAX_CLUB_RANK = 99;

// Only plain hex colours: the site puts them in a style attribute.
const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour such as #f5c542");

/**
 * A club (VIP) level of a merchant. The member header shows a member's level as the member label,
 * its name in the text colour (`color`) on the background colour (`color2`).
 */
export const clubLevelSchema = z
  .object({
    rankLevel: z.number().int().min(1).max(MAX_CLUB_RANK),
    name: localizedTextSchema.refine((text) => Object.keys(text).length > 0, "needs a name"),
    color: colourSchema,
    color2: colourSchema,
  })
  .strict();
export type ClubLevel = z.infer<typeof clubLevelSchema>;

export const clubLevelsSchema = z
  .array(clubLevelSchema)
  .refine(
    (levels) => new Set(levels.map((level) => level.rankLevel)).size === levels.length,
    "rank levels must be unique",
  );
