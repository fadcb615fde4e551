import type { identityDocumentCall, identityStatusCall } from "@banca/contract/calls/identity";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { IdentityDocumentKind } from "@banca/contract/identity";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";

export const identityQuery = () =>
  queryOptions({
    queryKey: queryKeys.identity(),
    queryFn: () => callApi<typeof identityStatusCall>(ENDPOINTS.identityStatus),
  });

/** Uploads one document as its raw bytes; answered with the identity as it now stands. */
export const uploadIdentityDocument = (kind: IdentityDocumentKind, file: File) =>
  callApi<typeof identityDocumentCall>(ENDPOINTS.identityDocument, { query: { kind }, file });
