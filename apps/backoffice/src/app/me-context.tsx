import { can, type Permission } from "@banca/contract/backoffice/permissions";
import { createContext, useContext } from "react";
import type { Me } from "#bo/features/auth/api.ts";

/** The staff member signed in, for screens that show an action only to those who may take it. */
export const MeContext = createContext<Me | null>(null);

export function useCan(permission: Permission) {
  return can(useContext(MeContext), permission);
}
