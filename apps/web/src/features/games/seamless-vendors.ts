import type { CallValue } from "@banca/contract/call";
import type { gameMenusCall, Vendor } from "@banca/contract/calls/games";

type Menus = CallValue<typeof gameMenusCall>;

/**
 * The vendors of the seamless area, in menu order: those whose games draw on the main balance while
 * they are played. The lottery types are the site's own games with pages of their own (/lottery,
 * /elott), not a vendor's lobby, so they are not listed here.
 */
export function seamlessVendors(menus: Menus): Vendor[] {
  return menus
    .filter((menu) => menu.gameType !== "LOTT" && menu.gameType !== "ELOTT")
    .flatMap((menu) => menu.vendors)
    .filter((vendor) => vendor.wallet === "seamless");
}
