import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ChainNode, settleChain, shareProRata } from "#app/modules/agent-payouts/chain.ts";
import { coverOf } from "#app/modules/agent-payouts/figures.ts";
import {
  dailyPayTime,
  daySlotOf,
  dividendPeriodOf,
  hourSlotOf,
  lastClosedSlot,
  realtimeSlotOf,
} from "#app/modules/agent-payouts/periods.ts";
import {
  dividendAmount,
  realtimeAmount,
  salaryAmount,
  selectTier,
  type Tier,
} from "#app/modules/agent-payouts/tiers.ts";

const percent = (value: number) => Math.round(value * 10_000);
const tier = (minValidBet: number, minActiveMembers: number, rate: number, minLoss?: number): Tier => ({
  minValidBet: BigInt(minValidBet),
  minActiveMembers,
  ratePpm: percent(rate),
  ...(minLoss === undefined ? {} : { minLoss: BigInt(minLoss) }),
});
const figures = (validBet: number, activeMembers: number, loss = 0) => ({
  validBet: BigInt(validBet),
  activeMembers,
  loss: BigInt(loss),
});

describe("the worked example of the notes: A 1.5 % → B 1.2 % → C 1.0 %", () => {
  const a = salaryAmount([tier(0, 0, 1.5)], figures(1_000_000, 10))!;
  const b = salaryAmount([tier(0, 0, 1.2)], figures(600_000, 6))!;
  const c = salaryAmount([tier(0, 0, 1.0)], figures(200_000, 2))!;

  it("pays 15,000 / 7,200 / 2,000 on team volumes of 1,000,000 / 600,000 / 200,000", () => {
    expect([a.amount, b.amount, c.amount]).toEqual([15_000n, 7_200n, 2_000n]);
  });

  it("lets A keep 7,800, B 5,200 and C 2,000, and costs the house 15,000", () => {
    const shares = settleChain([
      { contractId: "1", memberId: 1, parentContractId: null, amount: a.amount },
      { contractId: "2", memberId: 2, parentContractId: "1", amount: b.amount },
      { contractId: "3", memberId: 3, parentContractId: "2", amount: c.amount },
    ]);
    expect(shares.map((share) => [share.payer, share.due, share.kept])).toEqual([
      ["house_or_offerer", 15_000n, 7_800n],
      ["upline", 7_200n, 5_200n],
      ["upline", 2_000n, 2_000n],
    ]);
  });
});

describe("tiers", () => {
  const tiers = [tier(100_000, 3, 0.5), tier(500_000, 10, 1.0), tier(1_000_000, 20, 1.5)];

  it("pick the highest tier whose thresholds are all met", () => {
    expect(selectTier(tiers, figures(600_000, 12))?.index).toBe(1);
    // The bet of the top tier is met but not its members: the second tier.
    expect(selectTier(tiers, figures(2_000_000, 19))?.index).toBe(1);
    expect(selectTier(tiers, figures(2_000_000, 20))?.index).toBe(2);
  });

  it("answer target not met when no tier is met", () => {
    expect(selectTier(tiers, figures(99_999, 50))).toBeNull();
    expect(salaryAmount(tiers, figures(1_000_000, 2))).toBeNull();
  });

  it("floor the salary to a whole minor unit", () => {
    expect(salaryAmount(tiers, figures(100_199, 3))).toEqual({ tierIndex: 0, ratePpm: 5_000, amount: 500n });
  });
});

describe("dividends", () => {
  const tiers = [tier(0, 0, 10, 10_000), tier(0, 0, 20, 50_000), tier(0, 5, 30, 100_000)];

  it("in fixed mode pay the highest tier with bet, members and loss met, on the loss", () => {
    expect(dividendAmount(tiers, figures(1, 1, 60_000), "fixed")).toEqual({
      tierIndex: 1,
      ratePpm: 200_000,
      amount: 12_000n,
    });
    expect(dividendAmount(tiers, figures(1, 1, 9_999), "fixed")).toBeNull();
  });

  it("in floating mode scale a tier by loss / minimum loss below its minimum and pay the largest", () => {
    // Tier 0: 40,000 × 10 % = 4,000; tier 1: 40,000 × 20 % × 40,000 / 50,000 = 6,400; tier 2: members unmet.
    expect(dividendAmount(tiers, figures(1, 1, 40_000), "floating")).toEqual({
      tierIndex: 1,
      ratePpm: 200_000,
      amount: 6_400n,
    });
    expect(dividendAmount(tiers, figures(1, 5, 90_000), "floating")?.amount).toBe(24_300n);
  });

  it("pay nothing when the team won", () => {
    expect(dividendAmount(tiers, figures(1, 9, -5_000), "fixed")).toBeNull();
    expect(dividendAmount(tiers, figures(1, 9, 0), "floating")).toBeNull();
  });
});

