// Free of zod on purpose: the site lists these statuses and must not pull the schemas in.

/**
 * pending: waiting for the money (or an operator's confirmation); approved: credited to the wallet;
 * rejected: an operator found no money; cancelled: the player gave up (or left the gateway page);
 * expired: not paid in time; failed: the payment gateway declined it.
 */
export const DEPOSIT_STATUSES = [
  "pending",
  "approved",
  "rejected",
  "cancelled",
  "expired",
  "failed",
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
