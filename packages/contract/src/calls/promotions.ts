import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import {
  APPLICATION_LIMITS,
  CLAIM_REQUIREMENTS,
  CLAIM_RULES,
  ELIGIBILITY_NOTES,
  PROMOTION_CATEGORIES,
  PROMOTION_MODES,
  PROMOTION_PHASES,
  PROMOTION_STATUSES,
} from "../promotions.ts";
import { raffleDetailSchema } from "./raffles.ts";

const promotionId = z.coerce.number().int().positive().max(2_147_483_647);

export const promotionCardSchema = z.object({
  id: z.number().int(),
  category: z.enum(PROMOTION_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  /** A site path or an https address of the promotion's picture. */
  artwork: z.string(),
  /** Milliseconds since the epoch. */
  startTime: z.number().int(),
  endTime: z.number().int(),
  phase: z.enum(PROMOTION_PHASES),
  mode: z.enum(PROMOTION_MODES),
  /** What the viewer sees: the member's own standing, or the plain call to action for a visitor. */
  status: z.enum(PROMOTION_STATUSES),
  /** The action the viewer may take now; a visitor or trial account is asked to log in or register. */
  action: z.enum(["join", "claim"]).nullable(),
});
export type PromotionCard = z.infer<typeof promotionCardSchema>;

export const APPLICATION_STATUSES = ["applying", "rejected", "issued"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const applicationSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  comment: z.string(),
  imageCount: z.number().int(),
  /** The bonus granted on approval. */
  bonusAmount: z.number().nullable(),
  rejectReason: z.string().nullable(),
  appliedAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});

export const claimSchema = z.object({
  amount: z.number(),
  /** Turnover to bet before the bonus counts as cash. */
  requiredTurnover: z.number(),
  claimedAt: z.number().int(),
});

export const promotionListCall = defineCall({
  id: "promotionList",
  ...ENDPOINTS.promotionList,
  tag: "promotions",
  summary:
    "Promotions that have not ended (or ended within 30 days), in the merchant's order; with a session, each with the member's status",
  auth: "optional",
  query: z.object({ category: z.enum(PROMOTION_CATEGORIES).optional() }),
  value: z.object({ list: z.array(promotionCardSchema) }),
});

export const promotionDetailCall = defineCall({
  id: "promotionDetail",
  ...ENDPOINTS.promotionDetail,
  tag: "promotions",
  summary: "One promotion: its content, rules and, with a session, the member's application or claim",
  auth: "optional",
  query: z.object({ id: promotionId }),
  value: promotionCardSchema.extend({
    /** Sanitized HTML: the operator's terms. */
    content: z.string(),
    rules: z.object({
      rule: z.enum(CLAIM_RULES).nullable(),
      /** A fixed claim bonus (registered_during). */
      bonusAmount: z.number().nullable(),
      /** first_deposit: the smallest qualifying deposit, the percentage it earns, the most it earns. */
      minDeposit: z.number().nullable(),
      bonusPercent: z.number().nullable(),
      /** The most a bonus of this promotion can be (first_deposit, and an operator's award in apply mode). */
      bonusCap: z.number().nullable(),
      turnoverMultiplier: z.number(),
      /** What a claim also needs: a verified mobile number or a first deposit. */
      claimRequires: z.enum(CLAIM_REQUIREMENTS).nullable(),
    }),
    note: z.enum(ELIGIBILITY_NOTES).nullable(),
    /** The member's latest application (apply mode). */
    application: applicationSchema.nullable(),
    claim: claimSchema.nullable(),
    /** A raffle promotion's tickets, draw and prizes; null in the other modes. */
    raffle: raffleDetailSchema.nullable(),
  }),
});
export type PromotionDetail = z.infer<typeof promotionDetailCall.value>;

// A base64 image of 5 MB is about 7 MB of text; a little more is let through so that the service
// answers an oversized image with `upload.too.large` rather than a generic refusal.
const imageData = z
  .string()
  .max(8 * 1024 * 1024)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, "base64 data");

export const joinPromotionCall = defineCall({
  id: "joinPromotion",
  ...ENDPOINTS.joinPromotion,
  tag: "promotions",
  summary:
    "Apply to an apply-mode promotion with a comment (140 characters) and up to three png or jpg images (base64, 5 MB each)",
  auth: "member",
  body: z.object({
    promotionId,
    comment: z.string().trim().max(APPLICATION_LIMITS.commentMax).default(""),
    images: z.array(z.object({ data: imageData })).default([]),
  }),
  value: z.object({ application: applicationSchema }),
});

export const claimPromotionCall = defineCall({
  id: "claimPromotion",
  ...ENDPOINTS.claimPromotion,
  tag: "promotions",
  summary:
    "Claim a claim-mode promotion's bonus once its rule holds; once per member (a repeat answers the first claim)",
  auth: "member",
  body: z.object({ promotionId }),
  value: z.object({ claim: claimSchema, balance: z.number(), replayed: z.boolean() }),
});

export const rewardEntrySchema = z.object({
  /** raffle: a lucky-draw prize the member claimed. */
  kind: z.enum(["application", "claim", "raffle"]),
  id: z.number().int(),
  promotionId: z.number().int(),
  title: z.string(),
  category: z.enum(PROMOTION_CATEGORIES),
  artwork: z.string(),
  status: z.enum(["applying", "rejected", "issued", "claimed"]),
  /** The bonus granted; null while applying or after a rejection. */
  amount: z.number().nullable(),
  comment: z.string(),
  imageCount: z.number().int(),
  rejectReason: z.string().nullable(),
  time: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type RewardEntry = z.infer<typeof rewardEntrySchema>;

export const myPromotionsCall = defineCall({
  id: "myPromotions",
  ...ENDPOINTS.myPromotions,
  tag: "promotions",
  summary: "The member's reward centre: applications, claims and lucky-draw prizes claimed, newest first",
  auth: "member",
  moduleId: "REWCEN3",
  query: z.object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  }),
  value: z.object({
    list: z.array(rewardEntrySchema),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});