describe("real-time salary", () => {
  const rates = { singleBetPpm: percent(0.3), lossPpm: percent(5), profitPpm: percent(1) };

  it("adds the bet share and the loss share when the team lost", () => {
    expect(realtimeAmount(rates, figures(100_000, 0, 20_000))).toBe(300n + 1_000n);
  });

  it("adds the profit share when the team won", () => {
    expect(realtimeAmount(rates, figures(100_000, 0, -20_000))).toBe(300n + 200n);
  });
});

describe("periods", () => {
  const at = (iso: string) => new Date(iso);

  it("cut real-time slots every 5 minutes and hours on the merchant's clock", () => {
    expect(realtimeSlotOf(at("2026-11-25T20:47:12Z")).start.toISOString()).toBe("2026-11-25T20:45:00.000Z");
    expect(hourSlotOf(at("2026-11-25T20:47:12Z"), "Asia/Ho_Chi_Minh").start.toISOString()).toBe(
      "2026-11-25T20:00:00.000Z",
    );
    // India is 5:30 ahead: its hours start at half past.
    expect(hourSlotOf(at("2026-11-25T20:17:12Z"), "Asia/Kolkata").start.toISOString()).toBe(
      "2026-11-25T19:30:00.000Z",
    );
  });

  it("cut days and dividend periods at the merchant's midnight", () => {
    const day = daySlotOf(at("2026-11-25T18:00:00Z"), "Asia/Ho_Chi_Minh");
    expect([day.date, day.start.toISOString(), day.end.toISOString()]).toEqual([
      "2026-11-26",
      "2026-11-25T17:00:00.000Z",
      "2026-11-26T17:00:00.000Z",
    ]);
    const week = dividendPeriodOf(at("2026-11-25T12:00:00Z"), "UTC", "weekly");
    expect([week.start.toISOString(), week.end.toISOString()]).toEqual([
      "2026-11-23T00:00:00.000Z",
      "2026-11-30T00:00:00.000Z",
    ]);
    const half = dividendPeriodOf(at("2026-11-25T12:00:00Z"), "UTC", "semi_monthly");
    expect([half.start.toISOString(), half.end.toISOString()]).toEqual([
      "2026-11-16T00:00:00.000Z",
      "2026-12-01T00:00:00.000Z",
    ]);
    const first = dividendPeriodOf(at("2026-02-15T23:59:59Z"), "UTC", "semi_monthly");
    expect(first.end.toISOString()).toBe("2026-02-16T00:00:00.000Z");
    const month = dividendPeriodOf(at("2026-12-31T23:00:00Z"), "America/Sao_Paulo", "monthly");
    expect([month.start.toISOString(), month.end.toISOString()]).toEqual([
      "2026-12-01T03:00:00.000Z",
      "2027-01-01T03:00:00.000Z",
    ]);
  });

  it("keep a day that loses an hour to daylight saving 23 hours long", () => {
    const day = daySlotOf(at("2026-03-29T12:00:00Z"), "Europe/Berlin");
    expect(day.end.getTime() - day.start.getTime()).toBe(23 * 3_600_000);
  });

  it("read a slot from whole UTC hours and the 5-minute rows at its edges", () => {
    const iso = (times: readonly number[]) => times.map((time) => new Date(time).toISOString());
    // A real-time slot: 5-minute rows only (the hour range is empty).
    const slot = coverOf(realtimeSlotOf(at("2026-11-25T20:47:12Z")));
    expect(slot.hours[0]).toBe(slot.hours[1]);
    expect(iso(slot.slots).slice(0, 2)).toEqual(["2026-11-25T20:45:00.000Z", "2026-11-25T20:50:00.000Z"]);
    // A day in India (5:30 ahead): 23 whole hours and two half hours of 5-minute rows.
    const day = coverOf(daySlotOf(at("2026-11-25T12:00:00Z"), "Asia/Kolkata"));
    expect(iso(day.hours)).toEqual(["2026-11-24T19:00:00.000Z", "2026-11-25T18:00:00.000Z"]);
    expect(iso(day.slots)).toEqual([
      "2026-11-24T18:30:00.000Z",
      "2026-11-24T19:00:00.000Z",
      "2026-11-25T18:00:00.000Z",
      "2026-11-25T18:30:00.000Z",
    ]);
    // A UTC day: hours only.
    const utc = coverOf(daySlotOf(at("2026-11-25T12:00:00Z"), "UTC"));
    expect(utc.slots[0]).toBe(utc.slots[1]);
    expect(utc.slots[2]).toBe(utc.slots[3]);
  });

  it("pay yesterday's daily salary at the merchant's time the next day", () => {
    const now = at("2026-11-25T20:00:00Z");
    const yesterday = lastClosedSlot(now, (instant) => daySlotOf(instant, "Asia/Ho_Chi_Minh"));
    const day = daySlotOf(yesterday.start, "Asia/Ho_Chi_Minh");
    expect(day.date).toBe("2026-11-25");
    expect(dailyPayTime(day, "Asia/Ho_Chi_Minh", "02:05").toISOString()).toBe("2026-11-25T19:05:00.000Z");
  });
});

