import type { CallValue } from "@banca/contract/call";
import type { bonusForfeitPreviewCall } from "@banca/contract/calls/bonus-forfeit-preview";
import type { forfeitBonusCall } from "@banca/contract/calls/forfeit-bonus";
import { minorToWire } from "@banca/contract/money";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createPaymentPasswordService } from "#app/modules/payment-password/service.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { passwordRequired } from "#app/modules/withdrawals/service.ts";
import { type ForfeitPlan, planForfeit } from "./forfeit.ts";
import { createForfeitRepository, type ForfeitRow } from "./forfeit-repository.ts";
import { bonusHold } from "./withdrawable.ts";

export type ForfeitRequest = { password?: string | undefined; requestId: string };

/** Refuses a forfeit that cannot be made now; nothing is written before this passes. */
function assertForfeitable(plan: ForfeitPlan) {
  if (plan.bonuses.length === 0) {
    throw new AppError("bonus.not.active", "You have no active bonus to forfeit");
  }
  if (plan.openPlay) {
    throw new AppError(
      "bonus.forfeit.open.play",
      "Finish your open bets and bring your game wallets' money back first: their outcome belongs to the bonus",
    );
  }
}

/**
 * A member gives up their active bonuses, and what play won with them, so their own cash can leave
 * (decision 079): one journal entry `bonus.forfeit` from the main wallet back to the bonus expense,
 * the bonuses named as forfeited (wagering stops counting them), the audit entry, all in one
 * transaction under the member's lock; confirmed like a withdrawal; once per request id.
 */
export function createForfeitService(db: Database) {
  const ledger = createLedgerService(db);
  const payments = createPaymentPasswordService(db);

  async function answer(merchant: Merchant, memberId: number, row: ForfeitRow, replayed: boolean) {
    const { code: currency, decimals } = merchant.settings.currency;
    const hold = await bonusHold(db, merchant.code, memberId, currency);
    return {
      id: row.id,
      replayed,
      bonusCount: row.bonusCount,
      bonusAmount: minorToWire(row.bonusAmount, decimals),
      forfeited: minorToWire(row.forfeited, decimals),
      balance: minorToWire(hold.balance, decimals),
      withdrawable: minorToWire(hold.withdrawable, decimals),
      createdAt: row.createdAt.getTime(),
    };
  }

  return {
    async preview(
      merchant: Merchant,
      session: AuthenticatedSession,
    ): Promise<CallValue<typeof bonusForfeitPreviewCall>> {
      const { code: currency, decimals } = merchant.settings.currency;
      const plan = await planForfeit(db, merchant.code, session.memberId, currency);
      const wire = (value: bigint) => minorToWire(value, decimals);
      return {
        active: plan.bonuses.length > 0,
        bonusCount: plan.bonuses.length,
        bonusAmount: wire(plan.bonusAmount),
        playResult: wire(plan.playResult),
        forfeited: wire(plan.forfeited),
        wageringLeft: wire(plan.wageringLeft),
        balance: wire(plan.balance),
        withdrawableNow: wire(plan.withdrawableNow),
        balanceAfter: wire(plan.balanceAfter),
        withdrawableAfter: wire(plan.withdrawableAfter),
        openPlay: plan.openPlay,
      };
    },

    async forfeit(
      merchant: Merchant,
      session: AuthenticatedSession,
      request: ForfeitRequest,
    ): Promise<CallValue<typeof forfeitBonusCall>> {
      requireRealAccount(session);
      const { code: currency, decimals } = merchant.settings.currency;
      const { memberId } = session;
      const earlier = await createForfeitRepository(db).byRequest(memberId, request.requestId);
      if (earlier) return answer(merchant, memberId, earlier, true);
      // Refused before the password is asked, so a member with nothing to forfeit spends no try.
      assertForfeitable(await planForfeit(db, merchant.code, memberId, currency));
      if (passwordRequired(merchant)) await payments.verify(session, request.password ?? "");

      const outcome = await db.transaction(async (tx) => {
        const repository = createForfeitRepository(tx);
        await repository.lockMember(merchant.code, memberId);
        const again = await repository.byRequest(memberId, request.requestId);
        if (again) return { row: again, replayed: true };
        // Measured again under the lock: a withdrawal or a bet may have moved money meanwhile.
        const plan = await planForfeit(tx, merchant.code, memberId, currency);
        assertForfeitable(plan);
        const bonusEntryIds = plan.bonuses.map((bonus) => bonus.entryId);
        const entry =
          plan.forfeited > 0n
            ? await ledger.postIn(tx, {
                merchantCode: merchant.code,
                currency,
                kind: "bonus.forfeit",
                idempotencyKey: `bonus.forfeit:${memberId}:${request.requestId}`,
                postings: [
                  { account: { memberId, kind: "main" }, amount: -plan.forfeited },
                  { account: { house: "bonus_expense" }, amount: plan.forfeited },
                ],
                memo: {
                  remark: "Bonus forfeited",
                  source: "forfeit",
                  requestId: request.requestId,
                  bonusEntryIds,
                  bonusAmount: plan.bonusAmount.toString(),
                  playResult: plan.playResult.toString(),
                },
              })
            : null;
        const id = await repository.insert({
          merchantCode: merchant.code,
          memberId,
          requestId: request.requestId,
          entryId: entry?.entryId ?? null,
          currency,
          bonusAmount: plan.bonusAmount,
          playResult: plan.playResult,
          forfeited: plan.forfeited,
          bonusEntryIds,
        });
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: `member:${session.username}`,
          action: "bonus.forfeit",
          targetType: "member",
          targetId: String(memberId),
          detail: {
            forfeitId: id,
            entryId: entry?.entryId ?? null,
            bonusEntryIds,
            bonusAmount: minorToWire(plan.bonusAmount, decimals),
            playResult: minorToWire(plan.playResult, decimals),
            forfeited: minorToWire(plan.forfeited, decimals),
            wageringCleared: minorToWire(plan.wageringLeft, decimals),
          },
        });
        const row = await repository.byRequest(memberId, request.requestId);
        if (!row) throw new Error(`forfeit ${id} was written but cannot be read back`);
        return { row, replayed: false };
      });
      return answer(merchant, memberId, outcome.row, outcome.replayed);
    },
  };
}
