import { flattenModules } from "@banca/contract/whitelabel";
import { opensAgentCentre } from "#app/features/session/session-values.ts";
import { queryClient } from "#app/lib/query-client.ts";
import { cachedStatus } from "#app/lib/site-status.ts";
import { useSessionStore } from "#app/stores/session-store.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { CONTRACT_KINDS, CONTRACT_MODULES, contractFlagsQuery } from "../api/contracts.ts";
import { moduleOn } from "../availability.ts";

/**
 * After a login (spec part 1 §4, part 2 "contract requests"): an agent with a contract request
 * awaiting its answer (an offer, or the other side's termination request) sees them at once, unless
 * another dialog came first; the agent centre's contract pages keep them for later.
 */
export async function showContractRequests(): Promise<void> {
  const member = useSessionStore.getState().member;
  if (!member || !opensAgentCentre(member)) return;
  const status = cachedStatus(queryClient);
  if (!status) return;
  const modules = flattenModules(status.info.whitelabel);
  if (!CONTRACT_KINDS.some((kind) => moduleOn(modules, CONTRACT_MODULES[kind]))) return;
  // No retry: a login does not wait on a failing call; the contract pages keep the requests.
  const flags = await queryClient.fetchQuery({ ...contractFlagsQuery(), retry: false });
  if (!CONTRACT_KINDS.some((kind) => flags[kind].pendingRequest)) return;
  // The member may have logged out meanwhile.
  if (useSessionStore.getState().member?.id !== member.id) return;
  const ui = useUiStore.getState();
  if (ui.modal === null) ui.openModal("contractRequests");
}
