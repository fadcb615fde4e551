/** Account kinds inside the server; the wire's numeric codes exist only at the edge (decision 004). */
export type AccountKind = "player" | "agent" | "trial";

/** Wire code: 0 player, the agent's level (1, 2, 41, 42) for agents, 4 trial account. */
export function wireAccountCode(kind: AccountKind, agentLevel: number | null): number {
  switch (kind) {
    case "player":
      return 0;
    case "agent":
      return agentLevel ?? 1;
    case "trial":
      return 4;
  }
}
