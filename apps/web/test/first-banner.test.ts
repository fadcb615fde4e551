import { firstBannerGroup } from "@banca/contract/first-banner";
import { describe, expect, it } from "vitest";
import { HELP_CENTRE, SITE_ROUTES } from "#app/app/routes.tsx";
import { LAYOUTS } from "#app/config/route-layouts.ts";

// The server preloads the first banner of a page's group with the HTML (first-banner.ts in the
// contract): the group it picks must be the one the page shows.
describe("the banner group the server preloads for a page", () => {
  it("is the banner group of the page's frame, route by route", () => {
    for (const route of SITE_ROUTES) {
      // The registration page shows its own banners (w_reg) inside its frame without a route banner.
      const shown = route.path.startsWith("/register") ? "w_reg" : LAYOUTS[route.layout].banner;
      expect(firstBannerGroup(route.path), route.path).toBe(shown);
    }
  });

  it("is none for the standalone help centre, which has no frame", () => {
    expect(firstBannerGroup(HELP_CENTRE.path)).toBeNull();
  });

  it("matches paths as the router does, and an unknown path shows the home frame's banners", () => {
    expect(firstBannerGroup("/RNG/")).toBe("w_rng");
    expect(firstBannerGroup("/pointMall")).toBe("w_shop");
    expect(firstBannerGroup("/no-such-page")).toBe(LAYOUTS.home.banner);
  });
});
