import { DEFAULT_VALID_BETS, type ValidBetsConfig } from "@banca/contract/valid-bets";
import { LRUCache } from "lru-cache";
import type { Queryable } from "#app/db/database.ts";

/** The merchant's valid-bet rule as it stands now, its defaults filling what it does not set. */
export async function readValidBetRule(db: Queryable, merchantCode: string): Promise<ValidBetsConfig> {
  const [row] = await db.query<{ rule: Partial<ValidBetsConfig> | null }>(
    "SELECT settings->'validBets' AS rule FROM merchants WHERE code = $1",
    [merchantCode],
  );
  return { ...DEFAULT_VALID_BETS, ...(row?.rule ?? {}) };
}

/** How long the in-house games keep a merchant's rule: an operator's change shows within this. */
export const VALID_BET_RULE_TTL_MS = 10_000;

/**
 * The merchant's valid-bet rule for the games that run in this server and send their own valid bet
 * as a vendor that knows its rounds' risk would (BGS, the demo vendor). Read straight from the
 * merchant's settings (these games reach the platform as vendors, not through a site request) and
 * kept a few seconds, so an operator's change shows soon without a query per round.
 */
export function createValidBetRules(db: Queryable, ttl = VALID_BET_RULE_TTL_MS) {
  const rules = new LRUCache<string, ValidBetsConfig>({
    max: 100,
    ttl,
    fetchMethod: (merchantCode) => readValidBetRule(db, merchantCode),
  });
  return {
    of: async (merchantCode: string) => (await rules.fetch(merchantCode)) ?? DEFAULT_VALID_BETS,
  };
}
