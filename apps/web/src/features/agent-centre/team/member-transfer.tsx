import { decimalToMinor, minorToDecimal } from "@banca/contract/money";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { NOT_EMPTY, useValidator } from "#app/components/form/field-rules.ts";
import { FormAlert, SubmitButton } from "#app/components/form/form-parts.tsx";
import { PasswordField, TextField } from "#app/components/form/text-field.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";
import { useSiteStatus } from "#app/lib/site-status.ts";
import { agentKeys } from "../api/keys.ts";
import { DOWNLINE_TURNOVER_MAX, downlineTransfersQuery, transferToDownline } from "../api/transfer.ts";
import { useAgentFormats } from "../common/formats.ts";

const PASSWORD_CODES = new Set([
  "invalid.payment.pw",
  "not.exists.payment.password",
  "payment.password.locked",
]);
const AMOUNT_CODES = new Set(["insufficient.balance", "bonus.wagering.unmet"]);

/** Reads the turnover multiple: 0 to 50 with at most two decimals; empty means none. */
export function readMultiplier(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= DOWNLINE_TURNOVER_MAX ? value : null;
}

/**
 * Transfer to downline: from the agent's main wallet to this member, confirmed by the payment
 * password (an encrypted call), with an optional turnover requirement; the last transfers below.
 */
export function MemberTransfer({ username }: { username: string }) {
  const { t } = useTranslation();
  const f = useAgentFormats();
  const queryClient = useQueryClient();
  const { currency } = useSiteStatus().info.site;
  const records = useQuery(downlineTransfersQuery({ username, pageNo: 1, pageSize: 5 }));
  const validate = useValidator();
  const form = useForm({ amount: "", turnover: "", password: "" });
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  // One id per intended transfer: a retry after a lost answer moves the money once.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  const withdrawable = records.data
    ? (decimalToMinor(String(records.data.withdrawable), currency.decimals) ?? 0n)
    : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setDone(null);
    const found = validate(form.values, { amount: NOT_EMPTY, password: NOT_EMPTY });
    const amount = decimalToMinor(form.values.amount.trim(), currency.decimals);
    const multiplier = readMultiplier(form.values.turnover);
    if (!found.amount && (amount === null || amount <= 0n)) found.amount = t("agent.transfer.amountInvalid");
    else if (!found.amount && amount !== null && withdrawable !== null && amount > withdrawable)
      found.amount = t("agent.transfer.amountTooHigh");
    if (multiplier === null)
      found.turnover = t("agent.transfer.turnoverInvalid", { max: DOWNLINE_TURNOVER_MAX });
    if (!form.check(found) || multiplier === null) return;
    setPending(true);
    try {
      const result = await transferToDownline({
        username,
        amount: form.values.amount.trim(),
        password: form.values.password,
        turnoverMultiplier: multiplier,
        requestId,
      });
      setRequestId(crypto.randomUUID());
      form.reset();
      setDone(t("agent.transfer.done", { amount: f.money(result.amount), username: result.username }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.walletBalance() }),
        queryClient.invalidateQueries({ queryKey: agentKeys.all() }),
      ]);
    } catch (error) {
      if (error instanceof ApiError && PASSWORD_CODES.has(error.errorCode))
        form.setErrors({ password: errorText(t, error) });
      else if (error instanceof ApiError && AMOUNT_CODES.has(error.errorCode))
        form.setErrors({ amount: errorText(t, error) });
      else if (error instanceof ApiError) form.setFormError(errorText(t, error));
      else form.fail(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="agent-transfer" data-testid="agent-transfer">
      <dl className="centre-facts agent-facts">
        <div>
          <dt>{t("agent.transfer.to")}</dt>
          <dd>{username}</dd>
        </div>
        <div>
          <dt>{t("agent.transfer.available")}</dt>
          <dd data-testid="agent-transfer-available">
            {withdrawable !== null ? f.money(Number(minorToDecimal(withdrawable, currency.decimals))) : "…"}
          </dd>
        </div>
      </dl>
      <form
        ref={form.formRef}
        className="auth-form agent-form"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <TextField
          {...form.field("amount")}
          label={t("agent.transfer.amount")}
          placeholder={`${t("agent.transfer.amountPlaceholder")} *`}
          inputMode="decimal"
          autoComplete="off"
          maxLength={18}
          addon={
            withdrawable !== null ? (
              <button
                type="button"
                className="auth-field__action"
                onClick={() => form.setValue("amount", minorToDecimal(withdrawable, currency.decimals))}
              >
                {t("agent.transfer.all")}
              </button>
            ) : undefined
          }
        />
        <TextField
          {...form.field("turnover")}
          label={t("agent.transfer.turnover")}
          placeholder="0"
          inputMode="decimal"
          autoComplete="off"
          maxLength={5}
          hint={t("agent.transfer.turnoverHint", { max: DOWNLINE_TURNOVER_MAX })}
        />
        <PasswordField
          {...form.field("password")}
          label={t("agent.transfer.paymentPassword")}
          placeholder={`${t("agent.transfer.paymentPasswordPlaceholder")} *`}
          autoComplete="off"
          inputMode="numeric"
          maxLength={128}
        />
        <FormAlert message={form.formError} />
        {done ? (
          <p className="profile-saved" role="status" data-testid="agent-transfer-done">
            {done}
          </p>
        ) : null}
        <SubmitButton pending={pending}>{t("agent.transfer.submit")}</SubmitButton>
      </form>
      {records.data && records.data.list.length > 0 ? (
        <section aria-labelledby="agent-transfer-records">
          <h4 id="agent-transfer-records" className="agent-page__subtitle">
            {t("agent.transfer.records")}
          </h4>
          <ul className="agent-transfer__records">
            {records.data.list.map((line) => (
              <li key={line.id}>
                <span>{f.time(line.createdAt)}</span>
                <strong>{f.money(line.amount)}</strong>
                {line.turnoverMultiplier > 0 ? (
                  <span className="agent-link__meta">
                    {t("agent.transfer.required", { amount: f.money(line.requiredTurnover) })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
