import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useUiStore } from "#app/stores/ui-store.ts";

/** "Remember me" and the way to a forgotten password, on one row under the password. */
export function RememberRow({ remember, onRemember }: { remember: boolean; onRemember(on: boolean): void }) {
  const { t } = useTranslation();
  return (
    <div className="auth-row">
      <label className="auth-check">
        <input
          type="checkbox"
          name="remember"
          checked={remember}
          onChange={(event) => onRemember(event.target.checked)}
        />
        <span>{t("auth.rememberMe")}</span>
      </label>
      <button
        type="button"
        className="auth-link"
        onClick={() => useUiStore.getState().openModal("forgotPassword")}
      >
        {t("auth.forgotPassword")}
      </button>
    </div>
  );
}

export type Tab<K extends string> = { key: K; label: string };

/** Tabs between the ways of one form (username or SMS, e-mail or mobile). */
export function AuthTabs<K extends string>({
  tabs,
  active,
  onChange,
  label,
}: {
  tabs: Tab<K>[];
  active: K;
  onChange(key: K): void;
  label: string;
}) {
  if (tabs.length < 2) return null;
  return (
    <div className="auth-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          className={`auth-tabs__tab ${tab.key === active ? "is-active" : ""}`}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
