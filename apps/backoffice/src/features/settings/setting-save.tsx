import { FormEnd } from "#bo/app/form-parts.tsx";
import { type Translate, useI18n } from "#bo/i18n/i18n.tsx";

/** The reason a settings change must carry (three characters or more), as the form's check words it. */
export const reasonProblems = (t: Translate, reason: string) =>
  reason.length < 3 ? [`${t("settings.reason")}: ${t("fieldRules.problem.reason")}`] : [];

/**
 * The end of a settings change: the reason the audit log keeps with it, then what the check
 * refused, the server's error, "saved", and the button.
 */
export function SettingSave({
  problems,
  save,
}: {
  problems: readonly string[];
  save: { error: unknown; isPending: boolean; isSuccess: boolean };
}) {
  const { t } = useI18n();
  return (
    <>
      <label>
        {t("settings.reason")}
        <textarea name="reason" required minLength={3} maxLength={500} rows={2} />
      </label>
      <FormEnd
        problems={problems}
        error={save.error}
        done={save.isSuccess ? t("common.saved") : null}
        busy={save.isPending}
        submit={t("common.save")}
      />
    </>
  );
}
