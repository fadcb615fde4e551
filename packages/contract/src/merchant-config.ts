import { z } from "zod";
import { agentPayoutSettingsSchema } from "./agent-payout-settings.ts";
import { clubLevelsSchema, MAX_CLUB_RANK } from "./club-levels.ts";
import { depositSettingsSchema } from "./deposit-config.ts";
import { isSafeImage, isSafeLink } from "./links.ts";
import { localizedTextSchema } from "./localized.ts";
import { missionsConfigSchema } from "./missions-config.ts";
import { pointsConfigSchema } from "./points-config.ts";
import { promotionConfigSchema } from "./promotion-config.ts";
import { rankConfigSchema } from "./rank-config.ts";
import { referralConfigSchema } from "./referral-config.ts";
import {
  fileOverBudgetMessages,
  merchantHouseEdges,
  rewardBudgetConfigSchema,
  rewardRatesOfFile,
} from "./reward-budget-config.ts";
import { languageSchema, moduleNodeSchema } from "./schemas.ts";
import {
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  GAME_TYPES,
  LINKAGE_TYPES,
  RESOURCE_TYPES,
  THEMES,
} from "./site.ts";
import { validBetsConfigSchema } from "./valid-bets.ts";
import { withdrawalSettingsSchema } from "./withdrawal-settings.ts";

const linkSchema = z.string().refine(isSafeLink, "must be a site path (/...), https:, mailto: or tel: link");
const imageSchema = z.string().refine(isSafeImage, "must be a site path (/...) or an https: address");

export const fieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.number().int().min(0).max(20),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
});

export const resourceSchema = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  labelNameEn: z.string(),
  url: linkSchema,
  qrCodeUrl: z.union([imageSchema, z.literal("")]).default(""),
});

export const customerServiceSchema = z.object({ csType: z.string(), path: linkSchema });

export const vendorConfigSchema = z.object({
  vassalage: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  displayName: z.string().min(1),
  gameType: z.enum(GAME_TYPES),
  logo: imageSchema,
  sort: z.number().int().default(0),
  /**
   * "seamless": the vendor debits the main wallet while the member plays; "transfer": the vendor
   * plays from a wallet of its own, filled and emptied by the member's wallet transfers.
   */
  wallet: z.enum(["seamless", "transfer"]).default("seamless"),
});

export const bannerConfigSchema = z.object({
  groupName: z.enum(BANNER_GROUPS),
  url: imageSchema,
  title: localizedTextSchema,
  linkageType: z.enum(LINKAGE_TYPES).default("NONE"),
  link: z.union([linkSchema, z.literal("")]).default(""),
  sort: z.number().int().default(0),
});

export const announcementConfigSchema = z.object({
  // Type B (banners) is the banner list itself, configured under `banners`.
  type: z.enum(ANNOUNCEMENT_TYPES).exclude(["B"]),
  title: localizedTextSchema,
  content: localizedTextSchema,
  publishedAt: z.iso.datetime({ offset: true }),
});

export const helpTopicConfigSchema = z.object({
  tag: z.string().regex(/^[a-z0-9-]{2,40}$/),
  title: localizedTextSchema,
  content: localizedTextSchema,
  sort: z.number().int().default(0),
});

/** An OpenID issuer: https, or http on this machine only (a provider running next to the server). */
const ISSUER_URL =
  /^(https:\/\/[a-z0-9.-]+|http:\/\/(localhost|127\.0\.0\.1|\[::1\]))(:\d{1,5})?(\/[\w.~%!$&'()*+,;=:@/-]*)?$/i;

/**
 * One social sign-in provider: an OpenID Connect issuer with this merchant's client, whose secret
 * is read from the named environment variable (never written in the file), or the server's
 * built-in sandbox provider (only when SANDBOX_OIDC is on).
 */
export const socialProviderConfigSchema = z.union([
  z.object({ sandbox: z.literal(true) }).strict(),
  z
    .object({
      issuer: z
        .string()
        .max(300)
        .regex(ISSUER_URL, "must be an https:// address (http:// only for localhost)"),
      clientId: z.string().min(1).max(300),
      clientSecretEnv: z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/, "must be an environment variable name"),
      /** Scopes asked for; default "openid email profile" (Facebook: "openid email public_profile"). */
      scope: z
        .string()
        .regex(/^openid( [\x21\x23-\x5b\x5d-\x7e]+)*$/, "must start with openid")
        .optional(),
    })
    .strict(),
]);
export type SocialProviderConfig = z.infer<typeof socialProviderConfigSchema>;

/**
 * How codes to a mobile number are sent and checked (spec part 1 §4): the platform's own SMS codes
 * ("builtin", through the SMS adapter), or a third-party phone-authentication provider that sends
 * and checks the code itself and hands the site a token the server verifies ("identity-toolkit",
 * or the server's built-in "sandbox" provider, only when SANDBOX_PHONE_AUTH is on).
 */
export const phoneAuthConfigSchema = z.discriminatedUnion("provider", [
  z.object({ provider: z.literal("builtin") }).strict(),
  z.object({ provider: z.literal("sandbox") }).strict(),
  z
    .object({
      provider: z.literal("identity-toolkit"),
      /** The provider project: the tokens' audience, and part of their issuer. */
      projectId: z.string().regex(/^[a-z0-9-]{3,64}$/, "must be a project id"),
      /** The browser key of the project: public by design (it goes to every visitor). */
      apiKey: z.string().min(1).max(200),
      /** The REST API the browser calls; default https://identitytoolkit.googleapis.com/v1. */
      apiUrl: z.string().max(300).regex(ISSUER_URL, "must be an https:// address").optional(),
      /** The public keys of the tokens (JWKS); default the provider's published set. */
      keysUrl: z.string().max(300).regex(ISSUER_URL, "must be an https:// address").optional(),
      /** The tokens' issuer; default https://securetoken.google.com/<projectId>. */
      issuer: z.string().max(300).optional(),
    })
    .strict(),
]);
export type PhoneAuthConfig = z.infer<typeof phoneAuthConfigSchema>;

/** An entry of a merchant's region allow-list: one IPv4 or IPv6 address, or a CIDR network. */
export const allowedAddressSchema = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
  error: "must be an IP address or a CIDR network such as 203.0.113.0/24",
});
export const MAX_ALLOWED_ADDRESSES = 200;

