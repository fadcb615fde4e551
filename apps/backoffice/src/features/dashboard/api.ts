import type { Period } from "@banca/ui/period-picker";
import { queryOptions } from "@tanstack/react-query";
import { adminCall } from "#bo/lib/api.ts";

type Count = { count: number; amount: string };
export type Figures = {
  deposits: Count;
  withdrawals: Count;
  bets: string;
  wins: string;
  ggr: string;
  bonuses: string;
  rebates: string;
  ngr: string;
  activePlayers: number;
  newPlayers: number;
};
export type Dashboard = {
  from: string;
  to: string;
  currency: string;
  today: Figures;
  period: Figures;
  pending: Record<
    | "deposits"
    | "withdrawals"
    | "withdrawalsToPay"
    | "withdrawalDisputes"
    | "promotionApplications"
    | "redemptions"
    | "lotteryResults"
    | "chatWaiting",
    number
  > & { approvals?: number };
  series: (Figures & { day: string })[];
};

export const dashboardQuery = (merchant: string, period: Period) =>
  queryOptions({
    queryKey: [merchant, "dashboard", period],
    queryFn: () => adminCall<Dashboard>("GET", "/admin/api/dashboard", { query: period }),
    refetchInterval: 60_000,
  });
