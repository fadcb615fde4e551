import { PRODUCT_TYPES, type ProductType } from "@banca/contract/agent-products";
import { POINT_DECIMALS } from "@banca/contract/points";
import { decimalRatio, minorRatio, noRewards, type RewardRates } from "@banca/contract/reward-budget";
import { merchantHouseEdges, missionClaimsOf, referralRatio } from "@banca/contract/reward-budget-config";
import type { Queryable } from "#app/db/database.ts";
import type { MerchantSettings } from "#app/modules/merchants/merchant.ts";

type ContractRow = {
  kind: string;
  single_bp: number | null;
  loss_bp: number | null;
  profit_bp: number | null;
  top_bp: number | null;
};

/**
 * What a merchant pays back per unit of valid bet as it stands in the database (decision 077), read
 * in the caller's transaction after it takes the merchant's row: a writer changes its part first and
 * asks the budget after, so two writers one after the other see each other's change.
 */
export async function loadRewardState(tx: Queryable, merchantCode: string) {
  const [row] = await tx.query<{ settings: MerchantSettings }>(
    "SELECT settings FROM merchants WHERE code = $1 FOR UPDATE",
    [merchantCode],
  );
  if (!row) throw new Error(`No merchant "${merchantCode}"`);
  const settings = row.settings;
  const decimals = settings.currency.decimals;
  const money = (minor: string | number) => minorRatio(BigInt(minor), decimals);
  const rates: RewardRates = noRewards();

  for (const product of PRODUCT_TYPES) {
    rates.pointsRatios[product] = decimalRatio(settings.points?.ratios?.[product] ?? "0");
  }
  const conversion = settings.points?.conversion ?? { points: "0", amount: "0" };
  // Every cash reward counts, switched off or not: an operator switches one on without a new check.
  const cash = await tx.query<{ points: string; cash_amount: string }>(
    "SELECT points::text, cash_amount::text FROM point_rewards WHERE merchant_code = $1 AND kind = 'cash'",
    [merchantCode],
  );
  rates.pointPrices = [
    { money: decimalRatio(conversion.amount), points: decimalRatio(conversion.points) },
    ...cash.map((reward) => ({
      money: money(reward.cash_amount),
      points: minorRatio(BigInt(reward.points), POINT_DECIMALS),
    })),
  ];

  const rebates = await tx.query<{ product_type: ProductType; rate_bp: number }>(
    `SELECT r.product_type, max(r.rate_bp) AS rate_bp
       FROM rebate_rates r JOIN members m ON m.id = r.member_id
      WHERE m.merchant_code = $1 GROUP BY r.product_type`,
    [merchantCode],
  );
  for (const rebate of rebates) rates.rebateBp[rebate.product_type] = Number(rebate.rate_bp);

  const missions = await tx.query<{ kind: string; period: string; target: string; reward: string }>(
    "SELECT kind, period, target::text, reward::text FROM missions WHERE merchant_code = $1 AND enabled",
    [merchantCode],
  );
  rates.betMissions = missions
    .filter((mission) => mission.kind === "bet")
    .map((mission) => ({ reward: money(mission.reward), target: money(mission.target) }));
  rates.missionClaims = missionClaimsOf(missions, settings.missions?.validBetPerReward ?? "0");

  rates.clubLevels = (settings.clubLevels ?? []).flatMap((level) =>
    level.promotion && level.reward
      ? [
          {
            rank: level.rankLevel,
            validBet: decimalRatio(level.promotion.validBet),
            reward: decimalRatio(level.reward),
          },
        ]
      : [],
  );
  const referral = settings.referral;
  if (referral) {
    rates.referralBet = referralRatio(referral);
  }

  // Top-level agents' contracts, offers included: the platform pays them, the chain below shares them.
  const contracts = await tx.query<ContractRow>(
    `SELECT c.kind, max(c.single_bet_rate_bp) AS single_bp, max(c.loss_rate_bp) AS loss_bp,
            max(c.profit_rate_bp) AS profit_bp, max(t.rate_bp) AS top_bp
       FROM agent_contracts c LEFT JOIN agent_contract_tiers t ON t.contract_id = c.id
      WHERE c.merchant_code = $1 AND c.upline_id IS NULL
        AND c.state IN ('pending', 'active', 'termination_requested')
      GROUP BY c.kind`,
    [merchantCode],
  );
  for (const contract of contracts) {
    const top = Number(contract.top_bp ?? 0);
    if (contract.kind === "daily_salary" || contract.kind === "hourly_salary")
      rates.contracts.salaryBp += top;
    if (contract.kind === "dividend") rates.contracts.dividendBp = top;
    if (contract.kind === "realtime_salary") {
      rates.contracts.singleBetBp = Number(contract.single_bp ?? 0);
      rates.contracts.lossBp = Number(contract.loss_bp ?? 0);
      rates.contracts.profitBp = Number(contract.profit_bp ?? 0);
    }
  }

  return { rates, edgesBp: merchantHouseEdges(settings.rewardBudget), settings };
}
