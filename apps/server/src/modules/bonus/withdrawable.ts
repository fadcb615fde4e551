import { minorToWire } from "@banca/contract/money";
import type { Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createLedgerRepository } from "#app/modules/ledger/repository.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { wageringProgress } from "./wagering.ts";

/** A bonus whose turnover requirement is not met yet. */
export type UnfinishedBonus = {
  entryId: number;
  reason: string;
  amount: bigint;
  required: bigint;
  met: bigint;
  grantedAt: Date;
};

/**
 * How much of the main wallet may leave the member's reach (a withdrawal, a transfer to the
 * upline). Each bonus with an unmet turnover requirement keeps its whole amount locked until the
 * requirement is met; the locked sum never exceeds the balance, so once the balance falls below it
 * the whole balance is locked. Play is not leaving: bets and game wallets may use locked money.
 */
export type BonusHold = {
  balance: bigint;
  /** min(balance, sum of the unfinished bonuses' amounts). */
  locked: bigint;
  /** balance − locked, never below zero. */
  withdrawable: bigint;
  /** Turnover still to bet before every unfinished bonus is released. */
  wageringLeft: bigint;
  unfinished: UnfinishedBonus[];
};

/** The hold of the given bonuses on a main wallet of `balance` (pure: the rule itself). */
export function holdOf(balance: bigint, bonuses: readonly UnfinishedBonus[]): BonusHold {
  const unfinished = bonuses.filter((bonus) => bonus.met < bonus.required);
  const owed = unfinished.reduce((sum, bonus) => sum + bonus.amount, 0n);
  const available = balance > 0n ? balance : 0n;
  const locked = owed < available ? owed : available;
  const wageringLeft = unfinished.reduce((sum, bonus) => sum + (bonus.required - bonus.met), 0n);
  return { balance, locked, withdrawable: available - locked, wageringLeft, unfinished };
}

/** The hold bonuses put on a member's main wallet now, read in `db` (the caller's transaction). */
export async function bonusHold(
  db: Queryable,
  merchantCode: string,
  memberId: number,
  currency: string,
): Promise<BonusHold> {
  const [balance, progress] = await Promise.all([
    createLedgerRepository(db).balance(merchantCode, { memberId, kind: "main" }, currency),
    wageringProgress(db, merchantCode, memberId),
  ]);
  return holdOf(
    balance,
    [...progress].map(([entryId, line]) => ({ entryId: Number(entryId), ...line })),
  );
}

/**
 * Refuses to let `amount` leave the main wallet when it is more than the withdrawable part. Call it
 * in the transaction that moves the money, after the lock that orders the member's withdrawals and
 * transfers (the member's row), so two requests at once are checked one after the other.
 */
export async function assertWithdrawable(
  tx: Queryable,
  merchant: Merchant,
  memberId: number,
  amount: bigint,
): Promise<void> {
  const { code: currency, decimals } = merchant.settings.currency;
  const hold = await bonusHold(tx, merchant.code, memberId, currency);
  // Beyond the balance itself the ledger's own refusal (insufficient.balance) is the clearer answer.
  if (amount <= hold.withdrawable || amount > hold.balance) return;
  throw new AppError(
    "bonus.wagering.unmet",
    `Only ${minorToWire(hold.withdrawable, decimals)} can leave the wallet now: a bonus of your balance still needs ${minorToWire(hold.wageringLeft, decimals)} of wagering`,
    {
      withdrawable: minorToWire(hold.withdrawable, decimals),
      locked: minorToWire(hold.locked, decimals),
      wageringLeft: minorToWire(hold.wageringLeft, decimals),
    },
  );
}
