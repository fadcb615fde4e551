import { PRODUCT_TYPES, type ProductType } from "./agent-products.ts";

/**
 * Rewards below the edge (decision 077): everything a merchant pays back per unit of valid bet —
 * points, the top of the rebate chain, bet missions, top-level agent contracts, club-level rewards,
 * the referral bet reward — must stay within a share of the house edge of each product type, so the
 * house still earns on the most riskless bet its catalogue offers. Pure arithmetic, no zod: the
 * merchant file's schema, the back office's calls and the ops commands all call it.
 */

/**
 * The lowest house edge any game of each product type in the platform's catalogue has, in basis
 * points, rounded down: in-house dice and mines keep 1 % (slots); baccarat's banker bet 1.06 %
 * (live); the quick draws' top prize group 1950 of 2000 keeps 2.5 % (lottery); the match book's
 * thinnest odds 4 % (sports); the card duel 2.31 % (pvp); the crash room 3 % (fish). A merchant may
 * lower an edge (its vendors' margins are thinner), never raise it above this table.
 */
export const PLATFORM_HOUSE_EDGES_BP: Readonly<Record<ProductType, number>> = {
  slots: 100,
  live: 100,
  lottery: 250,
  sports: 400,
  pvp: 230,
  fish: 300,
};

/** The share of the edge all rewards together may pay back: half, so the house keeps the other half. */
export const REWARD_SHARE_OF_EDGE = { num: 1n, den: 2n } as const;

/** A non-negative rational: an amount per unit of valid bet, or a price. */
export type Ratio = { num: bigint; den: bigint };

/** The parts of the budget, each in parts per million of valid bet. */
export const REWARD_PARTS = ["points", "rebate", "missions", "contracts", "clubLevels", "referral"] as const;
export type RewardPart = (typeof REWARD_PARTS)[number];

/** What a merchant pays back, in the shapes its settings and tables hold them. */
export type RewardRates = {
  /** Points earned per unit of valid bet, by product type. */
  pointsRatios: Record<ProductType, Ratio>;
  /** Prices of a point: each conversion or cash reward as money paid for points spent. */
  pointPrices: Array<{ money: Ratio; points: Ratio }>;
  /** The highest rebate rate of any member of the merchant: the top of every chain (basis points). */
  rebateBp: Record<ProductType, number>;
  /** Missions on valid bet (any product type): each pays `reward` once its `target` is reached. */
  betMissions: Array<{ reward: Ratio; target: Ratio }>;
  /**
   * Every enabled mission, of any kind: the kinds of period they come in (daily, weekly), how many
   * count something other than valid bet (log-ins, deposits, rounds), and the valid bets a claim
   * waits for per unit of the period's claimed rewards (0: none).
   */
  missionClaims: { periods: number; notOnBets: number; validBetPerReward: Ratio };
  /** Club levels reached by play: each pays `reward` once, reached at `validBet` in a period. */
  clubLevels: Array<{ rank: number; validBet: Ratio; reward: Ratio }>;
  /** Both invitation rewards (referrer's and friend's), paid once the friend's valid bets reach `threshold`. */
  referralBet: { reward: Ratio; threshold: Ratio };
  /**
   * Top-level agents' contracts (the platform pays them; the chain below shares them), the highest
   * of each kind: salary on team valid bet (daily plus hourly top tiers), real-time salary's rates,
   * the dividend's top tier on team loss.
   */
  contracts: { salaryBp: number; singleBetBp: number; lossBp: number; profitBp: number; dividendBp: number };
};

export type BudgetLine = {
  productType: ProductType;
  edgePpm: number;
  /** The most all rewards together may pay back per unit of valid bet. */
  limitPpm: number;
  parts: Record<RewardPart, number>;
  usedPpm: number;
  /** Negative when over budget. */
  remainingPpm: number;
};

const PPM = 1_000_000n;
const BP = 10_000n;

