import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useThemeStore } from "#app/stores/theme-store.ts";
import { useSiteStatus } from "./api.ts";
import { LanguagePicker } from "./language-picker.tsx";

function ContactButton() {
  const { t } = useTranslation();
  const path = useSiteStatus().info.customerService[0]?.path ?? "/helpmc#contact-us";
  // The site itself is closed here, so an in-site help link goes to the standalone help centre.
  const href = path.startsWith("/help#") ? path.replace("/help#", "/helpmc#") : path;
  return (
    <a className="button button--primary" href={href}>
      {t("blocked.contactUs")}
    </a>
  );
}

function BlockedFrame({ image, title, children }: { image: string; title: string; children: ReactNode }) {
  const { brand, merchantName } = useSiteStatus().info.site;
  const theme = useThemeStore((state) => state.theme);
  return (
    <main className="blocked">
      <img
        src={theme === "dark" ? brand.logoDark : brand.logoLight}
        alt={merchantName}
        className="blocked__logo"
        width={180}
        height={48}
      />
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
