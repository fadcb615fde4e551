import type { MerchantConfig } from "@banca/contract/merchant-config";
import { decimalToMinor } from "@banca/contract/money";
import { POINT_DECIMALS } from "@banca/contract/points";
import type { Queryable } from "#app/db/database.ts";

/**
 * Adds the merchant file's point rewards the merchant does not have yet, by key; rewards already
 * there (their stock above all) are the operator's and stay as they are.
 */
export async function seedPointRewards(tx: Queryable, config: MerchantConfig): Promise<void> {
  const decimals = config.currency.decimals;
  for (const reward of config.points.rewards) {
    await tx.query(
      `INSERT INTO point_rewards (merchant_code, key, kind, name, description, image, points, amount_required,
                                  cash_amount, contact, stock, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (merchant_code, key) DO NOTHING`,
      [
        config.code,
        reward.key,
        reward.kind,
        reward.name,
        reward.description,
        reward.image,
        decimalToMinor(reward.points, POINT_DECIMALS)!.toString(),
        decimalToMinor(reward.amountRequired, decimals)!.toString(),
        decimalToMinor(reward.cashAmount, decimals)!.toString(),
        reward.contact ?? null,
        reward.stock,
        reward.sort,
      ],
    );
  }
}
