import type { MerchantConfig } from "@banca/contract/merchant-config";
import type { Queryable } from "#app/db/database.ts";
import { toPromotionValues } from "./definition.ts";
import { createPromotionRepository } from "./repository.ts";

/**
 * Adds the merchant file's promotions the merchant does not have yet, by key: a new install gets
 * them all, an install made before promotions existed gets them on its next start. Relative times
 * ("now-30d") are read at that moment. Promotions already there are the operator's and stay as they are.
 */
export async function seedPromotions(
  tx: Queryable,
  config: MerchantConfig,
  now = new Date(),
): Promise<number> {
  const promotions = createPromotionRepository(tx);
  const known = await promotions.seedKeys(config.code);
  let added = 0;
  for (const { key, ...definition } of config.promotions) {
    if (known.has(key)) continue;
    await promotions.insert(config.code, toPromotionValues(definition, config.currency.decimals, now), key);
    added += 1;
  }
  return added;
}
