import type { ReactNode } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { paths } from "#app/config/paths.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Link } from "#app/lib/router.tsx";

/** Home: the content it is given (game providers), the app, and the promise of play with care. */
export function HomePage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page home">
      <h1 className="visually-hidden">{t("home.title")}</h1>
      {children}
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
