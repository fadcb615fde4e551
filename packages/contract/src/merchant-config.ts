import { z } from "zod";
import { isSafeImage, isSafeLink } from "./links.ts";
import { localizedTextSchema } from "./localized.ts";
import { languageSchema, moduleNodeSchema } from "./schemas.ts";
import {
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  GAME_TYPES,
  LINKAGE_TYPES,
  RESOURCE_TYPES,
  THEMES,
} from "./site.ts";

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
      gtagId: z.string().default(""),
      imageCDNs: z.array(z.string()).default([]),
      launchGameCDNs: z.array(z.string()).default([]),
    }),
    whitelabel: z.array(moduleNodeSchema),
    registerRules: z.record(z.string(), fieldRuleSchema),
    resources: z.array(resourceSchema),
    customerService: z.array(customerServiceSchema),
    domainRoutes: z.array(z.object({ domain: z.string(), speed: z.number().int().min(0) })),
    regionRestriction: z.object({ blockedCountries: z.array(z.string().length(2)) }),
    feedback: z.object({ minLength: z.number().int().min(1), maxLength: z.number().int().min(1) }),
    vendors: z.array(vendorConfigSchema),
    banners: z.array(bannerConfigSchema),
    announcements: z.array(announcementConfigSchema),
    helpTopics: z.array(helpTopicConfigSchema),
  })
  .refine((config) => config.languages.supported.includes(config.languages.default), {
    message: "languages.default must be one of languages.supported",
    path: ["languages", "default"],
  });

export type MerchantConfig = z.infer<typeof merchantConfigSchema>;
export type FieldRuleConfig = z.infer<typeof fieldRuleSchema>;
