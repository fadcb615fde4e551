import { Component, type ReactNode } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { paths } from "#app/config/paths.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Link } from "#app/lib/router.tsx";

/** An address the route table does not know. */
export function NotFound() {
  const { t } = useTranslation();
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

/** What a route shows when its part failed to load or its page threw. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
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

type BoundaryProps = { resetKey: string; children: ReactNode };

/** Shows RouteError in place of what threw; moving to another address tries again. */
type BoundaryState = { failed: boolean; error: unknown; key: string };

export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.key ? null : { failed: false, error: null, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
