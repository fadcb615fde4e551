import { type FormEvent, useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { FormCard } from "#bo/app/form-parts.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { type MoneyRequest, requestMoney } from "./api.ts";

/**
 * A balance adjustment or a bonus grant. Above the merchant's threshold the server keeps it for a
 * second staff member's approval instead of moving money, and the form says so.
 */
export function MoneyForm({ username }: { username?: string }) {
  const { t } = useI18n();
  const mayAdjust = useCan("balance.adjust");
  const mayGrant = useCan("bonus.grant");
  const [kind, setKind] = useState<MoneyRequest["kind"]>(mayAdjust ? "adjust" : "grant");
  const send = useAction(requestMoney, ["approvals", "members"]);
  if (!mayAdjust && !mayGrant) return null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    send.mutate({
      kind,
      username: username ?? String(form.get("username") ?? "").trim(),
      amount: String(form.get("amount") ?? "").trim(),
      reason: String(form.get("reason") ?? "").trim(),
    });
  }

  const answer = send.data;
  return (
    <FormCard title={t("money.title")} onSubmit={submit}>
      <fieldset className="choices">
        <legend>{t("money.kind")}</legend>
        {mayAdjust ? (
          <label>
            <input type="radio" name="kind" checked={kind === "adjust"} onChange={() => setKind("adjust")} />
            {t("money.adjust")}
          </label>
        ) : null}
        {mayGrant ? (
          <label>
            <input type="radio" name="kind" checked={kind === "grant"} onChange={() => setKind("grant")} />
            {t("money.grant")}
          </label>
        ) : null}
      </fieldset>
      {username ? null : (
        <label>
          {t("common.member")}
          <input name="username" required maxLength={64} autoComplete="off" />
        </label>
      )}
      <label>
        {t("common.amount")}
        <input
          name="amount"
          required
          inputMode="decimal"
          pattern={kind === "adjust" ? "-?\\d{1,15}(\\.\\d+)?" : "\\d{1,15}(\\.\\d+)?"}
          title={kind === "adjust" ? t("money.amountSigned") : t("money.amountPositive")}
        />
      </label>
      <label>
        {t("money.reason")}
        <input name="reason" required minLength={3} maxLength={200} />
      </label>
      <ErrorText error={send.error} />
      {answer ? (
        <p role="status" className={answer.pending ? "notice warning" : "notice success"}>
          {answer.pending
            ? t("money.waiting", { id: answer.approvalId })
            : t("money.done", { balance: answer.balance })}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={send.isPending}>
        {t("money.submit")}
      </button>
    </FormCard>
  );
}
