import type { FieldIssue } from "@banca/contract/field-rules/validate";
import { type FormEvent, useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { issueText } from "#app/components/form/field-rules.ts";
import { FormError } from "#app/components/form/form-parts.tsx";
import { LabelledInput } from "#app/components/form/labelled-input.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { useBindBankCard, type WithdrawSettings } from "./api.ts";

type Errors = Partial<Record<"accountNumber" | "holderName" | "loginPassword" | "form", string>>;

// Refusals about the login password belong under its input.
const PASSWORD_CODES = new Set(["password.incorrect", "too.many.requests"]);

/**
 * Binds a bank card, e-wallet or crypto address with the fields of the merchant's template. The login
 * password proves the owner: from a session left open, a new destination would carry the balance
 * away. Accounts without one (social sign-in) are told they may have to sign in again instead.
 */
export function BindCardForm({
  templates,
  payeeName,
  loginPasswordSet,
  onDone,
  onCancel,
}: {
  templates: WithdrawSettings["templates"];
  payeeName: string;
  loginPasswordSet: boolean;
  onDone(): void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const bind = useBindBankCard();
  const [type, setType] = useState(templates[0]?.type ?? "bank");
  const template = templates.find((candidate) => candidate.type === type) ?? templates[0];
  const [providerCode, setProviderCode] = useState(template?.providers[0]?.code ?? "");
  const [accountNumber, setAccountNumber] = useState("");
  const [holderName, setHolderName] = useState("");
  const [loginPassword, setLoginPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  if (!template) return null;
  const provider =
    template.providers.find((candidate) => candidate.code === providerCode) ?? template.providers[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const account = accountNumber.trim();
    const cleaned = type === "crypto" ? account : account.replace(/[\s-]/g, "");
    if (!cleaned) found.accountNumber = t("withdraw.cards.accountRequired");
    else if (provider && !new RegExp(`^(?:${provider.accountPattern})$`, "u").test(cleaned))
      found.accountNumber = t(`withdraw.cards.accountInvalid.${type}`);
    if (template.holderName && !payeeName && !holderName.trim())
      found.holderName = t("withdraw.cards.holderRequired");
    if (loginPasswordSet && !loginPassword) found.loginPassword = t("withdraw.password.required");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await bind.mutateAsync({
        type,
        providerCode: provider?.code ?? "",
        accountNumber: account,
        ...(template.holderName && !payeeName ? { holderName: holderName.trim() } : {}),
        ...(loginPasswordSet ? { loginPassword } : {}),
      });
      onDone();
    } catch (error) {
      const fields =
        error instanceof ApiError
          ? (error.value as { fields?: Record<string, FieldIssue> } | null)?.fields
          : null;
      if (fields?.holderName) setErrors({ holderName: issueText(t, i18n.language, fields.holderName) });
      else if (fields?.accountNumber)
        setErrors({ accountNumber: t(`withdraw.cards.accountInvalid.${type}`) });
      else if (error instanceof ApiError && PASSWORD_CODES.has(error.errorCode))
        setErrors({ loginPassword: errorText(t, error) });
      else setErrors({ form: errorText(t, error) });
    }
  };

  return (
    <form
      className="form withdraw-bind"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="bind-card-form"
    >
      {templates.length > 1 ? (
        <div className="withdraw-bind__types" role="radiogroup" aria-label={t("withdraw.cards.type")}>
          {templates.map((candidate) => (
            <label
              key={candidate.type}
              className={`withdraw-chip${candidate.type === type ? " withdraw-chip--on" : ""}`}
            >
              <input
                type="radio"
                name="cardType"
                value={candidate.type}
                checked={candidate.type === type}
                onChange={() => {
                  setType(candidate.type);
                  setProviderCode(candidate.providers[0]?.code ?? "");
                  setErrors({});
                }}
              />
              {t(`withdraw.cards.types.${candidate.type}`)}
            </label>
          ))}
        </div>
      ) : null}
      <label className="form__field">
        {t(`withdraw.cards.provider.${type}`)}
        <select
          name="providerCode"
          value={provider?.code ?? ""}
          onChange={(event) => setProviderCode(event.target.value)}
        >
          {template.providers.map((candidate) => (
            <option key={candidate.code} value={candidate.code}>
              {candidate.name}
            </option>
          ))}
        </select>
      </label>
      <LabelledInput
        name="accountNumber"
        label={t(`withdraw.cards.account.${type}`)}
        value={accountNumber}
        autoComplete="off"
        inputMode={type === "crypto" ? "text" : "numeric"}
        maxLength={128}
        error={errors.accountNumber}
        onValue={(value) => {
          setAccountNumber(value);
          setErrors({});
        }}
      />
      {template.holderName ? (
        <LabelledInput
          name="holderName"
          label={t("withdraw.cards.holderName")}
          value={payeeName || holderName}
          readOnly={Boolean(payeeName)}
          autoComplete="name"
          maxLength={80}
          error={errors.holderName}
          hint={
            <span className="withdraw__hint">
              {payeeName ? t("withdraw.cards.holderFixed") : t("withdraw.cards.holderHint")}
            </span>
          }
          onValue={(value) => {
            setHolderName(value);
            setErrors({});
          }}
        />
      ) : null}
      {loginPasswordSet ? (
        <LabelledInput
          name="loginPassword"
          type="password"
          label={t("withdraw.cards.loginPassword")}
          value={loginPassword}
          autoComplete="current-password"
          maxLength={128}
          error={errors.loginPassword}
          hint={<span className="withdraw__hint">{t("withdraw.cards.loginPasswordHint")}</span>}
          onValue={(value) => {
            setLoginPassword(value);
            setErrors({});
          }}
        />
      ) : (
        <p className="centre-note" data-testid="sign-in-again-note">
          {t("security.signInAgainNote")}
        </p>
      )}
      <FormError message={errors.form} />
      <div className="withdraw__actions">
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t("withdraw.cancel")}
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={bind.isPending}>
          {t("withdraw.cards.bind")}
        </button>
      </div>
    </form>
  );
}
