import type { CallValue } from "@banca/contract/call";
import { MAIN_WALLET_ID, type walletBalanceCall } from "@banca/contract/calls/wallet";
import { minorToWire } from "@banca/contract/money";
import type { LedgerService } from "#app/modules/ledger/service.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";

export function createWalletService(ledger: LedgerService) {
  return {
    /** The member's wallets as the site shows them; a member who never deposited holds zero. */
    async balances(merchant: Merchant, memberId: number): Promise<CallValue<typeof walletBalanceCall>> {
      const { code, symbol, decimals } = merchant.settings.currency;
      const main = await ledger.balance(merchant.code, { memberId, kind: "main" }, code);
      const available = minorToWire(main, decimals);
      return {
        sumBalance: available,
        balance: [{ accountTypeId: MAIN_WALLET_ID, accountTypeName: "MAIN", availBalance: available }],
        currency: code,
        currencySymbol: symbol,
      };
    },
  };
}
