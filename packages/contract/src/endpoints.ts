// Free of zod on purpose: the site calls the server through these and must not pull the schemas in.
import type { HttpMethod } from "./call.ts";

export type Endpoint = { readonly method: HttpMethod; readonly path: string };

/** Method and path of every call; the schemas in `calls/` refer to these. */
export const ENDPOINTS = {
  systemStatus: { method: "GET", path: "/wps/system/status" },
  whitelabel: { method: "GET", path: "/wps/system/whitelabel" },
  registerSettings: { method: "GET", path: "/wps/system/setting/register" },
  domainRoute: { method: "GET", path: "/wps/system/domainRoute" },
  helpCenter: { method: "GET", path: "/wps/system/helpCenter" },
  listAnnouncements: { method: "GET", path: "/wps/relay/MCSFE_getListAnnouncements" },
  feedback: { method: "PUT", path: "/wps/feedback" },
  register: { method: "PUT", path: "/wps/member/register" },
  checkUsername: { method: "GET", path: "/wps/check/username" },
  affiliateCheck: { method: "GET", path: "/wps/agent/affiliate" },
  login: { method: "POST", path: "/wps/session/login" },
  logout: { method: "POST", path: "/wps/session/logout" },
  sessionKey: { method: "GET", path: "/wps/session/key" },
  memberInfo: { method: "GET", path: "/wps/member/info" },
  walletBalance: { method: "GET", path: "/wps/v2/wallets/balance" },
  registerMobile: { method: "PUT", path: "/wps/member/register/mobile" },
  loginVerification: { method: "POST", path: "/wps/session/login/verification" },
  freeplayLogin: { method: "POST", path: "/wps/session/login/freeplay" },
  socialExchange: { method: "POST", path: "/wps/session/social/exchange" },
  captcha: { method: "GET", path: "/wps/captcha" },
  smsRegisterCode: { method: "POST", path: "/wps/verification/sms/register" },
  smsNoLoginCode: { method: "POST", path: "/wps/verification/sms/noLogin" },
  passwordSmsCode: { method: "POST", path: "/wps/verification/sms/password" },
  loginVerificationCode: { method: "POST", path: "/wps/verification/login" },
  changePassword: { method: "POST", path: "/wps/member/password" },
  forgotPasswordEmail: { method: "POST", path: "/wps/member/password/email" },
  resetPasswordEmail: { method: "POST", path: "/wps/member/password/email/reset" },
  resetPasswordPhone: { method: "POST", path: "/wps/member/password/verification" },
  memberIcon: { method: "GET", path: "/wps/member/info/icon" },
  playerAvatar: { method: "GET", path: "/wps/relay/MCSFE_getPlayerAvatar" },
  updatePlayerAvatar: { method: "POST", path: "/wps/relay/MCSFE_updatePlayerAvatar" },
  updateLanguage: { method: "POST", path: "/wps/member/language" },
  gameMenus: { method: "GET", path: "/lgw/games/game_menus" },
  newGameVendor: { method: "GET", path: "/wps/relay/GCSGAME_newGameVendor" },
} as const satisfies Record<string, Endpoint>;
