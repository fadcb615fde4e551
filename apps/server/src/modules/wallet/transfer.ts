import type { CallBody, CallValue } from "@banca/contract/call";
import { MAIN_WALLET, type walletTransferCall } from "@banca/contract/calls/wallet";
import { decimalToMinor, minorToWire } from "@banca/contract/money";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { assertNoUnpaidBills } from "#app/modules/agent-payouts/owing.ts";
import { vendorOfKind, vendorWalletKind } from "#app/modules/ledger/accounts.ts";
import type { LedgerService } from "#app/modules/ledger/service.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createWalletRepository } from "./repository.ts";

type TransferRequest = Required<Pick<CallBody<typeof walletTransferCall>, "requestId" | "from" | "to">> & {
  amount?: string | undefined;
};
type TransferAnswer = CallValue<typeof walletTransferCall>;

/** The vendor side of a transfer and how much of it moves to (+) or from (-) the main wallet. */
type Leg = { vassalage: string; toMain: bigint };

/** What a retry must repeat, kept on the entry: the wallets and the amount in minor units (or ALL). */
const memoOf = (request: TransferRequest, amount: bigint | null) => ({
  from: request.from,
  to: request.to,
  amount: amount === null ? "ALL" : amount.toString(),
});

const sameMemo = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  a.from === b.from && a.to === b.to && a.amount === b.amount;

const unavailable = (vassalage: string) =>
  new AppError("wallet.unavailable", `There is no transfer wallet for ${vassalage.slice(0, 32)}`);

/**
 * Transfers between the main wallet and vendor transfer wallets: one ledger entry per request, kind
 * "transfer.wallet", keyed by the member's request id. Money may always come back from a vendor
 * wallet that holds some, even after the vendor stopped using one; it goes only to transfer vendors.
 */
export function createWalletTransferService(db: Database, ledger: LedgerService) {
  async function legsOf(
    tx: Queryable,
    merchant: Merchant,
    request: TransferRequest,
    amount: bigint | null,
    held: Map<string, bigint>,
  ): Promise<Leg[]> {
    const transferVendors = new Set(
      (await createWalletRepository(tx).transferVendors(merchant.code)).map((vendor) => vendor.vassalage),
    );
    const heldIn = (vassalage: string) => held.get(vendorWalletKind(vassalage)) ?? 0n;
    if (request.from === "ALL") {
      return [...held]
        .flatMap(([kind, balance]) => {
          const vassalage = vendorOfKind(kind);
          return vassalage !== null && balance > 0n ? [{ vassalage, toMain: balance }] : [];
        })
        .sort((a, b) => a.vassalage.localeCompare(b.vassalage));
    }
    if (request.from === MAIN_WALLET) {
      if (!transferVendors.has(request.to)) throw unavailable(request.to);
      return [{ vassalage: request.to, toMain: -(amount ?? held.get("main") ?? 0n) }];
    }
    if (!transferVendors.has(request.from) && !held.has(vendorWalletKind(request.from))) {
      throw unavailable(request.from);
    }
    return [{ vassalage: request.from, toMain: amount ?? heldIn(request.from) }];
  }

  async function answer(
    tx: Queryable,
    merchant: Merchant,
    memberId: number,
    moved: bigint,
  ): Promise<TransferAnswer> {
    const { code, decimals } = merchant.settings.currency;
    const balances = await createWalletRepository(tx).lockWallets(memberId, code);
    return {
      amount: minorToWire(moved, decimals),
      balances: [
        { wallet: MAIN_WALLET, balance: minorToWire(balances.get("main") ?? 0n, decimals) },
        ...[...balances]
          .flatMap(([kind, balance]) => {
            const vassalage = vendorOfKind(kind);
            return vassalage === null ? [] : [{ wallet: vassalage, balance: minorToWire(balance, decimals) }];
          })
          .sort((a, b) => a.wallet.localeCompare(b.wallet)),
      ],
    };
  }

  return {
    async transfer(merchant: Merchant, memberId: number, request: TransferRequest): Promise<TransferAnswer> {
      const { code: currency, decimals } = merchant.settings.currency;
      let amount: bigint | null = null;
      if (request.amount !== undefined) {
        amount = decimalToMinor(request.amount, decimals);
        if (amount === null || amount === 0n) {
          throw new AppError(
            "request_param_err",
            `The amount must be a positive decimal with at most ${decimals} places`,
          );
        }
      }
      const idempotencyKey = `wallet-transfer:${memberId}:${request.requestId}`;
      return db.transaction(async (tx) => {
        const repository = createWalletRepository(tx);
        const held = await repository.lockWallets(memberId, currency);
        const posted = await repository.postedTransfer(merchant.code, idempotencyKey);
        if (posted) {
          if (!sameMemo(posted.memo, memoOf(request, amount))) {
            throw new AppError(
              "idempotency.conflict",
              "This request id was already used for a different transfer",
            );
          }
          const moved = posted.lines.reduce((sum, line) => (line.amount > 0n ? sum + line.amount : sum), 0n);
          return answer(tx, merchant, memberId, moved);
        }
        const legs = (await legsOf(tx, merchant, request, amount, held)).filter((leg) => leg.toMain !== 0n);
        if (legs.length === 0) return answer(tx, merchant, memberId, 0n);
        const toMain = legs.reduce((sum, leg) => sum + leg.toMain, 0n);
        // Money sent to a vendor's wallet is money to bet with: refused while the member owes bills.
        if (toMain < 0n) await assertNoUnpaidBills(tx, memberId);
        await ledger.postIn(tx, {
          merchantCode: merchant.code,
          currency,
          kind: "transfer.wallet",
          idempotencyKey,
          postings: [
            { account: { memberId, kind: "main" }, amount: toMain },
            ...legs.map((leg) => ({
              account: { memberId, kind: vendorWalletKind(leg.vassalage) },
              amount: -leg.toMain,
            })),
          ],
          memo: memoOf(request, amount),
        });
        return answer(tx, merchant, memberId, toMain < 0n ? -toMain : toMain);
      });
    },
  };
}
