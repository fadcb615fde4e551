import type { MerchantConfig } from "@banca/contract/merchant-config";
import type { ModuleNode } from "@banca/contract/whitelabel";

/** A merchant config with these modules switched on or off (a suite tests a module in either state). */
export function withModules(config: MerchantConfig, modules: readonly string[], on: boolean): MerchantConfig {
  const flip = (nodes: readonly ModuleNode[]): ModuleNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: modules.includes(node.modId) ? (on ? "1" : "0") : node.enabled,
      childrenNodes: flip(node.childrenNodes),
    }));
  return { ...config, whitelabel: flip(config.whitelabel) };
}

export const withModulesOn = (config: MerchantConfig, modules: readonly string[]) =>
  withModules(config, modules, true);
