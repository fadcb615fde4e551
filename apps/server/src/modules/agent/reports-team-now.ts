/** A team's size and the sum of its main wallets as the overview shows them ("the team now"). */
export type TeamNow = { team: string; direct: string; teamBalance: string };

/** Teams of at least this many members are read from a copy; smaller ones are always read live. */
export const LIVE_TEAM_LIMIT = 5_000;
/** The oldest a large team's copy may be before the next overview refreshes it. */
export const TEAM_NOW_MAX_AGE_MS = 60_000;

/**
 * Counting a team of 100,000 and summing its wallets reads every member (about a second, decision
 * 035), while its day figures read one row a day. A large team's "now" figures therefore come from a
 * copy at most a minute old, refreshed in the background when an overview finds it older (the
 * overview's `updatedAt` says how old); a small team's are read live on every overview, so what an
 * agent of a small team just did shows at once. The copy lives in this server process only.
 */
export function createTeamNowCache(
  load: (merchantCode: string, agentId: number) => Promise<TeamNow>,
  { limit = LIVE_TEAM_LIMIT, maxAgeMs = TEAM_NOW_MAX_AGE_MS } = {},
) {
  type Entry = { value: TeamNow; at: number; refreshing: boolean };
  const entries = new Map<string, Entry>();

  async function readLive(key: string, merchantCode: string, agentId: number, now: number) {
    const value = await load(merchantCode, agentId);
    const entry: Entry = { value, at: now, refreshing: false };
    if (Number(value.team) >= limit) entries.set(key, entry);
    else entries.delete(key);
    return entry;
  }

  return {
    async read(merchantCode: string, agentId: number, now: number): Promise<{ value: TeamNow; at: number }> {
      const key = `${merchantCode}|${agentId}`;
      const entry = entries.get(key);
      if (!entry) return readLive(key, merchantCode, agentId, now);
      if (now - entry.at >= maxAgeMs && !entry.refreshing) {
        entry.refreshing = true;
        // The caller gets the copy it has; a failed refresh is tried again by the next overview.
        readLive(key, merchantCode, agentId, now).catch(() => {
          entry.refreshing = false;
        });
      }
      return entry;
    },
  };
}
