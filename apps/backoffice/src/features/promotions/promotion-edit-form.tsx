import { type FormEvent, useId } from "react";
import { FormEnd } from "#bo/app/form-parts.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { disablePromotion, localText, type Promotion, updatePromotion } from "./api.ts";

/** The date-time input's local value of an instant. */
export const localInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** Changes what members see of a promotion (title in the staff member's language, order, end), or switches it off. */
export function PromotionEditForm({ promotion }: { promotion: Promotion }) {
  const { t, locale } = useI18n();
  const id = useId();
  const update = useAction(updatePromotion, ["promotions"]);
  const disable = useAction(disablePromotion, ["promotions"]);
  const language = locale.startsWith("zh") ? "cn" : "en";
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    update.mutate({
      id: promotion.id,
      title: { ...promotion.title, [language]: String(form.get("title") ?? "").trim() },
      sort: Number(form.get("sort") ?? 0),
      endsAt: new Date(String(form.get("endsAt"))).toISOString(),
      enabled: form.get("enabled") === "on",
    });
  }
  return (
    <>
      <form className="stack" onSubmit={submit} aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{t("promotions.edit")}</h3>
        <label>
          {t("promotions.title")} ({language})
          <input
            name="title"
            required
            maxLength={200}
            defaultValue={promotion.title[language] ?? localText(promotion.title, locale)}
          />
        </label>
        <label>
          {t("promotions.sort")}
          <input name="sort" type="number" min={-10000} max={10000} step={1} defaultValue={promotion.sort} />
        </label>
        <label>
          {t("promotions.endsAt")}
          <input name="endsAt" type="datetime-local" required defaultValue={localInput(promotion.endsAt)} />
        </label>
        <label className="check">
          <input name="enabled" type="checkbox" defaultChecked={promotion.enabled} />
          {t("promotions.enabled")}
        </label>
        <FormEnd
          error={update.error ?? disable.error}
          done={update.isSuccess ? t("common.saved") : null}
          busy={update.isPending}
          submit={t("common.save")}
        />
      </form>
      {promotion.enabled ? (
        <button
          type="button"
          className="danger"
          disabled={disable.isPending}
          onClick={() => disable.mutate(promotion.id)}
        >
          {t("promotions.disable")}
        </button>
      ) : null}
    </>
  );
}
