import type { helpCenterCall } from "@banca/contract/calls/system";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";

const helpTopicsQuery = (language: string) =>
  queryOptions({
    queryKey: queryKeys.helpTopics(language),
    queryFn: () => callApi<typeof helpCenterCall>(ENDPOINTS.helpCenter, { query: { device: "WEB" } }),
    // Staff edit help topics in the back office: a minute old at most.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useHelpTopics() {
  const { i18n } = useTranslation();
  return useQuery(helpTopicsQuery(i18n.language));
}
