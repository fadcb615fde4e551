/**
 * Refusals of the seamless-wallet API, in the vendor-facing envelope
 * `{"status": "ERROR", "code", "message"}` (docs/decisions/019-vendors-and-seamless-wallet.md).
 */
export const SEAMLESS_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNKNOWN_VENDOR: 401,
  INVALID_SIGNATURE: 401,
  STALE_REQUEST: 401,
  INVALID_TOKEN: 401,
  SESSION_EXPIRED: 401,
  INSUFFICIENT_FUNDS: 402,
  /** The player owes its downlines contract bills it could not pay (decision 045). */
  BETS_BLOCKED: 403,
  DEBIT_NOT_FOUND: 404,
  DUPLICATE_CONFLICT: 409,
  ROUND_CLOSED: 409,
  ROUND_SETTLED: 409,
  TRANSACTION_ROLLED_BACK: 409,
  INTERNAL_ERROR: 500,
} as const;
export type SeamlessErrorCode = keyof typeof SEAMLESS_ERROR_STATUS;

export class SeamlessError extends Error {
  readonly status: number;
  constructor(
    readonly code: SeamlessErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "SeamlessError";
    this.status = SEAMLESS_ERROR_STATUS[code];
  }
}
