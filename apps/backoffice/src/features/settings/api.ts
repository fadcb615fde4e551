import type { FieldRulesValue, SetFieldRulesBody } from "@banca/contract/backoffice/field-rules";
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

export type { FieldRulesValue };

export const fieldRulesQuery = (merchant: string) =>
  queryOptions({
    queryKey: [merchant, "settings", "field-rules"],
    queryFn: () => adminCall<FieldRulesValue>("GET", "/admin/api/merchant/field-rules"),
  });
export const setFieldRules = (body: SetFieldRulesBody) =>
  adminCall<FieldRulesValue>("POST", "/admin/api/merchant/field-rules", { body });

export type AllowList = { blockedCountries: string[]; allowedAddresses: string[] };
export const allowListQuery = (merchant: string) =>
  queryOptions({
    queryKey: [merchant, "settings", "allow-list"],
    queryFn: () => adminCall<AllowList>("GET", "/admin/api/region/allow-list"),
  });
export const setAllowList = (body: { allowedAddresses: string[]; reason: string }) =>
  adminCall<{ allowedAddresses: string[] }>("POST", "/admin/api/region/allow-list", { body });

export type OperatorKey = { name: string; createdAt: string; disabledAt: string | null };
export const operatorKeysQuery = (merchant: string) =>
  queryOptions({
    queryKey: [merchant, "settings", "operator-keys"],
    queryFn: () => adminCall<{ list: OperatorKey[] }>("GET", "/admin/api/operators/keys"),
  });
export const createOperatorKey = (name: string) =>
  adminCall<{ name: string; key: string }>("POST", "/admin/api/operators/keys/create", { body: { name } });
export const revokeOperatorKey = (name: string) =>
  adminCall<OperatorKey>("POST", "/admin/api/operators/keys/revoke", { body: { name } });
