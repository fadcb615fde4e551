import { createHash, randomBytes } from "node:crypto";
import type { createDepositCall, DepositRecord, depositRecordsCall } from "@banca/contract/calls/deposit";
import type { Language } from "@banca/contract/languages";
import { decimalToMinor, minorToDecimal } from "@banca/contract/money";
import type { z } from "zod";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { scheduleJob } from "#app/modules/jobs/queue.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { assertDepositAllowed } from "#app/modules/protection/service.ts";
import type { PaymentGateways } from "#app/providers/payment-gateway.ts";
import { type DepositChannel, depositChannels } from "./channels.ts";
import { emvQrPayload } from "./emv-qr.ts";
import { expireDepositJob } from "./expire-job.ts";
import { toDepositRecord } from "./record.ts";
import { createDepositRepository, type Deposit } from "./repository.ts";

/** Open deposits one member may have at a time: enough for a retry, not enough to flood operators. */
export const MAX_PENDING_DEPOSITS = 5;

type CreateInput = z.output<NonNullable<(typeof createDepositCall)["body"]>>;
type RecordsQuery = z.output<NonNullable<(typeof depositRecordsCall)["query"]>>;

export type DepositUrls = {
  /** Where gateways post their notifications: our callback, per gateway. */
  notifyUrl(gateway: string): string;
  /** Where the player's browser returns after a gateway's page. */
  returnUrl: string;
};

/** Where a gateway's own failure text goes: the server's log, never the player. */
export type DepositLog = { error(details: object, message: string): void };

const ORDER_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** D + yymmdd + 10 random characters: sortable by day, unguessable, short enough for a bank memo. */
export function newOrderNo(now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll("-", "");
  const random = [...randomBytes(10)].map((byte) => ORDER_ALPHABET[byte % 32]).join("");
  return `D${day}${random}`;
}

const requestHash = (channelId: string, amount: bigint, input: CreateInput) =>
  createHash("sha256")
    .update(
      JSON.stringify([
        channelId,
        amount.toString(),
        input.bankCode,
        input.depositorName,
        input.transferReference,
      ]),
    )
    .digest("hex");

function parseAmount(merchant: Merchant, channel: DepositChannel, text: string): bigint {
  const { decimals, symbol } = merchant.settings.currency;
  const amount = decimalToMinor(text, decimals);
  if (amount === null) {
    throw new AppError("request_param_err", `Invalid request: amount: at most ${decimals} decimal places`);
  }
  if (amount < channel.min) {
    throw new AppError(
      "deposit.amount.min",
      `The minimum deposit is ${symbol} ${minorToDecimal(channel.min, decimals)}`,
    );
  }
  if (amount > channel.max) {
    throw new AppError(
      "deposit.amount.max",
      `The maximum deposit is ${symbol} ${minorToDecimal(channel.max, decimals)}`,
    );
  }
  return amount;
}

/** The bank of the deposit: a receiving account (bank transfer) or the bank to pay from (gateway). */
function pickBank(channel: DepositChannel, bankCode: string): { bankCode: string; bankName: string } {
  const banks =
    channel.type === "bank_transfer" ? channel.accounts : channel.type === "gateway" ? channel.banks : [];
  if (bankCode === "") {
    // One receiving account needs no choice; several do. A gateway asks for the bank itself.
    if (channel.type === "bank_transfer" && banks.length > 1) {
      throw new AppError("deposit.bank.invalid", "Choose the bank account you paid into");
    }
    const only = channel.type === "bank_transfer" ? banks[0] : undefined;
    return { bankCode: only?.bankCode ?? "", bankName: only?.bankName ?? "" };
  }
  const bank = banks.find((candidate) => candidate.bankCode === bankCode);
  if (!bank) throw new AppError("deposit.bank.invalid", "This bank is not offered on this channel");
  return { bankCode: bank.bankCode, bankName: bank.bankName };
}

