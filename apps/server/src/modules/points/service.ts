import type { CallValue } from "@banca/contract/call";
import type { pointConfigCall, redeemPointRewardCall } from "@banca/contract/calls/points";
import type { Language } from "@banca/contract/languages";
import { pickText } from "@banca/contract/localized";
import { decimalToMinor, minorToWire } from "@banca/contract/money";
import { POINT_DECIMALS, POINT_SOURCES, type RedeemStatus } from "@banca/contract/points";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createPaymentPasswordService } from "#app/modules/payment-password/service.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { payForPoints, postPoints } from "./ledger-moves.ts";
import { createPointsRepository } from "./repository.ts";
import { pointsToWire, redemptionToWire, rewardToWire } from "./wire.ts";

type RedeemInput = {
  rewardId: number;
  quantity: number;
  password: string;
  receivingAddress?: string | undefined;
  contactNumber?: string | undefined;
  requestId: string;
};

const insufficient = () => new AppError("points.insufficient", "Not enough points");

/** The points mall for members: every query is bound to the session's member and merchant. */
export function createPointsService(db: Database) {
  const ledger = createLedgerService(db);
  const passwords = createPaymentPasswordService(db);
  const repository = createPointsRepository(db);

  return {
    async balance(session: AuthenticatedSession) {
      const [balance, totals] = await Promise.all([
        repository.pointBalance(session.memberId),
        repository.pointTotals(session.memberId),
      ]);
      return {
        balance: pointsToWire(balance),
        earned: pointsToWire(totals.earned),
        spent: pointsToWire(totals.spent),
      };
    },

    config(merchant: Merchant, language: Language): CallValue<typeof pointConfigCall> {
      const { ratios, conversion, rules } = merchant.settings.points;
      return {
        list: POINT_SOURCES.map((type) => ({ type, ratio: Number(ratios[type]) })),
        conversion: {
          points: Number(conversion.points),
          amount: Number(conversion.amount),
          minPoints: Number(conversion.minPoints),
        },
        rules: pickText(rules, language, merchant.settings.languages.default),
        neverExpire: true,
      };
    },

    async rewards(merchant: Merchant, language: Language, session: AuthenticatedSession) {
      const [rows, deposited] = await Promise.all([
        repository.rewards(merchant.code),
        repository.depositedAmount(session.memberId),
      ]);
      return {
        list: rows.map((row) => rewardToWire(row, merchant, language)),
        depositedAmount: minorToWire(deposited, merchant.settings.currency.decimals),
      };
    },

    /**
     * Redeems: checks the payment password, then in one transaction takes the stock and the points
     * and writes the record In Process. A retried request id answers the first record.
     */
    async redeem(
      merchant: Merchant,
      language: Language,
      session: AuthenticatedSession,
      input: RedeemInput,
    ): Promise<CallValue<typeof redeemPointRewardCall>> {
      requireRealAccount(session);
      await passwords.verify(session, input.password);
      const id = await db.transaction(async (tx) => {
        const points = createPointsRepository(tx);
        await points.lockMember(session.memberId);
        const earlier = await points.redemptionByRequest(session.memberId, input.requestId);
        if (earlier) {
          if (Number(earlier.reward_id) !== input.rewardId || earlier.quantity !== input.quantity) {
            throw new AppError(
              "idempotency.conflict",
              "This request id was already used for a different redeem",
            );
          }
          return Number(earlier.id);
        }
        const reward = await points.takeStock(merchant.code, input.rewardId, input.quantity);
        if (!reward)
          throw new AppError("reward.unavailable", "This reward is not available in that quantity");
        const contact = requiredContact(reward.kind, reward.contact, input);
        const address = input.receivingAddress ?? "";
        if (reward.kind === "physical" && address === "") {
          throw new AppError("reward.address.required", "Enter the receiving address");
        }
        const amountRequired = BigInt(reward.amount_required);
        if (amountRequired > 0n && (await points.depositedAmount(session.memberId)) < amountRequired) {
          throw new AppError(
            "reward.requirement.unmet",
            "Your deposits do not reach this reward's requirement yet",
          );
        }
        const cost = BigInt(reward.points) * BigInt(input.quantity);
        if ((await points.pointBalance(session.memberId)) < cost) throw insufficient();
        const redemptionId = await points.insertRedemption({
          merchantCode: merchant.code,
          memberId: session.memberId,
          rewardId: input.rewardId,
          requestId: input.requestId,
          quantity: input.quantity,
          points: cost,
          amountRequired,
          cashAmount: BigInt(reward.cash_amount) * BigInt(input.quantity),
          paidAccount: reward.kind === "cash" ? "MAIN" : contact,
          receivingAddress: reward.kind === "physical" ? address : "",
        });
        await postPoints(tx, ledger, {
          merchantCode: merchant.code,
          memberId: session.memberId,
          kind: "points.redeem",
          key: `points.redeem:${redemptionId}`,
          amount: -cost,
          memo: { redemptionId },
        }).catch(rethrowShort);
        return redemptionId;
      });
      const [record, balance] = await Promise.all([
        repository.redemption(merchant.code, id),
        repository.pointBalance(session.memberId),
      ]);
      return { record: redemptionToWire(record!, merchant, language), balance: pointsToWire(balance) };
    },

    /** Converts points into money at the merchant's rate; one request id converts once. */
    async convert(
      merchant: Merchant,
      session: AuthenticatedSession,
      input: { points: string | number; password: string; requestId: string },
    ) {
      requireRealAccount(session);
      const { conversion } = merchant.settings.points;
      const { decimals, code: currency } = merchant.settings.currency;
      const rate = {
        points: decimalToMinor(conversion.points, POINT_DECIMALS) ?? 0n,
        amount: decimalToMinor(conversion.amount, decimals) ?? 0n,
        min: decimalToMinor(conversion.minPoints, POINT_DECIMALS) ?? 0n,
      };
      if (rate.points === 0n || rate.amount === 0n) {
        throw new AppError("points.conversion.unavailable", "Points cannot be converted at this site");
      }
      const points = decimalToMinor(String(input.points), POINT_DECIMALS);
      if (points === null || points <= 0n) {
        throw new AppError(
          "request_param_err",
          "Invalid request: points: must be a positive amount of points",
        );
      }
      if (points < rate.min) {
        throw new AppError(
          "request_param_err",
          `Invalid request: points: convert at least ${conversion.minPoints} points`,
        );
      }
      const amount = (points * rate.amount) / rate.points;
      if (amount <= 0n)
        throw new AppError("request_param_err", "Invalid request: points: too few to pay anything");
      await passwords.verify(session, input.password);
      const key = `${session.memberId}:${input.requestId}`;
      const main = await db.transaction(async (tx) => {
        await createPointsRepository(tx).lockMember(session.memberId);
        await postPoints(tx, ledger, {
          merchantCode: merchant.code,
          memberId: session.memberId,
          kind: "points.convert",
          key: `points.convert:${key}`,
          amount: -points,
          memo: { amount: amount.toString() },
        }).catch(rethrowShort);
        const paid = await payForPoints(tx, ledger, {
          merchantCode: merchant.code,
          currency,
          memberId: session.memberId,
          key: `points.convert.pay:${key}`,
          amount,
          remark: `${minorToWire(points, POINT_DECIMALS)} points`,
        });
        return paid.memberBalances[0]!.balance;
      });
      return {
        points: pointsToWire(points),
        amount: minorToWire(amount, decimals),
        pointBalance: pointsToWire(await repository.pointBalance(session.memberId)),
        balance: minorToWire(main, decimals),
      };
    },

    async redeemList(
      merchant: Merchant,
      language: Language,
      session: AuthenticatedSession,
      query: { status?: RedeemStatus | undefined; pageNo: number; pageSize: number },
    ) {
      const { rows, total } = await repository.memberRedemptions(session.memberId, query.status ?? null, {
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return {
        list: rows.map((row) => redemptionToWire(row, merchant, language)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },
  };
}

/** The ledger's guard on the points account: too few points is the member's error, not the ledger's. */
function rethrowShort(error: unknown): never {
  if (error instanceof AppError && error.code === "insufficient.balance") throw insufficient();
  throw error;
}

/** A bonus reward is paid to the member's Zalo or Whatsapp number, which they must give. */
function requiredContact(kind: string, contact: string | null, input: RedeemInput): string {
  if (kind !== "bonus" || contact === null) return "";
  const number = input.contactNumber ?? "";
  if (number === "") {
    throw contact === "zalo"
      ? new AppError("reward.zalo.required", "A Zalo number is required to redeem this bonus")
      : new AppError("reward.whatsapp.required", "A Whatsapp number is required to exchange this bonus");
  }
  return `${contact.toUpperCase()}:${number}`;
}
