import type { MerchantConfig } from "@banca/contract/merchant-config";
import { isMoneyMission } from "@banca/contract/missions";
import { decimalToMinor } from "@banca/contract/money";
import type { Queryable } from "#app/db/database.ts";

/**
 * Adds the merchant file's missions the merchant does not have yet, by key; missions already there
 * are the operator's and stay as they are.
 */
export async function seedMissions(tx: Queryable, config: MerchantConfig): Promise<void> {
  const decimals = config.currency.decimals;
  for (const mission of config.missions.list) {
    const target = isMoneyMission(mission.kind)
      ? decimalToMinor(mission.target, decimals)!
      : BigInt(mission.target);
    await tx.query(
      `INSERT INTO missions (merchant_code, key, period, kind, product_type, target, reward, title, description, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (merchant_code, key) DO NOTHING`,
      [
        config.code,
        mission.key,
        mission.period,
        mission.kind,
        mission.productType ?? null,
        target.toString(),
        decimalToMinor(mission.reward, decimals)!.toString(),
        mission.title,
        mission.description,
        mission.sort,
      ],
    );
  }
}
