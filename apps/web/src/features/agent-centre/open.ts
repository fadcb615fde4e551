import { opensAgentCentre } from "#app/features/session/session-values.ts";
import { useSessionStore } from "#app/stores/session-store.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import type { AgentCentreKey } from "./pages.ts";

/**
 * Opens the agent centre on a page (agentTeamOverview by default). Only agent accounts (wire codes
 * 1, 2, 41, 42; decision 004) get it: anyone else is left where they are.
 */
export function openAgentCentre(page?: AgentCentreKey) {
  const member = useSessionStore.getState().member;
  if (!member || !opensAgentCentre(member)) return;
  useUiStore.getState().openModal("agentCentre", page ? { page } : {});
}
