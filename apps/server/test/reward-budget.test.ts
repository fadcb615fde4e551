import { PRODUCT_TYPES, type ProductType, productOfGameType } from "@banca/contract/agent-products";
import { POINT_DECIMALS, pointsFor } from "@banca/contract/points";
import {
  decimalRatio,
  houseEdgesBp,
  noRewards,
  overBudget,
  PLATFORM_HOUSE_EDGES_BP,
  type Ratio,
  type RewardRates,
  rewardBudget,
} from "@banca/contract/reward-budget";
import { merchantHouseEdges, rewardBudgetConfigSchema } from "@banca/contract/reward-budget-config";
import { GAME_TYPES } from "@banca/contract/site";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitRebate } from "#app/modules/agent/rebates-split.ts";
import { DICE_HOUSE_EDGE_PERCENT } from "#app/modules/bgs/games/dice.ts";
import { MINES_HOUSE_EDGE_PERCENT } from "#app/modules/bgs/games/mines.ts";
import { exactSlotRtp } from "#app/modules/bgs/games/slot.ts";
import { CATCHES } from "#app/providers/vendors/demo-vendor-games/fishing.ts";
import { ROULETTE_POCKETS } from "#app/providers/vendors/demo-vendor-games/roulette.ts";
import { slotsRtp } from "#app/providers/vendors/demo-vendor-games/slots.ts";

const DECIMALS = 2;
const UNIT = 10n ** BigInt(DECIMALS);
const money = (minor: bigint): Ratio => ({ num: minor, den: UNIT });

/** Often nothing, else a value of the range: most merchants use a few of the rewards. */
const maybe = (min: number, max: number) => fc.oneof(fc.constant(0), fc.integer({ min, max }));
/** A threshold and a reward of up to `perMillion` of it, in minor units. */
const thresholdReward = (perMillion: number) =>
  fc
    .record({ target: fc.bigInt({ min: 1n, max: 10_000_000n }), share: maybe(0, perMillion) })
    .map(({ target, share }) => ({
      target,
      reward: (target * BigInt(share)) / 1_000_000n + (share > 0 ? 1n : 0n),
    }));

/**
 * A merchant's rewards, in the shapes operators set them, each from nothing to about the whole
 * budget of the thinnest edge: together they land on both sides of it.
 */
const ratesArbitrary: fc.Arbitrary<RewardRates> = fc
  .record({
    ratios: fc.array(maybe(1, 400), { minLength: 6, maxLength: 6 }),
    conversion: fc.record({
      points: fc.integer({ min: 100, max: 10_000 }),
      amount: fc.integer({ min: 0, max: 200 }),
    }),
    rebates: fc.array(maybe(1, 60), { minLength: 6, maxLength: 6 }),
    missions: fc.array(thresholdReward(3_000), { maxLength: 3 }),
    levels: fc.array(thresholdReward(3_000), { maxLength: 4 }),
    referral: thresholdReward(3_000),
    contracts: fc.record({
      salaryBp: maybe(1, 40),
      singleBetBp: maybe(1, 20),
      lossBp: maybe(1, 2_000),
      profitBp: maybe(1, 1_000),
      dividendBp: maybe(1, 3_000),
    }),
  })
  .map((drawn) => {
    const rates = noRewards();
    PRODUCT_TYPES.forEach((product, index) => {
      // Ratios of at most four places, as the merchant file and the back office take them.
      rates.pointsRatios[product] = { num: BigInt(drawn.ratios[index]!), den: 10_000n };
      rates.rebateBp[product] = drawn.rebates[index]!;
    });
    rates.pointPrices = [
      {
        money: money(BigInt(drawn.conversion.amount)),
        points: decimalRatio(String(drawn.conversion.points)),
      },
    ];
    rates.betMissions = drawn.missions.map((mission) => ({
      reward: money(mission.reward),
      target: money(mission.target),
    }));
    // Thresholds climb with the rank, as the level table requires.
    const sorted = [...drawn.levels].sort((a, b) => (a.target < b.target ? -1 : 1));
    rates.clubLevels = sorted.map((level, index) => ({
      rank: index + 1,
      validBet: money(level.target),
      reward: money(level.reward),
    }));
    rates.referralBet = { reward: money(drawn.referral.reward), threshold: money(drawn.referral.target) };
    rates.contracts = drawn.contracts;
    return rates;
  });

/**
 * What a member betting `bet` minor units on `product` costs the house in expectation, in millionths
 * of a minor unit, computed the way the payers compute it: points earned by `pointsFor` and converted,
 * the rebate split up a chain by `splitRebate`, each bet mission, club level and referral reward the
 * bet reaches, the top contract's salary, and the shares of the team's expected loss (the edge).
 */
