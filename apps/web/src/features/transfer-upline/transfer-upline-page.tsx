import { decimalToMinor, minorToDecimal } from "@banca/contract/money";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { NOT_EMPTY, useValidator } from "#app/components/form/field-rules.ts";
import { FormAlert, SubmitButton } from "#app/components/form/form-parts.tsx";
import { PasswordField, TextField } from "#app/components/form/text-field.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { walletBalanceQuery } from "#app/features/wallet/api.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";
import { useSiteStatus } from "#app/lib/site-status.ts";
import { transferToUpline, uplineTransfersQuery } from "./api.ts";
import { TransferRecords } from "./transfer-records.tsx";

const PASSWORD_CODES = new Set([
  "invalid.payment.pw",
  "not.exists.payment.password",
  "payment.password.locked",
]);

// A bonus still being wagered stays with the member: the server says how much can move.
const AMOUNT_CODES = new Set(["insufficient.balance", "bonus.wagering.unmet"]);

/**
 * Transfer to upline (AGETRANSFERUP3): from the main wallet to the upline's, any amount above zero
 * up to the balance, confirmed by the payment password; the past transfers below.
 */
export default function TransferUplinePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { currency } = useSiteStatus().info.site;
  const balance = useQuery(walletBalanceQuery());
  const upline = useQuery(uplineTransfersQuery(1));
  const validate = useValidator();
  const form = useForm({ amount: "", password: "" });
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  // One id per intended transfer: a retry after a lost answer moves the money once.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  const available = balance.data
    ? (decimalToMinor(String(balance.data.sumBalance), currency.decimals) ?? 0n)
    : 0n;
  const shown = (minor: bigint) => `${currency.symbol}${minorToDecimal(minor, currency.decimals)}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setDone(null);
    const found = validate(form.values, { amount: NOT_EMPTY, password: NOT_EMPTY });
    const amount = decimalToMinor(form.values.amount, currency.decimals);
    if (!found.amount && (amount === null || amount <= 0n)) found.amount = t("transferUpline.amountInvalid");
    else if (!found.amount && amount !== null && amount > available)
      found.amount = t("transferUpline.amountTooHigh");
    if (!form.check(found)) return;
    setPending(true);
    try {
      const result = await transferToUpline({
        amount: form.values.amount.trim(),
        password: form.values.password,
        requestId,
      });
      setRequestId(crypto.randomUUID());
      form.reset();
      setDone(
        t("transferUpline.done", {
          amount: shown(decimalToMinor(String(result.amount), currency.decimals) ?? 0n),
          upline: result.upline,
        }),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.walletBalance() }),
        queryClient.invalidateQueries({ queryKey: ["member", "uplineTransfers"] }),
      ]);
    } catch (error) {
      if (error instanceof ApiError && PASSWORD_CODES.has(error.errorCode)) {
        form.setErrors({ password: errorText(t, error) });
      } else if (error instanceof ApiError && AMOUNT_CODES.has(error.errorCode)) {
        form.setErrors({ amount: errorText(t, error) });
      } else if (error instanceof ApiError) {
        form.setFormError(errorText(t, error));
      } else form.fail(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="upline-page" data-testid="transfer-upline">
      <h3 className="security-page__title">{t("transferUpline.title")}</h3>
      <dl className="upline-summary">
        <div>
          <dt>{t("transferUpline.upline")}</dt>
          <dd data-testid="upline-account">{upline.data?.upline ?? "…"}</dd>
        </div>
        <div>
          <dt>{t("transferUpline.balance")}</dt>
          <dd data-testid="upline-balance">{balance.data ? shown(available) : "…"}</dd>
        </div>
      </dl>
      <form
        ref={form.formRef}
        className="auth-form upline-form"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <TextField
          {...form.field("amount")}
          label={t("transferUpline.amount")}
          placeholder={t("transferUpline.amountPlaceholder", { max: shown(available) })}
          inputMode="decimal"
          autoComplete="off"
          maxLength={18}
          addon={
            <button
              type="button"
              className="auth-field__action"
              onClick={() => form.setValue("amount", minorToDecimal(available, currency.decimals))}
            >
              {t("transferUpline.all")}
            </button>
          }
        />
        <PasswordField
          {...form.field("password")}
          label={t("transferUpline.paymentPassword")}
          placeholder={`${t("transferUpline.paymentPasswordPlaceholder")} *`}
          autoComplete="off"
          inputMode="numeric"
          maxLength={128}
        />
        <FormAlert message={form.formError} />
        {done ? (
          <p className="profile-saved" role="status" data-testid="upline-done">
            {done}
          </p>
        ) : null}
        <SubmitButton pending={pending}>{t("transferUpline.submit")}</SubmitButton>
      </form>
      <TransferRecords symbol={currency.symbol} decimals={currency.decimals} />
    </div>
  );
}
