import { STAFF_ROLES, type StaffRole } from "@banca/contract/backoffice/permissions";
import { queryOptions } from "@tanstack/react-query";
import { adminCall } from "#bo/lib/api.ts";

export { STAFF_ROLES, type StaffRole };

/** A staff member as the owner manages them. */
export type StaffMember = {
  username: string;
  role: StaffRole;
  merchants: string[] | null;
  enrolled: boolean;
  disabled: boolean;
  createdAt: string;
};

// Staff are the platform's, not a merchant's: the calls need no Merchant header.
export const staffListQuery = (merchant: string) =>
  queryOptions({
    queryKey: [merchant, "staffMembers"],
    queryFn: () => adminCall<{ list: StaffMember[] }>("GET", "/admin/api/staff", { merchant: false }),
  });

export type StaffChange = { username: string; role: StaffRole; merchants: string[] | null };
export const createStaff = (input: StaffChange) =>
  adminCall<{ username: string; enrolmentLink: string }>("POST", "/admin/api/staff/create", {
    body: input,
    merchant: false,
  });
export const updateStaff = (input: StaffChange) =>
  adminCall<null>("POST", "/admin/api/staff/update", { body: input, merchant: false });
export const disableStaff = (username: string) =>
  adminCall<null>("POST", "/admin/api/staff/disable", { body: { username }, merchant: false });
