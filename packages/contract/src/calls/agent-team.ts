import { z } from "zod";
import { PRODUCT_TYPES, REBATE_RATE_MAX_BP } from "../agent-products.ts";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { TEAM_SCOPES } from "./agent-reports.ts";
import { RECORD_TIME_MAX } from "./records.ts";

/**
 * The agent centre's team: opening accounts for the team (registerCenter, AGEREGDOWN3), affiliate
 * links, and team management (downlineManagmentView, DOWNMAN). Every call refuses players and trial
 * accounts (403 `agent.only`) and answers only about the caller's own subtree: a member outside it
 * is answered exactly like one that does not exist (404 `team.member.not.found`). Decision 034.
 *
 * Rebate rates travel in basis points of the valid bet (150 = 1.50 %), one per product type; a
 * member's rate never exceeds its upline's (`rebate.rate.above.upline`) and never falls below one of
 * its own direct downlines' (`rebate.rate.below.downline`).
 */

const rateBp = z.number().int().min(0).max(REBATE_RATE_MAX_BP);

/** The range of prize groups an agent or the operator may give (group 2000 returns 100 %). */
export const PRIZE_GROUP_MIN = 1000;
export const PRIZE_GROUP_MAX = 2000;

/** A rate for every product type (a product without a stored rate reads 0). */
export const rebateRatesSchema = z.object({
  lottery: rateBp,
  live: rateBp,
  slots: rateBp,
  sports: rateBp,
  pvp: rateBp,
  fish: rateBp,
});
export type RebateRates = z.infer<typeof rebateRatesSchema>;

/**
 * A lottery prize group (series, decision 068): a prize pays `odds × group / 2000`, and a bet's
 * rebate is `(its top group − chosen group) / 2000` of the stake.
 */
export const prizeGroupSchema = z.number().int().min(PRIZE_GROUP_MIN).max(PRIZE_GROUP_MAX);
const prizeGroupBoundSchema = prizeGroupSchema.nullable();

/** Rates to set: a product left out keeps its rate (0 for a new account). */
export const rebateRatesInputSchema = z.object({
  lottery: rateBp.optional(),
  live: rateBp.optional(),
  slots: rateBp.optional(),
  sports: rateBp.optional(),
  pvp: rateBp.optional(),
  fish: rateBp.optional(),
});
export type RebateRatesInput = z.infer<typeof rebateRatesInputSchema>;

/** Product types in the order the site lists their rate fields. */
export const REBATE_PRODUCTS = PRODUCT_TYPES;

/** Kinds of account an agent opens or a link registers. */
export const DOWNLINE_KINDS = ["player", "agent"] as const;
/** Agent levels as the wire codes them (decision 004); agents normally give 1 or 2. */
export const AGENT_LEVELS = [1, 2, 41, 42] as const;
const agentLevelSchema = z.union(AGENT_LEVELS.map((level) => z.literal(level)));

const memberIdSchema = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const instantSchema = z.coerce.number().int().min(0).max(RECORD_TIME_MAX);
/** A decimal amount of the merchant's currency, e.g. "100" or "12.50". */
const amountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,15}(\.\d{1,8})?$/, "must be a decimal amount");

/** A calendar day as yyyy-MM-dd, from the year 1. */
const birthdaySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a day as yyyy-MM-dd")
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return day >= "0001-01-01" && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, "must be a day of the calendar");
const emptyToUndefined = (text: string | undefined) => text || undefined;

/**
 * Who the account is for, as far as the agent knows it (all optional, stored on the account): the
 * details a person is recognised by. An account is refused (`agent.register.excluded`) when any of
 * them names a member of the merchant in a time-out or self-exclusion: the mobile number, the
 * e-mail, the identity document number, or the real name together with the birthday.
 */
export const downlinePersonShape = {
  countryDialingCode: z
    .string()
    .trim()
    .regex(/^(\+?\d{1,4})?$/, "Invalid dialing code")
    .optional()
    .transform(emptyToUndefined),
  mobileNum: z
    .string()
    .trim()
    .regex(/^(\d{5,20})?$/, "must be 5 to 20 digits")
    .optional()
    .transform(emptyToUndefined),
  email: z
    .union([z.literal(""), z.email().max(255)])
    .optional()
    .transform(emptyToUndefined),
  payeeName: z.string().trim().max(64).optional().transform(emptyToUndefined),
  birthday: z
    .union([z.literal(""), birthdaySchema])
    .optional()
    .transform(emptyToUndefined),
  idNumber: z.string().trim().max(64).optional().transform(emptyToUndefined),
};

