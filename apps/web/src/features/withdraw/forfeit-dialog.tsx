import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { FormError } from "#app/components/form/form-parts.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { forfeitPreviewQuery, useForfeitBonus } from "./api.ts";
import { PasswordInput } from "./password-input.tsx";

const PASSWORD_CODES = new Set(["invalid.payment.pw", "payment.password.locked"]);

/**
 * Forfeiting the active bonus, said in figures before it is done: what goes back to the house, what
 * the balance becomes and what can then be withdrawn, confirmed by the payment password as a
 * withdrawal is. The figures are read fresh when it opens, so they are the ones the server applies.
 */
export function ForfeitDialog({
  passwordRequired,
  money,
  onDone,
  onClose,
}: {
  passwordRequired: boolean;
  money(value: number): string;
  onDone(withdrawable: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const preview = useQuery({ ...forfeitPreviewQuery(), refetchOnMount: "always" });
  const forfeit = useForfeitBonus();
  const [password, setPassword] = useState("");
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<{ password?: string; form?: string }>({});
  const plan = preview.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (forfeit.isPending || !plan) return;
    if (passwordRequired && !password) {
      setErrors({ password: t("errors.validation.withdrawPassword") });
      return;
    }
    try {
      const done = await forfeit.mutateAsync({ requestId, ...(passwordRequired ? { password } : {}) });
      onDone(done.withdrawable);
    } catch (error) {
      const onPassword = error instanceof ApiError && PASSWORD_CODES.has(error.errorCode);
      setErrors({ [onPassword ? "password" : "form"]: errorText(t, error) });
      // A refused forfeit moved nothing: the next try is a new request, measured afresh.
      setRequestId(crypto.randomUUID());
      void preview.refetch();
    }
  };

  const rows: [string, string, string][] = plan
    ? [
        ["bonus", t("withdraw.forfeit.bonus"), money(plan.bonusAmount)],
        [
          "play",
          plan.playResult < 0 ? t("withdraw.forfeit.lost") : t("withdraw.forfeit.won"),
          money(Math.abs(plan.playResult)),
        ],
        ["forfeited", t("withdraw.forfeit.forfeited"), money(plan.forfeited)],
        ["wagering", t("withdraw.forfeit.wagering"), money(plan.wageringLeft)],
        ["balance", t("withdraw.forfeit.balanceAfter"), money(plan.balanceAfter)],
        ["withdrawable", t("withdraw.forfeit.withdrawableAfter"), money(plan.withdrawableAfter)],
      ]
    : [];

  return (
    <Modal title={t("withdraw.forfeit.title")} onClose={onClose} width={460}>
      <form
        className="form withdraw-forfeit"
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="forfeit-form"
      >
        {preview.isPending ? <p className="centre-note">{t("withdraw.loading")}</p> : null}
        {preview.isError ? <FormError message={errorText(t, preview.error)} /> : null}
        {plan && !plan.active ? <p>{t("withdraw.forfeit.none")}</p> : null}
        {plan?.active ? (
          <>
            <p>{t("withdraw.forfeit.intro")}</p>
            <dl className="withdraw-forfeit__figures" data-testid="forfeit-figures">
              {rows.map(([key, label, value]) => (
                <div key={key} className={`withdraw-forfeit__row withdraw-forfeit__row--${key}`}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <p className="withdraw-forfeit__summary" data-testid="forfeit-summary">
              {plan.forfeited > 0
                ? t("withdraw.forfeit.summary", {
                    forfeited: money(plan.forfeited),
                    withdrawable: money(plan.withdrawableAfter),
                  })
                : t("withdraw.forfeit.nothingLeft", { withdrawable: money(plan.withdrawableAfter) })}
            </p>
            {plan.withdrawableAfter < plan.withdrawableNow ? (
              <p className="withdraw-forfeit__warning" data-testid="forfeit-less">
                {t("withdraw.forfeit.less", { now: money(plan.withdrawableNow) })}
              </p>
            ) : null}
            {plan.openPlay ? (
              <p className="withdraw-forfeit__warning" role="alert">
                {t("errors.bonus.forfeit.open.play")}
              </p>
            ) : null}
            {passwordRequired ? (
              <PasswordInput
                name="password"
                label={t("withdraw.form.password")}
                value={password}
                error={errors.password}
                numeric
                onValue={(value) => {
                  setPassword(value);
                  setErrors({});
                }}
              />
            ) : null}
          </>
        ) : null}
        <FormError message={errors.form} />
        <div className="withdraw-remove__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t("withdraw.cancel")}
          </button>
          {plan?.active ? (
            <button
              type="submit"
              className="button withdraw-remove__confirm"
              disabled={forfeit.isPending || plan.openPlay}
            >
              {t("withdraw.forfeit.submit")}
            </button>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}
