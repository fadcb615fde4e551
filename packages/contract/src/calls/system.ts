import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { customerServiceSchema, fieldRuleSchema, resourceSchema } from "../merchant-config.ts";
import { languageSchema, moduleNodeSchema } from "../schemas.ts";
import { THEMES } from "../site.ts";
import { validBetsConfigSchema } from "../valid-bets.ts";
import { SOCIAL_PROVIDERS } from "./session.ts";

const siteSettingsSchema = z.object({
  merchantCode: z.string(),
  merchantName: z.string(),
  languages: z.object({ default: languageSchema, supported: z.array(languageSchema) }),
  gameLanguage: languageSchema,
  currency: z.object({ code: z.string(), symbol: z.string(), decimals: z.number().int() }),
  theme: z.object({ default: z.enum(THEMES) }),
  brand: z.object({ logoDark: z.string(), logoLight: z.string(), copyright: z.string() }),
  loginedToHomePage: z.boolean(),
  /** Social sign-in buttons to show: providers configured for the merchant, when SOCIALLOGIN3 is on. */
  socialLogin: z.array(z.enum(SOCIAL_PROVIDERS)),
  /**
   * The phone-authentication provider the browser asks to send and check codes (spec part 1 §4):
   * its REST address and browser key; null (or absent) on the built-in SMS codes.
   */
  phoneAuth: z.object({ apiUrl: z.string(), apiKey: z.string() }).nullable().optional(),
  /** What counts as a valid bet (decision 076), for the promotion and bonus terms the site shows. */
  validBets: validBetsConfigSchema.optional(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const registerRulesSchema = z.record(z.string(), fieldRuleSchema);
const domainRouteListSchema = z.array(z.object({ domain: z.string(), speed: z.number() }));

export const systemStatusCall = defineCall({
  id: "systemStatus",
  ...ENDPOINTS.systemStatus,
  tag: "system",
  summary:
    "Site permissions: status (0 normal, 1 maintenance, 2 region restricted) and everything the site shell needs",
  value: z.object({
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    maintenance: z.boolean(),
    regionRestriction: z.boolean(),
    location: z.object({ ip: z.string(), country: z.string() }),
    info: z.object({
      site: siteSettingsSchema,
      whitelabel: z.array(moduleNodeSchema),
      register: registerRulesSchema,
      customerService: z.array(customerServiceSchema),
      resources: z.array(resourceSchema),
      domainRoute: domainRouteListSchema,
      /** The merchant's tag id (empty: no analytics) and the script the site loads it with. */
      analytics: z.object({ gtagId: z.string(), scriptUrl: z.string() }),
      imageCDNs: z.array(z.string()),
      launchGameCDNs: z.array(z.string()),
    }),
  }),
});

export const whitelabelCall = defineCall({
  id: "whitelabel",
  ...ENDPOINTS.whitelabel,
  tag: "system",
  summary: "The merchant's whitelabel module tree",
  value: z.array(moduleNodeSchema),
});

export const registerSettingsCall = defineCall({
  id: "registerSettings",
  ...ENDPOINTS.registerSettings,
  tag: "system",
  summary: "Registration field rules, one per field",
  moduleId: "REG3",
  value: registerRulesSchema,
});

export const domainRouteCall = defineCall({
  id: "domainRoute",
  ...ENDPOINTS.domainRoute,
  tag: "system",
  summary: "The merchant's alternative domains with their measured speed in milliseconds (fastest first)",
  value: domainRouteListSchema,
});

export const helpTopicSchema = z.object({ tag: z.string(), title: z.string(), content: z.string() });
export type HelpTopic = z.infer<typeof helpTopicSchema>;

export const helpCenterCall = defineCall({
  id: "helpCenter",
  ...ENDPOINTS.helpCenter,
  tag: "system",
  summary: "Help topics in the requested language; content is sanitized HTML",
  // Any language tag is accepted ("PT", "pt-BR"); one the merchant does not offer gets its default.
  query: z.object({ lang: z.string().max(16).optional(), device: z.enum(["WEB"]).optional() }),
  value: z.array(helpTopicSchema),
});
