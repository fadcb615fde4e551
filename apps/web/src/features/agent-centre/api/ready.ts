import type { QueryClient } from "@tanstack/react-query";
import type { AgentCentrePage } from "../pages.ts";
import { myRebateRatesQuery } from "./team.ts";

/**
 * Resolves once the centre can show itself whole: the first page's code, that page's first
 * figures, and the agent's own rebate rates (the register and team pages bound theirs by them).
 */
export async function agentCentreReady(queryClient: QueryClient, page: AgentCentrePage): Promise<void> {
  await Promise.all([
    page.load().then((module) => module.prefetch?.(queryClient)),
    queryClient.ensureQueryData(myRebateRatesQuery()),
  ]);
}
