import type { ReactNode } from "react";
import { BrandLogo } from "#app/components/site/brand-logo.tsx";
import { LanguagePicker } from "#app/components/site/language-picker.tsx";
import { SmartLink, useCustomerServicePath } from "#app/components/site/smart-link.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useSiteStatus } from "#app/lib/site-status.ts";

function ContactButton() {
  const { t } = useTranslation();
  // The site itself is closed here; in-site help opens in the standalone help centre, which stays open.
  const path = useCustomerServicePath().replace(/^\/help(?=#|$)/, "/helpmc");
  return (
    <SmartLink to={path} className="button button--primary">
      {t("blocked.contactUs")}
    </SmartLink>
  );
}

function BlockedFrame({ image, title, children }: { image: string; title: string; children: ReactNode }) {
  return (
    <main className="blocked">
      <BrandLogo linked={false} className="blocked__logo" />
      <img src={`/media/illustrations/${image}.svg`} alt="" width={360} height={240} />
      <h1>{title}</h1>
      {children}
      <ContactButton />
      <LanguagePicker compact />
    </main>
  );
}

/** Status 1: the brand is under maintenance. */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <BlockedFrame image="maintenance" title={t("blocked.maintenanceTitle")}>
      <p>{t("blocked.maintenanceText")}</p>
    </BlockedFrame>
  );
}

/** Status 2: the visitor's location is not served; shows the IP and country the server saw. */
export function RegionBlockedPage() {
  const { t } = useTranslation();
  const { location } = useSiteStatus();
  return (
    <BlockedFrame image="region-blocked" title={t("blocked.regionTitle")}>
      <p>{t("blocked.regionText")}</p>
      <dl className="blocked__location">
        <div>
          <dt>{t("blocked.ip")}</dt>
          <dd data-testid="blocked-ip">{location.ip}</dd>
        </div>
        <div>
          <dt>{t("blocked.country")}</dt>
          <dd data-testid="blocked-country">{location.country || t("blocked.unknownCountry")}</dd>
        </div>
      </dl>
    </BlockedFrame>
  );
}

/**
 * The server refused the address the site was opened at (`domain.check.failed`): no merchant is
 * known, so neither brand nor contacts can show; only the spec's message.
 */
export function DomainCheckFailedPage() {
  const { t } = useTranslation();
  return (
    <main className="blocked" data-testid="domain-check-failed">
      <img src="/media/illustrations/region-blocked.svg" alt="" width={360} height={240} />
      <h1>{t("blocked.domainTitle")}</h1>
      <p>{t("blocked.domainText")}</p>
    </main>
  );
}
