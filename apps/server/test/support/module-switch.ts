import type { MerchantConfig } from "@banca/contract/merchant-config";
import type { ModuleNode } from "@banca/contract/whitelabel";

/** A merchant config with these modules switched on (a suite may test a module before the demo shows it). */
export function withModulesOn(config: MerchantConfig, modules: readonly string[]): MerchantConfig {
  const flip = (nodes: readonly ModuleNode[]): ModuleNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: modules.includes(node.modId) ? "1" : node.enabled,
      childrenNodes: flip(node.childrenNodes),
    }));
  return { ...config, whitelabel: flip(config.whitelabel) };
}
