import type { systemStatusCall } from "@banca/contract/calls/system";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { flattenModules } from "@banca/contract/whitelabel";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";

export const statusQuery = (language: string) =>
  queryOptions({
    queryKey: queryKeys.status(language),
    queryFn: () => callApi<typeof systemStatusCall>(ENDPOINTS.systemStatus),
    staleTime: 60_000,
    // A language switch refetches; the shell keeps showing the previous answer meanwhile.
    placeholderData: keepPreviousData,
  });

/** The start-up permissions; the site renders only after they loaded, so they are always there. */
export function useSiteStatus() {
  const { i18n } = useTranslation();
  const { data } = useQuery(statusQuery(i18n.language));
  if (!data) throw new Error("useSiteStatus used before the start-up permissions loaded");
  return data;
}

/** Whitelabel switches as `{ modId: on }`. */
export function useModules(): Record<string, boolean> {
  const { info } = useSiteStatus();
  return useMemo(() => flattenModules(info.whitelabel), [info.whitelabel]);
}

export function useResource(type: string) {
  return useSiteStatus().info.resources.find((resource) => resource.resourceType === type);
}
