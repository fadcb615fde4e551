import type { ReactNode } from "react";
import { BrandLogo } from "#app/components/site/brand-logo.tsx";
import { LanguagePicker } from "#app/components/site/language-picker.tsx";
import { paths } from "#app/config/paths.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Link, useLocation, useNavigate } from "#app/lib/router.tsx";
import { useHelpTopics } from "./api.ts";
import { HelpTopicsView } from "./help-topics-view.tsx";

/**
 * /helpmc: the help centre on its own page, without the site frame (linked from apps and e-mails);
 * `banner` is the help banners (w_help) the app layer places above the topics.
 */
export function HelpCentrePage({ banner }: { banner?: ReactNode }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { data: topics = [], isPending } = useHelpTopics();
  return (
    <div className="help-centre">
      <header className="help-centre__header">
        <BrandLogo />
        <h1>{t("help.title")}</h1>
        <div className="header__spacer" />
        <LanguagePicker compact />
        <Link to={paths.home} className="button button--secondary">
          {t("common.backHome")}
        </Link>
      </header>
      <main className="help-centre__main">
        {banner}
        {isPending ? (
          <div className="help__loading" aria-busy="true" />
        ) : (
          <HelpTopicsView
            topics={topics}
            selectedTag={hash ? decodeURIComponent(hash.slice(1)) : undefined}
            onSelect={(tag) => navigate(`#${tag}`, { replace: true })}
          />
        )}
      </main>
    </div>
  );
}
