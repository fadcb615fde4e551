import { issueLaunchToken } from "#app/modules/seamless/launch-token.ts";
import type { VendorAdapter } from "./vendor-adapter.ts";

/**
 * BGS, the in-house vendor. Its games are pages of this server under `/vendors/bgs/<game>`; like
 * any seamless vendor it gets a one-time launch token in the address and exchanges it for the
 * player's wallet session, then moves money only through the seamless-wallet API.
 */
export function createBgsAdapter(): VendorAdapter {
  return {
    vassalage: "BGS",
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
      returnUrl,
      publicUrl,
    }) {
      const launchToken = await issueLaunchToken(db, {
        merchantCode: merchant.code,
        vassalage: "BGS",
        memberId,
        gameId: game.id,
        language,
        siteSession,
      });
      const query = new URLSearchParams({
        merchant: merchant.code,
        launch: launchToken,
        lang: language,
        platform,
        theme,
        return: returnUrl,
      });
      const root = publicUrl.replace(/\/+$/, "");
      return { url: `${root}/vendors/bgs/${encodeURIComponent(game.gameCode)}?${query}` };
    },
  };
}
