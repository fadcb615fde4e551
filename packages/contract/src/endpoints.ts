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
  gameMenus: { method: "GET", path: "/lgw/games/game_menus" },
  newGameVendor: { method: "GET", path: "/wps/relay/GCSGAME_newGameVendor" },
} as const satisfies Record<string, Endpoint>;
