import { useTranslation } from "react-i18next";
import { Icon } from "#app/components/ui/icon.tsx";
import { useUiStore } from "#app/stores/ui-store.ts";
import { useAnnouncements } from "./api.ts";

/** The home page's running headline (type H); a click opens the announcements. */
export function HeadlineTicker() {
  const { t } = useTranslation();
  const { data } = useAnnouncements();
  const headlines = data?.headline ?? [];
  if (headlines.length === 0) return null;
  return (
    <button
      type="button"
      className="ticker"
      onClick={() => useUiStore.getState().openModal("announcements")}
      aria-label={t("header.announcements")}
    >
      <Icon name="announcement" size={18} className="ticker__icon" />
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
