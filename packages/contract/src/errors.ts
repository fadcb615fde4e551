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
  "login.verification.required": 403,
  "mobile.taken": 400,
  "member.not.found": 400,
  "password.incorrect": 400,
  "password.unchanged": 400,
  "trial.account": 403,
  "social.login.failed": 400,
  // Phone-verification codes of spec part 2 §8; the site translates each one.
  "invalid-phone-number": 400,
  "missing-phone-number": 400,
  "too-many-requests": 429,
  "invalid-verification-code": 400,
  "missing-verification-code": 400,
  "captcha-check-failed": 400,
  "quota-exceeded": 429,
  "operation-not-allowed": 400,
  "code-expired": 400,
  "popup-closed-by-user": 400,
  "insufficient.balance": 400,
  "idempotency.conflict": 409,
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
