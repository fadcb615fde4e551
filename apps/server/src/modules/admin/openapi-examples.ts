/**
 * Example values of back-office answers in `/openapi/operator.json`, by "METHOD url", copied from
 * answers of the demo start. The suite holds each to its route's schema and the live answer of the
 * same route to the example's shape (apps/server/test/api-documents.db.test.ts).
 */
export const OPERATOR_EXAMPLES: Record<string, unknown> = {
  "GET /admin/api/members/club-levels": {
    list: [
      {
        name: { en: "Bronze", pt: "Bronze" },
        color: "#3b1f0e",
        color2: "#d9a273",
        rankLevel: 1,
        promotion: { deposit: "50.00", validBet: "100.00" },
        reward: "0.02",
        benefits: { en: "Bronze badge on your profile." },
        members: 1,
      },
      {
        name: { en: "Silver", pt: "Prata" },
        color: "#1f2933",
        color2: "#c9d1d9",
        rankLevel: 2,
        promotion: { deposit: "500.00", validBet: "2000.00" },
        keepValidBet: "1000.00",
        reward: "0.40",
        benefits: { en: "Priority withdrawals and a birthday bonus." },
        members: 0,
      },
    ],
    rank: { period: "monthly", timeZone: "America/Sao_Paulo", relegation: "one_level" },
  },
  "GET /admin/api/reward-budget": {
    list: [
      {
        productType: "lottery",
        edgePpm: 25000,
        limitPpm: 12500,
        parts: { points: 2000, rebate: 0, missions: 300, contracts: 0, clubLevels: 249, referral: 200 },
        usedPpm: 2749,
        remainingPpm: 9751,
      },
      {
        productType: "slots",
        edgePpm: 10000,
        limitPpm: 5000,
        parts: { points: 500, rebate: 0, missions: 300, contracts: 0, clubLevels: 249, referral: 200 },
        usedPpm: 1249,
        remainingPpm: 3751,
      },
    ],
  },
  "GET /admin/api/agent-contracts": {
    list: [
      {
        id: 15,
        kind: "hourlySalary",
        state: "pending",
        role: "downline",
        upline: "demoagent",
        downline: "lunaferraz",
        downlineId: 5,
        period: null,
        dividendMode: null,
        minBetPerMember: 5,
        tiers: [{ minTeamValidBet: 20, minActiveMembers: 1, minTeamLoss: 0, rateBp: 35 }],
        singleBetRateBp: null,
        lossRateBp: null,
        profitRateBp: null,
        replacesContractId: null,
        terminationRequestedBy: null,
        endedBy: null,
        endReason: null,
        offeredAt: 1795577876738,
        expiresAt: 1796182676738,
        answeredAt: null,
        activatedAt: null,
        terminationRequestedAt: null,
        endedAt: null,
        operatorId: null,
      },
    ],
  },
};
