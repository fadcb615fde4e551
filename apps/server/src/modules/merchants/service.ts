import { LRUCache } from "lru-cache";
import { AppError } from "#app/http/app-error.ts";
import type { Merchant } from "./merchant.ts";
import type { MerchantRepository } from "./repository.ts";

const MERCHANT_CODE = /^[a-z0-9-]{2,32}$/;

/**
 * Merchant settings are read on every call; a short cache keeps that off the database while an
 * operator's change still shows within seconds on every instance. Header values and host names come
 * from callers, so the cache is bounded. When an entry expires, callers keep getting it while one
 * query refreshes it: a busy instance asks the database once per period, not once per request.
 */
function readThroughCache<V extends {}>(load: (key: string) => Promise<V>, ttl: number) {
  return new LRUCache<string, V>({
    max: 500,
    ttl,
    allowStale: true,
    fetchMethod: (key) => load(key),
  });
}

export function createMerchantService(repository: MerchantRepository, defaultCode: string, cacheMs = 3_000) {
  const byCode = readThroughCache(async (code) => ({ merchant: await repository.findByCode(code) }), cacheMs);
  const byDomain = readThroughCache(
    async (domain) => ({ code: await repository.findCodeByDomain(domain) }),
    cacheMs,
  );

  async function find(code: string): Promise<Merchant | null> {
    // A code that cannot exist never reaches the database or the cache.
    if (!MERCHANT_CODE.test(code)) return null;
    return (await byCode.fetch(code))?.merchant ?? null;
  }

  async function codeForDomain(domain: string): Promise<string | null> {
    if (domain.length > 253) return null;
    return (await byDomain.fetch(domain))?.code ?? null;
  }

  return {
    /**
     * The merchant of a request: the `Merchant` header when given (an unknown code is an error),
     * otherwise the one that owns the requested domain, otherwise the default merchant.
     *
     * A merchant with `domainCheck` on answers only on its own domains, whichever way it was chosen:
     * a copy of the site on a domain nobody registered (the default merchant's fallback) is refused,
     * and so is one that names the merchant in the header, which a copied site's script would do.
     * Lookups without a host (the back office, jobs, vendors) are not requests for a site.
     */
    async resolve(headerCode: string | undefined, host: string | undefined): Promise<Merchant> {
      const domain = host?.replace(/:\d+$/, "").toLowerCase();
      const code = headerCode?.trim() || (domain ? await codeForDomain(domain) : null) || defaultCode;
      const merchant = await find(code);
      if (!merchant) throw new AppError("merchant.not.found", `Unknown merchant "${code.slice(0, 40)}"`);
      const checked = host !== undefined && merchant.settings.domainCheck !== false;
      if (checked && !merchant.domains.includes(domain ?? "")) {
        throw new AppError(
          "domain.check.failed",
          "Invalid URL, contact customer service (domain check failed)",
        );
      }
      return merchant;
    },
    /**
     * The merchant with its maintenance switch as the database holds it now, for the status call:
     * a switch an operator just turned shows there at once on every instance (they share the
     * database), and this instance's cache forgets the old settings so its other calls follow.
     */
    async withCurrentMaintenance(merchant: Merchant): Promise<Merchant> {
      const maintenance = await repository.maintenanceOf(merchant.code);
      if (maintenance === null || maintenance === merchant.maintenance) return merchant;
      byCode.delete(merchant.code);
      return { ...merchant, maintenance };
    },
    forget(code: string) {
      byCode.delete(code);
    },
  };
}
export type MerchantService = ReturnType<typeof createMerchantService>;
