import { lazy, Suspense } from "react";
import { BrandLogo } from "#app/components/site/brand-logo.tsx";
import { LanguagePicker } from "#app/components/site/language-picker.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { paths } from "#app/config/paths.ts";
import { FreeDemoButton } from "#app/features/session/free-demo-button.tsx";
import { useMemberInfoQuery } from "#app/features/session/use-session-sync.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Link } from "#app/lib/router.tsx";
import { useModules } from "#app/lib/site-status.ts";
import { useSessionStore } from "#app/stores/session-store.ts";
import { useThemeStore } from "#app/stores/theme-store.ts";
import { useUiStore } from "#app/stores/ui-store.ts";

function VisitorActions() {
  const { t } = useTranslation();
  const modules = useModules();
  return (
    <div className="header__actions">
      {modules.FREEPLAY3 ? <FreeDemoButton className="button button--ghost header__demo" /> : null}
      {/* The login popup (a link still, so it can open the /login page in a new tab). */}
      <Link
        to={paths.login}
        className="button button--secondary"
        data-testid="header-login"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          useUiStore.getState().openModal("loginPopupModal");
        }}
      >
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

// Only members need the member area: it loads with the first login.
const MemberArea = lazy(() => import("#app/features/session/member-area.tsx"));

const MemberAreaPending = () => <div className="member-area member-area--pending" aria-busy="true" />;

/** Members get their area; a kept token still being checked holds the place instead of flashing. */
function SessionActions() {
  const member = useSessionStore((state) => state.member);
  const { isLoading } = useMemberInfoQuery();
  if (member) {
    return (
      <Suspense fallback={<MemberAreaPending />}>
        <MemberArea />
      </Suspense>
    );
  }
  return isLoading ? <MemberAreaPending /> : <VisitorActions />;
}

/** The top bar: menu button (phones), logo, announcements, theme, language, then visitor or member actions. */
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
        className="icon-button header__announcements"
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
      <SessionActions />
    </header>
  );
}
