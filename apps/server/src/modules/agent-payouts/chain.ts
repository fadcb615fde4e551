/**
 * The chain rule (decision 044): the top contracted agent is paid by the house (or by the member
 * that offered the contract when that member holds no contract of the kind itself), every other
 * contracted agent by its direct upline, which keeps what it received minus what it pays its own
 * direct downlines.
 *
 * What an upline pays out never exceeds what it received: when the direct downlines' amounts add
 * up to more (a dividend where one downline's team lost and another's won, or an upline with a
 * smaller tier), the downlines are paid that budget pro rata and the upline keeps 0; an upline paid
 * less than its amount passes the same proportion down to its downlines' claims. So the house
 * pays exactly the top agent's amount, nobody keeps less than zero, and each bill records both the
 * contract's amount and what is due on it.
 */
export type ChainNode = {
  contractId: string;
  memberId: number;
  /** The contract of the member that pays this one (the direct upline's, same kind), or null. */
  parentContractId: string | null;
  /** The contract's amount for the slot; null when no tier was met ("target not met"). */
  amount: bigint | null;
};

export type ChainShare = {
  contractId: string;
  memberId: number;
  payer: "house_or_offerer" | "upline";
  amount: bigint | null;
  /** What the payer owes on the bill (≤ amount). */
  due: bigint;
  /** What this agent keeps: due − Σ due of its direct downlines (never below 0). */
  kept: bigint;
  /** Why due is not the amount: no tier met here or above, or a budget shared pro rata. */
  reason: "target_not_met" | "upline_target_not_met" | "shared" | null;
};

/** Numeric ids as text: shorter first, then by text, so "9" < "10". */
const byId = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Splits `budget` over `claims` in proportion, floored, the units left going to the largest
 * remainders (ties: the smaller id), so the parts add up to exactly the budget and the result does
 * not depend on the order of the claims.
 */
export function shareProRata(
  budget: bigint,
  claims: readonly { id: string; claim: bigint }[],
): Map<string, bigint> {
  const total = claims.reduce((sum, { claim }) => sum + claim, 0n);
  const parts = new Map<string, bigint>();
  if (total <= budget) {
    for (const { id, claim } of claims) parts.set(id, claim);
    return parts;
  }
  const remainders: { id: string; remainder: bigint }[] = [];
  let given = 0n;
  for (const { id, claim } of claims) {
    const part = (claim * budget) / total;
    parts.set(id, part);
    given += part;
    remainders.push({ id, remainder: (claim * budget) % total });
  }
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? byId(a.id, b.id) : a.remainder > b.remainder ? -1 : 1,
  );
  for (let index = 0; given < budget; index += 1) {
    const { id } = remainders[index % remainders.length]!;
    parts.set(id, parts.get(id)! + 1n);
    given += 1n;
  }
  return parts;
}

/**
 * A downline's claim on an upline that received less than its own amount shrinks in the same
 * proportion, so a budget shared at the top is shared the same way all the way down.
 */
const scaled = (claim: bigint, due: bigint, amount: bigint | null) =>
  amount === null || amount <= 0n || due >= amount ? claim : (claim * due) / amount;

/** Applies the chain rule to the contracts of one kind and one slot. */
export function settleChain(nodes: readonly ChainNode[]): ChainShare[] {
  const byContract = new Map(nodes.map((node) => [node.contractId, node]));
  const children = new Map<string, ChainNode[]>();
  const roots: ChainNode[] = [];
  for (const node of nodes) {
    const parent = node.parentContractId === null ? undefined : byContract.get(node.parentContractId);
    if (!parent) {
      roots.push(node);
      continue;
    }
    const list = children.get(parent.contractId) ?? [];
    list.push(node);
    children.set(parent.contractId, list);
  }
  const shares = new Map<string, ChainShare>();
  const queue: { node: ChainNode; due: bigint; reason: ChainShare["reason"]; root: boolean }[] = roots.map(
    (node) => ({
      node,
      due: node.amount ?? 0n,
      reason: node.amount === null ? "target_not_met" : null,
      root: true,
    }),
  );
  while (queue.length > 0) {
    const { node, due, reason, root } = queue.shift()!;
    if (shares.has(node.contractId)) continue; // a cycle left by hand: each contract once
    const below = [...(children.get(node.contractId) ?? [])].sort((a, b) => byId(a.contractId, b.contractId));
    const blocked = reason === "target_not_met" || reason === "upline_target_not_met";
    const parts = blocked
      ? new Map<string, bigint>()
      : shareProRata(
          due,
          below.map((child) => ({
            id: child.contractId,
            claim: scaled(child.amount ?? 0n, due, node.amount),
          })),
        );
    let paidOut = 0n;
    for (const child of below) {
      const part = parts.get(child.contractId) ?? 0n;
      paidOut += part;
      const childReason: ChainShare["reason"] = blocked
        ? "upline_target_not_met"
        : child.amount === null
          ? "target_not_met"
          : part < child.amount
            ? "shared"
            : null;
      queue.push({ node: child, due: part, reason: childReason, root: false });
    }
    shares.set(node.contractId, {
      contractId: node.contractId,
      memberId: node.memberId,
      payer: root ? "house_or_offerer" : "upline",
      amount: node.amount,
      due,
      kept: due - paidOut,
      reason,
    });
  }
  return nodes.map((node) => shares.get(node.contractId)!).filter(Boolean);
}
