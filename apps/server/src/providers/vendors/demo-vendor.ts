import { issueLaunchToken } from "#app/modules/seamless/launch-token.ts";
import type { VendorAdapter } from "./vendor-adapter.ts";

export const DEMO_VENDOR_PATH = "/vendors/demo";

/**
 * The demo vendor: stands in for every third-party provider (live tables, fish, PVP, sports,
 * e-sports, slots other than BGS). Launching hands it a one-time token in the game address, as an
 * outside vendor gets one; its backend (demo-vendor-routes.ts) exchanges it and moves money only
 * through the signed seamless-wallet API over HTTP.
 */
export const demoVendorAdapter: VendorAdapter = {
  vassalage: "*",
  async launch({ db, merchant, memberId, game, language, platform, theme, room, returnUrl, publicUrl }) {
    const token = await issueLaunchToken(db, {
      merchantCode: merchant.code,
      vassalage: game.vassalage,
      memberId,
      gameId: game.id,
      language,
    });
    const query = new URLSearchParams({
      token,
      operator: merchant.code,
      vendor: game.vassalage,
      lang: language,
      platform,
      theme,
      ...(room ? { room: room.level, roomStake: room.minBet } : {}),
      return: returnUrl,
    });
    return { url: `${publicUrl}${DEMO_VENDOR_PATH}/play?${query}` };
  },
};