export const registerDownlineCall = defineCall({
  id: "agentRegisterDownline",
  ...ENDPOINTS.agentRegisterDownline,
  tag: "agent",
  summary:
    "Open an account under the calling agent (registerCenter, AGEREGDOWN3): a player or an agent with rebate rates per product type, none above the caller's own; the new account must change its password at its first log-in",
  auth: "member",
  moduleId: "AGEREGDOWN3",
  encrypted: true,
  body: z.object({
    /** Checked against the merchant's username rule, unique per merchant in any letter case. */
    username: z.string().trim().min(1).max(64),
    /** Checked against the merchant's password rule. */
    password: z.string().min(1).max(128),
    kind: z.enum(DOWNLINE_KINDS).default("player"),
    /** For kind "agent": its level (default 1). */
    agentLevel: agentLevelSchema.optional(),
    rebateRates: rebateRatesInputSchema.default({}),
    ...downlinePersonShape,
  }),
  value: z.object({
    id: z.number().int(),
    username: z.string(),
    kind: z.enum(DOWNLINE_KINDS),
    /** Wire account code (decision 004): 0 player, 1, 2, 41, 42 agent. */
    customerType: z.number().int(),
    rebateRates: rebateRatesSchema,
  }),
});

export const myRebateRatesCall = defineCall({
  id: "agentMyRebateRates",
  ...ENDPOINTS.agentMyRebateRates,
  tag: "agent",
  summary: "The calling agent's own rebate rates per product type: the most it may give a downline",
  auth: "member",
  moduleId: "AGEINFO3",
  value: z.object({
    rebateRates: rebateRatesSchema,
    agentLevel: z.number().int(),
    prizeGroup: prizeGroupBoundSchema.describe(
      "The highest lottery prize group the agent may give a downline: the lowest along its chain; null: the games' own top",
    ),
  }),
});

const affiliateLinkSchema = z.object({
  /** null for the default link (the agent's own affiliate code), which cannot be removed. */
  id: z.number().int().nullable(),
  code: z.string(),
  kind: z.enum(DOWNLINE_KINDS),
  /** The level given to agents registering by this link. */
  agentLevel: z.number().int().nullable(),
  rebateRates: rebateRatesSchema,
  /** The registration address to share (the site draws its QR code). */
  url: z.string(),
  registrations: z.number().int(),
  createdAt: z.number().int().nullable(),
});
export type AffiliateLink = z.infer<typeof affiliateLinkSchema>;

/** How many link settings an agent may keep besides its default link. */
export const AFFILIATE_LINKS_MAX = 10;

export const affiliateLinksCall = defineCall({
  id: "agentAffiliateLinks",
  ...ENDPOINTS.agentAffiliateLinks,
  tag: "agent",
  summary:
    "The calling agent's affiliate code and one registration address per link setting: the default player link first, then the settings it made, newest first",
  auth: "member",
  moduleId: "AGEREGDOWN3",
  value: z.object({ affiliateCode: z.string(), links: z.array(affiliateLinkSchema) }),
});

export const createAffiliateLinkCall = defineCall({
  id: "agentCreateAffiliateLink",
  ...ENDPOINTS.agentCreateAffiliateLink,
  tag: "agent",
  summary: `A new link setting (at most ${AFFILIATE_LINKS_MAX}): accounts registering by it are placed under the agent with its kind and rebate rates`,
  auth: "member",
  moduleId: "AGEREGDOWN3",
  body: z.object({
    kind: z.enum(DOWNLINE_KINDS),
    agentLevel: agentLevelSchema.optional(),
    rebateRates: rebateRatesInputSchema.default({}),
  }),
  value: affiliateLinkSchema,
});

export const removeAffiliateLinkCall = defineCall({
  id: "agentRemoveAffiliateLink",
  ...ENDPOINTS.agentRemoveAffiliateLink,
  tag: "agent",
  summary:
    "Remove one of the calling agent's link settings; its code stops registering (affiliate.link.not.found for another agent's link)",
  auth: "member",
  moduleId: "AGEREGDOWN3",
  body: z.object({ id: memberIdSchema }),
  value: z.object({ id: z.number().int() }),
});

export const DOWNLINE_SORTS = ["registeredAt", "lastLoginAt", "balance", "username", "level"] as const;

