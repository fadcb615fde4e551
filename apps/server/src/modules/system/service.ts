import type { SocialProvider } from "@banca/contract/calls/session";
import type { SiteSettings, systemStatusCall } from "@banca/contract/calls/system";
import type { Language } from "@banca/contract/languages";
import { pickText } from "@banca/contract/localized";
import { SYSTEM_STATUS } from "@banca/contract/site";
import { DEFAULT_VALID_BETS } from "@banca/contract/valid-bets";
import type { z } from "zod";
import { JsonText } from "#app/http/envelope.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { RegionCheck } from "#app/modules/region/region-check.ts";
import { availableProviders, type SocialRuntime } from "#app/modules/social/provider-settings.ts";
import { phoneAuthSite } from "#app/modules/verification/phone-auth-service.ts";

type SystemStatus = z.input<(typeof systemStatusCall)["value"]>;

export function siteSettings(
  merchant: Merchant,
  language: Language,
  socialLogin: SocialProvider[] = [],
): SiteSettings {
  const { settings } = merchant;
  return {
    merchantCode: merchant.code,
    merchantName: merchant.name,
    languages: settings.languages,
    gameLanguage: settings.gameLanguage,
    currency: settings.currency,
    theme: settings.theme,
    brand: {
      logoDark: settings.brand.logoDark,
      logoLight: settings.brand.logoLight,
      copyright: pickText(settings.brand.copyright, language, settings.languages.default),
    },
    loginedToHomePage: settings.site.loginedToHomePage,
    socialLogin,
    validBets: settings.validBets ?? DEFAULT_VALID_BETS,
  };
}

export function createSystemService(
  region: RegionCheck,
  socialRuntime: SocialRuntime,
  phoneAuthSandbox = false,
  analyticsScriptUrl = "",
) {
  /**
   * What the site shell needs of a merchant, as JSON, written once per language for each merchant
   * read: the merchant cache hands out a new object when it reads the merchant again (an operator's
   * change shows within its few seconds), and the old object's texts go with it.
   */
  const infoTexts = new WeakMap<Merchant, Map<Language, string>>();
  function infoText(merchant: Merchant, language: Language): string {
    let texts = infoTexts.get(merchant);
    if (!texts) {
      texts = new Map();
      infoTexts.set(merchant, texts);
    }
    let text = texts.get(language);
    if (text === undefined) {
      const { settings } = merchant;
      text = JSON.stringify({
        site: {
          ...siteSettings(merchant, language, availableProviders(merchant, socialRuntime)),
          phoneAuth: phoneAuthSite(merchant, phoneAuthSandbox),
        },
        whitelabel: merchant.whitelabel,
        register: merchant.registerRules,
        customerService: settings.customerService,
        resources: settings.resources,
        domainRoute: sortedDomainRoutes(merchant),
        analytics: {
          gtagId: settings.site.gtagId,
          scriptUrl: settings.site.gtagId ? analyticsScriptUrl : "",
        },
        imageCDNs: settings.site.imageCDNs,
        launchGameCDNs: settings.site.launchGameCDNs,
      } satisfies SystemStatus["info"]);
      texts.set(language, text);
    }
    return text;
  }

  return {
    /**
     * Maintenance wins over region restriction: nobody can play during maintenance anyway. The
     * status is the same verdict the region-guarded calls apply, allow-list included.
     */
    status(merchant: Merchant, language: Language, ip: string): JsonText<SystemStatus> {
      const { country, restricted: regionRestriction } = region.verdict(merchant, ip);
      const status = merchant.maintenance
        ? SYSTEM_STATUS.maintenance
        : regionRestriction
          ? SYSTEM_STATUS.regionRestricted
          : SYSTEM_STATUS.normal;
      // Only the verdict and the caller's address differ between callers: the rest is written once.
      return new JsonText(
        `{"status":${status},"maintenance":${merchant.maintenance},"regionRestriction":${regionRestriction},"location":${JSON.stringify({ ip, country })},"info":${infoText(merchant, language)}}`,
      );
    },
  };
}

export function sortedDomainRoutes(merchant: Merchant) {
  return [...merchant.settings.domainRoutes].sort((a, b) => a.speed - b.speed);
}
