import { randomUUID } from "node:crypto";
import type { CallValue } from "@banca/contract/call";
import type { launchGameCall } from "@banca/contract/calls/launch";
import { MAIN_WALLET } from "@banca/contract/calls/wallet";
import { minorToWire } from "@banca/contract/money";
import type { Database, Queryable } from "#app/db/database.ts";
import { owesBills } from "#app/modules/agent-payouts/owing.ts";
import { type VendorWalletKind, vendorOfKind, vendorWalletKind } from "#app/modules/ledger/accounts.ts";
import type { LedgerService } from "#app/modules/ledger/service.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createAutoTransferRepository } from "./auto-transfer-repository.ts";
import { createWalletRepository } from "./repository.ts";

/** What a launch of a transfer-wallet vendor's game tells the site about that wallet. */
export type LaunchWallet = NonNullable<CallValue<typeof launchGameCall>["wallet"]>;

/** The idempotency keys of a launch's two moves: vendor wallets back to main, then main to the vendor. */
const keysOf = (memberId: number, requestId: string) => {
  const base = `launch-transfer:${memberId}:${requestId}`;
  return { recall: `${base}:recall`, fund: `${base}:fund` };
};

/**
 * Locks the member's main and vendor wallets and answers their balances. It locks twice: a launch
 * of another vendor that held the main wallet may have made that vendor's wallet row, which the
 * first statement's snapshot cannot see; the second statement, run after the wait, sees and locks
 * it. Under READ COMMITTED every statement takes a fresh snapshot (PGlite runs one at a time).
 */
async function lockAll(tx: Queryable, memberId: number, currency: string): Promise<Map<string, bigint>> {
  const wallets = createWalletRepository(tx);
  await wallets.lockWallets(memberId, currency);
  return wallets.lockWallets(memberId, currency);
}

/**
 * Transfer wallets that fund themselves (decision 040). With the member's setting on, a launch of
 * a transfer-wallet vendor's game brings every other vendor wallet back to main, then moves the
 * whole main balance into that vendor's wallet; a launch of any other game only brings them back.
 * Both moves are `transfer.wallet` entries like the member's own transfers (so the account record
 * shows them), posted in one transaction after the member's wallet rows are locked, keyed by the
 * launch's request id: a retried launch finds them and moves nothing again.
 *
 * The whole main balance moves, bonus money with an unmet turnover included: playing is not leaving
 * (bonus/withdrawable.ts), seamless games bet it from the main wallet the same way, the rounds count
 * towards the turnover wherever they are played, and the hold applies again once it is back in main.
 */
export function createAutoTransferService(db: Database, ledger: LedgerService) {
  const settings = createAutoTransferRepository(db);

  async function move(
    tx: Queryable,
    merchant: Merchant,
    memberId: number,
    requestId: string,
    target: string | null,
  ): Promise<{ moved: bigint; balance: bigint }> {
    const { code: currency } = merchant.settings.currency;
    const keys = keysOf(memberId, requestId);
    const wallets = createWalletRepository(tx);
    const held = await lockAll(tx, memberId, currency);
    const targetKind = target === null ? null : vendorWalletKind(target);
    const posted = await wallets.postedTransfer(merchant.code, keys.fund);
    if (posted || (await wallets.postedTransfer(merchant.code, keys.recall))) {
      const moved = (posted?.lines ?? []).reduce(
        (sum, line) => (line.kind === targetKind && line.amount > 0n ? sum + line.amount : sum),
        0n,
      );
      return { moved, balance: targetKind === null ? 0n : (held.get(targetKind) ?? 0n) };
    }

    const others = [...held]
      .filter(([kind, balance]) => kind !== targetKind && vendorOfKind(kind) !== null && balance > 0n)
      .sort(([a], [b]) => a.localeCompare(b));
    const recalled = others.reduce((sum, [, balance]) => sum + balance, 0n);
    if (recalled > 0n) {
      await ledger.postIn(tx, {
        merchantCode: merchant.code,
        currency,
        kind: "transfer.wallet",
        idempotencyKey: keys.recall,
        postings: [
          { account: { memberId, kind: "main" }, amount: recalled },
          ...others.map(([kind, balance]) => ({
            account: { memberId, kind: kind as VendorWalletKind },
            amount: -balance,
          })),
        ],
        memo: { from: "ALL", to: MAIN_WALLET, amount: "ALL", auto: "launch" },
      });
    }
    const main = (held.get("main") ?? 0n) + recalled;
    const before = targetKind === null ? 0n : (held.get(targetKind) ?? 0n);
    if (target === null || targetKind === null || main <= 0n) return { moved: 0n, balance: before };
    // Money sent to a vendor's wallet is money to bet with: not while the member owes its downlines
    // contract bills (decision 045). The game still opens; the main wallet keeps the money for them.
    if (await owesBills(tx, memberId)) return { moved: 0n, balance: before };
    await ledger.postIn(tx, {
      merchantCode: merchant.code,
      currency,
      kind: "transfer.wallet",
      idempotencyKey: keys.fund,
      postings: [
        { account: { memberId, kind: "main" }, amount: -main },
        { account: { memberId, kind: targetKind }, amount: main },
      ],
      memo: { from: MAIN_WALLET, to: target, amount: "ALL", auto: "launch" },
    });
    return { moved: main, balance: before + main };
  }

  return {
    setting: (merchant: Merchant, memberId: number) => settings.setting(merchant.code, memberId),
    setSetting: (merchant: Merchant, memberId: number, on: boolean) =>
      settings.setSetting(merchant.code, memberId, on),

    /**
     * Before a game opens: the moves the member's setting asks for. Answers the launched vendor's
     * wallet when it is a transfer wallet (what the game page needs to offer a transfer), else
     * undefined. `requestId` is the site's id for this launch; without one, each call is a launch
     * of its own (a repeat still moves nothing: the money is already where it goes).
     */
    async beforeLaunch(input: {
      merchant: Merchant;
      memberId: number;
      vassalage: string;
      requestId?: string | undefined;
    }): Promise<LaunchWallet | undefined> {
      const { merchant, memberId } = input;
      const { code: currency, decimals } = merchant.settings.currency;
      const [vendor, on] = await Promise.all([
        settings.transferVendor(merchant.code, input.vassalage),
        settings.setting(merchant.code, memberId),
      ]);
      let result: { moved: bigint; balance: bigint };
      if (on) {
        const requestId = input.requestId ?? randomUUID();
        result = await db.transaction((tx) =>
          move(tx, merchant, memberId, requestId, vendor?.vassalage ?? null),
        );
      } else {
        const balance = vendor
          ? await ledger.balance(
              merchant.code,
              { memberId, kind: vendorWalletKind(vendor.vassalage) },
              currency,
            )
          : 0n;
        result = { moved: 0n, balance };
      }
      if (!vendor) return undefined;
      return {
        vassalage: vendor.vassalage,
        displayName: vendor.displayName,
        balance: minorToWire(result.balance, decimals),
        moved: minorToWire(result.moved, decimals),
        autoTransfer: on,
      };
    },
  };
}
export type AutoTransferService = ReturnType<typeof createAutoTransferService>;
