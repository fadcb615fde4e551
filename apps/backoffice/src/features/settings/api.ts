import { queryOptions } from "@tanstack/react-query";
import { adminCall } from "#bo/lib/api.ts";

export type ModuleSwitch = {
  id: string;
  parent: string | null;
  enabled: boolean;
  effective: boolean;
  built: boolean;
};
export type MerchantSettings = {
  code: string;
  name: string;
  domains: string[];
  maintenance: boolean;
  modules: ModuleSwitch[];
};

export const settingsQuery = (merchant: string) =>
  queryOptions({
    queryKey: [merchant, "settings"],
    queryFn: () => adminCall<MerchantSettings>("GET", "/admin/api/merchant/settings"),
  });

export const setModules = (body: { modules: Record<string, boolean>; reason: string }) =>
  adminCall<MerchantSettings>("POST", "/admin/api/merchant/modules", { body });
export const setMaintenance = (body: { maintenance: boolean; reason: string }) =>
  adminCall<MerchantSettings>("POST", "/admin/api/merchant/maintenance", { body });
