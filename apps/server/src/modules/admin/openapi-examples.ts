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
        reward: "2.00",
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
        reward: "10.00",
        benefits: { en: "Priority withdrawals and a birthday bonus." },
        members: 0,
      },
    ],
    rank: { period: "monthly", timeZone: "America/Sao_Paulo", relegation: "one_level" },
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
