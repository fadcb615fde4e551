import { useQuery, useQueryClient } from "@tanstack/react-query";
import { startTransition, useEffect, useState } from "react";
import { announcementsQuery } from "#app/features/announcements/api.ts";
import { DomainCheckFailedPage } from "#app/features/system/blocked-pages.tsx";
import { applyLanguage, initialLanguage } from "#app/i18n/i18n.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ApiError, setRequestContext } from "#app/lib/api-client.ts";
import { setCdnHosts } from "#app/lib/cdn-hosts.ts";
import { startMotionWhenSettled } from "#app/lib/motion.ts";
import { statusQuery } from "#app/lib/site-status.ts";
import { useThemeStore } from "#app/stores/theme-store.ts";
import { BootSplash } from "./boot-splash.tsx";
import { useFirstPaintGone } from "./first-paint.ts";
import { AppRoutes } from "./router.tsx";

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
 * Start-up: the site's permissions load first; merchant, theme and language settle from them before
 * the first page shows. Which page that is (site, maintenance, region block) is the StatusGate's call.
 * `firstPage` is the first page's part of the build, fetched with the permissions (main.tsx): the
 * page shows once both are there, in one paint.
 */
export function Boot({ firstPage }: { firstPage: Promise<unknown> }) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery(statusQuery(i18n.language, queryClient));
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!status.data || ready) return;
    const { site } = status.data.info;
    setRequestContext({ merchant: site.merchantCode });
    setCdnHosts(status.data.info);
    useThemeStore.getState().init(site.theme.default);
    document.title = site.merchantName;
    const language = initialLanguage(site.languages.supported, site.languages.default);
    const applied = applyLanguage(language, { remember: false });
    // The banners (the home page's largest picture) and notices: main.tsx asked for them in the
    // language the site most likely settles on; this asks again only when it settled on another.
    void queryClient.prefetchQuery(announcementsQuery(language));
    // The first page's render is the start's largest piece of work: as a transition React renders
    // it in slices that leave the main thread free in between, instead of one long task.
    void Promise.all([applied, firstPage]).then(() => startTransition(() => setReady(true)));
  }, [status.data, ready, queryClient, firstPage]);

  useEffect(() => {
    if (ready) startMotionWhenSettled();
  }, [ready]);
  useFirstPaintGone(ready || status.isError);

  if (ready) {
    return <AppRoutes />;
  }
  // A refused address is final: trying again cannot help, unlike a network failure.
  if (status.error instanceof ApiError && status.error.errorCode === "domain.check.failed") {
    return <DomainCheckFailedPage />;
  }
  if (status.isError) return <StartupFailure retry={() => void status.refetch()} />;
  return <BootSplash />;
}
