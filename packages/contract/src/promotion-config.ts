import { z } from "zod";
import { isSafeImage } from "./links.ts";
import { localizedTextSchema } from "./localized.ts";
import { CLAIM_REQUIREMENTS, CLAIM_RULES, PROMOTION_CATEGORIES, PROMOTION_MODES } from "./promotions.ts";
import { RAFFLE_LIMITS } from "./raffle.ts";

/**
 * An instant: an ISO date-time with its offset, or "now", "now+7d", "now-30d", "now+6h" (days or
 * hours from when it is read).
 */
export const timeSpecSchema = z.union([
  z.iso.datetime({ offset: true }),
  z.string().regex(/^now([+-]\d{1,4}[dh])?$/, 'an ISO date-time or "now", "now+7d", "now-30d", "now+6h"'),
]);

/** Resolves a time spec against the given moment. */
export function resolveTimeSpec(spec: string, now: Date): Date {
  const relative = /^now(?:([+-]\d{1,4})([dh]))?$/.exec(spec);
  if (!relative) return new Date(spec);
  const unit = relative[2] === "h" ? 3_600_000 : 86_400_000;
  return new Date(now.getTime() + Number(relative[1] ?? 0) * unit);
}

/** A decimal amount in the merchant's currency ("25", "25.50"); the server checks its places. */
const amountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, "a positive decimal such as 25.00");

const percentSchema = z.number().positive().max(1000).multipleOf(0.01);
const multiplierSchema = z.number().min(0).max(100).multipleOf(0.01);

/**
 * A raffle's rule: how tickets are earned during the period (per valid bet, per qualifying deposit,
 * or both; at most `maxTickets` per member), when the draw is (at or after the period's end), how
 * long winners have to claim, and the prize table — tiers in place order, each `places` places of
 * `amount` (so `[{places: 1, amount: "500"}, {places: 3, amount: "100"}]` pays 500 to the first place
 * and 100 to places 2 to 4). A member wins one place at most unless `repeatWins`.
 */
export const raffleRuleSchema = z
  .object({
    betPerTicket: amountSchema.nullable().default(null),
    depositMin: amountSchema.nullable().default(null),
    depositTickets: z.number().int().min(1).max(RAFFLE_LIMITS.maxDepositTickets).default(1),
    maxTickets: z.number().int().min(1).max(RAFFLE_LIMITS.maxTicketsPerMember),
    drawAt: timeSpecSchema,
    claimHours: z.number().int().min(1).max(RAFFLE_LIMITS.maxClaimHours),
    repeatWins: z.boolean().default(false),
    prizes: z
      .array(z.object({ places: z.number().int().min(1).max(RAFFLE_LIMITS.maxPlaces), amount: amountSchema }))
      .min(1)
      .max(RAFFLE_LIMITS.maxTiers)
      .refine(
        (tiers) => tiers.reduce((sum, tier) => sum + tier.places, 0) <= RAFFLE_LIMITS.maxPlaces,
        `at most ${RAFFLE_LIMITS.maxPlaces} places in all`,
      ),
  })
  .strict()
  .refine((rule) => rule.betPerTicket !== null || rule.depositMin !== null, {
    message: "tickets come from valid bets (betPerTicket), deposits (depositMin) or both",
    path: ["betPerTicket"],
  });
export type RaffleRuleDefinition = z.output<typeof raffleRuleSchema>;

/** The fields of a promotion, none of them defaulted: what an operator's change may name. */
export const promotionFieldsSchema = z.object({
  category: z.enum(PROMOTION_CATEGORIES),
  title: localizedTextSchema.refine((text) => Object.keys(text).length > 0, "needs at least one language"),
  summary: localizedTextSchema,
  /** HTML per language; cleaned when written, and again when shown. */
  content: localizedTextSchema,
  artwork: z.string().refine(isSafeImage, "must be a site path (/...) or an https: address"),
  startsAt: timeSpecSchema,
  endsAt: timeSpecSchema,
  sort: z.number().int().min(-10_000).max(10_000),
  enabled: z.boolean(),
  mode: z.enum(PROMOTION_MODES),
  rule: z.enum(CLAIM_RULES).nullable(),
  /** registered_during: the fixed bonus. */
  bonusAmount: amountSchema.nullable(),
  /** first_deposit: the smallest qualifying deposit and the percentage of it paid. */
  minDeposit: amountSchema.nullable(),
  bonusPercent: percentSchema.nullable(),
  /** first_deposit: the most it pays; apply: the most an operator may award (optional). */
  bonusCap: amountSchema.nullable(),
  turnoverMultiplier: multiplierSchema,
  /** claim: what the member must also have before claiming (a verified mobile, a first deposit). */
  claimRequires: z.enum(CLAIM_REQUIREMENTS).nullable(),
  /** raffle: how tickets are earned, the draw, the claim window and the prize table. */
  raffle: raffleRuleSchema.nullable(),
});

/**
 * A promotion as an operator defines it (the merchant file and the back office): what it says, when
 * it runs, and how members take part. The rule's figures must match its mode and rule.
 */
export const promotionDefinitionSchema = promotionFieldsSchema
  .extend({
    summary: localizedTextSchema.default({}),
    content: localizedTextSchema.default({}),
    sort: promotionFieldsSchema.shape.sort.default(0),
    enabled: z.boolean().default(true),
    rule: promotionFieldsSchema.shape.rule.default(null),
    bonusAmount: amountSchema.nullable().default(null),
    minDeposit: amountSchema.nullable().default(null),
    bonusPercent: percentSchema.nullable().default(null),
    bonusCap: amountSchema.nullable().default(null),
    turnoverMultiplier: multiplierSchema.default(0),
    claimRequires: promotionFieldsSchema.shape.claimRequires.default(null),
    raffle: promotionFieldsSchema.shape.raffle.default(null),
  })
  .superRefine((definition, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: "custom", path: [path], message });
    const { mode, rule } = definition;
    if ((mode === "claim") !== (rule !== null))
      issue("rule", "a claim promotion has a rule, the others none");
    const needs = {
      bonusAmount: rule === "registered_during",
      minDeposit: rule === "first_deposit",
      bonusPercent: rule === "first_deposit",
      bonusCap: rule === "first_deposit" || (mode === "apply" && definition.bonusCap !== null),
    } as const;
    for (const [field, needed] of Object.entries(needs)) {
      const value = definition[field as keyof typeof needs];
      if (needed && value === null) issue(field, `required for this ${rule ? "rule" : "mode"}`);
      if (!needed && value !== null) issue(field, `not used by this ${rule ? "rule" : "mode"}`);
    }
    if (mode !== "claim" && definition.claimRequires !== null) {
      issue("claimRequires", "only a claim promotion has a requirement");
    }
    if (mode === "info" && definition.turnoverMultiplier !== 0) {
      issue("turnoverMultiplier", "an info promotion pays no bonus");
    }
    if ((mode === "raffle") !== (definition.raffle !== null)) {
      issue("raffle", "a raffle promotion has a raffle rule, the others none");
    }
  });
export type PromotionDefinition = z.infer<typeof promotionDefinitionSchema>;

/** A promotion of a merchant file: a definition with the key the seed knows it by. */
export const promotionConfigSchema = z.intersection(
  z.object({ key: z.string().regex(/^[a-z0-9-]{2,40}$/) }),
  promotionDefinitionSchema,
);
