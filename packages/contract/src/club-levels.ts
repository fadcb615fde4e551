import { z } from "zod";
import { localizedTextSchema } from "./localized.ts";

/** The highest rank a merchant may define; ranks above 4 reach the VIP service (spec part 1 §4). */
export const MAX_CLUB_RANK = 99;

// Only plain hex colours: the site puts them in a style attribute.
const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour such as #f5c542");

const decimalSchema = z.string().regex(/^\d{1,12}(\.\d{1,4})?$/, "must be a decimal such as 10.00");

/** A decimal of the schema above in ten-thousandths, to compare two without a float. */
const scaled = (text: string) => {
  const [whole = "0", fraction = ""] = text.split(".");
  return BigInt(whole + fraction.padEnd(4, "0"));
};

/**
 * A club (VIP) level of a merchant. The member header shows a member's level as the member label,
 * its name in the text colour (`color`) on the background colour (`color2`). A level with
 * `promotion` is reached automatically (decision 059); one without is given by operators only.
 */
export const clubLevelSchema = z
  .object({
    rankLevel: z.number().int().min(1).max(MAX_CLUB_RANK),
    name: localizedTextSchema.refine((text) => Object.keys(text).length > 0, "needs a name"),
    color: colourSchema,
    color2: colourSchema,
    /** Deposits and valid bets (decimals of the currency) one rank period must reach, both. */
    promotion: z.object({ deposit: decimalSchema, validBet: decimalSchema }).strict().optional(),
    /** Valid bets each period must reach to keep the level, where the merchant relegates. */
    keepValidBet: decimalSchema.optional(),
    /** Paid once to a member, the first time it reaches the level by play. */
    reward: decimalSchema.optional(),
    /** What the level gives its members, shown on the rank page. */
    benefits: localizedTextSchema.optional(),
  })
  .strict();
export type ClubLevel = z.infer<typeof clubLevelSchema>;

export const clubLevelsSchema = z
  .array(clubLevelSchema)
  .refine(
    (levels) => new Set(levels.map((level) => level.rankLevel)).size === levels.length,
    "rank levels must be unique",
  )
  .refine((levels) => {
    const reached = levels
      .filter((level) => level.promotion)
      .sort((a, b) => a.rankLevel - b.rankLevel)
      .map((level) => level.promotion!);
    return reached.every(
      (promotion, index) =>
        index === 0 ||
        (scaled(promotion.deposit) >= scaled(reached[index - 1]!.deposit) &&
          scaled(promotion.validBet) >= scaled(reached[index - 1]!.validBet)),
    );
  }, "a higher level must not ask for less deposits or valid bets than a lower one");
