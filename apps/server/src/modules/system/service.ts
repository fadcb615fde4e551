import type { SocialProvider } from "@banca/contract/calls/session";
import type { SiteSettings } from "@banca/contract/calls/system";
import type { Language } from "@banca/contract/languages";
import { pickText } from "@banca/contract/localized";
import { SYSTEM_STATUS } from "@banca/contract/site";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { RegionCheck } from "#app/modules/region/region-check.ts";
import { availableProviders, type SocialRuntime } from "#app/modules/social/provider-settings.ts";
import { phoneAuthSite } from "#app/modules/verification/phone-auth-service.ts";

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
  };
}

export function createSystemService(
  region: RegionCheck,
  socialRuntime: SocialRuntime,
  phoneAuthSandbox = false,
) {
  return {
    /**
     * Maintenance wins over region restriction: nobody can play during maintenance anyway. The
     * status is the same verdict the region-guarded calls apply, allow-list included.
     */
    status(merchant: Merchant, language: Language, ip: string) {
      const { country, restricted: regionRestriction } = region.verdict(merchant, ip);
      const status = merchant.maintenance
        ? SYSTEM_STATUS.maintenance
        : regionRestriction
          ? SYSTEM_STATUS.regionRestricted
          : SYSTEM_STATUS.normal;
      const { settings } = merchant;
      return {
        status,
        maintenance: merchant.maintenance,
        regionRestriction,
        location: { ip, country },
        info: {
          site: {
            ...siteSettings(merchant, language, availableProviders(merchant, socialRuntime)),
            phoneAuth: phoneAuthSite(merchant, phoneAuthSandbox),
          },
          whitelabel: merchant.whitelabel,
          register: merchant.registerRules,
          customerService: settings.customerService,
          resources: settings.resources,
          domainRoute: sortedDomainRoutes(merchant),
          analytics: { gtagId: settings.site.gtagId },
          imageCDNs: settings.site.imageCDNs,
          launchGameCDNs: settings.site.launchGameCDNs,
        },
      };
    },
  };
}

export function sortedDomainRoutes(merchant: Merchant) {
  return [...merchant.settings.domainRoutes].sort((a, b) => a.speed - b.speed);
}
