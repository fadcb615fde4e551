/**
 * Query keys of the agent centre. They sit under the member's keys, so a logout drops them with
 * the rest; `all` is what a money movement or a team change invalidates.
 */
export const agentKeys = {
  all: () => ["member", "agent"] as const,
  announcements: (pageNo: number, language: string) =>
    ["member", "agent", "announcements", pageNo, language] as const,
  announcement: (id: number, language: string) => ["member", "agent", "announcement", id, language] as const,
  myRates: () => ["member", "agent", "myRates"] as const,
  affiliateLinks: () => ["member", "agent", "affiliateLinks"] as const,
  team: () => ["member", "agent", "team"] as const,
  downlines: (filter: object) => ["member", "agent", "team", "list", filter] as const,
  downline: (memberId: number) => ["member", "agent", "team", "detail", memberId] as const,
  reports: () => ["member", "agent", "reports"] as const,
  overview: (period: object) => ["member", "agent", "reports", "overview", period] as const,
  teamBetting: (filter: object, language: string) =>
    ["member", "agent", "reports", "betting", filter, language] as const,
  profitLoss: (filter: object) => ["member", "agent", "reports", "profitLoss", filter] as const,
  income: (period: object) => ["member", "agent", "reports", "income", period] as const,
  transactions: (filter: object) => ["member", "agent", "reports", "transactions", filter] as const,
  transfers: (filter: object) => ["member", "agent", "transfers", filter] as const,
};
