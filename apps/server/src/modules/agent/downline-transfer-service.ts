import type { CallValue } from "@banca/contract/call";
import type { downlineTransfersCall, transferDownlineCall } from "@banca/contract/calls/agent-transfer";
import { decimalToMinor, minorToDecimal, minorToWire } from "@banca/contract/money";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { assertNoUnpaidBills } from "#app/modules/agent-payouts/owing.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { assertWithdrawable, bonusHold } from "#app/modules/bonus/withdrawable.ts";
import { createLedgerService, type LedgerService } from "#app/modules/ledger/service.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createPaymentPasswordService } from "#app/modules/payment-password/service.ts";
import { assertNotExcluded } from "#app/modules/protection/service.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { createDownlineTransferRepository, type DownlineTransfer } from "./downline-transfer-repository.ts";
import { createTeamScope, requireAgent, teamMemberNotFound } from "./team-scope.ts";

export type DownlineTransferRequest = {
  username: string;
  amount: string;
  password: string;
  turnoverMultiplier: number;
  requestId: string;
};

export type DownlineTransferQuery = {
  username?: string | undefined;
  startTime?: number | undefined;
  endTime?: number | undefined;
  pageNo: number;
  pageSize: number;
};

const MAX_AMOUNT = 10n ** 15n;

/** The journal entry kind: a "transfer" in both members' account records. */
export const DOWNLINE_TRANSFER_KIND = "transfer.downline";

/** The multiplier in hundredths (1.5 → 150), refusing more than 2 decimal places. */
function hundredthsOf(multiplier: number): number {
  const hundredths = Math.round(multiplier * 100);
  if (!Number.isFinite(multiplier) || Math.abs(hundredths - multiplier * 100) > 1e-6) {
    throw new AppError("request_param_err", "The turnover multiplier may have at most 2 decimal places", {
      issues: [{ path: "turnoverMultiplier", message: "at most 2 decimal places" }],
    });
  }
  return hundredths;
}

/** amount × hundredths / 100, rounded up to a whole minor unit. */
const requiredTurnoverOf = (amount: bigint, hundredths: number) => (amount * BigInt(hundredths) + 99n) / 100n;

const conflict = () =>
  new AppError(
    "idempotency.conflict",
    "This request id was already used for a transfer with other parameters",
  );

export type DownlineTransferPosting = {
  merchant: Merchant;
  sender: { id: number; username: string };
  recipient: { id: number; username: string; depth: number };
  amount: bigint;
  turnoverHundredths: number;
  requestId: string;
  /** Who is audited as having done it: "member:<username>", or "system" for the demo's history. */
  actor: string;
  /** Back-dated history only (the demo start's team, see Movement.at); live transfers leave it out. */
  at?: Date;
};

/**
 * Posts one transfer inside the caller's transaction: the ledger entry (its memo carrying the
 * turnover requirement the bonus hold reads), the transfer's row and the audit line. The caller has
 * taken the sender's lock and checked what it may send.
 */
export async function postDownlineTransfer(
  tx: Queryable,
  ledger: LedgerService,
  transfer: DownlineTransferPosting,
): Promise<number> {
  const { merchant, sender, recipient, amount, turnoverHundredths, requestId } = transfer;
  const { code: currency, decimals } = merchant.settings.currency;
  const requiredTurnover = requiredTurnoverOf(amount, turnoverHundredths);
  const entry = await ledger.postIn(tx, {
    merchantCode: merchant.code,
    currency,
    kind: DOWNLINE_TRANSFER_KIND,
    idempotencyKey: `${DOWNLINE_TRANSFER_KIND}:${sender.id}:${requestId}`,
    postings: [
      { account: { memberId: sender.id, kind: "main" }, amount: -amount },
      { account: { memberId: recipient.id, kind: "main" }, amount },
    ],
    memo: {
      remark: `${sender.username} → ${recipient.username}`,
      senderId: sender.id,
      recipientId: recipient.id,
      requestId,
      turnoverMultiplier: turnoverHundredths / 100,
      // Read by the bonus hold (modules/bonus/wagering.ts) on the recipient's credit.
      requiredTurnover: requiredTurnover.toString(),
    },
    ...(transfer.at ? { at: transfer.at } : {}),
  });
  const id = await createDownlineTransferRepository(tx).insert({
    merchantCode: merchant.code,
    senderId: sender.id,
    recipientId: recipient.id,
    amount,
    currency,
    turnoverHundredths,
    requiredTurnover,
    requestId,
    entryId: entry.entryId,
    at: transfer.at ?? null,
  });
  await recordAudit(tx, {
    merchantCode: merchant.code,
    actor: transfer.actor,
    action: "agent.transfer.downline",
    targetType: "member",
    targetId: String(recipient.id),
    detail: {
      sender: sender.username,
      recipient: recipient.username,
      depth: recipient.depth,
      amount: minorToDecimal(amount, decimals),
      turnoverMultiplier: turnoverHundredths / 100,
      requiredTurnover: minorToDecimal(requiredTurnover, decimals),
      requestId,
      entryId: entry.entryId,
      transferId: id,
    },
  });
  return id;
}

