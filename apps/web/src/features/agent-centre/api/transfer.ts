import type { CallValue } from "@banca/contract/call";
import type { downlineTransfersCall, transferDownlineCall } from "@banca/contract/calls/agent-transfer";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";
import { agentKeys } from "./keys.ts";

/** The contract's DOWNLINE_TURNOVER_MAX (its call file brings zod, which the site leaves out). */
export const DOWNLINE_TURNOVER_MAX = 50;

export type DownlineTransfersPage = CallValue<typeof downlineTransfersCall>;
export type DownlineTransfer = CallValue<typeof transferDownlineCall>;

export type TransfersFilter = { username?: string; pageNo: number; pageSize: number };

/** The agent's transfers to its team, with what it may transfer now. */
export const downlineTransfersQuery = (filter: TransfersFilter) =>
  queryOptions({
    queryKey: agentKeys.transfers(filter),
    queryFn: () => callApi<typeof downlineTransfersCall>(ENDPOINTS.downlineTransfers, { query: filter }),
    placeholderData: keepPreviousData,
  });

/** Sealed with the session key (an encrypted call): it carries the payment password. */
export const transferToDownline = (body: {
  username: string;
  amount: string;
  password: string;
  turnoverMultiplier: number;
  requestId: string;
}) => callApi<typeof transferDownlineCall>(ENDPOINTS.transferDownline, { body, encrypted: true });