/** Random contract trees: each node's parent is an earlier node or none (a house-paid top). */
const chains = fc
  .array(
    fc.record({
      parent: fc.nat(),
      hasParent: fc.boolean(),
      amount: fc.option(fc.bigInt({ min: 0n, max: 10_000_000n }), { freq: 6 }),
    }),
    { minLength: 1, maxLength: 25 },
  )
  .map((rows) =>
    rows.map(
      (row, index): ChainNode => ({
        contractId: String(index + 1),
        memberId: index + 1,
        parentContractId: index > 0 && row.hasParent ? String((row.parent % index) + 1) : null,
        amount: row.amount,
      }),
    ),
  );

describe("the chain rule, for any tree of contracts and amounts", () => {
  it("costs the house exactly the top agents' amounts and pays out no more than is received", () => {
    fc.assert(
      fc.property(chains, (nodes) => {
        const shares = settleChain(nodes);
        expect(shares).toHaveLength(nodes.length);
        const tops = shares.filter((share) => share.payer === "house_or_offerer");
        const house = tops.reduce((sum, share) => sum + share.due, 0n);
        expect(house).toBe(tops.reduce((sum, share) => sum + (share.amount ?? 0n), 0n));
        // Everything the house pays ends as someone's kept amount.
        expect(shares.reduce((sum, share) => sum + share.kept, 0n)).toBe(house);
        for (const share of shares) {
          expect(share.kept).toBeGreaterThanOrEqual(0n);
          expect(share.due).toBeLessThanOrEqual(share.amount ?? 0n);
        }
      }),
    );
  });

  it("gives the same shares whatever order the contracts and the slots are settled in", () => {
    fc.assert(
      fc.property(fc.array(chains, { minLength: 1, maxLength: 4 }), fc.func(fc.integer()), (slots, order) => {
        const settle = (list: ChainNode[][]) =>
          new Map(list.map((nodes, slot) => [slot, settleChain(nodes)]));
        const inOrder = settle(slots);
        const shuffled = slots
          .map((nodes, slot) => ({
            slot,
            nodes: [...nodes].sort((a, b) => order(a.contractId) - order(b.contractId)),
          }))
          .sort((a, b) => order(String(a.slot)) - order(String(b.slot)));
        for (const { slot, nodes } of shuffled) {
          const byId = (shares: ReturnType<typeof settleChain>) =>
            [...shares].sort((a, b) => Number(a.contractId) - Number(b.contractId));
          expect(byId(settleChain(nodes))).toEqual(byId(inOrder.get(slot)!));
        }
      }),
    );
  });

  it("shares an upline's budget pro rata when its downlines' amounts exceed it, to the unit", () => {
    // A's team lost 10,000 in all: B's team lost 30,000 and C's won 20,000.
    const shares = settleChain([
      { contractId: "1", memberId: 1, parentContractId: null, amount: 1_000n },
      { contractId: "2", memberId: 2, parentContractId: "1", amount: 3_000n },
      { contractId: "3", memberId: 3, parentContractId: "1", amount: 0n },
      { contractId: "4", memberId: 4, parentContractId: "2", amount: 2_000n },
    ]);
    expect(shares.map((share) => [share.due, share.kept, share.reason])).toEqual([
      [1_000n, 0n, null],
      [1_000n, 334n, "shared"],
      [0n, 0n, null],
      [666n, 666n, "shared"],
    ]);
    expect(
      [
        ...shareProRata(10n, [
          { id: "3", claim: 5n },
          { id: "1", claim: 5n },
          { id: "2", claim: 5n },
        ]).entries(),
      ].sort(),
    ).toEqual([
      ["1", 4n],
      ["2", 3n],
      ["3", 3n],
    ]);
  });

  it("computes nothing below an agent whose target was not met", () => {
    const shares = settleChain([
      { contractId: "1", memberId: 1, parentContractId: null, amount: null },
      { contractId: "2", memberId: 2, parentContractId: "1", amount: 500n },
      { contractId: "3", memberId: 3, parentContractId: "2", amount: 100n },
    ]);
    expect(shares.map((share) => [share.due, share.reason])).toEqual([
      [0n, "target_not_met"],
      [0n, "upline_target_not_met"],
      [0n, "upline_target_not_met"],
    ]);
  });
});
