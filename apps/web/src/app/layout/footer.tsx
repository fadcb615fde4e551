import { BrandLogo } from "#app/components/site/brand-logo.tsx";
import { SmartLink, useCustomerServicePath } from "#app/components/site/smart-link.tsx";
import { SocialLinks } from "#app/components/site/social-links.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { gameTypePath, paths } from "#app/config/paths.ts";
import { agentCentreOn } from "#app/features/agent-centre/availability.ts";
import { useAnalyticsConsent } from "#app/features/analytics/consent-store.ts";
import { useGameMenus } from "#app/features/games/api.ts";
import { seamlessVendors } from "#app/features/games/seamless-vendors.ts";
import { useHelpTopics } from "#app/features/help/api.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Link } from "#app/lib/router.tsx";
import { useModules, useResource, useSiteStatus } from "#app/lib/site-status.ts";

/** Footer: game links, help topics, service, agent link, social links, 18+ notice, copyright. */
export function Footer() {
  const { t } = useTranslation();
  const { data: menus = [] } = useGameMenus();
  // The seamless area is offered while at least one vendor's games play from the main balance.
  const seamless = seamlessVendors(menus).length > 0;
  const { data: topics = [] } = useHelpTopics();
  const { site, analytics } = useSiteStatus().info;
  const servicePath = useCustomerServicePath();
  const modules = useModules();
  // The agent link opens the affiliate page when the brand has one, otherwise customer service.
  const agentPath = useResource("AFFILIATELINK")?.url || servicePath;

  return (
    <footer className="footer">
      <div className="footer__columns">
        <section>
          <h2 className="footer__heading">{t("footer.games")}</h2>
          <ul>
            {menus.map(({ gameType }) => {
              const to = gameTypePath(gameType);
              return to ? (
                <li key={gameType}>
                  <Link to={to}>{t(`gameTypes.${gameType}`)}</Link>
                </li>
              ) : null;
            })}
            {seamless ? (
              <li>
                <Link to={paths.seamless}>{t("features.seamless")}</Link>
              </li>
            ) : null}
          </ul>
        </section>
        <section>
          <h2 className="footer__heading">{t("footer.help")}</h2>
          <ul>
            {topics.map((topic) => (
              <li key={topic.tag}>
                <Link to={paths.help(topic.tag)}>{topic.title}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="footer__heading">{t("footer.service")}</h2>
          <ul>
            <li>
              <SmartLink to={servicePath}>{t("menu.customerService")}</SmartLink>
            </li>
            {/* The agent policy switch (AGENTPOLICY3) decides whether players are invited to become agents. */}
            {modules.AGENTPOLICY3 !== false ? (
              <li>
                <SmartLink to={agentPath}>{t("footer.agent")}</SmartLink>
              </li>
            ) : null}
            {agentCentreOn(modules) ? (
              <li>
                <Link to={paths.agentLogin}>{t("footer.agentLogin")}</Link>
              </li>
            ) : null}
            <li>
              <Link to={paths.download}>{t("menu.appDownload")}</Link>
            </li>
            <li>
              <Link to={paths.helpCentre}>{t("menu.helpCentre")}</Link>
            </li>
          </ul>
        </section>
        <section className="footer__brand">
          <BrandLogo />
          <p className="footer__responsible">
            <span className="age-badge">18+</span>
            {t("footer.responsible")}
          </p>
          <SocialLinks types={["FACEBOOK", "TIKTOK", "TWITTER", "INSTAGRAM", "YOUTUBE"]} />
        </section>
      </div>
      <div className="footer__bottom">
        <p>{site.brand.copyright}</p>
        {analytics.gtagId ? (
          // The visitor's analytics answer can be changed at any time.
          <button
            type="button"
            className="footer__consent"
            onClick={() => useAnalyticsConsent.getState().reconsider()}
          >
            {t("analytics.preferences")}
          </button>
        ) : null}
        <button
          type="button"
          className="icon-button footer__top"
          aria-label={t("footer.backToTop")}
          onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
        >
          <Icon name="arrow-up" />
        </button>
      </div>
    </footer>
  );
}
