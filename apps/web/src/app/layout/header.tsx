import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BrandLogo } from "#app/components/site/brand-logo.tsx";
import { LanguagePicker } from "#app/components/site/language-picker.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { paths } from "#app/config/paths.ts";
import { useModules } from "#app/lib/site-status.ts";
import { useThemeStore } from "#app/stores/theme-store.ts";
import { useUiStore } from "#app/stores/ui-store.ts";

function VisitorActions() {
  const { t } = useTranslation();
  const modules = useModules();
  return (
    <div className="header__actions">
      {modules.FREEPLAY3 ? (
        <Link to={`${paths.login}?mode=freeplay`} className="button button--ghost header__demo">
          {t("header.freeDemo")}
        </Link>
      ) : null}
      <Link to={paths.login} className="button button--secondary">
        {t("header.login")}
      </Link>
      {modules.DIRECTREG3 ? (
        <Link to={paths.register} className="button button--primary">
          {t("header.register")}
        </Link>
      ) : null}
    </div>
  );
}

/** The top bar: menu button (phones), logo, announcements, theme, language and the visitor's actions. */
export function Header({ withSideMenu }: { withSideMenu: boolean }) {
  const { t } = useTranslation();
  const menuOpen = useUiStore((state) => state.mobileMenuOpen);
  const theme = useThemeStore((state) => state.theme);
  const { toggle } = useThemeStore.getState();
  const { openModal, setMobileMenuOpen } = useUiStore.getState();
  return (
    <header className="header">
      {withSideMenu ? (
        <button
          type="button"
          className="icon-button header__menu"
          aria-label={t("menu.open")}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          onClick={() => setMobileMenuOpen(true)}
        >
          <Icon name="menu" />
        </button>
      ) : null}
      <BrandLogo />
      <div className="header__spacer" />
      <button
        type="button"
        className="icon-button"
        aria-label={t("header.announcements")}
        title={t("header.announcements")}
        onClick={() => openModal("announcements")}
      >
        <Icon name="announcement" />
      </button>
      <button
        type="button"
        className="icon-button"
        data-testid="theme-toggle"
        aria-label={theme === "dark" ? t("header.lightTheme") : t("header.darkTheme")}
        title={theme === "dark" ? t("header.lightTheme") : t("header.darkTheme")}
        onClick={toggle}
      >
        <Icon name={theme === "dark" ? "sun" : "moon"} />
      </button>
      <div className="header__language">
        <LanguagePicker compact />
      </div>
      <VisitorActions />
    </header>
  );
}
