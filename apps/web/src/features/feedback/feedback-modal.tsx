import type { feedbackCall } from "@banca/contract/calls/feedback";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { FEEDBACK_CATEGORIES } from "@banca/contract/site";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ApiError, callApi } from "#app/lib/api-client.ts";

type Category = (typeof FEEDBACK_CATEGORIES)[number];

/** Feedback to the operator; the server decides the length bounds and says them in its answer. */
export function FeedbackModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<Category>("suggestion");
  const [content, setContent] = useState("");
  const [contact, setContact] = useState("");
  const send = useMutation({
    mutationFn: () =>
      callApi<typeof feedbackCall>(ENDPOINTS.feedback, { body: { category, content, contact } }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };

  const errorText = (error: unknown) => {
    if (!(error instanceof ApiError)) return t("errors.unknown");
    const bounds = error.value as { min?: number; max?: number } | null;
    return t(`errors.${error.errorCode}`, {
      defaultValue: error.message,
      min: bounds?.min,
      max: bounds?.max,
    });
  };

  return (
    <Modal title={t("feedback.title")} onClose={onClose}>
      {send.isSuccess ? (
        <div className="form-success" role="status">
          <p>{t("feedback.thanks")}</p>
          <button type="button" className="button button--primary" onClick={onClose}>
            {t("common.close")}
          </button>
        </div>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <label className="form__field">
            <span>{t("feedback.category")}</span>
            <select
              name="category"
              value={category}
              onChange={(event) => setCategory(event.target.value as Category)}
            >
              {FEEDBACK_CATEGORIES.map((name) => (
                <option key={name} value={name}>
                  {t(`feedback.categories.${name}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="form__field">
            <span>{t("feedback.content")} *</span>
            <textarea
              name="content"
              rows={6}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              placeholder={t("feedback.contentPlaceholder")}
            />
          </label>
          <label className="form__field">
            <span>{t("feedback.contact")}</span>
            <input
              name="contact"
              value={contact}
              onChange={(event) => setContact(event.target.value)}
              maxLength={120}
            />
          </label>
          {send.isError ? (
            <p className="form__error" role="alert">
              {errorText(send.error)}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {t("feedback.send")}
          </button>
        </form>
      )}
    </Modal>
  );
}
