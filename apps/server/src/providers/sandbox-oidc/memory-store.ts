import type { Adapter, AdapterFactory, AdapterPayload } from "oidc-provider";

// The sandbox's sessions, interactions and codes live only minutes; a bound keeps a flood of
// abandoned sign-ins from growing the process without limit.
const MAX_ENTRIES = 5_000;

type Entry = { value: unknown; expiresAt: number };

/**
 * The sandbox provider's storage, in this process's memory: the sandbox is a demonstration that
 * runs on one instance, and forgetting everything at a restart only ends sign-ins under way.
 * Lookups by session uid, user code and grant are entries of their own, bounded the same way.
 */
export function createMemoryStore(): AdapterFactory {
  const entries = new Map<string, Entry>();

  function get<T>(key: string): T | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry.value as T;
    entries.delete(key);
    return undefined;
  }

  function set(key: string, value: unknown, expiresAt: number) {
    entries.delete(key);
    entries.set(key, { value, expiresAt });
    // Maps iterate in insertion order: the first key is the oldest.
    while (entries.size > MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const byAlias = (alias: string) => {
      const target = get<string>(alias);
      return target ? get<AdapterPayload>(target) : undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = Date.now() + expiresIn * 1000;
        set(key(id), payload, expiresAt);
        if (model === "Session" && payload.uid) set(`uid:${payload.uid}`, key(id), expiresAt);
        if (payload.userCode) set(`userCode:${payload.userCode}`, key(id), expiresAt);
        if (payload.grantId) {
          const grantKey = `grant:${payload.grantId}`;
          const tokens = get<string[]>(grantKey) ?? [];
          const previous = entries.get(grantKey)?.expiresAt ?? 0;
          set(grantKey, [...tokens, key(id)], Math.max(previous, expiresAt));
        }
      },
      find: async (id) => get<AdapterPayload>(key(id)),
      findByUid: async (uid) => byAlias(`uid:${uid}`),
      findByUserCode: async (userCode) => byAlias(`userCode:${userCode}`),
      async consume(id) {
        const payload = get<AdapterPayload>(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const token of get<string[]>(`grant:${grantId}`) ?? []) entries.delete(token);
        entries.delete(`grant:${grantId}`);
      },
    };
  };
}
