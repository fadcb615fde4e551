import { type FormEvent, useId } from "react";
import { useI18n } from "#bo/i18n/i18n.tsx";

/** A refusal that needs a reason the member or the next staff member will read. */
export function ReasonForm({
  label,
  submit,
  busy,
  onSubmit,
  minLength = 3,
}: {
  label: string;
  submit: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
  minLength?: number;
}) {
  const { t } = useI18n();
  const id = useId();
  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get("reason") ?? "").trim());
  }
  return (
    <form className="stack reason" onSubmit={send}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name="reason"
        required
        minLength={minLength}
        maxLength={500}
        rows={2}
        placeholder={t("common.reasonHint")}
      />
      <button type="submit" className="danger" disabled={busy}>
        {submit}
      </button>
    </form>
  );
}
