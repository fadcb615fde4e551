import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { gameTypePath, paths } from "#app/config/paths.ts";
import { useVendorLanes } from "#app/features/games/api.ts";

function VendorLanes() {
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
                  <Link to={`${to}?page=${encodeURIComponent(vendor.vassalage)}`} className="vendor-card">
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

/** Home: providers by game type, the app, and the promise of play with care. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="page home">
      <h1 className="visually-hidden">{t("home.title")}</h1>
      <VendorLanes />
      <section className="home__promises">
        <article className="promise">
          <Icon name="shield" size={28} />
          <h2>{t("home.promises.secureTitle")}</h2>
          <p>{t("home.promises.secureText")}</p>
        </article>
        <article className="promise">
          <Icon name="service" size={28} />
          <h2>{t("home.promises.supportTitle")}</h2>
          <p>{t("home.promises.supportText")}</p>
        </article>
        <article className="promise">
          <span className="age-badge">18+</span>
          <h2>{t("home.promises.responsibleTitle")}</h2>
          <p>
            {t("home.promises.responsibleText")}{" "}
            <Link to={paths.help("responsible-gaming")}>{t("home.learnMore")}</Link>
          </p>
        </article>
        <Link to={paths.download} className="promise promise--app">
          <Icon name="download" size={28} />
          <h2>{t("home.promises.appTitle")}</h2>
          <p>{t("home.promises.appText")}</p>
        </Link>
      </section>
    </div>
  );
}
