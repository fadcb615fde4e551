import { listAnnouncementsCall } from "./announcements.ts";
import { feedbackCall } from "./feedback.ts";
import { gameMenusCall, newGameVendorCall } from "./games.ts";
import { affiliateCheckCall, checkUsernameCall, memberInfoCall, registerCall } from "./member.ts";
import { loginCall, logoutCall } from "./session.ts";
import { sessionKeyCall } from "./session-key.ts";
import {
  domainRouteCall,
  helpCenterCall,
  registerSettingsCall,
  systemStatusCall,
  whitelabelCall,
} from "./system.ts";

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
] as const;
