import { Component, type ReactNode } from "react";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";

function PageFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <LoadFailed
      className="member-centre__failed"
      primary
      message={t("memberCentre.loadFailed")}
      retryLabel={t("memberCentre.retry")}
      onRetry={onRetry}
    />
  );
}

/** Keeps a page that failed to load or crashed inside its pane, with a way to try again. */
export class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <PageFailed onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
