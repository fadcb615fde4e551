import { decimalToMinor, minorToWire } from "@banca/contract/money";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { assertNoUnpaidBills } from "#app/modules/agent-payouts/owing.ts";
import { assertWithdrawable } from "#app/modules/bonus/withdrawable.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createPaymentPasswordService } from "#app/modules/payment-password/service.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { createUplineTransferRepository, type UplineTransfer } from "./repository.ts";

export type TransferRequest = { amount: string; password: string; requestId: string };

const noUpline = () => new AppError("upline.not.found", "This account has no upline to transfer to");

/**
 * Transfers from a member's main wallet to the upline's main wallet (AGETRANSFERUP3): one ledger
 * entry, confirmed by the payment password, idempotent per the client's request id. Only the
 * withdrawable part moves: a bonus still being wagered stays with the member who received it, so
 * an upline cannot pool the bonuses of many accounts into cash.
 */
export function createUplineTransferService(db: Database) {
  const ledger = createLedgerService(db);
  const payments = createPaymentPasswordService(db);
  const transfers = createUplineTransferRepository(db);

  const present = (transfer: UplineTransfer, decimals: number) => ({
    id: transfer.id,
    amount: minorToWire(transfer.amount, decimals),
    createdAt: transfer.createdAt.getTime(),
  });

  return {
    async transfer(merchant: Merchant, session: AuthenticatedSession, request: TransferRequest) {
      requireRealAccount(session);
      const { code: currency, decimals } = merchant.settings.currency;
      const amount = decimalToMinor(request.amount, decimals);
      if (amount === null || amount <= 0n) {
        throw new AppError(
          "request_param_err",
          `The amount must be above zero, with at most ${decimals} decimal places`,
        );
      }
      const upline = await transfers.uplineOf(merchant.code, session.memberId);
      if (!upline) throw noUpline();
      await payments.verify(session, request.password);
      const recorded = await db.transaction(async (tx) => {
        const repository = createUplineTransferRepository(tx);
        // The member's row orders their withdrawals and transfers, so each is measured against the
        // bonus hold after the one before it; a retry of a posted transfer is answered, not re-checked.
        await repository.lockMember(merchant.code, session.memberId);
        const earlier = await repository.byRequest(session.memberId, request.requestId);
        if (!earlier) {
          await assertWithdrawable(tx, merchant, session.memberId, amount);
          await assertNoUnpaidBills(tx, session.memberId);
        }
        const entry = await ledger.postIn(tx, {
          merchantCode: merchant.code,
          currency,
          kind: "transfer.upline",
          idempotencyKey: `transfer.upline:${session.memberId}:${request.requestId}`,
          postings: [
            { account: { memberId: session.memberId, kind: "main" }, amount: -amount },
            { account: { memberId: upline.id, kind: "main" }, amount },
          ],
          memo: { memberId: session.memberId, uplineId: upline.id, requestId: request.requestId },
        });
        if (entry.replayed) return repository.byRequest(session.memberId, request.requestId);
        return repository.insert({
          merchantCode: merchant.code,
          memberId: session.memberId,
          uplineId: upline.id,
          amount,
          currency,
          requestId: request.requestId,
          entryId: entry.entryId,
        });
      });
      if (!recorded) throw new Error(`transfer ${request.requestId} has an entry but no record`);
      const balance = await ledger.balance(
        merchant.code,
        { memberId: session.memberId, kind: "main" },
        currency,
      );
      return {
        ...present(recorded, decimals),
        balance: minorToWire(balance, decimals),
        upline: upline.username,
      };
    },

    async records(
      merchant: Merchant,
      session: AuthenticatedSession,
      page: { pageNo: number; pageSize: number },
    ) {
      requireRealAccount(session);
      const upline = await transfers.uplineOf(merchant.code, session.memberId);
      if (!upline) throw noUpline();
      const { transfers: list, total } = await transfers.page(session.memberId, page.pageNo, page.pageSize);
      const { decimals } = merchant.settings.currency;
      return {
        upline: upline.username,
        list: list.map((transfer) => present(transfer, decimals)),
        pageNo: page.pageNo,
        totalPages: Math.ceil(total / page.pageSize),
      };
    },
  };
}