function expectedCost(rates: RewardRates, product: ProductType, edgeBp: number, bet: bigint): bigint {
  const scale = 1_000_000n;
  const ratio = rates.pointsRatios[product];
  const ratioText = `${ratio.num / 10_000n}.${(ratio.num % 10_000n).toString().padStart(4, "0")}`;
  const points = pointsFor(bet, ratioText, DECIMALS);
  let cost = 0n;
  for (const price of rates.pointPrices) {
    // points (in hundredths) × money per point, in minor units × scale.
    const worth =
      (points * price.money.num * UNIT * price.points.den * scale) /
      (10n ** BigInt(POINT_DECIMALS) * price.money.den * price.points.num);
    if (worth > cost) cost = worth;
  }
  // A chain of three agents, rates stepping down from the top to a player who keeps none.
  const top = rates.rebateBp[product];
  const chain = [
    { memberId: 4, depth: 0, rateBp: 0 },
    { memberId: 3, depth: 1, rateBp: Math.floor(top / 3) },
    { memberId: 2, depth: 2, rateBp: Math.floor((top * 2) / 3) },
    { memberId: 1, depth: 3, rateBp: top },
  ];
  cost += splitRebate(bet, chain).reduce((sum, share) => sum + share.amount, 0n) * scale;
  const reached = (target: Ratio) => bet * target.den >= target.num * UNIT;
  const minor = (amount: Ratio) => (amount.num * UNIT * scale) / amount.den;
  for (const mission of rates.betMissions) if (reached(mission.target)) cost += minor(mission.reward);
  for (const level of rates.clubLevels) if (reached(level.validBet)) cost += minor(level.reward);
  if (rates.referralBet.reward.num > 0n && reached(rates.referralBet.threshold))
    cost += minor(rates.referralBet.reward);
  const { salaryBp, singleBetBp, lossBp, profitBp, dividendBp } = rates.contracts;
  cost += (bet * BigInt(salaryBp + singleBetBp) * scale) / 10_000n;
  cost += (bet * BigInt(edgeBp) * BigInt(lossBp + profitBp + dividendBp) * scale) / 10n ** 8n;
  return cost;
}

/** Bets worth trying: every threshold a reward has (where its pay per unit peaks) and a few others. */
function betsOf(rates: RewardRates, extra: bigint[]): bigint[] {
  const atThreshold = (ratio: Ratio) => (ratio.num * UNIT + ratio.den - 1n) / ratio.den;
  return [
    ...extra,
    ...rates.betMissions.map((mission) => atThreshold(mission.target)),
    ...rates.clubLevels.map((level) => atThreshold(level.validBet)),
    atThreshold(rates.referralBet.threshold),
  ].filter((bet) => bet > 0n);
}

