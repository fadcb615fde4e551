import { useEffect, useRef, useState } from "react";
import { LanguagePicker } from "#app/components/site/language-picker.tsx";
import { SmartLink, useCustomerServicePath } from "#app/components/site/smart-link.tsx";
import { SocialLinks } from "#app/components/site/social-links.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { QrCode } from "#app/components/ui/qr-code.tsx";
import { gameTypePath, paths } from "#app/config/paths.ts";
import { openChat } from "#app/features/chat/open-chat.ts";
import { useGameMenus } from "#app/features/games/api.ts";
import { FreeDemoButton } from "#app/features/session/free-demo-button.tsx";
import { requireRealAccount, whenLoggedIn } from "#app/features/session/guards.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Link, NavLink, useLocation } from "#app/lib/router.tsx";
import { useModules, useResource } from "#app/lib/site-status.ts";
import { useSessionStore } from "#app/stores/session-store.ts";
import { useUiStore } from "#app/stores/ui-store.ts";

function GameCategories({ collapsed, onNavigate }: { collapsed: boolean; onNavigate(): void }) {
  const { t } = useTranslation();
  const openModal = useUiStore((state) => state.openModal);
  const { data: menus = [] } = useGameMenus();
  const { pathname } = useLocation();
  // The category of the page being shown starts open; the chevron opens and closes any.
  const current = menus.find(({ gameType }) => gameTypePath(gameType) === pathname)?.gameType ?? null;
  const [open, setOpen] = useState<string | null>(current);
  useEffect(() => setOpen(current), [current]);
  return (
    <>
      {menus.map(({ gameType, vendors }) => {
        const to = gameTypePath(gameType);
        // Lottery needs its own start-up (a later part of the product): no entry until then.
        if (!to) return null;
        const expanded = open === gameType;
        // The lottery category starts the TCG_SEA vendor's game when it has one (spec part 1 §2):
        // a game start, so a visitor logs in first, and the vendor's special dialog opens (§4).
        const startsVendor =
          (gameType === "LOTT" || gameType === "ELOTT") &&
          vendors.some((vendor) => vendor.vassalage === "TCG_SEA");
        return (
          <li key={gameType} className={`side-menu__group ${expanded ? "is-open" : ""}`}>
            <div className="side-menu__row">
              <NavLink
                to={to}
                className="side-menu__item"
                onClick={(event) => {
                  onNavigate();
                  if (!startsVendor) return;
                  event.preventDefault();
                  whenLoggedIn(() => openModal("lotteryStart"));
                }}
                title={t(`gameTypes.${gameType}`)}
              >
                <Icon name={gameType.toLowerCase()} />
                <span className="side-menu__label">{t(`gameTypes.${gameType}`)}</span>
              </NavLink>
              {collapsed ? null : (
                <button
                  type="button"
                  className="side-menu__expand"
                  aria-expanded={expanded}
                  aria-label={t("menu.showVendors", { type: t(`gameTypes.${gameType}`) })}
                  onClick={() => setOpen(expanded ? null : gameType)}
                >
                  <Icon name="chevron-down" size={16} />
                </button>
              )}
            </div>
            {expanded && !collapsed ? (
              <ul className="side-menu__vendors">
                <li className="side-menu__vendors-all">
                  <Link to={to} className="vendor-chip vendor-chip--all" onClick={onNavigate}>
                    {t("menu.all")}
                  </Link>
                </li>
                {vendors.map((vendor) => (
                  <li key={vendor.vassalage}>
                    <Link
                      to={`${to}?page=${encodeURIComponent(vendor.vassalage)}`}
                      className="vendor-chip"
                      title={vendor.displayName}
                      onClick={onNavigate}
                    >
                      <img src={vendor.logo} alt="" width={28} height={28} loading="lazy" />
                      <span>{vendor.displayName}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </>
  );
}

/** On phones the header has no room for the free demo: the drawer offers it instead. */
function VisitorShortcuts({ onNavigate }: { onNavigate(): void }) {
  const modules = useModules();
  const token = useSessionStore((state) => state.token);
  if (!modules.FREEPLAY3 || token) return null;
  return <FreeDemoButton className="button button--ghost side-menu__demo" onStarted={onNavigate} />;
}

function AppDownload() {
  const { t } = useTranslation();
  const openModal = useUiStore((state) => state.openModal);
  const android = useResource("Android");
  const ios = useResource("MOBILECONFIG");
  if (!android && !ios) return null;
  return (
    <div className="side-menu__download">
      <Link to={paths.download} className="side-menu__download-title">
        <Icon name="download" size={18} />
        {t("menu.appDownload")}
      </Link>
      <div className="side-menu__qrs">
        {android ? (
          <figure>
            <QrCode value={android.url} size={100} margin={6} label={t("download.androidQr")} />
            <figcaption>Android</figcaption>
          </figure>
        ) : null}
        {ios ? (
          <figure>
            <QrCode value={ios.url} size={100} margin={6} label={t("download.iosQr")} />
            <figcaption>iOS</figcaption>
          </figure>
        ) : null}
      </div>
      <button
        type="button"
        className="button button--ghost side-menu__guide"
        data-testid="app-guide-open"
        onClick={() => openModal("appGuide")}
      >
        {t("download.guide.open")}
      </button>
    </div>
  );
}

/**
 * The left side bar: home, game categories with vendor sub-icons, promotions, service, app download,
 * language, social.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const collapsed = useUiStore((state) => state.sidebarCollapsed);
  const mobileOpen = useUiStore((state) => state.mobileMenuOpen);
  const { toggleSidebar, setMobileMenuOpen, openModal } = useUiStore.getState();
  const modules = useModules();
  const servicePath = useCustomerServicePath();
  const closeMobile = () => setMobileMenuOpen(false);
  const isCollapsed = collapsed && !mobileOpen;
  const navRef = useRef<HTMLElement>(null);

  // The phone drawer: focus moves into it when it opens, and Escape closes it.
  useEffect(() => {
    if (!mobileOpen) return;
    navRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") useUiStore.getState().setMobileMenuOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [mobileOpen]);

  return (
    <>
      {mobileOpen ? <div className="side-menu__scrim" onClick={closeMobile} aria-hidden="true" /> : null}
      <nav
        ref={navRef}
        id="side-menu"
        className={`side-menu ${isCollapsed ? "is-collapsed" : ""} ${mobileOpen ? "is-mobile-open" : ""}`}
        aria-label={t("menu.main")}
      >
        <button
          type="button"
          className="side-menu__toggle"
          onClick={toggleSidebar}
          aria-label={t("menu.collapse")}
        >
          <Icon name="collapse" />
        </button>
        <VisitorShortcuts onNavigate={closeMobile} />
        <ul className="side-menu__list">
          <li>
            <NavLink
              to={paths.home}
              end
              className="side-menu__item"
              onClick={closeMobile}
              title={t("menu.home")}
            >
              <Icon name="home" />
              <span className="side-menu__label">{t("menu.home")}</span>
            </NavLink>
          </li>
          <GameCategories collapsed={isCollapsed} onNavigate={closeMobile} />
          <li>
            <NavLink
              to={paths.promotions}
              className="side-menu__item"
              onClick={closeMobile}
              title={t("features.promotions")}
            >
              <Icon name="promotions" />
              <span className="side-menu__label">{t("features.promotions")}</span>
            </NavLink>
          </li>
          {modules.PTSYS3 ? (
            <li>
              <NavLink
                to={paths.pointMall}
                className="side-menu__item"
                onClick={closeMobile}
                title={t("features.pointMall")}
              >
                <Icon name="gift" />
                <span className="side-menu__label">{t("features.pointMall")}</span>
              </NavLink>
            </li>
          ) : null}
        </ul>
        <p className="side-menu__heading">{t("menu.service")}</p>
        <ul className="side-menu__list">
          <li>
            {modules.CBS3 ? (
              // The live chat is the customer service when the merchant offers it.
              <button
                type="button"
                className="side-menu__item"
                data-testid="side-menu-chat"
                onClick={() => {
                  closeMobile();
                  openChat();
                }}
              >
                <Icon name="service" />
                <span className="side-menu__label">{t("menu.customerService")}</span>
              </button>
            ) : (
              <SmartLink to={servicePath} className="side-menu__item" onClick={closeMobile}>
                <Icon name="service" />
                <span className="side-menu__label">{t("menu.customerService")}</span>
              </SmartLink>
            )}
          </li>
          {modules.INBOX3 !== false ? (
            <li>
              <button
                type="button"
                className="side-menu__item"
                data-testid="side-menu-inbox"
                onClick={() => requireRealAccount() && openModal("memberCentre", { page: "messageV2" })}
              >
                <Icon name="mail" />
                <span className="side-menu__label">{t("memberCentre.pages.messageV2")}</span>
              </button>
            </li>
          ) : null}
          <li>
            <button type="button" className="side-menu__item" onClick={() => openModal("announcements")}>
              <Icon name="announcement" />
              <span className="side-menu__label">{t("menu.announcements")}</span>
            </button>
          </li>
          <li>
            <NavLink to={paths.help()} className="side-menu__item" onClick={closeMobile}>
              <Icon name="help" />
              <span className="side-menu__label">{t("menu.helpCentre")}</span>
            </NavLink>
          </li>
          {modules.FEEDBACK3 ? (
            <li>
              <button type="button" className="side-menu__item" onClick={() => openModal("feedback")}>
                <Icon name="feedback" />
                <span className="side-menu__label">{t("menu.feedback")}</span>
              </button>
            </li>
          ) : null}
        </ul>
        {isCollapsed ? null : (
          <>
            <AppDownload />
            <div className="side-menu__footer">
              <LanguagePicker />
              <SocialLinks types={["TELEGRAM", "TELEGRAM 1", "TELEGRAM 2", "FACEBOOK", "INSTAGRAM"]} />
            </div>
          </>
        )}
      </nav>
    </>
  );
}
