import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { paths } from "#app/config/paths.ts";

/** What a route shows when its part failed to load or its page threw. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="page">
        <EmptyState title={t("errors.notFoundTitle")} image="not-found">
          <Link to={paths.home} className="button button--primary">
            {t("common.backHome")}
          </Link>
        </EmptyState>
      </div>
    );
  }
  const chunk = error instanceof Error && error.name === "ChunkLoadError";
  return (
    <div className="page">
      <EmptyState title={chunk ? t("errors.chunkTitle") : t("errors.pageTitle")} image="not-found">
        <p>{chunk ? t("errors.chunkText") : t("errors.pageText")}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t("common.retry")}
        </button>
      </EmptyState>
    </div>
  );
}
