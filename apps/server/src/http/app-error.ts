import { ERROR_STATUS, type ErrorCode } from "@banca/contract/errors";

/** The one error type of the server: a stable code, a message safe to show, optional details. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: unknown = null,
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
  }
}
