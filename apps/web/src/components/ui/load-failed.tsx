/** What a page or panel shows when its data could not be loaded: the reason and a way to try again. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
  className,
  primary = false,
}: {
  message: string;
  retryLabel: string;
  onRetry(): void;
  /** The place's own layout class (a member-centre pane, a records page, a game grid). */
  className: string;
  primary?: boolean;
}) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button
        type="button"
        className={`button ${primary ? "button--primary" : "button--secondary"}`}
        onClick={onRetry}
      >
        {retryLabel}
      </button>
    </div>
  );
}
