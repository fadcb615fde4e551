import type { ModuleId } from "@banca/contract/whitelabel";

/**
 * Whether the merchant offers the agent centre at all (AGEINFO3, which also gates the overview).
 * Kept apart from pages.ts so the header's avatar menu can ask without carrying the page list.
 */
export const AGENT_CENTRE_MODULE: ModuleId = "AGEINFO3";

export const moduleOn = (modules: Record<string, boolean>, module: ModuleId) => modules[module] !== false;

export const agentCentreOn = (modules: Record<string, boolean>) => moduleOn(modules, AGENT_CENTRE_MODULE);
