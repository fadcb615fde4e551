import type { CallValue } from "@banca/contract/call";
import {
  MAIN_WALLET_ID,
  type merchantWalletCall,
  type walletBalanceCall,
} from "@banca/contract/calls/wallet";
import { minorToWire } from "@banca/contract/money";
import type { Database } from "#app/db/database.ts";
import type { LedgerService } from "#app/modules/ledger/service.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createWalletRepository } from "./repository.ts";

/** Wire ids of vendor wallets: this plus the vendor's id, clear of the main wallet's id. */
const VENDOR_WALLET_ID_BASE = 100;

export function createWalletService(db: Database, ledger: LedgerService) {
  const repository = createWalletRepository(db);
  return {
    /**
     * The member's wallets as the site shows them: the main wallet, then a wallet per transfer
     * vendor; sumBalance is their total. A member who never deposited holds zero.
     */
    async balances(merchant: Merchant, memberId: number): Promise<CallValue<typeof walletBalanceCall>> {
      const { code, symbol, decimals } = merchant.settings.currency;
      const [main, vendors] = await Promise.all([
        ledger.balance(merchant.code, { memberId, kind: "main" }, code),
        repository.vendorWallets(merchant.code, memberId, code),
      ]);
      const total = vendors.reduce((sum, vendor) => sum + vendor.balance, main);
      return {
        sumBalance: minorToWire(total, decimals),
        balance: [
          {
            accountTypeId: MAIN_WALLET_ID,
            accountTypeName: "MAIN",
            displayName: "",
            availBalance: minorToWire(main, decimals),
          },
          ...vendors.map((vendor) => ({
            accountTypeId: VENDOR_WALLET_ID_BASE + vendor.id,
            accountTypeName: vendor.vassalage,
            displayName: vendor.displayName,
            availBalance: minorToWire(vendor.balance, decimals),
          })),
        ],
        currency: code,
        currencySymbol: symbol,
      };
    },

    /** isSingle: every vendor plays from the main wallet, so the site offers no transfers. */
    async merchantWallet(merchant: Merchant): Promise<CallValue<typeof merchantWalletCall>> {
      const vendors = await repository.transferVendors(merchant.code);
      return {
        isSingle: vendors.length === 0,
        wallets: vendors.map(({ vassalage, displayName, gameType }) => ({
          vassalage,
          displayName,
          gameType,
        })),
      };
    },
  };
}
