import { listAnnouncementsCall } from "./announcements.ts";
import { feedbackCall } from "./feedback.ts";
import { gameMenusCall, newGameVendorCall } from "./games.ts";
import {
  affiliateCheckCall,
  checkUsernameCall,
  memberIconCall,
  memberInfoCall,
  playerAvatarCall,
  registerCall,
  registerMobileCall,
  updateLanguageCall,
  updatePlayerAvatarCall,
} from "./member.ts";
import {
  changePasswordCall,
  forgotPasswordEmailCall,
  resetPasswordEmailCall,
  resetPasswordPhoneCall,
} from "./password.ts";
import {
  freeplayLoginCall,
  loginCall,
  loginVerificationCall,
  logoutCall,
  socialExchangeCall,
} from "./session.ts";
import { sessionKeyCall } from "./session-key.ts";
import {
  domainRouteCall,
  helpCenterCall,
  registerSettingsCall,
  systemStatusCall,
  whitelabelCall,
} from "./system.ts";
import {
  captchaCall,
  loginVerificationCodeCall,
  passwordSmsCodeCall,
  smsNoLoginCodeCall,
  smsRegisterCodeCall,
} from "./verification.ts";
import { walletBalanceCall } from "./wallet.ts";

/** Every call the server answers, in the order the OpenAPI document lists them. */
export const ALL_CALLS = [
  systemStatusCall,
  whitelabelCall,
  registerSettingsCall,
  domainRouteCall,
  helpCenterCall,
  listAnnouncementsCall,
  feedbackCall,
  gameMenusCall,
  newGameVendorCall,
  registerCall,
  checkUsernameCall,
  affiliateCheckCall,
  loginCall,
  logoutCall,
  sessionKeyCall,
  memberInfoCall,
  registerMobileCall,
  loginVerificationCall,
  freeplayLoginCall,
  socialExchangeCall,
  captchaCall,
  smsRegisterCodeCall,
  smsNoLoginCodeCall,
  passwordSmsCodeCall,
  loginVerificationCodeCall,
  changePasswordCall,
  forgotPasswordEmailCall,
  resetPasswordEmailCall,
  resetPasswordPhoneCall,
  memberIconCall,
  playerAvatarCall,
  updatePlayerAvatarCall,
  updateLanguageCall,
  walletBalanceCall,
] as const;