const ceilDiv = (num: bigint, den: bigint) => (num + den - 1n) / den;
/** A ratio in parts per million, rounded up: the budget never under-counts a reward. */
const ppmOf = (num: bigint, den: bigint) =>
  den <= 0n ? (num > 0n ? UNBOUNDED : 0n) : ceilDiv(num * PPM, den);
/** A reward with nothing to reach is paid on the first unit of valid bet: it never fits. */
const UNBOUNDED = 10n ** 12n;

/** A decimal of the merchant file ("0.01", "100") as a ratio. */
export function decimalRatio(text: string): Ratio {
  const [whole = "0", fraction = ""] = text.split(".");
  return { num: BigInt(whole + fraction), den: 10n ** BigInt(fraction.length) };
}

/** Minor units of a currency with `decimals` places as a ratio of the currency. */
export const minorRatio = (minor: bigint, decimals: number): Ratio => ({
  num: minor,
  den: 10n ** BigInt(decimals),
});

const isZero = (ratio: Ratio) => ratio.num === 0n;

function pointsPpm(rates: RewardRates, product: ProductType): bigint {
  const ratio = rates.pointsRatios[product];
  if (isZero(ratio)) return 0n;
  let best = 0n;
  for (const { money, points } of rates.pointPrices) {
    if (isZero(money)) continue;
    // ratio × money / points, every ratio brought onto one denominator.
    const ppm = ppmOf(ratio.num * money.num * points.den, ratio.den * money.den * points.num);
    if (ppm > best) best = ppm;
  }
  return best;
}

/**
 * Bet missions: reward ÷ target, added up (the same bets complete them all). A claim that waits for
 * `validBetPerReward` times its period's rewards in valid bets bounds every mission of a kind of
 * period to 1 ÷ that, whatever it counts; without it, a mission on log-ins, deposits or rounds pays
 * with no play behind it and never fits.
 */
function missionsPpm(rates: RewardRates): bigint {
  let onBets = 0n;
  for (const { reward, target } of rates.betMissions) {
    if (!isZero(reward)) onBets += ppmOf(reward.num * target.den, reward.den * target.num);
  }
  const { periods, notOnBets, validBetPerReward } = rates.missionClaims;
  if (isZero(validBetPerReward)) return notOnBets > 0 ? UNBOUNDED : onBets;
  const bounded = ppmOf(BigInt(periods) * validBetPerReward.den, validBetPerReward.num);
  return notOnBets > 0 || bounded < onBets ? bounded : onBets;
}

/** The worst level: every reward up to it (paid once each) over the valid bet that reaches it. */
function clubLevelsPpm(rates: RewardRates): bigint {
  const levels = [...rates.clubLevels].sort((a, b) => a.rank - b.rank);
  let paid: Ratio = { num: 0n, den: 1n };
  let worst = 0n;
  for (const level of levels) {
    paid = {
      num: paid.num * level.reward.den + level.reward.num * paid.den,
      den: paid.den * level.reward.den,
    };
    // A level reached on deposits alone pays nothing per bet.
    if (isZero(level.validBet) || isZero(paid)) continue;
    const ppm = ppmOf(paid.num * level.validBet.den, paid.den * level.validBet.num);
    if (ppm > worst) worst = ppm;
  }
  return worst;
}

function referralPpm(rates: RewardRates): bigint {
  const { reward, threshold } = rates.referralBet;
  return isZero(reward) ? 0n : ppmOf(reward.num * threshold.den, reward.den * threshold.num);
}

/**
 * Salaries are per valid bet; the real-time loss and profit rates and the dividend are shares of the
 * team's net result, whose expected size per unit of valid bet is the edge.
 */
function contractsPpm(rates: RewardRates, edgePpm: bigint): bigint {
  const { salaryBp, singleBetBp, lossBp, profitBp, dividendBp } = rates.contracts;
  const perBet = (BigInt(salaryBp) + BigInt(singleBetBp)) * (PPM / BP);
  return perBet + ceilDiv(BigInt(lossBp + profitBp + dividendBp) * edgePpm, BP);
}

