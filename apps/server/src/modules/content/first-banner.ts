import { firstBannerGroup } from "@banca/contract/first-banner";
import type { Queryable } from "#app/db/database.ts";
import type { MerchantService } from "#app/modules/merchants/service.ts";
import { type BannerRow, createContentRepository } from "./repository.ts";

/** How long a merchant's banners are reused for the pages' preload before they are read again. */
const CACHE_MS = 30_000;
/** Addresses written into a response header as they are: a path on this site or an https address. */
const PLAIN_ADDRESS = /^(?:\/(?!\/)|https:\/\/)[^\s<>;,"'\\]+$/;
/** Every lookup's cache in this process: a banner change empties the merchant's entry at once. */
const CACHES = new Set<Map<string, unknown>>();

/**
 * Called after staff change a merchant's banners: this process reads them again for the next page
 * (other instances within CACHE_MS).
 */
export function forgetFirstBanners(merchantCode: string) {
  for (const cache of CACHES) cache.delete(merchantCode);
}

/**
 * The address of the first picture of a page's banner group (`first-banner.ts` in the contract) for
 * the merchant the page is asked from, or null: the server sends it with the page's HTML as a
 * preload, so the page's largest picture does not wait for the script and the banners' call. A
 * page that cannot show banners (unknown domain, maintenance) gets none.
 */
export function createFirstBannerLookup(deps: { db: Queryable; merchants: MerchantService }) {
  const repository = createContentRepository(deps.db);
  const cache = new Map<string, { readAt: number; banners: Promise<BannerRow[]> }>();
  CACHES.add(cache);
  return async (pathname: string, host: string | undefined): Promise<string | null> => {
    const group = firstBannerGroup(pathname);
    if (!group) return null;
    try {
      const merchant = await deps.merchants.resolve(undefined, host);
      if (merchant.maintenance) return null;
      let entry = cache.get(merchant.code);
      if (!entry || Date.now() - entry.readAt > CACHE_MS) {
        entry = { readAt: Date.now(), banners: repository.banners(merchant.code) };
        cache.set(merchant.code, entry);
      }
      const url = (await entry.banners).find((banner) => banner.group_name === group)?.url;
      return url && PLAIN_ADDRESS.test(url) ? url : null;
    } catch {
      // The page itself reports a refused domain or a failing database; the preload is only a head start.
      return null;
    }
  };
}
