import { issueLaunchToken } from "#app/modules/seamless/launch-token.ts";
import type { VendorAdapter } from "./vendor-adapter.ts";

export const DEMO_VENDOR_PATH = "/vendors/demo";
/**
 * The demo vendor's own code: it signs with this vendor's secret alone, and the sessions and rounds
 * of the games it stands in for are its own, never booked under the code of the vendor it replaces.
 */
export const DEMO_VASSALAGE = "DEMO";

/**
 * The demo vendor: in the demo start only, stands in for every third-party provider without an
 * adapter (live tables, fish, PVP, sports, e-sports, slots other than BGS). Launching hands it a
 * one-time token in the game address, as an outside vendor gets one, issued to the demo vendor
 * itself; its backend (demo-vendor-routes.ts) exchanges it and moves money only through the signed
 * seamless-wallet API over HTTP. The game's own vendor code goes into the address for the badge only,
 * and its game code for the page; the backend resolves the game from the session, never the page.
 */
export const demoVendorAdapter: VendorAdapter = {
  vassalage: DEMO_VASSALAGE,
  playMoney: true,
  async launch({
    db,
    merchant,
    memberId,
    siteSession,
    game,
    language,
    platform,
    theme,
    room,
    returnUrl,
    publicUrl,
  }) {
    const token = await issueLaunchToken(db, {
      merchantCode: merchant.code,
      vassalage: DEMO_VASSALAGE,
      memberId,
      gameId: game.id,
      language,
      siteSession,
    });
    const query = new URLSearchParams({
      token,
      operator: merchant.code,
      vendor: game.vassalage,
      // The game launched, for the page's first paint only: the backend plays the token's game.
      game: game.gameCode,
      lang: language,
      platform,
      theme,
      ...(room ? { room: room.level, roomStake: room.minBet } : {}),
      return: returnUrl,
    });
    return { url: `${publicUrl}${DEMO_VENDOR_PATH}/play?${query}` };
  },
};