/** The house edge of each product type for a merchant: the platform's, or lower where it says so. */
export function houseEdgesBp(
  overrides: Partial<Record<ProductType, number>> = {},
): Record<ProductType, number> {
  const edges = { ...PLATFORM_HOUSE_EDGES_BP };
  for (const product of PRODUCT_TYPES) {
    const own = overrides[product];
    if (own !== undefined && own < edges[product]) edges[product] = Math.max(0, own);
  }
  return edges;
}

const clamp = (value: bigint) => Number(value > UNBOUNDED ? UNBOUNDED : value);

/** What every product type's rewards pay back per unit of valid bet, against its limit. */
export function rewardBudget(edgesBp: Record<ProductType, number>, rates: RewardRates): BudgetLine[] {
  const shared = {
    missions: missionsPpm(rates),
    clubLevels: clubLevelsPpm(rates),
    referral: referralPpm(rates),
  };
  return PRODUCT_TYPES.map((productType) => {
    const edgePpm = BigInt(edgesBp[productType]) * (PPM / BP);
    const limitPpm = (edgePpm * REWARD_SHARE_OF_EDGE.num) / REWARD_SHARE_OF_EDGE.den;
    const parts = {
      points: pointsPpm(rates, productType),
      rebate: BigInt(rates.rebateBp[productType]) * (PPM / BP),
      missions: shared.missions,
      contracts: contractsPpm(rates, edgePpm),
      clubLevels: shared.clubLevels,
      referral: shared.referral,
    } satisfies Record<RewardPart, bigint>;
    const used = REWARD_PARTS.reduce((sum, part) => sum + parts[part], 0n);
    return {
      productType,
      edgePpm: Number(edgePpm),
      limitPpm: Number(limitPpm),
      parts: Object.fromEntries(REWARD_PARTS.map((part) => [part, clamp(parts[part])])) as Record<
        RewardPart,
        number
      >,
      usedPpm: clamp(used),
      remainingPpm: Number(limitPpm) - clamp(used),
    };
  });
}

/** The product types whose rewards pay back more than their limit (none: the rates may be set). */
export const overBudget = (lines: readonly BudgetLine[]) =>
  lines.filter((line) => line.usedPpm > line.limitPpm);

/** Parts per million as a percentage for messages: 5000 → "0.5000 %". */
export const ppmPercent = (ppm: number) => `${(ppm / 10_000).toFixed(4)} %`;

/**
 * The sentence a refusal carries for one product type over budget: which product, what the part
 * being set asks, and the most it may take with everything else as it is.
 */
export function overBudgetMessage(line: BudgetLine, part: RewardPart, asked: string): string {
  const others = line.usedPpm - line.parts[part];
  const most = Math.max(0, line.limitPpm - others);
  return (
    `${line.productType}: ${part} ${asked} would pay back ${ppmPercent(line.parts[part])} of valid bet; ` +
    `the most it may pay is ${ppmPercent(most)} (all rewards together at most ${ppmPercent(line.limitPpm)}, ` +
    `half the ${line.productType} house edge of ${ppmPercent(line.edgePpm)})`
  );
}

/** The rates of a merchant that pays nothing back: the base the writers change one part of. */
export function noRewards(): RewardRates {
  const zero: Ratio = { num: 0n, den: 1n };
  const byProduct = <T>(value: T) =>
    Object.fromEntries(PRODUCT_TYPES.map((product) => [product, value])) as Record<ProductType, T>;
  return {
    pointsRatios: byProduct(zero),
    pointPrices: [],
    rebateBp: byProduct(0),
    betMissions: [],
    missionClaims: { periods: 0, notOnBets: 0, validBetPerReward: zero },
    clubLevels: [],
    referralBet: { reward: zero, threshold: zero },
    contracts: { salaryBp: 0, singleBetBp: 0, lossBp: 0, profitBp: 0, dividendBp: 0 },
  };
}
