import { Suspense } from "react";
import { useLocation } from "#app/lib/router.tsx";
import { BootSplash } from "./boot-splash.tsx";
import { SiteLayout } from "./layout/site-layout.tsx";
import { NotFound, RouteErrorBoundary } from "./route-error.tsx";
import { HELP_CENTRE, routeFor } from "./routes.tsx";
import { StatusGate } from "./status-gate.tsx";

/**
 * The site's routes: the page the address names from the fixed route table (routes.tsx), inside
 * the site's frame, or "not found" inside it. The standalone help centre has no frame. A page that
 * throws or whose part fails to load shows the error page.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const route = routeFor(pathname);
  const page = route ? <route.Page /> : <NotFound />;
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<BootSplash />}>
        <StatusGate>{route === HELP_CENTRE ? page : <SiteLayout>{page}</SiteLayout>}</StatusGate>
      </Suspense>
    </RouteErrorBoundary>
  );
}
