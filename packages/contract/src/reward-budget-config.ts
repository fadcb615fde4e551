import { z } from "zod";
import { PRODUCT_TYPES, type ProductType } from "./agent-products.ts";
import type { ClubLevel } from "./club-levels.ts";
import type { MissionConfig } from "./missions-config.ts";
import type { PointsConfig } from "./points-config.ts";
import type { ReferralConfig } from "./referral-config.ts";
import {
  decimalRatio,
  houseEdgesBp,
  noRewards,
  overBudget,
  overBudgetMessage,
  PLATFORM_HOUSE_EDGES_BP,
  type RewardPart,
  type RewardRates,
  rewardBudget,
} from "./reward-budget.ts";

const edgeBp = (product: ProductType) =>
  z
    .number()
    .int()
    .min(0)
    .max(
      PLATFORM_HOUSE_EDGES_BP[product],
      `can only lower the platform's ${product} house edge of ${PLATFORM_HOUSE_EDGES_BP[product]} bp`,
    )
    .optional();

/**
 * A merchant's own house edges (decision 077), in basis points, for product types whose vendors keep
 * less than the platform's table: only lower, never higher.
 */
export const rewardBudgetConfigSchema = z
  .object({
    houseEdgesBp: z
      .object(
        Object.fromEntries(PRODUCT_TYPES.map((product) => [product, edgeBp(product)])) as {
          [P in ProductType]: ReturnType<typeof edgeBp>;
        },
      )
      .strict()
      .default({}),
  })
  .strict();
export type RewardBudgetConfig = z.infer<typeof rewardBudgetConfigSchema>;

/** The merchant's edges: the platform's table with its own lower ones. */
export const merchantHouseEdges = (config: RewardBudgetConfig | undefined) =>
  houseEdgesBp(config?.houseEdgesBp as Partial<Record<ProductType, number>> | undefined);

type FileRewards = {
  points: Pick<PointsConfig, "ratios" | "conversion" | "rewards">;
  missions: {
    list: readonly Pick<MissionConfig, "kind" | "period" | "target" | "reward">[];
    validBetPerReward: string;
  };
  clubLevels: readonly Pick<ClubLevel, "rankLevel" | "promotion" | "reward">[];
  referral: Pick<ReferralConfig, "rewards" | "minFirstDeposit" | "minValidBet">;
};

/** What a merchant file pays back (its agents' rebates and contracts come later, in the database). */
export function rewardRatesOfFile(file: FileRewards): RewardRates {
  const rates = noRewards();
  for (const product of PRODUCT_TYPES)
    rates.pointsRatios[product] = decimalRatio(file.points.ratios[product]);
  const { conversion } = file.points;
  rates.pointPrices = [
    { money: decimalRatio(conversion.amount), points: decimalRatio(conversion.points) },
    ...file.points.rewards
      .filter((reward) => reward.kind === "cash")
      .map((reward) => ({ money: decimalRatio(reward.cashAmount), points: decimalRatio(reward.points) })),
  ];
  rates.betMissions = file.missions.list
    .filter((mission) => mission.kind === "bet")
    .map((mission) => ({ reward: decimalRatio(mission.reward), target: decimalRatio(mission.target) }));
  rates.missionClaims = missionClaimsOf(file.missions.list, file.missions.validBetPerReward);
  rates.clubLevels = file.clubLevels.flatMap((level) =>
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
  rates.referralBet = referralRatio(file.referral);
  return rates;
}

/** What bounds the claims of missions of any kind (decision 077): see `missionClaims`. */
export function missionClaimsOf(
  missions: readonly { kind: string; period: string }[],
  validBetPerReward: string,
): RewardRates["missionClaims"] {
  return {
    periods: new Set(missions.map((mission) => mission.period)).size,
    notOnBets: missions.filter((mission) => mission.kind !== "bet").length,
    validBetPerReward: decimalRatio(validBetPerReward),
  };
}

/**
 * Both invitation rewards per unit of the friend's valid bets they wait for: the friend's valid bets
 * after its qualifying deposit must reach the deposit and `minValidBet`, so at least the larger of
 * the deposit minimum and `minValidBet` (decision 078).
 */
export function referralRatio(referral: Pick<ReferralConfig, "rewards" | "minFirstDeposit" | "minValidBet">) {
  const referrer = decimalRatio(referral.rewards.referrer);
  const friend = decimalRatio(referral.rewards.friend);
  const deposit = decimalRatio(referral.minFirstDeposit);
  const bets = decimalRatio(referral.minValidBet);
  return {
    reward: { num: referrer.num * friend.den + friend.num * referrer.den, den: referrer.den * friend.den },
    threshold: deposit.num * bets.den >= bets.num * deposit.den ? deposit : bets,
  };
}

/** Which part of a file's rewards takes the most of an over-budget line: the one to name. */
export function fileOverBudgetMessages(edges: Record<ProductType, number>, rates: RewardRates): string[] {
  return overBudget(rewardBudget(edges, rates)).map((line) => {
    const part = (Object.entries(line.parts) as [RewardPart, number][]).sort((a, b) => b[1] - a[1])[0]![0];
    return overBudgetMessage(line, part, FILE_RATE_NAMES[part]);
  });
}

const FILE_RATE_NAMES: Record<RewardPart, string> = {
  points: "(points.ratios at the best of points.conversion and the cash rewards)",
  rebate: "(agents' rebate rates)",
  missions: "(the bet missions' reward ÷ target, all together)",
  contracts: "(top-level agents' contracts)",
  clubLevels: "(clubLevels' rewards ÷ promotion.validBet)",
  referral:
    "((referral.rewards.referrer + referral.rewards.friend) ÷ the larger of referral.minFirstDeposit and referral.minValidBet)",
};
