import type { memberProfileCall, updateMemberProfileCall } from "@banca/contract/calls/member";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";

export const memberProfileQuery = () =>
  queryOptions({
    queryKey: queryKeys.memberProfile(),
    queryFn: () => callApi<typeof memberProfileCall>(ENDPOINTS.memberProfile),
  });

export const updateMemberProfile = (body: Record<string, string>) =>
  callApi<typeof updateMemberProfileCall>(ENDPOINTS.updateMemberProfile, { body });
