import type { FieldRuleConfig, MerchantConfig } from "@banca/contract/merchant-config";
import type { ModuleNode } from "@banca/contract/whitelabel";

/** Merchant-wide settings kept together in `merchants.settings`. */
export type MerchantSettings = Pick<
  MerchantConfig,
  | "languages"
  | "gameLanguage"
  | "currency"
  | "theme"
  | "brand"
  | "site"
  | "resources"
  | "customerService"
  | "domainRoutes"
  | "regionRestriction"
  | "domainCheck"
  | "feedback"
  | "passwordPolicy"
  | "chat"
  | "withdrawal"
  | "socialLogin"
  | "deposit"
  | "clubLevels"
  | "rank"
  | "points"
  | "missions"
  | "referral"
  | "phoneAuth"
  | "agentPayouts"
  | "freePlay"
  | "rewardBudget"
  | "validBets"
  | "backoffice"
>;

export type Merchant = {
  code: string;
  name: string;
  domains: string[];
  settings: MerchantSettings;
  whitelabel: ModuleNode[];
  registerRules: Record<string, FieldRuleConfig>;
  maintenance: boolean;
  /** The whitelabel tree flattened: module id → switched on. */
  modules: Record<string, boolean>;
};
