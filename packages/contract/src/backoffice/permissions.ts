/**
 * What a back-office staff member may do: every `/admin/api` call names one permission, and a
 * role is a fixed set of them. The server refuses a call whose permission the role lacks; the
 * back office shows only the menus its permissions reach. Operator API keys (tools) hold them all.
 */
export const PERMISSIONS = [
  "dashboard.read",
  "reports.read",
  "deposits.read",
  "deposits.write",
  "withdrawals.read",
  "withdrawals.write",
  "members.read",
  "members.write",
  "balance.adjust",
  "bonus.grant",
  "approvals.decide",
  "agents.read",
  "agents.write",
  "promotions.read",
  "promotions.write",
  "points.read",
  "points.write",
  "missions.write",
  "lottery.read",
  "lottery.results",
  "chat.desk",
  "content.read",
  "content.write",
  "settings.read",
  "settings.write",
  "operators.keys",
  "staff.manage",
  "audit.read",
  "jobs.read",
  "risk.read",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const STAFF_ROLES = ["owner", "finance", "risk", "support", "content", "lottery"] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  finance: [
    "dashboard.read",
    "reports.read",
    "deposits.read",
    "deposits.write",
    "withdrawals.read",
    "withdrawals.write",
    "members.read",
    "balance.adjust",
    "bonus.grant",
    "approvals.decide",
    "agents.read",
    "agents.write",
    "risk.read",
  ],
  risk: [
    "dashboard.read",
    "reports.read",
    "members.read",
    "members.write",
    "deposits.read",
    "withdrawals.read",
    "agents.read",
    "approvals.decide",
    "audit.read",
    "jobs.read",
    "risk.read",
  ],
  support: [
    "dashboard.read",
    "members.read",
    "deposits.read",
    "withdrawals.read",
    "chat.desk",
    "content.read",
    "promotions.read",
  ],
  content: [
    "dashboard.read",
    "content.read",
    "content.write",
    "promotions.read",
    "promotions.write",
    "points.read",
    "points.write",
    "missions.write",
  ],
  lottery: ["dashboard.read", "lottery.read", "lottery.results"],
};

export const isPermission = (value: string): value is Permission =>
  (PERMISSIONS as readonly string[]).includes(value);

export const isStaffRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);

/** Whether the signed-in staff member (its `permissions`, as `GET /admin/api/staff/me` answers) may do it. */
export const can = (
  me: { permissions: readonly string[] } | null | undefined,
  permission: Permission,
): boolean => me?.permissions.includes(permission) ?? false;
