import { Suspense, useEffect } from "react";
import { type RouteObject, useLocation, useNavigate, useRoutes } from "react-router";
import { setNavigator } from "#app/lib/navigation.ts";
import { BootSplash } from "./boot-splash.tsx";
import { SiteLayout } from "./layout/site-layout.tsx";
import { NotFound, RouteErrorBoundary } from "./route-error.tsx";
import { HELP_CENTRE, SITE_ROUTES } from "./routes.tsx";
import { StatusGate } from "./status-gate.tsx";

// React Router in its declarative mode (decision 064): the site's routes are a fixed table of paths
// with lazy pages, which needs no loaders, actions or data router.
const routeObjects: RouteObject[] = [
  {
    element: <StatusGate />,
    children: [
      { path: HELP_CENTRE.path, element: <HELP_CENTRE.Page /> },
      {
        element: <SiteLayout />,
        children: [
          ...SITE_ROUTES.map(({ path, Page }) => ({ path, element: <Page /> })),
          { path: "*", element: <NotFound /> },
        ],
      },
    ],
  },
];

/** Lets code outside components (after a login, a logout) navigate through the router. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => void navigate(to)), [navigate]);
  return null;
}

/** The site's routes; a page that throws or whose part fails to load shows the error page. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const routes = useRoutes(routeObjects);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <NavigatorBridge />
      <Suspense fallback={<BootSplash />}>{routes}</Suspense>
    </RouteErrorBoundary>
  );
}
