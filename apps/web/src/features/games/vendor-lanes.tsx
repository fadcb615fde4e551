import { Icon } from "#app/components/ui/icon.tsx";
import { gameTypePath } from "#app/config/paths.ts";
import { whenLoggedIn } from "#app/features/session/guards.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Link, navigate } from "#app/lib/router.tsx";
import { useSessionStore } from "#app/stores/session-store.ts";
import { useVendorLanes } from "./api.ts";

const vendorPath = (lobby: string, vassalage: string) => `${lobby}?page=${encodeURIComponent(vassalage)}`;

/** Game providers grouped by game type, each lane leading to its lobby. */
export function VendorLanes() {
  const { t } = useTranslation();
  const { data: lanes, isPending } = useVendorLanes();
  if (isPending) return <div className="lanes lanes--loading" aria-busy="true" />;
  return (
    <div className="lanes">
      {(lanes ?? []).map((lane) => {
        const to = gameTypePath(lane.title);
        if (!to) return null;
        return (
          <section key={lane.title} className="lane" aria-labelledby={`lane-${lane.title}`}>
            <header className="lane__header">
              <h2 id={`lane-${lane.title}`}>
                <Icon name={lane.title.toLowerCase()} />
                {t(`gameTypes.${lane.title}`)}
              </h2>
              <Link to={to} className="lane__more">
                {t("home.viewAll")}
              </Link>
            </header>
            <ul className="lane__cards">
              {lane.cards.map((vendor) => (
                <li key={vendor.vassalage}>
                  <Link
                    to={vendorPath(to, vendor.vassalage)}
                    className="vendor-card"
                    // Opening a provider starts its games, which needs a login (spec part 1 §4).
                    onClick={(event) => {
                      if (useSessionStore.getState().member) return;
                      event.preventDefault();
                      whenLoggedIn(() => navigate(vendorPath(to, vendor.vassalage)));
                    }}
                  >
                    <img src={vendor.logo} alt="" width={72} height={72} loading="lazy" />
                    <span className="vendor-card__name">{vendor.displayName}</span>
                    <span className="vendor-card__type">{t(`gameTypes.${vendor.gameType}`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
