import type { KeyObject } from "node:crypto";
import { keysFromJwks } from "./id-token.ts";

const CACHE_MS = 10 * 60 * 1000;
// An unknown key id may be a rotation: the set is fetched again, but not more than once a minute,
// so made-up key ids cannot make this server hammer the provider.
const REFETCH_MS = 60 * 1000;
const TIMEOUT_MS = 5000;

export class KeysUnavailableError extends Error {}

/** The provider's published token keys (JWKS over HTTPS), fetched server to server and cached. */
export function createRemoteKeys(fetchImpl: typeof fetch = fetch) {
  const cache = new Map<string, { keys: Map<string, KeyObject>; fetchedAt: number }>();
  async function load(url: string) {
    let response: Response;
    try {
      response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new KeysUnavailableError(`token keys unreachable: ${String(error)}`);
    }
    if (!response.ok) throw new KeysUnavailableError(`token keys answered ${response.status}`);
    const keys = keysFromJwks(await response.json().catch(() => null));
    const entry = { keys, fetchedAt: Date.now() };
    cache.set(url, entry);
    return entry;
  }
  return {
    /** The key with this id, or undefined when the provider does not publish it. */
    async keyOf(url: string, kid: string): Promise<KeyObject | undefined> {
      let entry = cache.get(url);
      if (!entry || Date.now() - entry.fetchedAt > CACHE_MS) entry = await load(url);
      if (!entry.keys.has(kid) && Date.now() - entry.fetchedAt > REFETCH_MS) entry = await load(url);
      return entry.keys.get(kid);
    },
  };
}
export type RemoteKeys = ReturnType<typeof createRemoteKeys>;
