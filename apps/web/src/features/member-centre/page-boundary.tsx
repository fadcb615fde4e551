import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="member-centre__failed" role="alert">
      <p>{t("memberCentre.loadFailed")}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t("memberCentre.retry")}
      </button>
    </div>
  );
}

/** Keeps a page that failed to load or crashed inside its pane, with a way to try again. */
export class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <LoadFailed onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
