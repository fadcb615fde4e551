import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { queryKeys } from "#app/lib/query-keys.ts";
import { launchedGameUrl } from "./launched-game.ts";

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
  const [url] = useState(launchedGameUrl);

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.walletBalance() });
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

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate("/"));

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
      {url ? (
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
