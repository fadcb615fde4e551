import { useState } from "react";

/**
 * The buttons of a confirmation dialog: cancel, and a confirm that stays disabled while its action
 * runs (so a double click does not run it twice).
 */
export function ConfirmActions(props: {
  cancelLabel: string;
  confirmLabel: string;
  confirmTestId: string;
  onCancel(): void;
  onConfirm(): Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    await props.onConfirm();
  };
  return (
    <div className="confirm-modal__actions">
      <button type="button" className="button button--secondary" onClick={props.onCancel}>
        {props.cancelLabel}
      </button>
      <button
        type="button"
        className="button button--primary"
        data-testid={props.confirmTestId}
        disabled={pending}
        onClick={() => void confirm()}
      >
        {props.confirmLabel}
      </button>
    </div>
  );
}
