import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { newRequestId } from "#app/features/wallet/request-id.ts";
import { i18n, withCatalogue } from "#app/i18n/i18n.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { queryKeys } from "#app/lib/query-keys.ts";
import { useNavigate } from "#app/lib/router.tsx";
import { useThemeStore } from "#app/stores/theme-store.ts";
import { platform } from "./launch.ts";
import { requestGameUrl } from "./launch-api.ts";
import {
  type LaunchedWallet,
  launchedGameUrl,
  launchedGameWallet,
  offersTransfer,
  rememberLaunchedGame,
} from "./launched-game.ts";

// The transfer offer and its text arrive only when a game's own wallet is empty.
const TransferOffer = lazy(
  withCatalogue(["member"], () => import("#app/features/wallet/transfer-offer.tsx")),
);

/** Launches the game again once its wallet is funded: a fresh address, whose page shows the money. */
async function relaunch({ game }: LaunchedWallet): Promise<string> {
  const { game_url, wallet } = await requestGameUrl({
    ...game,
    language: i18n.language,
    platform: platform(),
    theme: useThemeStore.getState().theme,
    requestId: newRequestId(),
  });
  rememberLaunchedGame(game_url, wallet ? { game, wallet } : null);
  return game_url;
}

/**
 * What a game page may do in the frame: run its scripts, keep its session in its own storage (so
 * same-origin: BGS and the demo vendor are pages of this server), send its forms and open its rules
 * or verifier in a new tab. It may not navigate the site's window away, nor open modal dialogs.
 */
const GAME_SANDBOX = "allow-scripts allow-same-origin allow-forms allow-popups";

/**
 * The game frame at /game (spec part 1 §2: header only): the page of the game last launched in this
 * tab fills the screen, sandboxed, with a bar to go back. The wallet balance in the header refreshes
 * when the game reports a round, and again on leaving.
 */
export function GameFramePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Only what the launch call answered, never an address from the page's own query string.
  const [url, setUrl] = useState(launchedGameUrl);
  // A game of a vendor with a wallet of its own, launched with that wallet empty (automatic
  // transfer off, decision 040): the page offers a transfer before the table opens.
  const [offer, setOffer] = useState(() => {
    const launched = launchedGameWallet();
    return offersTransfer(launched) ? launched : null;
  });

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.walletBalance() });
    // The launch may have moved money between wallets: the balances and the record changed.
    if ((launchedGameWallet()?.wallet.moved ?? 0) > 0) {
      refresh();
      void queryClient.invalidateQueries({ queryKey: queryKeys.records() });
    }
    const onMessage = (event: MessageEvent) => {
      // Only the game pages this server hosts speak to the site; other origins are ignored.
      if (event.origin === window.location.origin && event.data?.type === "banca:balance-changed") refresh();
    };
    window.addEventListener("message", onMessage);
    return () => {
      window.removeEventListener("message", onMessage);
      refresh();
    };
  }, [queryClient]);

  const back = () => (window.history.length > 1 ? window.history.back() : navigate("/"));

  return (
    <div className="game-frame">
      <div className="game-frame__bar">
        <button
          type="button"
          name="back"
          className="game-frame__back"
          onClick={back}
          data-testid="game-frame-back"
        >
          <Icon name="chevron-left" size={18} />
          {t("gameLaunch.back")}
        </button>
        {url ? (
          <a className="game-frame__full" href={url} target="_blank" rel="noopener noreferrer">
            {t("gameLaunch.newWindow")}
          </a>
        ) : null}
      </div>
      {url && offer ? (
        <Suspense fallback={null}>
          <TransferOffer
            vendor={offer.wallet}
            onFunded={() =>
              // Should the new launch fail, the table opens on the first address all the same.
              void relaunch(offer)
                .then(setUrl, () => undefined)
                .finally(() => setOffer(null))
            }
            onPlay={() => setOffer(null)}
          />
        </Suspense>
      ) : url ? (
        <iframe
          className="game-frame__view"
          src={url}
          title={t("gameLaunch.frameTitle")}
          allow="autoplay; fullscreen"
          allowFullScreen
          sandbox={GAME_SANDBOX}
          data-testid="game-frame"
        />
      ) : (
        <EmptyState title={t("gameLaunch.noGameTitle")}>
          <p>{t("gameLaunch.noGameText")}</p>
        </EmptyState>
      )}
    </div>
  );
}
