import type { CallValue } from "@banca/contract/call";
import type { WithdrawalStatus, withdrawSettingsCall } from "@banca/contract/calls/withdrawals";
import type { Language } from "@banca/contract/languages";
import { decimalToMinor, minorToWire } from "@banca/contract/money";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { assertNoUnpaidBills } from "#app/modules/agent-payouts/owing.ts";
import { createBankCardRepository } from "#app/modules/bank-cards/repository.ts";
import { assertWithdrawable, bonusHold } from "#app/modules/bonus/withdrawable.ts";
import { requireVerifiedIdentity } from "#app/modules/identity/service.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { maskMobile } from "#app/modules/members/info-service.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createPaymentPasswordService } from "#app/modules/payment-password/service.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { SMS_CODE_MINUTES, type VerificationService } from "#app/modules/verification/service.ts";
import { withdrawCodeText } from "./messages.ts";
import { createWithdrawalRepository, type Page, type WithdrawalRow } from "./repository.ts";
import { feeOf, isWithinHours, withdrawalSettingsOf } from "./settings.ts";

export type WithdrawInput = {
  amount: string | number;
  bankCardId: number;
  password?: string | undefined;
  verificationCode?: string | undefined;
  requestId?: string | undefined;
};

export type CodeOrigin = { clientIp: string; language: Language };

/** A wire amount (decimal string, or a JSON number as the original site sends) as minor units. */
export function parseAmount(value: string | number | undefined, decimals: number, field: string): bigint {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : (value ?? "");
  const minor = decimalToMinor(text, decimals);
  if (minor === null || minor <= 0n) {
    throw new AppError("request_param_err", `Invalid request: ${field}: enter an amount above zero`, {
      fields: { [field]: { kind: "pattern", field } },
    });
  }
  return minor;
}

/**
 * A request id names one withdrawal: sent again with the same amount and account it answers that
 * withdrawal, with anything else it is refused rather than silently answering the first one.
 */
function assertSameRequest(earlier: WithdrawalRow, amount: bigint, bankCardId: number) {
  if (earlier.amount !== amount || earlier.bankCardId !== bankCardId) {
    throw new AppError("idempotency.conflict", "This request id was already used for a different withdrawal");
  }
}

/** Withdrawals go without the payment password when the merchant says so, or has no payment passwords. */
export const passwordRequired = (merchant: Merchant) =>
  merchant.modules.WDRAWNOPASSVERIF3 !== true && merchant.modules.PAYMENTPASS3 !== false;

