/** One member of a bettor's chain: the bettor itself at depth 0, its direct upline at 1, and so on. */
export type ChainLink = { memberId: number; depth: number; rateBp: number };

const BP = 10_000n;

/**
 * What each upline earns on a settled bet of `bet` minor units (decision 035). An upline earns
 * `bet × (its rate − the rate below it)`, never below zero; "the rate below it" is the highest rate
 * at or below the member just under it, which is that member's own rate on every chain the tree
 * allows (a downline's rate never exceeds its upline's), and keeps the house's cost at the highest
 * rate on a chain left out of order.
 *
 * Rounding is cumulative: with M(d) the highest rate from the bettor up to depth d, the upline at
 * depth d earns floor(bet × M(d) / 10⁴) − floor(bet × M(d−1) / 10⁴). Each amount is its exact share
 * floored or one unit more, never negative, and the chain's sum is exactly
 * floor(bet × M(top) / 10⁴) − floor(bet × rate(bettor) / 10⁴): for a bettor without a rebate of its
 * own under a well-ordered chain, the top agent's rate times the bet, floored.
 */
export function splitRebate(
  bet: bigint,
  chain: readonly ChainLink[],
): { memberId: number; amount: bigint }[] {
  const links = [...chain].sort((a, b) => a.depth - b.depth);
  const bettor = links[0];
  if (bettor?.depth !== 0 || bet <= 0n) return [];
  const floorShare = (rateBp: number) => (bet * BigInt(rateBp)) / BP;
  let highest = Math.max(0, bettor.rateBp);
  let paidUpTo = floorShare(highest);
  const amounts: { memberId: number; amount: bigint }[] = [];
  for (const link of links.slice(1)) {
    highest = Math.max(highest, link.rateBp);
    const cumulative = floorShare(highest);
    const amount = cumulative - paidUpTo;
    paidUpTo = cumulative;
    if (amount > 0n) amounts.push({ memberId: link.memberId, amount });
  }
  return amounts;
}
