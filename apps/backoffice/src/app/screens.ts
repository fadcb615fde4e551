import type { Permission } from "@banca/contract/backoffice/permissions";
import { type ComponentType, lazy } from "react";
import type { MessageKey } from "#bo/i18n/i18n.tsx";

/**
 * The back office's screens, in menu order. A screen shows in the menu and answers its path only
 * when the staff member holds its permission (the server refuses the calls anyway); a screen that
 * is not built is not listed. Each is its own chunk.
 */
export type Screen = {
  path: string;
  label: MessageKey;
  permission: Permission;
  component: ComponentType;
};

export const SCREENS: readonly Screen[] = [
  {
    path: "/",
    label: "menu.dashboard",
    permission: "dashboard.read",
    component: lazy(() => import("#bo/features/dashboard/dashboard-page.tsx")),
  },
  {
    path: "/deposits",
    label: "menu.deposits",
    permission: "deposits.read",
    component: lazy(() => import("#bo/features/deposits/deposits-page.tsx")),
  },
  {
    path: "/withdrawals",
    label: "menu.withdrawals",
    permission: "withdrawals.read",
    component: lazy(() => import("#bo/features/withdrawals/withdrawals-page.tsx")),
  },
  {
    path: "/approvals",
    label: "menu.approvals",
    permission: "approvals.decide",
    component: lazy(() => import("#bo/features/approvals/approvals-page.tsx")),
  },
  {
    path: "/lottery",
    label: "menu.lottery",
    permission: "lottery.read",
    component: lazy(() => import("#bo/features/lottery/lottery-page.tsx")),
  },
  {
    path: "/chat",
    label: "menu.chat",
    permission: "chat.desk",
    component: lazy(() => import("#bo/features/chat/chat-desk-page.tsx")),
  },
  {
    path: "/reports",
    label: "menu.reports",
    permission: "reports.read",
    component: lazy(() => import("#bo/features/reports/reports-page.tsx")),
  },
  {
    path: "/members",
    label: "menu.members",
    permission: "members.read",
    component: lazy(() => import("#bo/features/members/members-page.tsx")),
  },
  {
    path: "/agents",
    label: "menu.agents",
    permission: "agents.read",
    component: lazy(() => import("#bo/features/agents/agents-page.tsx")),
  },
  {
    path: "/contracts",
    label: "menu.contracts",
    permission: "agents.read",
    component: lazy(() => import("#bo/features/agents/contracts-page.tsx")),
  },
  {
    path: "/bills",
    label: "menu.bills",
    permission: "agents.read",
    component: lazy(() => import("#bo/features/agents/bills-page.tsx")),
  },
  {
    path: "/promotions",
    label: "menu.promotions",
    permission: "promotions.read",
    component: lazy(() => import("#bo/features/promotions/promotions-page.tsx")),
  },
  {
    path: "/applications",
    label: "menu.applications",
    permission: "promotions.read",
    component: lazy(() => import("#bo/features/promotions/applications-page.tsx")),
  },
  {
    path: "/raffles",
    label: "menu.raffles",
    permission: "promotions.read",
    component: lazy(() => import("#bo/features/promotions/raffles-page.tsx")),
  },
  {
    path: "/points",
    label: "menu.points",
    permission: "points.read",
    component: lazy(() => import("#bo/features/points/redemptions-page.tsx")),
  },
  {
    path: "/missions",
    label: "menu.missions",
    permission: "missions.write",
    component: lazy(() => import("#bo/features/points/missions-page.tsx")),
  },
  {
    path: "/identity",
    label: "menu.identity",
    permission: "members.read",
    component: lazy(() => import("#bo/features/protection/identity-page.tsx")),
  },
  {
    path: "/protection",
    label: "menu.protection",
    permission: "risk.read",
    component: lazy(() => import("#bo/features/protection/protection-page.tsx")),
  },
  {
    path: "/settings",
    label: "menu.settings",
    permission: "settings.read",
    component: lazy(() => import("#bo/features/settings/settings-page.tsx")),
  },
  {
    path: "/staff",
    label: "menu.staff",
    permission: "staff.manage",
    component: lazy(() => import("#bo/features/staff/staff-page.tsx")),
  },
  {
    path: "/audit",
    label: "menu.audit",
    permission: "audit.read",
    component: lazy(() => import("#bo/features/audit/audit-page.tsx")),
  },
  {
    path: "/jobs",
    label: "menu.jobs",
    permission: "jobs.read",
    component: lazy(() => import("#bo/features/audit/jobs-page.tsx")),
  },
  {
    path: "/content",
    label: "menu.content",
    permission: "content.read",
    component: lazy(() => import("#bo/features/content/content-page.tsx")),
  },
];
