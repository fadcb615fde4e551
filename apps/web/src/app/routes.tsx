import { type ComponentType, createElement, lazy } from "react";
import { LOBBY_TYPES, type LobbyType } from "#app/config/paths.ts";
import type { LAYOUTS } from "#app/config/route-layouts.ts";
import { withCatalogue } from "#app/i18n/i18n.ts";
import { normalisePath, useLocation } from "#app/lib/router.tsx";
import { loadChunk } from "./lazy-chunk.ts";

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

/** What a route is: its page (a part's export), the frame around it, and for a lobby its game type. */
export type SiteRoute = {
  path: string;
  layout: Layout;
  gameType?: LobbyType;
  load(): Promise<unknown>;
  Page: ComponentType;
};

const pages = new Map<string, Pick<SiteRoute, "load" | "Page">>();

/**
 * A page from a part of the build. It renders at once when its part is already there (the first
 * page's part is fetched with the start-up calls, see `preloadRoute`), else it suspends while the
 * part loads; navigations are transitions, so the previous page stays until then.
 */
function page<P extends Part>(part: P, exportName: keyof Awaited<ReturnType<(typeof parts)[P]>> & string) {
  const key = `${part}.${exportName}`;
  const known = pages.get(key);
  if (known) return known;
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const load = () => {
    loading ??= loadChunk(part, parts[part] as () => Promise<Record<string, ComponentType>>).then(
      (module) => {
        loaded = module[exportName] as ComponentType;
        return loaded;
      },
      (error: unknown) => {
        // A part that failed may be asked for again (the retry of the error page reloads anyway).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await load() }));
  const Page = () => (loaded ? createElement(loaded) : <Lazy />);
  const entry = { load, Page };
  pages.set(key, entry);
  return entry;
}

const route = <P extends Part>(
  path: string,
  part: P,
  exportName: keyof Awaited<ReturnType<(typeof parts)[P]>> & string,
  layout: Layout,
  gameType?: LobbyType,
): SiteRoute => ({ path, layout, gameType, ...page(part, exportName) });

/** The route table of the site (spec part 1 §2), in history mode. */
export const SITE_ROUTES: SiteRoute[] = [
  ...["/", "/index", "/index.html", "/home"].map((path) => route(path, "index", "HomePage", "home")),
  ...["/register", "/register.html"].map((path) => route(path, "index", "RegisterPage", "register")),
  route("/login", "index", "LoginPage", "login"),
  route("/agent", "index", "AgentLoginPage", "login"),
  route("/help", "index", "HelpRoute", "help"),
  route("/down", "index", "DownloadPage", "download"),
  route("/pointMall", "pointMall", "Page", "pointMall"),
  route("/lottery", "lottery", "Page", "lottery"),
  route("/lottery/verify", "lottery", "VerifyPage", "lottery"),
  route("/vnlottery", "vnlottery", "Page", "vnlottery"),
  route("/elott", "elott", "Page", "elott"),
  route("/promotions", "promo", "Page", "promotions"),
  route("/promoDetail", "promoDetail", "Page", "promotions"),
  route("/winners", "promo", "WinnersPage", "winners"),
  route("/seamless", "seamless", "Page", "seamless"),
  route("/game", "byIframe", "Page", "game"),
  ...LOBBY_TYPES.map((gameType) =>
    route(`/${gameType.toLowerCase()}`, "egame", "Lobby", gameType.toLowerCase() as Layout, gameType),
  ),
];

/** The standalone help centre: outside the site frame, open whatever the site's status. */
export const HELP_CENTRE = route("/helpmc", "index", "HelpCentrePage", "home");

const byPath = new Map([...SITE_ROUTES, HELP_CENTRE].map((entry) => [normalisePath(entry.path), entry]));

/** The route a path opens, if any (an unknown path shows "not found" in the home frame). */
export function routeFor(pathname: string): SiteRoute | undefined {
  return byPath.get(normalisePath(pathname));
}

/** Starts loading the part of the build a path needs, so it travels with the start-up calls. */
export function preloadRoute(pathname: string): Promise<unknown> {
  return routeFor(pathname)?.load() ?? Promise.resolve();
}

/** The frame and game type of the route shown now. */
export function useCurrentRoute(): Pick<SiteRoute, "layout" | "gameType"> {
  const { pathname } = useLocation();
  return routeFor(pathname) ?? { layout: "home" };
}
