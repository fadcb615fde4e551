import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { LOBBY_TYPES } from "#app/config/paths.ts";
import type { LAYOUTS } from "#app/config/route-layouts.ts";
import { withCatalogue } from "#app/i18n/i18n.ts";
import { BootSplash } from "./boot-splash.tsx";
import { SiteLayout } from "./layout/site-layout.tsx";
import { loadChunk } from "./lazy-chunk.ts";
import { RouteError } from "./route-error.tsx";
import { StatusGate } from "./status-gate.tsx";

type Layout = keyof typeof LAYOUTS;

// Each import names its own file, so the build emits one chunk per part of the site.
const parts = {
  index: () => import("./chunks/index.tsx"),
  egame: () => import("./chunks/egame.tsx"),
  // The lottery areas arrive with their text (catalogue part "lottery").
  elott: withCatalogue(["lottery"], () => import("./chunks/elott.tsx")),
  lottery: withCatalogue(["lottery"], () => import("./chunks/lottery.tsx")),
  // The points mall arrives with its text (catalogue part "loyalty").
  pointMall: withCatalogue(["loyalty"], () => import("./chunks/pointMall.tsx")),
  // The promotion screens and the winners list arrive with their text (catalogue part "promotions").
  promo: withCatalogue(["promotions"], () => import("./chunks/promo.tsx")),
  promoDetail: withCatalogue(["promotions"], () => import("./chunks/promoDetail.tsx")),
  seamless: () => import("./chunks/seamless.tsx"),
  vnlottery: withCatalogue(["lottery"], () => import("./chunks/vnlottery.tsx")),
  byIframe: () => import("./chunks/byIframe.tsx"),
};
type Part = keyof typeof parts;

function page<P extends Part>(
  part: P,
  exportName: keyof Awaited<ReturnType<(typeof parts)[P]>>,
  layout: Layout,
  extra: Partial<RouteObject> = {},
): Partial<RouteObject> {
  return {
    handle: { layout, ...(extra.handle as object) },
    lazy: async () => {
      const load = parts[part] as () => Promise<unknown>;
      const module = (await loadChunk(part, load)) as Record<string, ComponentType>;
      return { Component: module[exportName as string] };
    },
  };
}

function notFound(): never {
  throw new Response("Not found", { status: 404 });
}

const paths = (list: string[], route: Partial<RouteObject>): RouteObject[] =>
  list.map((path) => ({ ...route, path }) as RouteObject);

/** The route table of the site (spec part 1 §2), in history mode. */
export const routes: RouteObject[] = [
  {
    element: <StatusGate />,
    errorElement: <RouteError />,
    // The first page's code loads lazily: until it is there the start-up splash stays.
    HydrateFallback: BootSplash,
    children: [
      { path: "/helpmc", ...page("index", "HelpCentrePage", "home"), errorElement: <RouteError /> },
      {
        element: <SiteLayout />,
        errorElement: <RouteError />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              ...paths(["/", "/index", "/index.html", "/home"], page("index", "HomePage", "home")),
              ...paths(["/register", "/register.html"], page("index", "RegisterPage", "register")),
              { path: "/login", ...page("index", "LoginPage", "login") },
              { path: "/agent", ...page("index", "AgentLoginPage", "login") },
              { path: "/help", ...page("index", "HelpRoute", "help") },
              { path: "/down", ...page("index", "DownloadPage", "download") },
              { path: "/pointMall", ...page("pointMall", "Page", "pointMall") },
              { path: "/lottery", ...page("lottery", "Page", "lottery") },
              { path: "/lottery/verify", ...page("lottery", "VerifyPage", "lottery") },
              { path: "/vnlottery", ...page("vnlottery", "Page", "vnlottery") },
              { path: "/elott", ...page("elott", "Page", "elott") },
              { path: "/promotions", ...page("promo", "Page", "promotions") },
              { path: "/promoDetail", ...page("promoDetail", "Page", "promotions") },
              { path: "/winners", ...page("promo", "WinnersPage", "winners") },
              { path: "/seamless", ...page("seamless", "Page", "seamless") },
              { path: "/game", ...page("byIframe", "Page", "game") },
              ...LOBBY_TYPES.map(
                (gameType) =>
                  ({
                    path: `/${gameType.toLowerCase()}`,
                    ...page("egame", "Lobby", gameType.toLowerCase() as Layout, { handle: { gameType } }),
                  }) as RouteObject,
              ),
              { path: "*", handle: { layout: "home" }, loader: notFound },
            ],
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
