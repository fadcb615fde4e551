// The account calls of the site. Calls are type arguments only: the contract's zod schemas stay out
// of the bundle. (E) calls travel sealed (`encrypted: true`).
import type { CallBody } from "@banca/contract/call";
import type { affiliateCheckCall, registerCall, registerMobileCall } from "@banca/contract/calls/member";
import type {
  changePasswordCall,
  forgotPasswordEmailCall,
  resetPasswordEmailCall,
  resetPasswordPhoneCall,
} from "@banca/contract/calls/password";
import type {
  LoginChallenge,
  loginCall,
  loginVerificationCall,
  socialExchangeCall,
} from "@banca/contract/calls/session";
import type {
  captchaCall,
  loginVerificationCodeCall,
  passwordSmsCodeCall,
  smsNoLoginCodeCall,
  smsRegisterCodeCall,
} from "@banca/contract/calls/verification";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { ApiError, callApi } from "#app/lib/api-client.ts";

export const login = (body: CallBody<typeof loginCall>) =>
  callApi<typeof loginCall>(ENDPOINTS.login, {
    body,
    encrypted: true,
  });

export const loginVerification = (body: CallBody<typeof loginVerificationCall>) =>
  callApi<typeof loginVerificationCall>(ENDPOINTS.loginVerification, { body, encrypted: true });

export const sendLoginVerificationCode = (body: CallBody<typeof loginVerificationCodeCall>) =>
  callApi<typeof loginVerificationCodeCall>(ENDPOINTS.loginVerificationCode, { body });

export const socialExchange = (code: string) =>
  callApi<typeof socialExchangeCall>(ENDPOINTS.socialExchange, { body: { code } });

export const register = (body: CallBody<typeof registerCall>) =>
  callApi<typeof registerCall>(ENDPOINTS.register, {
    body,
    encrypted: true,
  });

export const registerMobile = (body: CallBody<typeof registerMobileCall>) =>
  callApi<typeof registerMobileCall>(ENDPOINTS.registerMobile, {
    body,
    encrypted: true,
  });

export const checkAffiliateCode = (code: string) =>
  callApi<typeof affiliateCheckCall>(ENDPOINTS.affiliateCheck, {
    query: { code, domain: window.location.hostname },
  });

export const fetchCaptcha = () => callApi<typeof captchaCall>(ENDPOINTS.captcha);

export const sendRegisterSms = (body: CallBody<typeof smsRegisterCodeCall>) =>
  callApi<typeof smsRegisterCodeCall>(ENDPOINTS.smsRegisterCode, { body });

export const sendLoginSms = (body: CallBody<typeof smsNoLoginCodeCall>) =>
  callApi<typeof smsNoLoginCodeCall>(ENDPOINTS.smsNoLoginCode, { body });

export const sendPasswordSms = (body: CallBody<typeof passwordSmsCodeCall>) =>
  callApi<typeof passwordSmsCodeCall>(ENDPOINTS.passwordSmsCode, { body });

export const changePassword = (body: CallBody<typeof changePasswordCall>) =>
  callApi<typeof changePasswordCall>(ENDPOINTS.changePassword, { body, encrypted: true });

export const forgotPasswordEmail = (body: CallBody<typeof forgotPasswordEmailCall>) =>
  callApi<typeof forgotPasswordEmailCall>(ENDPOINTS.forgotPasswordEmail, { body });

export const resetPasswordEmail = (body: CallBody<typeof resetPasswordEmailCall>) =>
  callApi<typeof resetPasswordEmailCall>(ENDPOINTS.resetPasswordEmail, { body, encrypted: true });

export const resetPasswordPhone = (body: CallBody<typeof resetPasswordPhoneCall>) =>
  callApi<typeof resetPasswordPhoneCall>(ENDPOINTS.resetPasswordPhone, { body, encrypted: true });

/** A failed login whose answer says the next try needs a captcha. */
export function asksForCaptcha(error: unknown): boolean {
  return error instanceof ApiError && (error.value as { captcha?: unknown } | null)?.captcha === true;
}

/** The new-address challenge of a failed login (`login.verification.required`), if that is what it was. */
export function loginChallengeOf(error: unknown): LoginChallenge | null {
  if (!(error instanceof ApiError) || error.errorCode !== "login.verification.required") return null;
  const value = error.value as LoginChallenge | null;
  return value && typeof value.challengeId === "string" ? value : null;
}
