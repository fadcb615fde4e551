import { intlLocale, type Language, nativeName } from "@banca/contract/languages";
import { Icon } from "#app/components/ui/icon.tsx";
import { changeLanguage } from "#app/i18n/i18n.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useSiteStatus } from "#app/lib/site-status.ts";

/** Shown only when the merchant supports more than one language. */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const supported = useSiteStatus().info.site.languages.supported;
  if (supported.length <= 1) return null;
  return (
    <label className={`language-picker ${compact ? "is-compact" : ""}`}>
      <Icon name="language" size={18} />
      <span className="visually-hidden">{t("menu.language")}</span>
      <select
        name="language"
        value={i18n.language}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
      >
        {supported.map((language) => (
          // Each language named in itself, so a reader finds theirs whatever the page's language.
          <option key={language} value={language} lang={intlLocale(language)}>
            {nativeName(language)}
          </option>
        ))}
      </select>
    </label>
  );
}
