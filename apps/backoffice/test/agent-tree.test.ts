import { describe, expect, it } from "vitest";
import { agentTree } from "#bo/features/agents/agent-tree.ts";
import type { MemberRow } from "#bo/features/members/api.ts";

const agent = (username: string, upline: string | null) => ({ username, upline }) as MemberRow;

describe("agentTree", () => {
  it("lists each top agent followed by its downlines, depth first", () => {
    const rows = agentTree([
      agent("c1", "b"),
      agent("b", null),
      agent("a", null),
      agent("a1", "a"),
      agent("b1", "b"),
    ]);
    expect(rows.map((row) => `${row.agent.username}:${row.depth}:${row.downlines}`)).toEqual([
      "a:0:1",
      "a1:1:0",
      "b:0:2",
      "b1:1:0",
      "c1:1:0",
    ]);
  });

  it("keeps an agent whose upline is not in the list, at the top", () => {
    expect(agentTree([agent("x", "gone")]).map((row) => row.depth)).toEqual([0]);
  });
});
