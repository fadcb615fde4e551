import { SYSTEM_STATUS } from "@banca/contract/site";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { RouterProvider } from "react-router";
import { statusQuery } from "#app/features/system/api.ts";
import { MaintenancePage, RegionBlockedPage } from "#app/features/system/blocked-pages.tsx";
import { i18n, initialLanguage } from "#app/i18n/i18n.ts";
import { setRequestContext } from "#app/lib/api-client.ts";
import { useThemeStore } from "#app/stores/theme-store.ts";
import { createRouter } from "./router.tsx";

function StartupFailure({ retry }: { retry(): void }) {
  const { t } = useTranslation();
  return (
    <main className="blocked">
      <h1>{t("errors.networkTitle")}</h1>
      <p>{t("errors.networkText")}</p>
      <button type="button" className="button button--primary" onClick={retry}>
        {t("common.retry")}
      </button>
    </main>
  );
}

/**
 * Start-up: the site's permissions load first; then the site, the maintenance page or the
 * region-block page renders. Merchant, theme and language settle before the first page shows.
 */
export function Boot() {
  const { i18n: instance } = useTranslation();
  const status = useQuery(statusQuery(instance.language));
  const [ready, setReady] = useState(false);
  const [router] = useState(createRouter);

  useEffect(() => {
    if (!status.data || ready) return;
    const { site } = status.data.info;
    setRequestContext({ merchant: site.merchantCode });
    useThemeStore.getState().init(site.theme.default);
    document.title = site.merchantName;
    const language = initialLanguage(site.languages.supported, site.languages.default);
    if (language !== i18n.language) {
      void i18n.changeLanguage(language).then(() => setReady(true));
    } else {
      setReady(true);
    }
  }, [status.data, ready]);

  if (status.isError && !status.data) return <StartupFailure retry={() => void status.refetch()} />;
  if (!status.data || !ready) return <div className="boot-splash" aria-busy="true" />;
  switch (status.data.status) {
    case SYSTEM_STATUS.maintenance:
      return <MaintenancePage />;
    case SYSTEM_STATUS.regionRestricted:
      return <RegionBlockedPage />;
    case SYSTEM_STATUS.normal:
      return <RouterProvider router={router} />;
  }
}
