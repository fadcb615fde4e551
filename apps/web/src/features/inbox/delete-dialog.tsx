import { useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { FormError } from "#app/components/form/form-parts.tsx";
import { ConfirmActions } from "#app/components/ui/confirm-actions.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useDeleteMessages } from "./api.ts";

/** Asks before a message leaves the inbox for good. */
export function DeleteDialog({
  id,
  title,
  onClose,
  onDeleted,
}: {
  id: number;
  title: string;
  onClose(): void;
  onDeleted(): void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteMessages();
  const [error, setError] = useState<string>();
  return (
    <Modal title={t("inbox.deleteTitle")} onClose={onClose} width={420} className="confirm-modal">
      <p className="confirm-modal__text">{t("inbox.deleteText", { title })}</p>
      <FormError message={error} />
      <ConfirmActions
        cancelLabel={t("inbox.cancel")}
        confirmLabel={t("inbox.delete")}
        confirmTestId="inbox-delete-confirm"
        onCancel={onClose}
        onConfirm={async () => {
          try {
            await remove.mutateAsync([id]);
            onDeleted();
          } catch (failure) {
            setError(errorText(t, failure));
          }
        }}
      />
    </Modal>
  );
}
