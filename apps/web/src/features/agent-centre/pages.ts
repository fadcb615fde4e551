import type { ModuleId } from "@banca/contract/whitelabel";
import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import type { ContractFlags, ContractKind } from "./api/contracts.ts";
import { agentCentreOn, moduleOn } from "./availability.ts";

/** The agent centre's pages in the spec's menu order (spec part 2 §2), the four contract pages last. */
export const AGENT_CENTRE_KEYS = [
  "agentAnnouncement",
  "agentTeamOverview",
  "registerCenter",
  "downlineManagmentView",
  "personalHistoryCopy",
  "palStatementsAgentCopy",
  "agentRevenueReport",
  "agentDownlineTransactionDetailsCopy",
  "agentDividendRecordCopy2",
  "agentDailyWages2",
  "agentHourSalary",
  "agentRealtimeSalary",
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
  /** A contract page: shown only when the member's contracts of this kind apply (`contractPageShown`). */
  contract?: ContractKind;
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
  {
    key: "agentDividendRecordCopy2",
    icon: "gift",
    module: "DIVIDEND",
    contract: "dividend",
    load: () => import("./contracts/dividend-page.tsx"),
  },
  {
    key: "agentDailyWages2",
    icon: "calendar",
    module: "DAYSAL",
    contract: "dailySalary",
    load: () => import("./contracts/daily-salary-page.tsx"),
  },
  {
    key: "agentHourSalary",
    icon: "clock",
    module: "HOURSAL3",
    contract: "hourlySalary",
    load: () => import("./contracts/hourly-salary-page.tsx"),
  },
  {
    key: "agentRealtimeSalary",
    icon: "bolt",
    module: "RTSALARY3",
    contract: "realTimeSalary",
    load: () => import("./contracts/realtime-salary-page.tsx"),
  },
];

/** What decides whether a contract page shows besides its switch: the member's flags and place. */
export type ContractAccess = {
  /** The consolidated flags; null while unknown (or when they could not be read). */
  flags: ContractFlags | null;
  /** The member has no upline: a top-level agent, whose terms come from the operator. */
  topLevel: boolean;
};

/**
 * A contract page applies to the member (decision 037) when it holds a contract of the kind in
 * force (it may then also have given some), when something of the kind awaits its answer (an
 * offer, a termination request), or when it is a top-level agent, whose terms the operator sets.
 */
export function contractPageShown(kind: ContractKind, access: ContractAccess | undefined): boolean {
  if (!access) return false;
  if (access.topLevel) return true;
  const flags = access.flags?.[kind];
  return Boolean(flags && (flags.activeContract || flags.pendingRequest));
}

/**
 * The pages the merchant's switches leave in the menu, in menu order; none when the centre is off.
 * A contract page also needs the member's contract access (none given: no contract page).
 */
export function visibleAgentPages(
  modules: Record<string, boolean>,
  pages: readonly AgentCentrePage[] = AGENT_CENTRE_PAGES,
  contracts?: ContractAccess,
): AgentCentrePage[] {
  if (!agentCentreOn(modules)) return [];
  return pages
    .filter((page) => moduleOn(modules, page.module))
    .filter((page) => !page.contract || contractPageShown(page.contract, contracts))
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
