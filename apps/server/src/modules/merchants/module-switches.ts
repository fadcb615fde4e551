import { MODULE_IDS, type ModuleNode } from "@banca/contract/whitelabel";
import { AppError } from "#app/http/app-error.ts";

const BUILT: ReadonlySet<string> = new Set(MODULE_IDS);

/** Whether the platform has the working feature a switch stands for: only those may be on. */
export const isBuilt = (moduleId: string) => BUILT.has(moduleId);

/**
 * The merchant's module tree with some switches turned. Refuses ids the tree does not have, and
 * turning on a module that is not built (a switch must tell the truth: on means it works). A child
 * switched on under a parent that is off stays off in effect, as everywhere the tree is read.
 */
export function withSwitches(tree: readonly ModuleNode[], changes: Readonly<Record<string, boolean>>) {
  const present = new Set<string>();
  const walk = (nodes: readonly ModuleNode[]): ModuleNode[] =>
    nodes.map((node) => {
      present.add(node.modId);
      const change = changes[node.modId];
      const enabled = change === undefined ? node.enabled : change ? "1" : "0";
      return { ...node, enabled, childrenNodes: walk(node.childrenNodes) };
    });
  const next = walk(tree);
  const unknown = Object.keys(changes).filter((id) => !present.has(id));
  if (unknown.length > 0) {
    throw new AppError("module.unknown", `The merchant has no module ${unknown.join(", ")}`, {
      modules: unknown,
    });
  }
  const unbuilt = Object.entries(changes)
    .filter(([id, on]) => on && !isBuilt(id))
    .map(([id]) => id);
  if (unbuilt.length > 0) {
    throw new AppError("module.not.built", `Not built, so it cannot be switched on: ${unbuilt.join(", ")}`, {
      modules: unbuilt,
    });
  }
  return next;
}
