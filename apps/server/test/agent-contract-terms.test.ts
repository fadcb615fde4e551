import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AppError } from "#app/http/app-error.ts";
import {
  assertTiersInOrder,
  isLower,
  misfit,
  rateAt,
  type Terms,
  type Tier,
} from "#app/modules/agent-contracts/terms.ts";

/** Tiers in order (thresholds never down, at least one up, rates strictly up), 1 to 5 of them. */
const tiersArbitrary = (withLoss: boolean): fc.Arbitrary<Tier[]> =>
  fc
    .array(
      fc.record({
        bet: fc.integer({ min: 0, max: 5_000 }),
        members: fc.integer({ min: 0, max: 5 }),
        loss: withLoss ? fc.integer({ min: 0, max: 2_000 }) : fc.constant(0),
        rate: fc.integer({ min: 1, max: 300 }),
      }),
      { minLength: 1, maxLength: 5 },
    )
    .map((steps) => {
      let bet = 0n;
      let members = 0;
      let loss = 0n;
      let rate = 0;
      return steps.map((step, index) => {
        bet += BigInt(step.bet) + (index > 0 ? 1n : 0n);
        members += step.members;
        loss += BigInt(step.loss);
        rate += step.rate;
        return { minTeamValidBet: bet, minActiveMembers: members, minTeamLoss: loss, rateBp: rate };
      });
    });

/**
 * Tiers that fit under `up` by construction: thresholds rising from one of its tiers', each rate
 * strictly above the one before and at most what `up` pays at that tier's thresholds.
 */
const fittingTiers = (up: Tier[]): fc.Arbitrary<Tier[]> =>
  fc
    .array(
      fc.record({
        index: fc.nat(up.length - 1),
        bet: fc.bigInt({ min: 0n, max: 3_000n }),
        members: fc.nat(3),
        loss: fc.bigInt({ min: 0n, max: 1_000n }),
        step: fc.integer({ min: 1, max: 60 }),
      }),
      { minLength: 1, maxLength: 4 },
    )
    .map((list) => {
      const tiers: Tier[] = [];
      let floor: Tier = { minTeamValidBet: 0n, minActiveMembers: 0, minTeamLoss: 0n, rateBp: 0 };
      for (const [position, { index, bet, members, loss, step }] of list.entries()) {
        const base = up[index] as Tier;
        const max = <T extends bigint | number>(a: T, b: T) => (a > b ? a : b);
        const thresholds = {
          minTeamValidBet: max(floor.minTeamValidBet, base.minTeamValidBet) + bet + (position > 0 ? 1n : 0n),
          minActiveMembers: max(floor.minActiveMembers, base.minActiveMembers) + members,
          minTeamLoss: max(floor.minTeamLoss, base.minTeamLoss) + loss,
        };
        const ceiling = rateAt({ tiers: up }, thresholds);
        const rate = Math.min(ceiling, floor.rateBp + step);
        if (rate <= floor.rateBp) break;
        floor = { ...thresholds, rateBp: rate };
        tiers.push(floor);
      }
      return tiers;
    });

const salary = (tiers: Tier[], minBet = 0n): Terms => ({
  kind: "dailySalary",
  period: null,
  dividendMode: null,
  minBetPerMember: minBet,
  tiers,
  singleBetRateBp: null,
  lossRateBp: null,
  profitRateBp: null,
});
const reach = fc.record({
  minTeamValidBet: fc.bigInt({ min: 0n, max: 40_000n }),
  minActiveMembers: fc.integer({ min: 0, max: 40 }),
  minTeamLoss: fc.bigInt({ min: 0n, max: 15_000n }),
});

