import { PRODUCT_TYPES, type ProductType } from "@banca/contract/agent-products";
import type { RebateRates, RebateRatesInput } from "@banca/contract/calls/agent-team";
import type { Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";

export const ZERO_RATES: RebateRates = { lottery: 0, live: 0, slots: 0, sports: 0, pvp: 0, fish: 0 };

/** Rates given for some products over a base (the member's current rates, or zeros). */
export function mergeRates(base: RebateRates, given: RebateRatesInput): RebateRates {
  const merged = { ...base };
  for (const product of PRODUCT_TYPES) {
    const rate = given[product];
    if (rate !== undefined) merged[product] = rate;
  }
  return merged;
}

/** Rates stored as JSON (a link setting): unknown keys and bad values read as 0. */
export function ratesFromJson(value: unknown): RebateRates {
  const rates = { ...ZERO_RATES };
  if (value && typeof value === "object") {
    for (const product of PRODUCT_TYPES) {
      const rate = (value as Record<string, unknown>)[product];
      if (typeof rate === "number" && Number.isInteger(rate) && rate >= 0) rates[product] = rate;
    }
  }
  return rates;
}

/** Each rate at most the upline's: a downline's rebate never exceeds its upline's. */
export function assertWithinUpline(rates: RebateRates, upline: RebateRates): void {
  const over = PRODUCT_TYPES.filter((product) => rates[product] > upline[product]);
  if (over.length > 0) {
    throw new AppError("rebate.rate.above.upline", "A rebate rate cannot be above your own rate", {
      products: over.map((product) => ({ product, max: upline[product] })),
    });
  }
}

/** Each rate at least the highest of the member's direct downlines'. */
export function assertAboveDownlines(rates: RebateRates, downlinesMax: RebateRates): void {
  const under = PRODUCT_TYPES.filter((product) => rates[product] < downlinesMax[product]);
  if (under.length > 0) {
    throw new AppError(
      "rebate.rate.below.downline",
      "A rebate rate cannot be below the rate of one of this member's downlines",
      { products: under.map((product) => ({ product, min: downlinesMax[product] })) },
    );
  }
}

type RateRow = { member_id?: string | number; product_type: ProductType; rate_bp: number };

function collect(rows: RateRow[]): RebateRates {
  const rates = { ...ZERO_RATES };
  for (const row of rows) rates[row.product_type] = Number(row.rate_bp);
  return rates;
}

/** The `rebate_rates` table: one rate per member and product type, missing rows reading 0. */
export function createRebateRateRepository(db: Queryable) {
  return {
    async ratesOf(memberId: number): Promise<RebateRates> {
      return collect(
        await db.query<RateRow>("SELECT product_type, rate_bp FROM rebate_rates WHERE member_id = $1", [
          memberId,
        ]),
      );
    },
    /** Per product, the highest rate among the member's direct downlines (0 without any). */
    async directDownlinesMax(memberId: number): Promise<RebateRates> {
      return collect(
        await db.query<RateRow>(
          `SELECT r.product_type, max(r.rate_bp) AS rate_bp
             FROM member_tree t JOIN rebate_rates r ON r.member_id = t.descendant_id
            WHERE t.ancestor_id = $1 AND t.depth = 1
            GROUP BY r.product_type`,
          [memberId],
        ),
      );
    },
    /** Stores every product's rate of the member. */
    async setRates(memberId: number, rates: RebateRates): Promise<void> {
      await db.query(
        `INSERT INTO rebate_rates (member_id, product_type, rate_bp)
         SELECT $1, product, rate FROM unnest($2::text[], $3::int[]) AS given (product, rate)
         ON CONFLICT (member_id, product_type)
           DO UPDATE SET rate_bp = EXCLUDED.rate_bp, updated_at = now()
           WHERE rebate_rates.rate_bp <> EXCLUDED.rate_bp`,
        [memberId, [...PRODUCT_TYPES], PRODUCT_TYPES.map((product) => rates[product])],
      );
    },
    /**
     * Lowers every rate of `rootId`'s subtree (itself included) above `ceiling` to it, and answers
     * what changed. A subtree whose rates fell towards its root stays ordered: min(child, c) ≤
     * min(parent, c).
     */
    async clampSubtree(
      rootId: number,
      ceiling: RebateRates,
    ): Promise<Array<{ memberId: number; product: ProductType; from: number; to: number }>> {
      const rows = await db.query<{
        member_id: string | number;
        product_type: ProductType;
        from_bp: number;
        to_bp: number;
      }>(
        `WITH ceiling (product, rate) AS (SELECT * FROM unnest($2::text[], $3::int[])),
              changed AS (
                SELECT r.member_id, r.product_type, r.rate_bp AS from_bp, c.rate AS to_bp
                  FROM member_tree t
                  JOIN rebate_rates r ON r.member_id = t.descendant_id
                  JOIN ceiling c ON c.product = r.product_type
                 WHERE t.ancestor_id = $1 AND r.rate_bp > c.rate
                   FOR UPDATE OF r
              )
         UPDATE rebate_rates r SET rate_bp = changed.to_bp, updated_at = now()
           FROM changed
          WHERE r.member_id = changed.member_id AND r.product_type = changed.product_type
         RETURNING changed.member_id, changed.product_type, changed.from_bp, changed.to_bp`,
        [rootId, [...PRODUCT_TYPES], PRODUCT_TYPES.map((product) => ceiling[product])],
      );
      return rows.map((row) => ({
        memberId: Number(row.member_id),
        product: row.product_type,
        from: Number(row.from_bp),
        to: Number(row.to_bp),
      }));
    },
  };
}