describe("rewards below the edge", () => {
  it("keeps every accepted configuration's expected reward per unit of valid bet below every game type's edge", () => {
    let accepted = 0;
    fc.assert(
      fc.property(
        ratesArbitrary,
        fc.array(fc.bigInt({ min: 1n, max: 100_000_000n }), { minLength: 1, maxLength: 4 }),
        (rates, bets) => {
          const edges = PLATFORM_HOUSE_EDGES_BP;
          const lines = rewardBudget(edges, rates);
          if (overBudget(lines).length > 0) return;
          accepted += 1;
          for (const gameType of GAME_TYPES) {
            const product = productOfGameType(gameType);
            const line = lines.find((entry) => entry.productType === product)!;
            expect(line.usedPpm).toBeLessThanOrEqual(line.limitPpm);
            for (const bet of betsOf(rates, bets)) {
              const cost = expectedCost(rates, product, edges[product], bet);
              // Below the edge, and within the half of it the budget allows.
              expect(cost * 10_000n, `${gameType} at ${bet}`).toBeLessThan(
                bet * BigInt(edges[product]) * 1_000_000n,
              );
              expect(cost * 20_000n, `${gameType} at ${bet}`).toBeLessThanOrEqual(
                bet * BigInt(edges[product]) * 1_000_000n,
              );
            }
          }
        },
      ),
      { numRuns: 400 },
    );
    // The arbitrary reaches accepted configurations often enough for the property to mean something.
    expect(accepted).toBeGreaterThan(20);
  });

  it("accepts a rebate rate up to the budget's boundary and refuses one basis point more", () => {
    fc.assert(
      fc.property(ratesArbitrary, fc.constantFrom(...PRODUCT_TYPES), (rates, product) => {
        const edges = PLATFORM_HOUSE_EDGES_BP;
        rates.rebateBp[product] = 0;
        const line = rewardBudget(edges, rates).find((entry) => entry.productType === product)!;
        const room = line.limitPpm - line.usedPpm;
        fc.pre(room >= 0 && overBudget(rewardBudget(edges, rates)).length === 0);
        const most = Math.floor(room / 100);
        rates.rebateBp[product] = most;
        expect(overBudget(rewardBudget(edges, rates))).toEqual([]);
        rates.rebateBp[product] = most + 1;
        expect(overBudget(rewardBudget(edges, rates)).map((over) => over.productType)).toContain(product);
      }),
      { numRuns: 300 },
    );
  });

  it("counts a reward with nothing to reach as never fitting, and each bet mission on top of the others", () => {
    const free = noRewards();
    free.referralBet = { reward: decimalRatio("1.00"), threshold: decimalRatio("0") };
    expect(overBudget(rewardBudget(PLATFORM_HOUSE_EDGES_BP, free))).toHaveLength(PRODUCT_TYPES.length);
    const two = noRewards();
    // 0.30 % each: one fits half of slots' 1 % edge, two together do not.
    two.betMissions = [
      { reward: decimalRatio("3.00"), target: decimalRatio("1000.00") },
      { reward: decimalRatio("0.30"), target: decimalRatio("100.00") },
    ];
    const slots = rewardBudget(PLATFORM_HOUSE_EDGES_BP, two).find((line) => line.productType === "slots")!;
    expect(slots).toMatchObject({ limitPpm: 5_000, usedPpm: 6_000, remainingPpm: -1_000 });
    expect(slots.parts.missions).toBe(6_000);
  });

  it("bounds missions of any kind by the play floor of their claims, and takes none on log-ins or deposits without it", () => {
    const missions = noRewards();
    missions.betMissions = [{ reward: decimalRatio("30.00"), target: decimalRatio("1000.00") }];
    // A log-in mission and no floor: it pays with no play behind it.
    missions.missionClaims = { periods: 2, notOnBets: 1, validBetPerReward: decimalRatio("0") };
    expect(overBudget(rewardBudget(PLATFORM_HOUSE_EDGES_BP, missions))).toHaveLength(PRODUCT_TYPES.length);
    // With claims waiting for 6,000 times their period's rewards, daily and weekly: 2 ÷ 6,000 at
    // most, however generous each mission.
    missions.missionClaims = { periods: 2, notOnBets: 1, validBetPerReward: decimalRatio("6000") };
    const slots = rewardBudget(PLATFORM_HOUSE_EDGES_BP, missions).find(
      (line) => line.productType === "slots",
    )!;
    expect(slots.parts.missions).toBe(334);
    // Bet missions alone weigh the smaller of their own rewards and the floor.
    missions.missionClaims = { periods: 2, notOnBets: 0, validBetPerReward: decimalRatio("6000") };
    missions.betMissions = [{ reward: decimalRatio("0.10"), target: decimalRatio("1000.00") }];
    expect(rewardBudget(PLATFORM_HOUSE_EDGES_BP, missions)[0]!.parts.missions).toBe(100);
  });

  it("lets a merchant lower an edge, never raise it", () => {
    expect(
      merchantHouseEdges(rewardBudgetConfigSchema.parse({ houseEdgesBp: { sports: 250 } })),
    ).toMatchObject({
      sports: 250,
      slots: PLATFORM_HOUSE_EDGES_BP.slots,
    });
    const raised = rewardBudgetConfigSchema.safeParse({ houseEdgesBp: { slots: 101 } });
    expect(raised.success).toBe(false);
    expect(raised.error?.issues[0]?.message).toContain(
      "can only lower the platform's slots house edge of 100 bp",
    );
    expect(houseEdgesBp({ live: 500 }).live).toBe(PLATFORM_HOUSE_EDGES_BP.live);
  });

  it("takes no edge above what the catalogue's thinnest game of each product type keeps", () => {
    const bp = (edge: number) => Math.floor(edge * 10_000);
    // In-house games count as slots: dice and mines keep 1 %, the in-house slot more.
    expect(PLATFORM_HOUSE_EDGES_BP.slots).toBeLessThanOrEqual(DICE_HOUSE_EDGE_PERCENT * 100);
    expect(PLATFORM_HOUSE_EDGES_BP.slots).toBeLessThanOrEqual(MINES_HOUSE_EDGE_PERCENT * 100);
    const slot = exactSlotRtp();
    expect(PLATFORM_HOUSE_EDGES_BP.slots).toBeLessThanOrEqual(
      bp(1 - Number(slot.numerator) / Number(slot.denominator)),
    );
    expect(PLATFORM_HOUSE_EDGES_BP.slots).toBeLessThanOrEqual(bp(1 - slotsRtp()));
    // Live: European roulette keeps 1/37; baccarat's banker bet 1.06 % is the thinnest.
    expect(PLATFORM_HOUSE_EDGES_BP.live).toBeLessThanOrEqual(bp(1 / ROULETTE_POCKETS));
    expect(PLATFORM_HOUSE_EDGES_BP.live).toBeLessThanOrEqual(106);
    // Fish: the shooter's catches, and the crash room's 3 %.
    const weight = CATCHES.reduce((sum, fish) => sum + fish.weight, 0);
    const rtp = CATCHES.reduce((sum, fish) => sum + (Number(fish.permille) / 1000) * fish.weight, 0) / weight;
    expect(PLATFORM_HOUSE_EDGES_BP.fish).toBeLessThanOrEqual(bp(1 - rtp));
    expect(PLATFORM_HOUSE_EDGES_BP.fish).toBeLessThanOrEqual(300);
    // PvP: the card duel returns 6/13 × 1.95 + 1/13.
    expect(PLATFORM_HOUSE_EDGES_BP.pvp).toBeLessThanOrEqual(bp(1 - ((6 / 13) * 1.95 + 1 / 13)));
    // Lottery: the quick draws' top prize group 1950 of 2000.
    expect(PLATFORM_HOUSE_EDGES_BP.lottery).toBeLessThanOrEqual(((2000 - 1950) / 2000) * 10_000);
  });
});
