import type { ModuleId } from "@banca/contract/whitelabel";
import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { agentCentreOn, moduleOn } from "./availability.ts";

/**
 * The agent centre's pages in the spec's menu order (spec part 2 §2). The four contract entries
 * (dividend, daily, hourly and real-time salary) join this list with the contracts.
 */
export const AGENT_CENTRE_KEYS = [
  "agentAnnouncement",
  "agentTeamOverview",
  "registerCenter",
  "downlineManagmentView",
  "personalHistoryCopy",
  "palStatementsAgentCopy",
  "agentRevenueReport",
  "agentDownlineTransactionDetailsCopy",
] as const;
export type AgentCentreKey = (typeof AGENT_CENTRE_KEYS)[number];

export const DEFAULT_AGENT_PAGE: AgentCentreKey = "agentTeamOverview";

export type PageModule = {
  default: ComponentType;
  prefetch?(queryClient: QueryClient): Promise<unknown>;
};

export type AgentCentrePage = {
  key: AgentCentreKey;
  /** An icon of /media/icons. */
  icon: string;
  /** Shown only while the merchant has this module on. */
  module: ModuleId;
  /**
   * The page component (its default export), loaded the first time the page opens; a page whose
   * first figures the centre should wait for exports `prefetch`.
   */
  load(): Promise<PageModule>;
};

export const AGENT_CENTRE_PAGES: readonly AgentCentrePage[] = [
  {
    key: "agentAnnouncement",
    icon: "announcement",
    module: "AGENTANNOUNCE3",
    load: () => import("./announcements/announcement-page.tsx"),
  },
  {
    key: "agentTeamOverview",
    icon: "chart",
    module: "AGEINFO3",
    load: () => import("./overview/overview-page.tsx"),
  },
  {
    key: "registerCenter",
    icon: "invite",
    module: "AGEREGDOWN3",
    load: () => import("./register/register-page.tsx"),
  },
  {
    key: "downlineManagmentView",
    icon: "agent",
    module: "DOWNMAN",
    load: () => import("./team/team-page.tsx"),
  },
  {
    key: "personalHistoryCopy",
    icon: "dice",
    module: "TEAMBETTING3",
    load: () => import("./reports/team-betting-page.tsx"),
  },
  {
    key: "palStatementsAgentCopy",
    icon: "receipt",
    module: "AGETEAMPNL3",
    load: () => import("./reports/profit-loss-page.tsx"),
  },
  {
    key: "agentRevenueReport",
    icon: "wallet",
    module: "AGEREV3",
    load: () => import("./reports/income-page.tsx"),
  },
  {
    key: "agentDownlineTransactionDetailsCopy",
    icon: "transfer",
    module: "AGEDOWNTRANS3",
    load: () => import("./reports/transactions-page.tsx"),
  },
];

/** The pages the merchant's switches leave in the menu, in menu order; none when the centre is off. */
export function visibleAgentPages(
  modules: Record<string, boolean>,
  pages: readonly AgentCentrePage[] = AGENT_CENTRE_PAGES,
): AgentCentrePage[] {
  if (!agentCentreOn(modules)) return [];
  return pages
    .filter((page) => moduleOn(modules, page.module))
    .sort((a, b) => AGENT_CENTRE_KEYS.indexOf(a.key) - AGENT_CENTRE_KEYS.indexOf(b.key));
}

/** The page to show: the one asked for when it is in the menu, else the overview, else the first. */
export function currentAgentPage(
  pages: readonly AgentCentrePage[],
  requested: AgentCentreKey | undefined,
): AgentCentrePage | undefined {
  return (
    pages.find((page) => page.key === requested) ??
    pages.find((page) => page.key === DEFAULT_AGENT_PAGE) ??
    pages[0]
  );
}
