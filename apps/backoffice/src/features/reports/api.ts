import type { Period } from "@banca/ui/period-picker";
import { queryOptions } from "@tanstack/react-query";
import { adminCall } from "#bo/lib/api.ts";

export const GGR_BY = ["day", "product", "vendor"] as const;
export type GgrBy = (typeof GGR_BY)[number];

export type GgrLine = {
  key: string;
  betCount: number;
  players: number;
  bets: string;
  validBets: string;
  wins: string;
  ggr: string;
};
export type GgrReport = {
  from: string;
  to: string;
  by: GgrBy;
  list: GgrLine[];
  total: Omit<GgrLine, "key" | "players">;
};

export const ggrQuery = (merchant: string, period: Period, by: GgrBy) =>
  queryOptions({
    queryKey: [merchant, "reports", "ggr", period, by],
    queryFn: () => adminCall<GgrReport>("GET", "/admin/api/reports/ggr", { query: { ...period, by } }),
  });
