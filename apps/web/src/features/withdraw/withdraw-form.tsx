import { decimalToMinor } from "@banca/contract/money";
import { type FormEvent, useState } from "react";
import { errorText, fieldOfFailure } from "#app/components/form/error-text.ts";
import { FormError } from "#app/components/form/form-parts.tsx";
import { LabelledInput } from "#app/components/form/labelled-input.tsx";
import { SmsCodeField, untilAfterMinutes } from "#app/components/form/sms-code-field.tsx";
import { openMemberCentre } from "#app/features/member-centre/open.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { type Currency, formatMoney } from "#app/lib/format-money.ts";
import { type BankCard, sendWithdrawCode, useWithdraw, type WithdrawSettings } from "./api.ts";
import { feeBreakdown } from "./money.ts";
import { PasswordInput } from "./password-input.tsx";
import { RemoveCardDialog } from "./remove-card-dialog.tsx";

type Errors = Partial<Record<"amount" | "password" | "verificationCode" | "bankCardId" | "form", string>>;

const FIELD_OF_CODE: Record<string, keyof Errors> = {
  "invalid.payment.pw": "password",
  "payment.password.locked": "password",
  "withdrawal.amount.min": "amount",
  "withdrawal.amount.max": "amount",
  "insufficient.balance": "amount",
  // Judged by the server only: turnover bet in a game window meanwhile may have released the bonus.
  "bonus.wagering.unmet": "amount",
  "bank.card.not.found": "bankCardId",
  "missing-verification-code": "verificationCode",
  "invalid-verification-code": "verificationCode",
  "code-expired": "verificationCode",
};

/**
 * The amount (with the fee it costs), the account it goes to (each removable), the payment password,
 * and the SMS code where the merchant asks for one.
 */
