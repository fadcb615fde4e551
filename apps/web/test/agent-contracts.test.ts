import type { ContractView } from "@banca/contract/calls/agent-contracts";
import { describe, expect, it } from "vitest";
import { actionsOf } from "#app/features/agent-centre/contracts/contract-actions.tsx";
import { percentToBp, rateAt, readOffer, textsOf } from "#app/features/agent-centre/contracts/terms.ts";
import { type ContractAccess, visibleAgentPages } from "#app/features/agent-centre/pages.ts";

const noFlags = { pendingRequest: false, activeContract: false };
const flags = (kind: string, which: Partial<typeof noFlags>) => ({
  dividend: noFlags,
  dailySalary: noFlags,
  hourlySalary: noFlags,
  realTimeSalary: noFlags,
  [kind]: { ...noFlags, ...which },
});
const contractKeys = (modules: Record<string, boolean>, access?: ContractAccess) =>
  visibleAgentPages(modules, undefined, access)
    .map((page) => page.key)
    .slice(8);

describe("agent centre contract entries", () => {
  it("follow the spec's order (entries 9 to 12) for a top-level agent with every switch on", () => {
    expect(contractKeys({}, { flags: null, topLevel: true })).toEqual([
      "agentDividendRecordCopy2",
      "agentDailyWages2",
      "agentHourSalary",
      "agentRealtimeSalary",
    ]);
  });

  it("show for a downline only the kinds it holds or is asked about", () => {
    const active = { flags: flags("dailySalary", { activeContract: true }), topLevel: false };
    expect(contractKeys({}, active)).toEqual(["agentDailyWages2"]);
    const asked = { flags: flags("realTimeSalary", { pendingRequest: true }), topLevel: false };
    expect(contractKeys({}, asked)).toEqual(["agentRealtimeSalary"]);
    expect(contractKeys({}, { flags: flags("dividend", {}), topLevel: false })).toEqual([]);
    expect(contractKeys({}, { flags: null, topLevel: false })).toEqual([]);
  });

  it("stay hidden while the kind's switch is off, under its parent too", () => {
    const access = { flags: null, topLevel: true };
    expect(contractKeys({ DAYSAL: false, HOURSAL3: false }, access)).toEqual([
      "agentDividendRecordCopy2",
      "agentRealtimeSalary",
    ]);
    expect(contractKeys({ DIVIDEND: false, RTSALARY3: false }, access)).toEqual([
      "agentDailyWages2",
      "agentHourSalary",
    ]);
  });
});

const tier = (minTeamValidBet: number, minActiveMembers: number, rateBp: number, minTeamLoss = 0) => ({
  minTeamValidBet,
  minActiveMembers,
  minTeamLoss,
  rateBp,
});

function contract(overrides: Partial<ContractView>): ContractView {
  return {
    id: 1,
    kind: "dailySalary",
    state: "active",
    role: "downline",
    upline: null,
    downline: "me",
    downlineId: 2,
    period: null,
    dividendMode: null,
    minBetPerMember: 100,
    tiers: [tier(10_000, 5, 100), tier(100_000, 10, 150)],
    singleBetRateBp: null,
    lossRateBp: null,
    profitRateBp: null,
    replacesContractId: null,
    terminationRequestedBy: null,
    endedBy: null,
    endReason: null,
    offeredAt: 0,
    expiresAt: null,
    answeredAt: null,
    activatedAt: 0,
    terminationRequestedAt: null,
    endedAt: null,
    ...overrides,
  };
}