/**
 * Transfers to downline (decision 036): an agent moves money from its main wallet to a member of its
 * own team in one ledger entry of kind `transfer.downline`, confirmed by its payment password,
 * idempotent per the client's request id, audited. The amount may carry a turnover requirement:
 * the entry's memo holds it exactly as a bonus's does, so the bonus hold (modules/bonus) keeps the
 * money on the recipient until it is wagered. The sender can only move its own withdrawable part.
 *
 * Not built yet, for the contracts issue: the refusal while the sender owes unpaid salary or dividend
 * bills to its downlines. It belongs inside the transaction, after the sender's lock, next to the
 * withdrawable check, so a bill posted meanwhile is seen.
 */
export function createDownlineTransferService(db: Database) {
  const ledger = createLedgerService(db);
  const payments = createPaymentPasswordService(db);
  const scope = createTeamScope(db);
  const transfers = createDownlineTransferRepository(db);

  const present = (transfer: DownlineTransfer, decimals: number) => ({
    id: transfer.id,
    username: transfer.username,
    depth: transfer.depth,
    amount: minorToWire(transfer.amount, decimals),
    turnoverMultiplier: transfer.turnoverHundredths / 100,
    requiredTurnover: minorToWire(transfer.requiredTurnover, decimals),
    createdAt: transfer.createdAt.getTime(),
  });

  return {
    async transfer(
      merchant: Merchant,
      session: AuthenticatedSession | null,
      request: DownlineTransferRequest,
    ): Promise<CallValue<typeof transferDownlineCall>> {
      const agent = requireAgent(session);
      const { code: currency, decimals } = merchant.settings.currency;
      const amount = decimalToMinor(request.amount, decimals);
      // Far above any balance, the ledger's own bound is a fault, not an answer: refused here.
      if (amount === null || amount <= 0n || amount >= MAX_AMOUNT) {
        throw new AppError(
          "request_param_err",
          `The amount must be above zero, with at most ${decimals} decimal places`,
          { issues: [{ path: "amount", message: "invalid amount" }] },
        );
      }
      const hundredths = hundredthsOf(request.turnoverMultiplier);
      if (request.username.trim().toLowerCase() === agent.username.toLowerCase()) {
        throw new AppError("request_param_err", "An agent cannot transfer to itself", {
          issues: [{ path: "username", message: "the sender itself" }],
        });
      }
      const recipient = await scope.requireInTeamByUsername(agent, request.username);
      if (recipient.kind === "trial") throw teamMemberNotFound();
      await payments.verify(agent, request.password);

      const recorded = await db.transaction(async (tx) => {
        const repository = createDownlineTransferRepository(tx);
        // The sender's row orders its withdrawals and transfers, so each is measured against the
        // hold after the one before it; a retry of a posted transfer is answered, not re-checked.
        await repository.lockMember(merchant.code, agent.memberId);
        const earlier = await repository.byRequest(agent.memberId, request.requestId);
        if (earlier) {
          const same =
            earlier.recipientId === recipient.id &&
            earlier.amount === amount &&
            earlier.turnoverHundredths === hundredths;
          if (!same) throw conflict();
          return earlier;
        }
        await assertWithdrawable(tx, merchant, agent.memberId, amount);
        await assertNoUnpaidBills(tx, agent.memberId);
        await assertNotExcluded(tx, recipient.id);
        await postDownlineTransfer(tx, ledger, {
          merchant,
          sender: { id: agent.memberId, username: agent.username },
          recipient,
          amount,
          turnoverHundredths: hundredths,
          requestId: request.requestId,
          actor: `member:${agent.username}`,
        });
        return repository.byRequest(agent.memberId, request.requestId);
      });
      if (!recorded) throw new Error(`downline transfer ${request.requestId} has no record`);
      const balance = await ledger.balance(
        merchant.code,
        { memberId: agent.memberId, kind: "main" },
        currency,
      );
      const { depth: _depth, ...line } = present(recorded, decimals);
      return { ...line, balance: minorToWire(balance, decimals) };
    },

    async records(
      merchant: Merchant,
      session: AuthenticatedSession | null,
      query: DownlineTransferQuery,
    ): Promise<CallValue<typeof downlineTransfersCall>> {
      const agent = requireAgent(session);
      const { code: currency, decimals } = merchant.settings.currency;
      const filter = {
        senderId: agent.memberId,
        merchantCode: merchant.code,
        username: query.username,
        start: query.startTime === undefined ? undefined : new Date(query.startTime),
        end: query.endTime === undefined ? undefined : new Date(query.endTime),
      };
      const [list, totals, hold] = await Promise.all([
        transfers.page(filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
        transfers.totals(filter),
        bonusHold(db, merchant.code, agent.memberId, currency),
      ]);
      return {
        list: list.map((transfer) => present(transfer, decimals)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: totals.count,
        totalPages: Math.ceil(totals.count / query.pageSize),
        totals: { amount: minorToWire(totals.amount, decimals) },
        balance: minorToWire(hold.balance, decimals),
        withdrawable: minorToWire(hold.withdrawable, decimals),
      };
    },
  };
}
