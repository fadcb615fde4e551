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
  return splitUpChain(
    Math.max(0, bettor.rateBp),
    links.slice(1).map((link) => ({ memberId: link.memberId, level: link.rateBp })),
    (rateBp) => (bet * BigInt(rateBp)) / BP,
  ).map(({ memberId, amount }) => ({ memberId, amount }));
}

/**
 * The cumulative split both kinds of rebate use (decisions 035 and 068): up the chain above a bettor
 * whose own level is `base`, with M(d) the highest level from `base` up to the upline at depth d,
 * that upline earns share(M(d)) − share(M(d−1)). `share` rounds down, so each amount is its exact
 * part floored or one unit more, never negative, and the chain's sum is share(M(top)) − share(base).
 * Answers the uplines with something to earn, with the level each earned at.
 */
export function splitUpChain(
  base: number,
  uplines: readonly { memberId: number; level: number }[],
  share: (level: number) => bigint,
): { memberId: number; amount: bigint; level: number }[] {
  let highest = base;
  let paidUpTo = share(highest);
  const amounts: { memberId: number; amount: bigint; level: number }[] = [];
  for (const { memberId, level } of uplines) {
    highest = Math.max(highest, level);
    const cumulative = share(highest);
    const amount = cumulative - paidUpTo;
    paidUpTo = cumulative;
    if (amount > 0n) amounts.push({ memberId, amount, level });
  }
  return amounts;
}
