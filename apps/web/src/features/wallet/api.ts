import type { walletBalanceCall } from "@banca/contract/calls/wallet";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";

export const walletBalanceQuery = () =>
  queryOptions({
    queryKey: queryKeys.walletBalance(),
    queryFn: () => callApi<typeof walletBalanceCall>(ENDPOINTS.walletBalance),
    staleTime: 30_000,
    // A 401 ends the session at once; retrying would only repeat the answer.
    retry: (count, error) => count < 1 && !("status" in error && error.status === 401),
  });