export function createWithdrawalService(db: Database, verification: VerificationService) {
  const ledger = createLedgerService(db);
  const withdrawals = createWithdrawalRepository(db);
  const paymentPasswords = createPaymentPasswordService(db);

  /** Where withdrawal codes go: the member's confirmed number; without one, the member must bind it. */
  async function codeDestination(merchant: Merchant, session: AuthenticatedSession): Promise<string> {
    const mobile = await withdrawals.verifiedMobile(merchant.code, session.memberId);
    if (!mobile) {
      throw new AppError(
        "mobile.not.bound",
        "Withdrawals need a code sent to your mobile: bind a mobile number in the security centre first",
      );
    }
    return `+${mobile.dialingCode}${mobile.mobileNum}`;
  }

  async function found(merchant: Merchant, id: number): Promise<WithdrawalRow> {
    const row = await withdrawals.find(merchant.code, id);
    if (!row) throw new AppError("withdrawal.not.found", "This withdrawal does not exist");
    return row;
  }

  return {
    async settings(
      merchant: Merchant,
      session: AuthenticatedSession,
    ): Promise<CallValue<typeof withdrawSettingsCall>> {
      const settings = withdrawalSettingsOf(merchant);
      const { decimals } = merchant.settings.currency;
      const [mobile, hold] = await Promise.all([
        withdrawals.verifiedMobile(merchant.code, session.memberId),
        bonusHold(db, merchant.code, session.memberId, merchant.settings.currency.code),
      ]);
      return {
        minAmount: minorToWire(decimalToMinor(settings.minAmount, decimals) ?? 0n, decimals),
        maxAmount: minorToWire(decimalToMinor(settings.maxAmount, decimals) ?? 0n, decimals),
        dailyCount: settings.dailyCount,
        usedToday: await withdrawals.countToday(session.memberId, settings.timeZone),
        feePercent: settings.feePercent,
        allowedHours: settings.allowedHours,
        timeZone: settings.timeZone,
        openNow: isWithinHours(settings, new Date()),
        forcedReceiptMinutes: settings.forcedReceiptMinutes,
        passwordRequired: passwordRequired(merchant),
        smsVerification: settings.smsVerification,
        verifiedMobile: mobile ? maskMobile(`${mobile.dialingCode}${mobile.mobileNum}`) : "",
        maxCards: settings.maxCards,
        balance: minorToWire(hold.balance, decimals),
        withdrawable: minorToWire(hold.withdrawable, decimals),
        bonusLocked: minorToWire(hold.locked, decimals),
        wageringLeft: minorToWire(hold.wageringLeft, decimals),
        templates: settings.templates.map((template) => ({
          type: template.type,
          holderName: template.holderName,
          providers: template.providers.map((provider) => ({
            code: provider.code,
            name: provider.name,
            accountPattern: provider.accountPattern ?? template.accountPattern,
          })),
        })),
      };
    },

    /**
     * Sends the SMS code a withdrawal needs to the member's confirmed number, with the limits of every
     * code (one a second, five in 15 minutes then a 5-minute wait). The code is bound to the member.
     */
    async sendCode(
      merchant: Merchant,
      session: AuthenticatedSession,
      origin: CodeOrigin,
    ): Promise<{ expiredMinutes: number; mobile: string }> {
      requireRealAccount(session);
      if (!withdrawalSettingsOf(merchant).smsVerification) {
        throw new AppError("function.not.available", "Withdrawals here need no SMS code");
      }
      const destination = await codeDestination(merchant, session);
      await verification.issue({
        merchantCode: merchant.code,
        purpose: "withdraw",
        channel: "sms",
        destination,
        context: String(session.memberId),
        clientIp: origin.clientIp,
        lifetimeMinutes: SMS_CODE_MINUTES,
        compose: (code) => ({
          text: withdrawCodeText(origin.language, { brand: merchant.name, code, minutes: SMS_CODE_MINUTES }),
        }),
      });
      return { expiredMinutes: SMS_CODE_MINUTES, mobile: maskMobile(destination.slice(1)) };
    },

    /**
     * Asks to withdraw: checks the limits and the payment password, then in one transaction (the
     * member's row locked, so requests of one member are counted one at a time) records the
     * request and holds its amount: main → withdrawal_hold. Answers the withdrawal and the balance.
     */
    async request(
      merchant: Merchant,
      session: AuthenticatedSession,
      input: WithdrawInput,
    ): Promise<{ row: WithdrawalRow; balance: bigint }> {
      requireRealAccount(session);
      const settings = withdrawalSettingsOf(merchant);
      const { code: currency, decimals } = merchant.settings.currency;
      const amount = parseAmount(input.amount, decimals, "amount");
      const requestId = input.requestId ?? null;
      if (requestId) {
        const earlier = await withdrawals.findByRequest(session.memberId, requestId);
        if (earlier) {
          assertSameRequest(earlier, amount, input.bankCardId);
          return {
            row: earlier,
            balance: await ledger.balance(
              merchant.code,
              { memberId: session.memberId, kind: "main" },
              currency,
            ),
          };
        }
      }
      const min = decimalToMinor(settings.minAmount, decimals) ?? 0n;
      const max = decimalToMinor(settings.maxAmount, decimals) ?? 0n;
      if (amount < min) {
        throw new AppError("withdrawal.amount.min", `The minimum withdrawal is ${settings.minAmount}`, {
          min: minorToWire(min, decimals),
        });
      }
      if (amount > max) {
        throw new AppError("withdrawal.amount.max", `The maximum withdrawal is ${settings.maxAmount}`, {
          max: minorToWire(max, decimals),
        });
      }
      await requireVerifiedIdentity(db, merchant, session.memberId, amount);
      if (!isWithinHours(settings, new Date())) {
        throw new AppError(
          "withdrawal.closed.hours",
          `Withdrawals are taken from ${settings.allowedHours.from} to ${settings.allowedHours.to} (${settings.timeZone})`,
          { ...settings.allowedHours, timeZone: settings.timeZone },
        );
      }
      const card = await createBankCardRepository(db).find(merchant.code, session.memberId, input.bankCardId);
      if (!card) throw new AppError("bank.card.not.found", "Choose one of your bound accounts");
      if (passwordRequired(merchant)) await paymentPasswords.verify(session, input.password ?? "");
      // Checked last, so a refusal above does not spend one of the code's tries; spent below in the
      // transaction that holds the money, so a code confirms exactly one withdrawal.
      const checkedCode = settings.smsVerification
        ? await verification.check({
            merchantCode: merchant.code,
            purpose: "withdraw",
            destination: await codeDestination(merchant, session),
            context: String(session.memberId),
            code: input.verificationCode,
          })
        : null;
      const fee = feeOf(amount, settings.feePercent);

      const id = await db.transaction(async (tx) => {
        const repository = createWithdrawalRepository(tx);
        await repository.lockMember(merchant.code, session.memberId);
        if (requestId) {
          const earlier = await repository.findByRequest(session.memberId, requestId);
          if (earlier) {
            assertSameRequest(earlier, amount, card.id);
            return earlier.id;
          }
        }
        // The card may have been unbound since it was looked up; unbinding locks the same member row.
        if (!(await createBankCardRepository(tx).find(merchant.code, session.memberId, card.id))) {
          throw new AppError("bank.card.not.found", "Choose one of your bound accounts");
        }
        if ((await repository.countToday(session.memberId, settings.timeZone)) >= settings.dailyCount) {
          throw new AppError("withdrawal.daily.limit", `At most ${settings.dailyCount} withdrawals a day`, {
            max: settings.dailyCount,
          });
        }
        // Under the member's lock, so two requests at once are measured against the bonus hold in turn.
        await assertWithdrawable(tx, merchant, session.memberId, amount);
        await assertNoUnpaidBills(tx, session.memberId);
        if (checkedCode) await verification.consume(checkedCode, tx);
        const id = await repository.insert({
          merchantCode: merchant.code,
          memberId: session.memberId,
          bankCardId: card.id,
          requestId,
          currency,
          amount,
          fee,
        });
        await ledger.postIn(tx, {
          merchantCode: merchant.code,
          currency,
          kind: "withdrawal.hold",
          idempotencyKey: `withdrawal:${id}:hold`,
          postings: [
            { account: { memberId: session.memberId, kind: "main" }, amount: -amount },
            { account: { memberId: session.memberId, kind: "withdrawal_hold" }, amount },
          ],
          memo: { withdrawalId: id },
        });
        return id;
      });
      const balance = await ledger.balance(
        merchant.code,
        { memberId: session.memberId, kind: "main" },
        currency,
      );
      return { row: await found(merchant, id), balance };
    },

    async list(session: AuthenticatedSession, status: WithdrawalStatus | undefined, page: Page) {
      return withdrawals.listByMember(session.memberId, status, page);
    },

    /**
     * The member's word on a paid withdrawal. received / all_received close it; partially_received
     * (with the amount that arrived) and not_received (with at least one proof image) open a dispute
     * for an operator. After a dispute the member can still say all_received when the rest arrives.
     */
    async confirm(
      merchant: Merchant,
      session: AuthenticatedSession,
      input: {
        withdrawalId: number;
        status: "received" | "partially_received" | "not_received" | "all_received";
        receivedAmount?: string | number | undefined;
      },
    ): Promise<WithdrawalRow> {
      requireRealAccount(session);
      const { decimals } = merchant.settings.currency;
      await db.transaction(async (tx) => {
        const repository = createWithdrawalRepository(tx);
        if (!(await repository.lock(merchant.code, input.withdrawalId, session.memberId))) {
          throw new AppError("withdrawal.not.found", "This withdrawal does not exist");
        }
        const row = (await repository.find(merchant.code, input.withdrawalId))!;
        const payout = row.amount - row.fee;
        const now = new Date();
        if (row.status === "disputed" && input.status === "all_received") {
          await repository.update(row.id, {
            status: "completed",
            confirmation: "all_received",
            received_amount: payout,
            confirmed_at: now,
          });
          return;
        }
        if (row.status !== "paid") {
          throw new AppError("withdrawal.state", "This withdrawal is not waiting for your confirmation");
        }
        if (row.confirmDeadline && row.confirmDeadline.getTime() <= now.getTime()) {
          throw new AppError(
            "withdrawal.confirmation.closed",
            "The time to confirm has run out: it counts as received",
          );
        }
        switch (input.status) {
          case "received":
          case "all_received":
            await repository.update(row.id, {
              status: "completed",
              confirmation: input.status,
              received_amount: payout,
              confirmed_at: now,
            });
            return;
          case "partially_received": {
            const received = parseAmount(input.receivedAmount, decimals, "receivedAmount");
            if (received >= payout) {
              throw new AppError(
                "request_param_err",
                "Invalid request: receivedAmount: must be below the amount sent",
                {
                  fields: { receivedAmount: { kind: "pattern", field: "receivedAmount" } },
                },
              );
            }
            await tx.query("UPDATE withdrawal_proofs SET submitted = true WHERE withdrawal_id = $1", [
              row.id,
            ]);
            await repository.update(row.id, {
              status: "disputed",
              confirmation: "partially_received",
              received_amount: received,
              confirmed_at: now,
            });
            return;
          }
          case "not_received": {
            if (row.proofCount === 0) {
              throw new AppError("withdrawal.proof.required", "Upload at least one image as proof");
            }
            await tx.query("UPDATE withdrawal_proofs SET submitted = true WHERE withdrawal_id = $1", [
              row.id,
            ]);
            await repository.update(row.id, {
              status: "disputed",
              confirmation: "not_received",
              received_amount: 0n,
              confirmed_at: now,
            });
            return;
          }
        }
      });
      return found(merchant, input.withdrawalId);
    },
  };
}
export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
