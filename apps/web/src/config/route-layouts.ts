import type { BannerGroup } from "@banca/contract/site";

/** What the page frame shows around a route's content (spec: the route table). */
export type RouteLayout = {
  header: boolean;
  sideMenu: boolean;
  footer: boolean;
  banner: BannerGroup | null;
  /** Side menu and top bar start hidden and the side menu collapsed; a toggle brings them back. */
  immersive?: boolean;
};

const full = (banner: BannerGroup | null): RouteLayout => ({
  header: true,
  sideMenu: true,
  footer: true,
  banner,
});

export const LAYOUTS = {
  home: full("w_home"),
  register: full(null),
  pointMall: full("w_shop"),
  lottery: { header: true, sideMenu: false, footer: false, banner: null },
  vnlottery: { header: true, sideMenu: true, footer: false, banner: null, immersive: true },
  elott: full("w_lott"),
  rng: full("w_rng"),
  pvp: full("w_pvp"),
  live: full("w_live"),
  fish: full("w_fish"),
  sports: full("w_sports"),
  esports: full("w_esports"),
  inhouse: full("w_inhouse"),
  promotions: full("w_promotion"),
  winners: full(null),
  seamless: { header: true, sideMenu: true, footer: false, banner: null, immersive: true },
  // The home page under the help modal, with the help banners (spec part 1 §2 banners: w_help).
  help: full("w_help"),
  game: { header: true, sideMenu: false, footer: false, banner: null },
  download: full("w_down"),
  login: full("w_home"),
} satisfies Record<string, RouteLayout>;