describe("offer checks", () => {
  const mine = contract({});

  it("reads percentages as basis points up to 100 %", () => {
    expect(percentToBp("1.5")).toBe(150);
    expect(percentToBp("0,25")).toBe(25);
    expect(percentToBp("100")).toBe(10_000);
    expect(percentToBp("100.01")).toBeNull();
    expect(percentToBp("1.234")).toBeNull();
  });

  it("finds the rate terms pay at given thresholds: the best tier whose thresholds are all met", () => {
    expect(rateAt(mine.tiers, { minTeamValidBet: 50_000, minActiveMembers: 20, minTeamLoss: 0 })).toBe(100);
    expect(rateAt(mine.tiers, { minTeamValidBet: 200_000, minActiveMembers: 9, minTeamLoss: 0 })).toBe(100);
    expect(rateAt(mine.tiers, { minTeamValidBet: 200_000, minActiveMembers: 10, minTeamLoss: 0 })).toBe(150);
    expect(rateAt(mine.tiers, { minTeamValidBet: 5_000, minActiveMembers: 10, minTeamLoss: 0 })).toBe(0);
  });

  it("accepts tiers in order under the offerer's rates and sends them as the contract expects", () => {
    const texts = {
      ...textsOf(mine),
      minBetPerMember: "100",
      tiers: [
        { minTeamValidBet: "10000", minActiveMembers: "5", minTeamLoss: "0", rate: "0.8" },
        { minTeamValidBet: "200000", minActiveMembers: "10", minTeamLoss: "0", rate: "1.5" },
      ],
    };
    expect(readOffer("dailySalary", texts, mine, 2)).toEqual({
      terms: {
        minBetPerMember: "100",
        tiers: [
          { minTeamValidBet: "10000", minActiveMembers: 5, rateBp: 80 },
          { minTeamValidBet: "200000", minActiveMembers: 10, rateBp: 150 },
        ],
      },
    });
  });

  it("refuses rates above the offerer's at the tier's thresholds, tiers out of order and a lower minimum bet", () => {
    const texts = {
      ...textsOf(mine),
      minBetPerMember: "50",
      tiers: [
        { minTeamValidBet: "10000", minActiveMembers: "5", minTeamLoss: "0", rate: "1.2" },
        { minTeamValidBet: "5000", minActiveMembers: "5", minTeamLoss: "0", rate: "1.1" },
        { minTeamValidBet: "abc", minActiveMembers: "1.5", minTeamLoss: "0", rate: "0" },
      ],
    };
    const read = readOffer("dailySalary", texts, mine, 2);
    expect("errors" in read && read.errors).toEqual({
      minBetPerMember: "belowMine",
      tiers: [
        { rate: "aboveMine" },
        { minTeamValidBet: "order", rate: "rateOrder" },
        { minTeamValidBet: "amount", minActiveMembers: "members", rate: "rate" },
      ],
    });
  });

  it("refuses two tiers with the same thresholds and more decimals than the currency has", () => {
    const texts = {
      ...textsOf(mine),
      tiers: [
        { minTeamValidBet: "10000", minActiveMembers: "5", minTeamLoss: "0", rate: "0.5" },
        { minTeamValidBet: "10000", minActiveMembers: "5", minTeamLoss: "0", rate: "0.9" },
        { minTeamValidBet: "20000.123", minActiveMembers: "5", minTeamLoss: "0", rate: "1" },
      ],
    };
    const read = readOffer("dailySalary", texts, mine, 2);
    expect("errors" in read && read.errors.tiers).toEqual([
      {},
      { minTeamValidBet: "sameThresholds" },
      { minTeamValidBet: "amount" },
    ]);
  });

  it("keeps a dividend in the offerer's period and mode and bounds real-time rates one by one", () => {
    const dividend = contract({
      kind: "dividend",
      period: "semi_monthly",
      dividendMode: "floating",
      tiers: [tier(1000, 1, 2000, 500)],
    });
    const read = readOffer("dividend", textsOf(dividend), dividend, 2);
    expect("terms" in read && read.terms).toMatchObject({ period: "semi_monthly", dividendMode: "floating" });

    const realTime = contract({
      kind: "realTimeSalary",
      tiers: [],
      singleBetRateBp: 50,
      lossRateBp: 300,
      profitRateBp: 0,
    });
    const texts = { ...textsOf(realTime), singleBetRate: "0.4", lossRate: "3.5", profitRate: "0.01" };
    const refused = readOffer("realTimeSalary", texts, realTime, 2);
    expect("errors" in refused && refused.errors).toEqual({
      tiers: [],
      lossRate: "aboveMine",
      profitRate: "aboveMine",
    });
  });
});

describe("contract actions by side and state", () => {
  it("lets the downline answer an offer and the upline withdraw it", () => {
    expect(actionsOf(contract({ state: "pending", role: "downline" }))).toEqual(["accept", "reject"]);
    expect(actionsOf(contract({ state: "pending", role: "upline" }))).toEqual(["withdraw"]);
  });

  it("lets either side ask to end a contract from an upline, the other side answer, the asking side take it back", () => {
    expect(actionsOf(contract({ upline: "boss" }))).toEqual(["requestTermination"]);
    expect(actionsOf(contract({ upline: null }))).toEqual([]);
    const asked = {
      state: "termination_requested",
      upline: "boss",
      terminationRequestedBy: "upline",
    } as const;
    expect(actionsOf(contract({ ...asked, role: "upline" }))).toEqual(["cancelTermination"]);
    expect(actionsOf(contract({ ...asked, role: "downline" }))).toEqual([
      "agreeTermination",
      "cancelTermination",
    ]);
    expect(actionsOf(contract({ state: "terminated" }))).toEqual([]);
  });
});
