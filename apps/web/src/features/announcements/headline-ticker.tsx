import { useRef } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useOnScreen } from "#app/lib/use-on-screen.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { useAnnouncements } from "./api.ts";

/**
 * The home page's running headline (type H); a click opens the announcements. While they load its
 * empty frame keeps its place, so the page below does not jump when the headlines arrive.
 */
export function HeadlineTicker() {
  const { t } = useTranslation();
  const { data, isPending } = useAnnouncements();
  const headlines = data?.headline ?? [];
  const ticker = useRef<HTMLButtonElement>(null);
  // Scrolled out of sight, the headlines rest: their motion would keep the compositor drawing.
  const onScreen = useOnScreen(ticker, headlines.length > 0);
  if (isPending) {
    return (
      <div className="ticker" aria-hidden="true">
        <Icon name="announcement" size={18} className="ticker__icon" />
        {/* A line of text's height, as the headlines will have. */}
        <span className="ticker__viewport">{"\u00a0"}</span>
      </div>
    );
  }
  if (headlines.length === 0) return null;
  return (
    <button
      ref={ticker}
      type="button"
      className={`ticker ${onScreen ? "" : "ticker--off-screen"}`}
      onClick={() => useUiStore.getState().openModal("announcements")}
    >
      <Icon name="announcement" size={18} className="ticker__icon" />
      {/* The name is what shows (the headlines), after the word that says what they are. */}
      <span className="visually-hidden">{t("header.announcements")}: </span>
      <span className="ticker__viewport">
        {/* Two copies side by side make the loop seamless; the second is hidden from screen readers. */}
        <span className="ticker__track">
          {[false, true].map((copy) => (
            <span key={String(copy)} className="ticker__copy" aria-hidden={copy || undefined}>
              {headlines.map((headline) => (
                <span key={headline.id} className="ticker__item">
                  {headline.title}
                </span>
              ))}
            </span>
          ))}
        </span>
      </span>
    </button>
  );
}
