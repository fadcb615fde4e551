import type { CallValue } from "@banca/contract/call";
import type { systemStatusCall } from "@banca/contract/calls/system";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { flattenModules } from "@banca/contract/whitelabel";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";

type SiteStatus = CallValue<typeof systemStatusCall>;

/** Any status already loaded, whatever its language. */
export function cachedStatus(queryClient: QueryClient): SiteStatus | undefined {
  return queryClient
    .getQueriesData<SiteStatus>({ queryKey: queryKeys.status("").slice(0, 2) })
    .find(([, data]) => data !== undefined)?.[1];
}

export const statusQuery = (language: string, queryClient?: QueryClient) =>
  queryOptions({
    queryKey: queryKeys.status(language),
    queryFn: () => callApi<typeof systemStatusCall>(ENDPOINTS.systemStatus),
    staleTime: 60_000,
    // After a language switch the answer in the new language is fetched; until it arrives the
    // shell goes on with the one it has (only a few texts such as the copyright differ).
    placeholderData: (previous) => previous ?? (queryClient ? cachedStatus(queryClient) : undefined),
  });

/** The start-up permissions; the site renders only after they loaded, so they are always there. */
export function useSiteStatus() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useQuery(statusQuery(i18n.language, queryClient));
  // A failed refetch (say after a language switch) keeps the site on the answer it already has.
  const status = data ?? cachedStatus(queryClient);
  if (!status) throw new Error("useSiteStatus used before the start-up permissions loaded");
  return status;
}

/** Whitelabel switches as `{ modId: on }`. */
export function useModules(): Record<string, boolean> {
  const { info } = useSiteStatus();
  return useMemo(() => flattenModules(info.whitelabel), [info.whitelabel]);
}

export function useResource(type: string) {
  return useSiteStatus().info.resources.find((resource) => resource.resourceType === type);
}
