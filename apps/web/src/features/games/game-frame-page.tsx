import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { queryKeys } from "#app/lib/query-keys.ts";

/** Only web addresses are framed: a `javascript:` or `data:` url in the query is not a game. */
function frameable(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * The game frame at /game (spec part 1 §2: header only): the vendor's page fills the screen, with a
 * bar to go back. The wallet balance in the header refreshes when the game reports a round, and
 * again on leaving.
 */
export function GameFramePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const url = frameable(params.get("url"));

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
