import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { RouteErrorBoundary } from "#app/app/route-error.tsx";
import { useCurrentRoute } from "#app/app/routes.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { PUBLIC_WITHOUT_SESSION, paths } from "#app/config/paths.ts";
import { LAYOUTS, type RouteLayout } from "#app/config/route-layouts.ts";
import { BannerCarousel } from "#app/features/announcements/banner-carousel.tsx";
import { HeadlineTicker } from "#app/features/announcements/headline-ticker.tsx";
import { useAuthLinks } from "#app/features/auth/use-auth-links.ts";
import { useSessionSync } from "#app/features/session/use-session-sync.ts";
import { withCatalogue } from "#app/i18n/i18n.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Navigate, useLocation } from "#app/lib/router.tsx";
import { useModules, useSiteStatus } from "#app/lib/site-status.ts";
import { useSessionStore } from "#app/stores/session-store.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { RightBar } from "./right-bar.tsx";
import { ScrollManager } from "./scroll-manager.tsx";
import { SideMenu } from "./side-menu.tsx";

const GlobalModals = lazy(() => import("./global-modals.tsx"));
// The live chat (CBS3) loads with the first login of a merchant that offers it.
const ChatHost = lazy(withCatalogue(["chat"], () => import("#app/features/chat/chat-host.tsx")));
// The reality check (decision 084) loads for a member session, with the member centre's text.
const RealityCheck = lazy(
  withCatalogue(["member"], () =>
    import("#app/features/protection/reality-check-dialog.tsx").then((module) => ({
      default: module.RealityCheckDialog,
    })),
  ),
);
// The analytics tag and its consent question exist only for a merchant that sets a tag id.
const AnalyticsHost = lazy(() =>
  import("#app/features/analytics/analytics-host.tsx").then((module) => ({
    default: module.AnalyticsHost,
  })),
);
const PopupNotices = lazy(() =>
  import("#app/features/announcements/popup-notices.tsx").then((module) => ({
    default: module.PopupNotices,
  })),
);

/**
 * Immersive routes start with the bars hidden and the side menu collapsed; the toggle brings the
 * bars back, and leaving the route restores the side menu as the visitor had it.
 */
function useImmersive(immersive: boolean) {
  useEffect(() => {
    if (!immersive) return;
    const { sidebarCollapsed, setBarsHidden, setSidebarCollapsed } = useUiStore.getState();
    setBarsHidden(true);
    setSidebarCollapsed(true);
    return () => {
      setBarsHidden(false);
      setSidebarCollapsed(sidebarCollapsed);
    };
  }, [immersive]);
}

/** The page frame: side menu, header, route banner, content, footer, right bar, shared modals. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const layout: RouteLayout = LAYOUTS[useCurrentRoute().layout];
  const { pathname } = useLocation();
  // The session token held now: a 401 from the server clears it, so the rule below sees the real session.
  const token = useSessionStore((state) => state.token);
  const barsHidden = useUiStore((state) => state.barsHidden);
  const modal = useUiStore((state) => state.modal);
  const member = useSessionStore((state) => state.member);
  const chatOn = useModules().CBS3 === true;
  const { site, analytics } = useSiteStatus().info;
  const analyticsOn = analytics.gtagId !== "" && analytics.scriptUrl !== "";
  useImmersive(Boolean(layout.immersive));
  useSessionSync();
  useAuthLinks();

  if (site.loginedToHomePage && !token && !PUBLIC_WITHOUT_SESSION.includes(pathname)) {
    return <Navigate to={paths.login} replace />;
  }
  const showSideMenu = layout.sideMenu && !barsHidden;
  const showHeader = layout.header && !barsHidden;
  return (
    <div className={`site ${showSideMenu ? "has-side-menu" : ""}`}>
      <ScrollManager />
      <a href="#content" className="skip-link">
        {t("common.skipToContent")}
      </a>
      {showSideMenu ? <SideMenu /> : null}
      <div className="site__page">
        {showHeader ? <Header withSideMenu={showSideMenu} /> : null}
        {layout.immersive ? (
          <button
            type="button"
            className="bars-toggle"
            aria-pressed={!barsHidden}
            onClick={() => useUiStore.getState().setBarsHidden(!barsHidden)}
          >
            <Icon name="menu" size={18} />
            {barsHidden ? t("layout.showBars") : t("layout.hideBars")}
          </button>
        ) : null}
        <main id="content" className="site__main">
          {layout.banner ? <BannerCarousel group={layout.banner} /> : null}
          {layout.banner === "w_home" || layout.banner === "w_help" ? <HeadlineTicker /> : null}
          {/* A page that throws shows the error page inside the frame; moving on tries again. */}
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={null}>{children}</Suspense>
          </RouteErrorBoundary>
        </main>
        {layout.footer ? <Footer /> : null}
      </div>
      <RightBar />
      {/*
        Each part loads on its own, behind its own boundary: while one part's code is on its way,
        a boundary holds back or hides everything inside it. The chat mounts with the same login
        that opens the registration's welcome, the notices with the move to the home page: sharing
        one boundary, the welcome waited for both.
      */}
      <Suspense fallback={null}>{modal ? <GlobalModals /> : null}</Suspense>
      <Suspense fallback={null}>{member && chatOn ? <ChatHost /> : null}</Suspense>
      <Suspense fallback={null}>{layout.banner === "w_home" ? <PopupNotices /> : null}</Suspense>
      <Suspense fallback={null}>{analyticsOn ? <AnalyticsHost /> : null}</Suspense>
      <Suspense fallback={null}>{member ? <RealityCheck /> : null}</Suspense>
    </div>
  );
}