const hostOriginSchema = z
  .string()
  .regex(/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i, "must be an origin such as https://img1.example.com");

/** A merchant's configuration file (`config/merchants/<code>.json`), seeded on first start. */
export const merchantConfigSchema = z
  .object({
    code: z.string().regex(/^[a-z0-9-]{2,32}$/),
    name: z.string().min(1),
    domains: z.array(z.string()).default([]),
    languages: z.object({ default: languageSchema, supported: z.array(languageSchema).min(1) }),
    gameLanguage: languageSchema,
    currency: z.object({ code: z.string().length(3), symbol: z.string().min(1), decimals: z.number().int() }),
    theme: z.object({ default: z.enum(THEMES) }),
    brand: z.object({ logoDark: imageSchema, logoLight: imageSchema, copyright: localizedTextSchema }),
    site: z.object({
      maintenance: z.boolean().default(false),
      loginedToHomePage: z.boolean().default(false),
      // The analytics tag's id (e.g. "G-ABC123"); empty: the site loads no analytics at all.
      gtagId: z
        .string()
        .regex(/^[A-Za-z0-9-]{0,40}$/, "must be a tag id such as G-ABC123")
        .default(""),
      // Image and game-launch hosts (spec part 1 §9), bare origins such as "https://img1.example.com".
      imageCDNs: z.array(hostOriginSchema).default([]),
      launchGameCDNs: z.array(hostOriginSchema).default([]),
    }),
    whitelabel: z.array(moduleNodeSchema),
    registerRules: z.record(z.string(), fieldRuleSchema),
    resources: z.array(resourceSchema),
    customerService: z.array(customerServiceSchema),
    domainRoutes: z.array(z.object({ domain: z.string(), speed: z.number().int().min(0) })),
    regionRestriction: z.object({
      blockedCountries: z.array(z.string().length(2)),
      /** Addresses let in from a blocked country (an office, a partner): exact IPs and CIDR networks. */
      allowedAddresses: z.array(allowedAddressSchema).max(MAX_ALLOWED_ADDRESSES).default([]),
    }),
    /**
     * Serve only on the merchant's own `domains`: a request for another host (or naming this merchant
     * from another host) is refused with `domain.check.failed`. Off only for a local demo.
     */
    domainCheck: z.boolean().default(true),
    feedback: z.object({ minLength: z.number().int().min(1), maxLength: z.number().int().min(1) }),
    /** Deposit channels (DPSTBAS3): bank transfer and QR confirmed by an operator, payment gateways. */
    deposit: depositSettingsSchema.default({ channels: [] }),
    /** Bank-card templates, withdrawal limits, fee and the forced-receipt delay; every field has a default. */
    withdrawal: withdrawalSettingsSchema.prefault({}),
    /**
     * The free demo (FREEPLAY3): the play money each new trial account starts with, a decimal in the
     * merchant's currency; "0" opens trial accounts with nothing to play (decision 047).
     */
    freePlay: z
      .object({
        chips: z.string().regex(/^\d{1,9}(\.\d{1,4})?$/, "must be a decimal amount such as 2000.00"),
      })
      .default({ chips: "0" }),
    /** How agent contracts are paid: the time zone of their days, the daily pay time, dividend review. */
    agentPayouts: agentPayoutSettingsSchema.prefault({}),
    /** Google and Facebook sign-in (shown when SOCIALLOGIN3 is on too); a provider left out is off. */
    socialLogin: z
      .object({
        google: socialProviderConfigSchema.optional(),
        facebook: socialProviderConfigSchema.optional(),
      })
      .strict()
      .default({}),
    /** The phone-authentication route: the built-in SMS codes unless a provider is named. */
    phoneAuth: phoneAuthConfigSchema.default({ provider: "builtin" }),
    /** Club (VIP) levels an operator puts members on; the header shows a member's as the member label. */
    clubLevels: clubLevelsSchema.default([]),
    /** Player rank: the period and zone over which levels are reached, and the relegation rule (decision 059). */
    rank: rankConfigSchema.prefault({}),
    /** The points mall: earning ratios, conversion, rules and the rewards seeded (decision 056). */
    points: pointsConfigSchema.prefault({}),
    /** Missions and their leaderboard: the time zone of their days and the missions seeded (decision 057). */
    missions: missionsConfigSchema.prefault({}),
    /** Invite friends: the rewards per friend and the address rules (decision 058). */
    referral: referralConfigSchema.prefault({}),
    /** The merchant's own house edges, only below the platform's table (decision 077). */
    rewardBudget: rewardBudgetConfigSchema.prefault({}),
    /** What counts as a valid bet for every turnover figure (decision 076); defaults when absent. */
    validBets: validBetsConfigSchema.prefault({}),
    /**
     * The back office (decision 081): a balance adjustment or bonus grant above this amount waits for
     * a second person's approval.
     */
    backoffice: z
      .object({
        approvalThreshold: z
          .string()
          .regex(/^\d{1,15}(\.\d+)?$/, "a decimal amount such as 50000.00")
          .default("50000.00"),
      })
      .prefault({}),
    /** With PWDEXPFORCECHANGE3 on, a password older than this many days must be changed at log-in. */
    passwordPolicy: z.object({ maxAgeDays: z.number().int().min(1).max(3650) }).default({ maxAgeDays: 90 }),
    /**
     * The lottery catalogue the merchant starts with (decision 083): the fast Vietnamese games listed
     * here (VN1, VN5, VN30) are settled on a table staff enter and a second staff member confirms (a
     * draw the merchant holds itself, e.g. a live studio), as the real Vietnamese draws always are,
     * instead of on the platform's seeded draw. Read when the catalogue is first added.
     */
    lottery: z
      .object({
        officialResults: z
          .array(z.string().regex(/^[A-Z0-9_]{1,24}$/, "a lottery game code such as VN1"))
          .max(20)
          .default([]),
      })
      .prefault({}),
    /** Live chat: messages (texts and images) a member may send in one minute, on all instances together. */
    chat: z
      .object({ messagesPerMinute: z.number().int().min(1).max(600) })
      .default({ messagesPerMinute: 20 }),
    /**
     * Player accounts created with the merchant, for demonstration installs only: the password sits
     * in the file. The opening balance is a decimal in the merchant's currency.
     */
    demoAccounts: z
      .array(
        z.object({
          username: z.string().min(1).max(64),
          password: z.string().min(6).max(128),
          openingBalance: z.string().regex(/^\d{1,12}(\.\d{1,4})?$/),
          /** An agent account: its level (the wire's 1, 2, 41, 42) and the affiliate code it recruits with. */
          agent: z
            .object({
              level: z.union([z.literal(1), z.literal(2), z.literal(41), z.literal(42)]),
              affiliateCode: z.string().regex(/^[A-Za-z0-9]{4,32}$/),
            })
            .optional(),
          /** The rank of one of the merchant's club levels the account starts on. */
          clubLevel: z.number().int().min(1).max(MAX_CLUB_RANK).optional(),
          /** The username of an earlier demo account this one sits under (its upline agent). */
          upline: z.string().min(1).max(64).optional(),
        }),
      )
      .default([]),
    vendors: z.array(vendorConfigSchema),
    /**
     * The demonstration game catalogue generated at seed time: this many games spread over the
     * vendors above (0 seeds only the in-house games and the vendors' lobby entries).
     */
    gameCatalogue: z.object({ generatedGames: z.number().int().min(0).max(50_000).default(0) }).prefault({}),
    banners: z.array(bannerConfigSchema),
    announcements: z.array(announcementConfigSchema),
    helpTopics: z.array(helpTopicConfigSchema),
    /** Promotions seeded with the merchant, each under a key (see promotion-config.ts). */
    promotions: z
      .array(promotionConfigSchema)
      .refine((list) => new Set(list.map((entry) => entry.key)).size === list.length, "keys must be unique")
      .default([]),
  })
  .refine((config) => config.languages.supported.includes(config.languages.default), {
    message: "languages.default must be one of languages.supported",
    path: ["languages", "default"],
  })
  .refine(
    (config) =>
      config.demoAccounts.every(
        (account) =>
          account.clubLevel === undefined ||
          config.clubLevels.some((level) => level.rankLevel === account.clubLevel),
      ),
    { message: "a demo account's clubLevel must be one of clubLevels", path: ["demoAccounts"] },
  )
  // Rewards below the edge (decision 077): a file that pays back more than half a product's edge per
  // unit of valid bet does not start.
  .superRefine((config, context) => {
    const rates = rewardRatesOfFile(config);
    for (const message of fileOverBudgetMessages(merchantHouseEdges(config.rewardBudget), rates)) {
      context.addIssue({ code: "custom", message: `reward.above_edge: ${message}`, path: ["rewardBudget"] });
    }
  });

export type MerchantConfig = z.infer<typeof merchantConfigSchema>;
export type FieldRuleConfig = z.infer<typeof fieldRuleSchema>;
