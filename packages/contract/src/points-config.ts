import { z } from "zod";
import { isSafeImage } from "./links.ts";
import { localizedTextSchema } from "./localized.ts";
import { RATIO_PLACES, REWARD_CONTACTS, REWARD_KINDS } from "./points.ts";

const ratioSchema = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,4})?$/, `must be a decimal of at most ${RATIO_PLACES} places, such as "0.01"`);
const decimalSchema = z.string().regex(/^\d{1,12}(\.\d{1,4})?$/, "must be a decimal such as 10.00");
const imageSchema = z.string().refine(isSafeImage, "must be a site path (/...) or an https: address");

/** A reward of the points mall as a merchant file seeds it; operators change stock at run time. */
export const pointRewardConfigSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9-]{1,40}$/),
    kind: z.enum(REWARD_KINDS),
    name: localizedTextSchema.refine((text) => Object.keys(text).length > 0, "needs a name"),
    description: localizedTextSchema.default({}),
    image: imageSchema,
    /** Points one unit costs. */
    points: decimalSchema,
    /** Deposits the member must have made in all, a decimal of the currency ("0" for none). */
    amountRequired: decimalSchema.default("0"),
    /** For cash rewards: what one unit pays to the main wallet when an operator approves it. */
    cashAmount: decimalSchema.default("0"),
    /** Bonus rewards are paid to this kind of number, which the member must give. */
    contact: z.enum(REWARD_CONTACTS).optional(),
    stock: z.number().int().min(0).max(1_000_000),
    sort: z.number().int().default(0),
  })
  .strict()
  .refine((reward) => reward.kind !== "cash" || Number(reward.cashAmount) > 0, {
    message: "a cash reward needs a cashAmount",
    path: ["cashAmount"],
  })
  .refine((reward) => reward.kind !== "bonus" || reward.contact !== undefined, {
    message: "a bonus reward names the contact (zalo or whatsapp) it is paid to",
    path: ["contact"],
  });
export type PointRewardConfig = z.infer<typeof pointRewardConfigSchema>;

/**
 * The points mall of a merchant (module PTSYS3): what a valid bet of each product type and a
 * deposit earn per unit of the currency, what converting points pays, and the rewards.
 */
export const pointsConfigSchema = z
  .object({
    ratios: z
      .object({
        live: ratioSchema,
        lottery: ratioSchema,
        pvp: ratioSchema,
        slots: ratioSchema,
        sports: ratioSchema,
        fish: ratioSchema,
        deposit: ratioSchema,
      })
      .default({
        live: "0",
        lottery: "0",
        pvp: "0",
        slots: "0",
        sports: "0",
        fish: "0",
        deposit: "0",
      }),
    /** Converting: this many points pay this amount; at least minPoints at a time. "0": no conversion. */
    conversion: z
      .object({ points: decimalSchema, amount: decimalSchema, minPoints: decimalSchema })
      .default({ points: "0", amount: "0", minPoints: "0" }),
    /** The points rules page, operator text. */
    rules: localizedTextSchema.default({}),
    rewards: z
      .array(pointRewardConfigSchema)
      .refine((list) => new Set(list.map((reward) => reward.key)).size === list.length, "keys must be unique")
      .default([]),
  })
  .strict();
export type PointsConfig = z.infer<typeof pointsConfigSchema>;