/** The player's side of deposits: channels, creating, records, cancelling. */
export function createDepositService(
  db: Database,
  gateways: PaymentGateways,
  urls: DepositUrls,
  log?: DepositLog,
) {
  const channelOf = (merchant: Merchant, channelId: string) => {
    const channel = depositChannels(merchant, gateways).find((candidate) => candidate.id === channelId);
    if (!channel) throw new AppError("deposit.channel.unavailable", "This deposit channel is not available");
    return channel;
  };

  /** Asks the gateway for its payment page; a gateway that fails leaves the deposit failed. */
  async function startGatewayPayment(merchant: Merchant, deposit: Deposit): Promise<Deposit> {
    const gateway = gateways.get(deposit.gateway ?? "");
    if (!gateway) throw new AppError("deposit.channel.unavailable", "This deposit channel is not available");
    try {
      const payment = await gateway.createPayment({
        orderNo: deposit.orderNo,
        merchantName: merchant.name,
        amount: deposit.amount,
        currency: deposit.currency,
        decimals: merchant.settings.currency.decimals,
        bankCode: deposit.bankCode,
        notifyUrl: urls.notifyUrl(gateway.name),
        returnUrl: urls.returnUrl,
      });
      const updated = await createDepositRepository(db).setGatewayPayment(deposit.id, payment);
      return updated ?? deposit;
    } catch (error) {
      // A gateway's error names its hosts, accounts or internals: it is the operator's to read.
      log?.error(
        { err: error, gateway: gateway.name, orderNo: deposit.orderNo },
        "payment gateway refused to start a payment",
      );
      await db.transaction(async (tx) => {
        const locked = await createDepositRepository(tx).lockById(deposit.id);
        if (locked?.status === "pending") {
          await createDepositRepository(tx).decide(deposit.id, {
            status: "failed",
            decidedBy: `gateway:${gateway.name}`,
            remark: "The payment service did not answer",
          });
        }
      });
      throw new AppError(
        "deposit.channel.unavailable",
        "The payment service is not answering, try another channel",
        { orderNo: deposit.orderNo },
      );
    }
  }

  return {
    channels: (merchant: Merchant) => depositChannels(merchant, gateways),

    async create(
      merchant: Merchant,
      memberId: number,
      language: Language,
      input: CreateInput,
      now = new Date(),
    ): Promise<DepositRecord> {
      const channel = channelOf(merchant, input.channelId);
      const amount = parseAmount(merchant, channel, input.amount);
      const bank = pickBank(channel, input.bankCode);
      if (channel.type === "bank_transfer" && input.depositorName.length < 2) {
        throw new AppError("deposit.depositor.required", "Enter the name on the account you paid from");
      }
      const hash = requestHash(channel.id, amount, input);
      // The player's own deposit limits and exclusion, before any order or gateway page exists; a
      // retry of a request already taken is answered below as before.
      if (!(await createDepositRepository(db).findByRequest(merchant.code, memberId, input.requestId))) {
        await assertDepositAllowed(db, merchant.code, memberId, amount);
      }

      const deposit = await db.transaction(async (tx) => {
        const deposits = createDepositRepository(tx);
        const earlier = await deposits.findByRequest(merchant.code, memberId, input.requestId);
        if (earlier) return { deposit: earlier, created: false };
        if ((await deposits.countPending(merchant.code, memberId, now)) >= MAX_PENDING_DEPOSITS) {
          throw new AppError(
            "deposit.pending.limit",
            `You have ${MAX_PENDING_DEPOSITS} deposits waiting; finish or cancel one first`,
          );
        }
        const orderNo = newOrderNo(now);
        const { code: currency, decimals } = merchant.settings.currency;
        const inserted = await deposits.insert({
          merchantCode: merchant.code,
          memberId,
          orderNo,
          requestId: input.requestId,
          requestHash: hash,
          channelId: channel.id,
          channelName: channel.name,
          paymentType: channel.type,
          vendor: channel.vendor,
          gateway: channel.type === "gateway" ? channel.gateway : null,
          currency,
          amount,
          ...bank,
          depositorName: channel.type === "bank_transfer" ? input.depositorName : "",
          transferReference: channel.type === "bank_transfer" ? input.transferReference : "",
          qrCode:
            channel.type === "qr"
              ? emvQrPayload(channel.qr, { amount, currency, decimals, reference: orderNo })
              : null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + channel.expiresInMinutes * 60_000),
        });
        // A concurrent retry of the same request inserted first: answer its deposit.
        if (!inserted)
          return {
            deposit: (await deposits.findByRequest(merchant.code, memberId, input.requestId))!,
            created: false,
          };
        await scheduleJob(tx, expireDepositJob, {
          key: inserted.orderNo,
          runAt: inserted.expiresAt,
          payload: { depositId: inserted.id },
        });
        return { deposit: inserted, created: true };
      });

      let result = deposit.deposit;
      if (!deposit.created && result.requestHash !== hash) {
        throw new AppError(
          "idempotency.conflict",
          "This request id was already used for a different deposit",
        );
      }
      if (result.paymentType === "gateway" && result.status === "pending" && result.redirectUrl === null) {
        result = await startGatewayPayment(merchant, result);
      }
      return toDepositRecord(result, merchant, language);
    },

    async records(merchant: Merchant, memberId: number, language: Language, query: RecordsQuery) {
      const from = query.startDate ? new Date(`${query.startDate}T00:00:00Z`) : undefined;
      const until = query.endDate
        ? new Date(new Date(`${query.endDate}T00:00:00Z`).getTime() + 86_400_000)
        : undefined;
      if (from && until && from >= until) {
        throw new AppError("request_param_err", "Invalid request: startDate must not be after endDate");
      }
      const { deposits, total } = await createDepositRepository(db).list({
        merchantCode: merchant.code,
        memberId,
        ...(query.status ? { status: query.status } : {}),
        ...(from ? { from } : {}),
        ...(until ? { until } : {}),
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return {
        list: deposits.map((deposit) => toDepositRecord(deposit, merchant, language)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    /** The player gives up a deposit they have not paid; a late payment still counts (see decisions). */
    cancel: (merchant: Merchant, memberId: number, language: Language, orderNo: string) =>
      db.transaction(async (tx) => {
        const deposits = createDepositRepository(tx);
        const deposit = await deposits.lockByOrderNo(orderNo);
        if (!deposit || deposit.merchantCode !== merchant.code || deposit.memberId !== memberId) {
          throw new AppError("deposit.not.found", "No such deposit");
        }
        if (deposit.status !== "pending") {
          throw new AppError("deposit.state", `This deposit is ${deposit.status}, it cannot be cancelled`);
        }
        const cancelled = await deposits.decide(deposit.id, {
          status: "cancelled",
          decidedBy: "member",
          remark: "",
        });
        return toDepositRecord(cancelled!, merchant, language);
      }),
  };
}
export type DepositService = ReturnType<typeof createDepositService>;