export function WithdrawForm({
  settings,
  cards,
  currency,
  onNeedPassword,
}: {
  settings: WithdrawSettings;
  cards: BankCard[];
  currency: Currency;
  onNeedPassword(): void;
}) {
  const { t, i18n } = useTranslation();
  const withdraw = useWithdraw();
  const [bankCardId, setBankCardId] = useState<number | null>(cards[0]?.id ?? null);
  const [amount, setAmount] = useState("");
  const [password, setPassword] = useState("");
  const [verificationCode, setVerificationCode] = useState("");
  const [removing, setRemoving] = useState<BankCard | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const money = (value: number) => formatMoney(value, currency, i18n.language);
  const breakdown = feeBreakdown(amount, settings.feePercent, currency.decimals);
  const selected = cards.find((card) => card.id === bankCardId) ?? cards[0];
  const needsCode = settings.smsVerification;
  const noMobile = needsCode && !settings.verifiedMobile;

  const edited = () => {
    setErrors({});
    setSent(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const minor = decimalToMinor(amount, currency.decimals);
    if (!amount.trim()) found.amount = t("withdraw.form.amountRequired");
    else if (minor === null || minor === 0n) found.amount = t("withdraw.form.amountFormat");
    else if (Number(amount) < settings.minAmount)
      found.amount = t("errors.withdrawal.amount.min", { min: money(settings.minAmount) });
    else if (Number(amount) > settings.maxAmount)
      found.amount = t("errors.withdrawal.amount.max", { max: money(settings.maxAmount) });
    if (settings.passwordRequired && !password) found.password = t("errors.validation.withdrawPassword");
    if (needsCode && !/^\d{6}$/.test(verificationCode.trim()))
      found.verificationCode = t("errors.validation.verificationCode");
    setErrors(found);
    if (Object.keys(found).length > 0 || !selected) return;
    try {
      const { record } = await withdraw.mutateAsync({
        amount: amount.trim(),
        bankCardId: selected.id,
        requestId,
        ...(settings.passwordRequired ? { password } : {}),
        ...(needsCode ? { verificationCode: verificationCode.trim() } : {}),
      });
      setSent(t("withdraw.form.sent", { orderNo: record.orderNo, amount: money(record.amount) }));
      setAmount("");
      setPassword("");
      setVerificationCode("");
      setRequestId(crypto.randomUUID());
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === "not.exists.payment.password") onNeedPassword();
      const code = error instanceof ApiError ? error.errorCode : "";
      const field = FIELD_OF_CODE[code] ?? (fieldOfFailure(error) === "amount" ? "amount" : "form");
      const text =
        code === "withdrawal.amount.min"
          ? t("errors.withdrawal.amount.min", { min: money(settings.minAmount) })
          : code === "withdrawal.amount.max"
            ? t("errors.withdrawal.amount.max", { max: money(settings.maxAmount) })
            : field === "amount" && code === "request_param_err"
              ? t("withdraw.form.amountFormat")
              : errorText(t, error);
      setErrors({ [field]: text });
      // A refused request moved nothing: the next try is a new request.
      setRequestId(crypto.randomUUID());
    }
  };

  return (
    <form
      className="form withdraw-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="withdraw-form"
    >
      <fieldset className="centre-choices withdraw-form__cards">
        <legend>{t("withdraw.form.to")}</legend>
        {cards.map((card) => (
          <div key={card.id} className="withdraw-card-item">
            <label
              className={`withdraw-card withdraw-card--pick${card.id === selected?.id ? " withdraw-card--on" : ""}`}
            >
              <input
                type="radio"
                name="bankCardId"
                value={card.id}
                checked={card.id === selected?.id}
                onChange={() => {
                  setBankCardId(card.id);
                  edited();
                }}
              />
              <span className="withdraw-card__provider">{card.providerName}</span>
              <span className="withdraw-card__number">{card.accountNumber}</span>
              {card.holderName ? <span className="withdraw-card__holder">{card.holderName}</span> : null}
            </label>
            <button
              type="button"
              className="withdraw-card__remove"
              data-testid="remove-card"
              aria-label={t("withdraw.remove.label", {
                account: `${card.providerName} ${card.accountNumber}`,
              })}
              onClick={() => setRemoving(card)}
            >
              {t("withdraw.remove.action")}
            </button>
          </div>
        ))}
        {errors.bankCardId ? <span className="form__error">{errors.bankCardId}</span> : null}
      </fieldset>
      <LabelledInput
        name="amount"
        label={t("withdraw.form.amount")}
        value={amount}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t("withdraw.form.amountRange", {
          min: money(settings.minAmount),
          max: money(settings.maxAmount),
        })}
        error={errors.amount}
        onValue={(value) => {
          setAmount(value);
          edited();
        }}
      />
      <dl className="centre-facts withdraw-form__sums" data-testid="withdraw-fee">
        <div>
          <dt>{t("withdraw.form.fee", { percent: settings.feePercent })}</dt>
          <dd>{breakdown ? `${currency.symbol} ${breakdown.fee}` : "—"}</dd>
        </div>
        <div>
          <dt>{t("withdraw.form.payout")}</dt>
          <dd>{breakdown ? `${currency.symbol} ${breakdown.payout}` : "—"}</dd>
        </div>
      </dl>
      {settings.passwordRequired ? (
        <PasswordInput
          name="password"
          label={t("withdraw.form.password")}
          value={password}
          error={errors.password}
          numeric
          onValue={(value) => {
            setPassword(value);
            edited();
          }}
        />
      ) : null}
      {noMobile ? (
        <div className="withdraw__notice" data-testid="withdraw-needs-mobile">
          <span>{t("withdraw.sms.needsMobile")}</span>
          <button
            type="button"
            className="button button--primary"
            onClick={() => openMemberCentre("securityCenter")}
          >
            {t("withdraw.sms.bindMobile")}
          </button>
        </div>
      ) : needsCode ? (
        <div className="withdraw-form__code">
          <SmsCodeField
            value={verificationCode}
            placeholder={t("withdraw.sms.placeholder")}
            {...(errors.verificationCode ? { error: errors.verificationCode } : {})}
            required
            validateMobile={() => true}
            send={async () => untilAfterMinutes((await sendWithdrawCode()).expiredMinutes)}
            onValue={(value) => {
              setVerificationCode(value);
              edited();
            }}
          />
          <p className="centre-note">{t("withdraw.sms.goesTo", { mobile: settings.verifiedMobile })}</p>
        </div>
      ) : null}
      <FormError message={errors.form} />
      {sent ? (
        <p className="form-success" role="status">
          {sent}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={withdraw.isPending || !settings.openNow || noMobile}
      >
        {t("withdraw.form.submit")}
      </button>
      {removing ? (
        <RemoveCardDialog
          card={removing}
          passwordRequired={settings.passwordRequired}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </form>
  );
}
