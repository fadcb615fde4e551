import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { paths } from "#app/config/paths.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Link } from "#app/lib/router.tsx";

/**
 * The content of a route whose feature this installation does not offer yet: the page frame, its
 * banner and menus are real; the content says plainly that this part is not open.
 */
export function UnavailablePage({ feature }: { feature: string }) {
  const { t } = useTranslation();
  const name = t(`features.${feature}`);
  return (
    <div className="page" data-unavailable={feature}>
      <h1 className="page__title">{name}</h1>
      <EmptyState title={t("unavailable.title", { feature: name })}>
        <p>{t("unavailable.text")}</p>
        <Link to={paths.home} className="button button--primary">
          {t("common.backHome")}
        </Link>
      </EmptyState>
    </div>
  );
}
