/**
 * Stable error codes. Clients branch on `errorCode`, never on `message`; the HTTP status of each
 * code is decided here once, for the server and for any client that wants it.
 */
export const ERROR_STATUS = {
  request_param_err: 400,
  "encryption.invalid": 400,
  "encryption.key.expired": 400,
  "encryption.replayed": 400,
  "function.not.available": 400,
  "merchant.not.found": 400,
  "login.not.session": 401,
  "user.or.token.invalid": 401,
  "region.restricted": 403,
  "username.taken": 400,
  invitation_code_error: 400,
  "referral.code.invalid": 400,
  "login.failed": 400,
  "registration.unavailable": 400,
  "feedback.content.required": 400,
  "feedback.content.length": 400,
  "route.not.found": 404,
  "method.not.allowed": 405,
  "payload.too.large": 413,
  "too.many.requests": 429,
  "system.error": 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, value);
}
