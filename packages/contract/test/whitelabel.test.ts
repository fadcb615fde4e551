import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { flattenModules, type ModuleNode } from "../src/whitelabel.ts";

const node = (modId: string, enabled: boolean, childrenNodes: ModuleNode[] = []): ModuleNode => ({
  modId,
  enabled: enabled ? "1" : "0",
  childrenNodes,
});

describe("flattenModules", () => {
  it("switches a module off when it or any ancestor is off", () => {
    const tree = [
      node("COMM3", true, [node("REG3", false, [node("DIRECTREG3", true)]), node("FEEDBACK3", true)]),
    ];
    expect(flattenModules(tree)).toEqual({ COMM3: true, REG3: false, DIRECTREG3: false, FEEDBACK3: true });
  });

  it("a module is on exactly when every node on its path is on", () => {
    const arbitraryTree: fc.Arbitrary<ModuleNode[]> = fc.letrec((tie) => ({
      forest: fc.oneof(
        { maxDepth: 4 },
        fc.constant([] as ModuleNode[]),
        fc.array(tie("node") as fc.Arbitrary<ModuleNode>, { minLength: 1, maxLength: 3 }),
      ),
      node: fc.record({
        modId: fc.uuid(),
        enabled: fc.constantFrom("1", "0") as fc.Arbitrary<"1" | "0">,
        childrenNodes: tie("forest") as fc.Arbitrary<ModuleNode[]>,
      }),
    })).forest;
    fc.assert(
      fc.property(arbitraryTree, (tree) => {
        const flat = flattenModules(tree);
        const check = (nodes: ModuleNode[], pathOn: boolean) => {
          for (const item of nodes) {
            const on = pathOn && item.enabled === "1";
            expect(flat[item.modId]).toBe(on);
            check(item.childrenNodes, on);
          }
        };
        check(tree, true);
      }),
      { numRuns: 200 },
    );
  });
});
