import { AppError } from "#app/http/app-error.ts";
import type { Merchant } from "./merchant.ts";
import type { MerchantRepository } from "./repository.ts";

// Merchant settings are read on every call; a short cache keeps that off the database while an
// operator's change still shows within seconds on every instance.
const CACHE_MS = 3_000;
// Header values and host names come from callers: the caches are bounded so they cannot be grown
// at will, and a code that cannot exist never reaches the database.
const CACHE_ENTRIES = 500;
const MERCHANT_CODE = /^[a-z0-9-]{2,32}$/;

function remember<V>(cache: Map<string, V>, key: string, value: V) {
  if (cache.size >= CACHE_ENTRIES) cache.clear();
  cache.set(key, value);
}

export function createMerchantService(repository: MerchantRepository, defaultCode: string) {
  const byCode = new Map<string, { merchant: Merchant | null; at: number }>();
  const byDomain = new Map<string, { code: string | null; at: number }>();
  const fresh = (at: number) => Date.now() - at < CACHE_MS;

  async function find(code: string): Promise<Merchant | null> {
    const cached = byCode.get(code);
    if (cached && fresh(cached.at)) return cached.merchant;
    if (!MERCHANT_CODE.test(code)) return null;
    const merchant = await repository.findByCode(code);
    remember(byCode, code, { merchant, at: Date.now() });
    return merchant;
  }

  async function codeForDomain(host: string): Promise<string | null> {
    const domain = host.replace(/:\d+$/, "").toLowerCase();
    const cached = byDomain.get(domain);
    if (cached && fresh(cached.at)) return cached.code;
    const code = domain.length <= 253 ? await repository.findCodeByDomain(domain) : null;
    remember(byDomain, domain, { code, at: Date.now() });
    return code;
  }

  return {
    /**
     * The merchant of a request: the `Merchant` header when given (an unknown code is an error),
     * otherwise the one that owns the requested domain, otherwise the default merchant.
     */
    async resolve(headerCode: string | undefined, host: string | undefined): Promise<Merchant> {
      const code = headerCode?.trim() || (host ? await codeForDomain(host) : null) || defaultCode;
      const merchant = await find(code);
      if (!merchant) throw new AppError("merchant.not.found", `Unknown merchant "${code.slice(0, 40)}"`);
      return merchant;
    },
    forget(code: string) {
      byCode.delete(code);
    },
  };
}
export type MerchantService = ReturnType<typeof createMerchantService>;