export const downlinesCall = defineCall({
  id: "agentDownlines",
  ...ENDPOINTS.agentDownlines,
  tag: "agent",
  summary:
    "The team list (DOWNMAN): the caller's direct downlines or whole team, filtered by username prefix (any case), kind, level, balance, registration and last log-in instants (start inclusive, end exclusive, ms) and online state (a session seen in the last 5 minutes); sorted and paged",
  auth: "member",
  moduleId: "DOWNMAN",
  query: z.object({
    username: z
      .string()
      .trim()
      .max(32)
      .optional()
      .transform((name) => name || undefined),
    scope: z.enum(TEAM_SCOPES).default("team"),
    kind: z.enum(DOWNLINE_KINDS).optional(),
    /** Levels below the caller: 1 for direct downlines. */
    level: z.coerce.number().int().min(1).max(1_000).optional(),
    balanceMin: amountSchema.optional(),
    balanceMax: amountSchema.optional(),
    registeredFrom: instantSchema.optional(),
    registeredTo: instantSchema.optional(),
    lastLoginFrom: instantSchema.optional(),
    lastLoginTo: instantSchema.optional(),
    online: z.enum(["true", "false"]).optional(),
    sort: z.enum(DOWNLINE_SORTS).default("registeredAt"),
    order: z.enum(["asc", "desc"]).default("desc"),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        username: z.string(),
        kind: z.enum(DOWNLINE_KINDS),
        customerType: z.number().int(),
        /** Levels below the caller: 1 for a direct downline. */
        level: z.number().int(),
        upline: z.string(),
        balance: z.number(),
        registeredAt: z.number().int(),
        lastLoginAt: z.number().int().nullable(),
        online: z.boolean(),
        /** How many direct downlines it has. */
        directCount: z.number().int(),
      }),
    ),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const downlineDetailCall = defineCall({
  id: "agentDownlineDetail",
  ...ENDPOINTS.agentDownlineDetail,
  tag: "agent",
  summary:
    "One member of the caller's team (DOWNMAN): its account, balance, log-ins, rebate rates and team size",
  auth: "member",
  moduleId: "DOWNMAN",
  query: z.object({ memberId: memberIdSchema }),
  value: z.object({
    id: z.number().int(),
    username: z.string(),
    kind: z.enum(DOWNLINE_KINDS),
    customerType: z.number().int(),
    level: z.number().int(),
    upline: z.string(),
    /** Whether the caller is its direct upline: rebate settings and promotion are offered then. */
    direct: z.boolean(),
    balance: z.number(),
    registeredAt: z.number().int(),
    lastLoginAt: z.number().int().nullable(),
    online: z.boolean(),
    rebateRates: rebateRatesSchema,
    prizeGroup: prizeGroupBoundSchema.describe(
      "The member's highest lottery prize group: the lowest along its chain; null: the games' own top",
    ),
    directCount: z.number().int(),
    /** Everyone below it. */
    teamSize: z.number().int(),
  }),
});

export const setDownlineRebatesCall = defineCall({
  id: "agentSetDownlineRebates",
  ...ENDPOINTS.agentSetDownlineRebates,
  tag: "agent",
  summary:
    "Set a direct downline's rebate rates (DOWNMAN): none above the caller's own, none below a rate of the downline's own direct downlines",
  auth: "member",
  moduleId: "DOWNMAN",
  body: z.object({ memberId: memberIdSchema, rebateRates: rebateRatesInputSchema }),
  value: z.object({ id: z.number().int(), rebateRates: rebateRatesSchema }),
});

export const setDownlinePrizeGroupCall = defineCall({
  id: "agentSetDownlinePrizeGroup",
  ...ENDPOINTS.agentSetDownlinePrizeGroup,
  tag: "agent",
  summary:
    "Set a direct downline's highest lottery prize group (DOWNMAN): not above the caller's own (prizeGroup.above.upline), not below one of the downline's own team (prizeGroup.below.downline); its bets choose no group above it and its rebate is measured from it",
  auth: "member",
  moduleId: "DOWNMAN",
  body: z.object({ memberId: memberIdSchema, prizeGroup: prizeGroupSchema }),
  value: z.object({ id: z.number().int(), prizeGroup: prizeGroupBoundSchema }),
});

export const promoteDownlineCall = defineCall({
  id: "agentPromoteDownline",
  ...ENDPOINTS.agentPromoteDownline,
  tag: "agent",
  summary:
    "Make a direct downline player an agent of the given level (DOWNMAN); it gets its own affiliate code",
  auth: "member",
  moduleId: "DOWNMAN",
  body: z.object({ memberId: memberIdSchema, agentLevel: agentLevelSchema.default(1) }),
  value: z.object({ id: z.number().int(), customerType: z.number().int(), affiliateCode: z.string() }),
});
