import type { TFunction } from "#app/i18n/translate.ts";

/** A ledger kind's own label ("withdrawal.hold" → records.kinds.withdrawal_hold), else its type's. */
export function kindLabel(t: TFunction, kind: string, type: string): string {
  return t(`records.kinds.${kind.replaceAll(".", "_")}`, { defaultValue: t(`records.types.${type}`) });
}

/** The wallet a line touched: the member's own by name, a vendor's by its display name. */
export function walletLabel(t: TFunction, wallet: string, walletName: string): string {
  if (wallet === "MAIN" || wallet === "WITHDRAWAL_HOLD") return t(`records.wallets.${wallet}`);
  return walletName || wallet;
}
