import type { GameItem } from "@banca/contract/calls/games";
import type { Language } from "@banca/contract/languages";
import { minorToDecimal } from "@banca/contract/money";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createCatalogueRepository } from "#app/modules/games/catalogue-repository.ts";
import { createCatalogueService } from "#app/modules/games/catalogue-service.ts";
import { type CatalogueGame, findGame } from "#app/modules/games/game-repository.ts";
import { type RoomLevel, roomStakes } from "#app/modules/games/pvp-rooms.ts";
import { recordRecentGame } from "#app/modules/games/recent.ts";
import { vendorWalletKind } from "#app/modules/ledger/accounts.ts";
import { createLedgerRepository } from "#app/modules/ledger/repository.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { createAutoTransferService, type LaunchWallet } from "#app/modules/wallet/auto-transfer.ts";
import { demoVendorAdapter } from "#app/providers/vendors/demo-vendor.ts";
import { type VendorAdapter, vendorAdapterFor } from "#app/providers/vendors/vendor-adapter.ts";

/** Popular games a maintenance refusal suggests instead. */
export const MAINTENANCE_SUGGESTIONS = 6;

/** Lottery types start at the lottery pages, not at a vendor (spec part 2 §2). */
const LOTTERY_TYPES = new Set(["LOTT", "ELOTT"]);

export function createLaunchService(db: Database, options: { demo: boolean }) {
  // Only the demo start lets the demo vendor play the games of vendors this installation cannot reach.
  const standIn = options.demo ? demoVendorAdapter : null;
  const catalogue = createCatalogueService(createCatalogueRepository(db));
  const autoTransfer = createAutoTransferService(db, createLedgerService(db));

  async function suggestions(
    merchant: Merchant,
    language: Language,
    game: CatalogueGame,
  ): Promise<GameItem[]> {
    const { list } = await catalogue.hot(merchant, language, { gameType: game.gameType });
    return list
      .filter((item) => item.nodeId !== game.id && !item.maintenance && item.isGame === "GAME")
      .slice(0, MAINTENANCE_SUGGESTIONS);
  }

  /** How a vendor of the merchant plays: from the main wallet ("seamless") or one of its own. */
  async function vendorWallet(merchantCode: string, vassalage: string) {
    const [vendor] = await db.query<{ wallet: string }>(
      "SELECT coalesce(wallet, 'seamless') AS wallet FROM vendors WHERE merchant_code = $1 AND vassalage = $2",
      [merchantCode, vassalage],
    );
    return vendor?.wallet ?? "seamless";
  }

  /**
   * The room a PVP launch asks for: only PVP games have rooms, and a player sits down only with the
   * balance the room needs in the wallet the vendor plays from.
   */
  async function roomFor(merchant: Merchant, memberId: number, game: CatalogueGame, level: RoomLevel) {
    if (game.gameType !== "PVP") throw new AppError("request_param_err", "Only PVP games have rooms");
    const stakes = roomStakes(game.minBet, level);
    const wallet = await vendorWallet(merchant.code, game.vassalage);
    const kind = wallet === "transfer" ? vendorWalletKind(game.vassalage) : "main";
    const { code: currency, decimals } = merchant.settings.currency;
    const balance = await createLedgerRepository(db).balance(merchant.code, { memberId, kind }, currency);
    if (balance < stakes.minBalance) {
      throw new AppError(
        "insufficient.balance",
        `This room needs a balance of ${minorToDecimal(stakes.minBalance, decimals)}`,
      );
    }
    return { level, minBet: minorToDecimal(stakes.minBet, decimals) };
  }

  /**
   * Trial (free demo) accounts play with chips (decision 047): the games of vendors this server runs
   * itself (the in-house games, the demo vendor), from the main wallet. A real vendor, or one that
   * plays from a wallet of its own, needs a real account, and says so before anything opens.
   */
  async function refuseRealMoneyGame(merchant: Merchant, game: CatalogueGame, adapter: VendorAdapter) {
    const wallet = await vendorWallet(merchant.code, game.vassalage);
    if (!adapter.playMoney || wallet === "transfer") {
      throw new AppError(
        "trial.account",
        "This game plays for real money only: register a real account first",
      );
    }
  }

  return {
    async launch(input: {
      merchant: Merchant;
      session: AuthenticatedSession;
      gameId: number;
      /** A PVP room of the game: its stake level. */
      roomLevel?: RoomLevel;
      language: Language;
      platform: string;
      theme: "dark" | "light";
      publicUrl: string;
      /** The site's id for this launch: a retry moves no money twice (decision 040). */
      requestId?: string | undefined;
    }): Promise<{ game_url: string; wallet?: LaunchWallet }> {
      const { merchant, session } = input;
      const game = await findGame(db, merchant.code, input.gameId);
      if (!game?.enabled) throw new AppError("game.not.found", "This game is not available");
      if (LOTTERY_TYPES.has(game.gameType)) {
        throw new AppError("game.not.launchable", "Lottery games open from the lottery pages");
      }
      if (game.isGame === "VASSALAGE") {
        throw new AppError("game.not.launchable", "Choose a game from this vendor's game list");
      }
      if (game.maintenance) {
        throw new AppError("game.maintenance", "This game is under maintenance", {
          popular: await suggestions(merchant, input.language, game),
        });
      }
      const adapter = vendorAdapterFor(game.vassalage, standIn);
      if (session.kind === "trial") await refuseRealMoneyGame(merchant, game, adapter);
      // The money goes to the wallet this game plays from before a room checks it (decision 040).
      // Trial accounts hold no money of the main wallet to move.
      const wallet =
        session.kind === "trial"
          ? undefined
          : await autoTransfer.beforeLaunch({
              merchant,
              memberId: session.memberId,
              vassalage: game.vassalage,
              requestId: input.requestId,
            });
      const room = input.roomLevel
        ? await roomFor(merchant, session.memberId, game, input.roomLevel)
        : undefined;
      const { url } = await adapter.launch({
        db,
        merchant,
        memberId: session.memberId,
        username: session.username,
        siteSession: session.tokenHash,
        game,
        language: input.language,
        platform: input.platform,
        theme: input.theme,
        ...(room ? { room } : {}),
        returnUrl: `${input.publicUrl}/${game.gameType.toLowerCase()}`,
        publicUrl: input.publicUrl,
      });
      await recordRecentGame(db, {
        merchantCode: merchant.code,
        memberId: session.memberId,
        gameId: game.id,
      });
      return { game_url: url, ...(wallet ? { wallet } : {}) };
    },
  };
}
