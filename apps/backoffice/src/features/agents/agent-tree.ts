import type { MemberRow } from "#bo/features/members/api.ts";

export type TreeRow = { agent: MemberRow; depth: number; downlines: number };

/**
 * The agents in tree order: each top-level agent (no upline among the agents) followed by its
 * downlines, depth first, names in order. An agent whose upline is missing from the list (past the
 * list's limit) starts a tree of its own rather than disappearing.
 */
export function agentTree(agents: readonly MemberRow[]): TreeRow[] {
  const names = new Set(agents.map((agent) => agent.username));
  const children = new Map<string | null, MemberRow[]>();
  for (const agent of agents) {
    const parent = agent.upline && names.has(agent.upline) ? agent.upline : null;
    children.set(parent, [...(children.get(parent) ?? []), agent]);
  }
  const rows: TreeRow[] = [];
  const visit = (parent: string | null, depth: number) => {
    const list = [...(children.get(parent) ?? [])].sort((a, b) => a.username.localeCompare(b.username));
    for (const agent of list) {
      rows.push({ agent, depth, downlines: children.get(agent.username)?.length ?? 0 });
      visit(agent.username, depth + 1);
    }
  };
  visit(null, 0);
  return rows;
}