describe("contract terms (decision 042)", () => {
  it("pays the best tier whose thresholds are all met, nothing below the first", () => {
    const terms = salary([
      { minTeamValidBet: 1000n, minActiveMembers: 1, minTeamLoss: 0n, rateBp: 100 },
      { minTeamValidBet: 10_000n, minActiveMembers: 5, minTeamLoss: 0n, rateBp: 150 },
    ]);
    expect(rateAt(terms, { minTeamValidBet: 999n, minActiveMembers: 9, minTeamLoss: 0n })).toBe(0);
    expect(rateAt(terms, { minTeamValidBet: 50_000n, minActiveMembers: 4, minTeamLoss: 0n })).toBe(100);
    expect(rateAt(terms, { minTeamValidBet: 10_000n, minActiveMembers: 5, minTeamLoss: 0n })).toBe(150);
  });

  it("accepts generated tiers in order and refuses them out of order", () => {
    fc.assert(
      fc.property(tiersArbitrary(true), (tiers) => {
        expect(() => assertTiersInOrder(tiers)).not.toThrow();
        if (tiers.length < 2) return;
        const swapped = [...tiers].reverse();
        expect(() => assertTiersInOrder(swapped)).toThrow(AppError);
      }),
    );
  });

  it("an offer made to fit is accepted and never pays a downline more than its upline at any volume the upline reaches", () => {
    // The upline's team holds the downline's: its volume, members and loss are at least the downline's.
    fc.assert(
      fc.property(
        tiersArbitrary(true).chain((upTiers) => fc.tuple(fc.constant(upTiers), fittingTiers(upTiers))),
        reach,
        // Often an upline whose team adds nothing to the downline's: the tightest case.
        fc.oneof(fc.constant({ minTeamValidBet: 0n, minActiveMembers: 0, minTeamLoss: 0n }), reach),
        fc.bigInt({ min: 0n, max: 50n }),
        ([upTiers, downTiers], down, extra, minBet) => {
          fc.pre(downTiers.length > 0);
          const up = salary(upTiers, minBet);
          const offered = salary(downTiers, minBet);
          expect(() => assertTiersInOrder(downTiers)).not.toThrow();
          expect(misfit(offered, up)).toBeNull();
          const upReach = {
            minTeamValidBet: down.minTeamValidBet + extra.minTeamValidBet,
            minActiveMembers: down.minActiveMembers + extra.minActiveMembers,
            minTeamLoss: down.minTeamLoss + extra.minTeamLoss,
          };
          expect(rateAt(offered, down)).toBeLessThanOrEqual(rateAt(up, upReach));
          // One basis point more on the top tier is refused.
          const last = downTiers[downTiers.length - 1] as Tier;
          const over = salary([...downTiers.slice(0, -1), { ...last, rateBp: rateAt(up, last) + 1 }], minBet);
          expect(misfit(over, up)?.code).toBe("contract.rate.above.upline");
        },
      ),
      { numRuns: 500 },
    );
  });

  it("no pair of terms the rules accept pays a downline more than its upline", () => {
    fc.assert(
      fc.property(tiersArbitrary(true), tiersArbitrary(true), reach, (upTiers, downTiers, at) => {
        const up = salary(upTiers);
        const offered = salary(downTiers);
        fc.pre(misfit(offered, up) === null);
        expect(rateAt(offered, at)).toBeLessThanOrEqual(rateAt(up, at));
      }),
    );
  });

  it("scales an upline's tiers down into an offer that fits, and finds one rate point above it", () => {
    fc.assert(
      fc.property(tiersArbitrary(false), (tiers) => {
        const up = salary(tiers);
        const half = salary(tiers.map((tier) => ({ ...tier, rateBp: Math.max(1, tier.rateBp - 1) })));
        // Rates one lower keep the order only where the upline's rose by more than one; skip the rest.
        fc.pre(
          half.tiers.every(
            (tier, index) => index === 0 || tier.rateBp > (half.tiers[index - 1]?.rateBp ?? 0),
          ),
        );
        expect(misfit(half, up)).toBeNull();
        const above = salary(tiers.map((tier) => ({ ...tier, rateBp: tier.rateBp + 1 })));
        expect(misfit(above, up)?.code).toBe("contract.rate.above.upline");
      }),
    );
  });

  it("calls terms lower when some tier of the current ones would pay less, or more members would be needed", () => {
    const current = salary([
      { minTeamValidBet: 1000n, minActiveMembers: 1, minTeamLoss: 0n, rateBp: 80 },
      { minTeamValidBet: 10_000n, minActiveMembers: 5, minTeamLoss: 0n, rateBp: 120 },
    ]);
    expect(isLower(current, current)).toBe(false);
    const raisedThreshold = salary([
      { minTeamValidBet: 1000n, minActiveMembers: 1, minTeamLoss: 0n, rateBp: 80 },
      { minTeamValidBet: 20_000n, minActiveMembers: 5, minTeamLoss: 0n, rateBp: 130 },
    ]);
    expect(isLower(raisedThreshold, current)).toBe(true);
    const better = salary([
      { minTeamValidBet: 500n, minActiveMembers: 1, minTeamLoss: 0n, rateBp: 90 },
      { minTeamValidBet: 10_000n, minActiveMembers: 5, minTeamLoss: 0n, rateBp: 120 },
    ]);
    expect(isLower(better, current)).toBe(false);
    expect(isLower(salary(current.tiers, 5n), current)).toBe(true);
    const rt = (single: number, loss: number, profit: number): Terms => ({
      ...salary([]),
      kind: "realTimeSalary",
      singleBetRateBp: single,
      lossRateBp: loss,
      profitRateBp: profit,
    });
    expect(isLower(rt(10, 200, 50), rt(10, 200, 60))).toBe(true);
    expect(isLower(rt(11, 200, 60), rt(10, 200, 60))).toBe(false);
    expect(misfit(rt(10, 201, 0), rt(10, 200, 60))?.code).toBe("contract.rate.above.upline");
  });
});
