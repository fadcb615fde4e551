import { type FormEvent, useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { FormError } from "#app/components/form/form-parts.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { type BankCard, useRemoveBankCard } from "./api.ts";
import { PasswordInput } from "./password-input.tsx";

const PASSWORD_CODES = new Set(["invalid.payment.pw", "payment.password.locked"]);

/**
 * Asks before a bound account is removed, with the payment password when withdrawals need it:
 * removing a destination is as sensitive as sending money to one.
 */
export function RemoveCardDialog({
  card,
  passwordRequired,
  onClose,
}: {
  card: BankCard;
  passwordRequired: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveBankCard();
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ password?: string; form?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (remove.isPending) return;
    if (passwordRequired && !password) {
      setErrors({ password: t("errors.validation.withdrawPassword") });
      return;
    }
    try {
      await remove.mutateAsync({ bankCardId: card.id, ...(passwordRequired ? { password } : {}) });
      onClose();
    } catch (error) {
      const onPassword = error instanceof ApiError && PASSWORD_CODES.has(error.errorCode);
      setErrors({ [onPassword ? "password" : "form"]: errorText(t, error) });
    }
  };

  return (
    <Modal title={t("withdraw.remove.title")} onClose={onClose} width={420}>
      <form
        className="form withdraw-remove"
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="remove-card-form"
      >
        <p>{t("withdraw.remove.intro")}</p>
        <div className="withdraw-card withdraw-card--static">
          <span className="withdraw-card__provider">{card.providerName}</span>
          <span className="withdraw-card__number">{card.accountNumber}</span>
          {card.holderName ? <span className="withdraw-card__holder">{card.holderName}</span> : null}
        </div>
        <p className="centre-note">{t("withdraw.remove.history")}</p>
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
        <FormError message={errors.form} />
        <div className="withdraw-remove__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t("withdraw.cancel")}
          </button>
          <button type="submit" className="button withdraw-remove__confirm" disabled={remove.isPending}>
            {t("withdraw.remove.submit")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
