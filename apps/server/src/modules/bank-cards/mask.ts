import type { CardType } from "@banca/contract/withdrawal-settings";

/**
 * What the site shows of an account: the last four characters of a bank or e-wallet number, the
 * first and last four of a crypto address (enough to recognise it, not enough to use it elsewhere).
 */
export function maskAccount(type: CardType, account: string): string {
  if (type === "crypto") {
    return account.length <= 10
      ? `${account.slice(0, 2)}…${account.slice(-2)}`
      : `${account.slice(0, 4)}…${account.slice(-4)}`;
  }
  return `**** ${account.slice(-4)}`;
}

/** Bank and e-wallet numbers are typed with spaces or dashes; addresses are kept exactly. */
export function normalizeAccount(type: CardType, account: string): string {
  const trimmed = account.trim();
  return type === "crypto" ? trimmed : trimmed.replace(/[\s-]/g, "");
}
