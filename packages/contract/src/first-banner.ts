import type { BannerGroup } from "./site.ts";

// Free of zod on purpose, like site.ts: the server reads it for every page it sends.

/**
 * The banner group a page of the site opens with, by path: the server preloads that group's first
 * picture (the page's largest) with the HTML, so it does not wait for the script and the banners'
 * call. The site's route table (apps/web/src/app/routes.tsx with config/route-layouts.ts) is the
 * source; `first-banner.test.ts` there holds this table to it, route by route.
 */
const GROUP_BY_PATH: Record<string, BannerGroup | null> = {
  "/": "w_home",
  "/index": "w_home",
  "/index.html": "w_home",
  "/home": "w_home",
  "/register": "w_reg",
  "/register.html": "w_reg",
  "/login": "w_home",
  "/agent": "w_home",
  "/help": "w_help",
  // The standalone help centre has no site frame to paint first: its help banners come with its script.
  "/helpmc": null,
  "/down": "w_down",
  "/pointmall": "w_shop",
  "/lottery": null,
  "/lottery/verify": null,
  "/vnlottery": null,
  "/elott": "w_lott",
  "/promotions": "w_promotion",
  "/promodetail": "w_promotion",
  "/winners": null,
  "/seamless": null,
  "/game": null,
  "/rng": "w_rng",
  "/live": "w_live",
  "/fish": "w_fish",
  "/pvp": "w_pvp",
  "/sports": "w_sports",
  "/esports": "w_esports",
  "/inhouse": "w_inhouse",
};

/**
 * The banner group of the page at `pathname` (letter case aside, with or without a closing slash,
 * as the site's router matches), or null for a page without banners. An unknown path shows "not
 * found" in the home page's frame, with its banners.
 */
export function firstBannerGroup(pathname: string): BannerGroup | null {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  return Object.hasOwn(GROUP_BY_PATH, path) ? (GROUP_BY_PATH[path] ?? null) : "w_home";
}
