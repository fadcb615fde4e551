import type { Queryable } from "#app/db/database.ts";
import { createForfeitRepository } from "./forfeit-repository.ts";
import { bonusHold, holdOf, type UnfinishedBonus } from "./withdrawable.ts";

/**
 * What forfeiting the member's active bonuses takes back (decision 079). An active bonus is a house
 * bonus (bonus.*) whose turnover requirement is not met. Everything game play did to the main wallet
 * since the oldest of them is the bonuses' result: what they won, or what they lost, first.
 */
export type ForfeitPlan = {
  /** The active house bonuses, oldest first. */
  bonuses: UnfinishedBonus[];
  bonusAmount: bigint;
  /** Sum of the play postings on the main wallet after the oldest active bonus. */
  playResult: bigint;
  /** bonusAmount + playResult, at least 0, at most the balance. */
  forfeited: bigint;
  wageringLeft: bigint;
  balance: bigint;
  withdrawableNow: bigint;
  balanceAfter: bigint;
  withdrawableAfter: bigint;
  openPlay: boolean;
};

/**
 * The rule itself: the bonuses and their play result go back, never less than nothing (a bonus lost at
 * play leaves nothing to take, and the member's own cash is not taken in its place) and never more than
 * the balance (what left the wallet as the member's withdrawable money is not reclaimed).
 */
export function forfeitedAmount(balance: bigint, bonusAmount: bigint, playResult: bigint): bigint {
  const owed = bonusAmount + playResult;
  if (owed <= 0n || balance <= 0n) return 0n;
  return owed < balance ? owed : balance;
}

/** The forfeit the member could make now, read in `db` (the caller's transaction when it moves money). */
export async function planForfeit(
  db: Queryable,
  merchantCode: string,
  memberId: number,
  currency: string,
): Promise<ForfeitPlan> {
  const repository = createForfeitRepository(db);
  const hold = await bonusHold(db, merchantCode, memberId, currency);
  const postings = await repository.houseBonuses(
    memberId,
    hold.unfinished.map((bonus) => bonus.entryId),
  );
  const bonuses = hold.unfinished.filter((bonus) => postings.has(bonus.entryId));
  const anchor = bonuses.reduce<bigint | null>((oldest, bonus) => {
    const posting = postings.get(bonus.entryId)!;
    return oldest === null || posting < oldest ? posting : oldest;
  }, null);
  const [playResult, openPlay] = await Promise.all([
    anchor === null ? Promise.resolve(0n) : repository.playSince(memberId, currency, anchor),
    repository.openPlay(memberId),
  ]);
  const bonusAmount = bonuses.reduce((sum, bonus) => sum + bonus.amount, 0n);
  const forfeited = bonuses.length === 0 ? 0n : forfeitedAmount(hold.balance, bonusAmount, playResult);
  // A downline transfer still being wagered keeps holding what it holds after the forfeit.
  const after = holdOf(
    hold.balance - forfeited,
    hold.unfinished.filter((bonus) => !postings.has(bonus.entryId)),
  );
  return {
    bonuses,
    bonusAmount,
    playResult,
    forfeited,
    wageringLeft: bonuses.reduce((sum, bonus) => sum + (bonus.required - bonus.met), 0n),
    balance: hold.balance,
    withdrawableNow: hold.withdrawable,
    balanceAfter: after.balance,
    withdrawableAfter: after.withdrawable,
    openPlay,
  };
}
