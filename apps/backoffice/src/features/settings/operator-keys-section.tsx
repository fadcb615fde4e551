import { StatusBadge } from "@banca/ui/status-badge";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { createOperatorKey, operatorKeysQuery, revokeOperatorKey } from "./api.ts";

/** The server's rule for an operator's name (modules/operators/service.ts). */
const OPERATOR_NAME = /^[a-z0-9][a-z0-9._-]{1,39}$/;

/**
 * API keys of the merchant's tools: make one (its key is shown this once), or revoke one (its next
 * call is refused). Every call a key makes is audited under `operator:<name>`.
 */
export function OperatorKeysSection() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const keys = useQuery(operatorKeysQuery(merchant));
  const create = useAction(createOperatorKey, ["settings"]);
  const revoke = useAction(revokeOperatorKey, ["settings"]);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "").trim();
    if (!OPERATOR_NAME.test(name)) {
      setProblem(t("operatorKeys.nameRule"));
      return;
    }
    setProblem(null);
    create.mutate(name);
  }

  return (
    <section className="card stack" aria-labelledby="operator-keys-title">
      <h2 id="operator-keys-title">{t("operatorKeys.title")}</h2>
      <p className="hint">{t("operatorKeys.hint")}</p>
      <ErrorText error={keys.error ?? revoke.error} />
      {keys.data && keys.data.list.length > 0 ? (
        <ul className="switches">
          {keys.data.list.map((key) => (
            <li key={key.name}>
              <span>
                <code>{key.name}</code> · {formatTime(key.createdAt, locale)}{" "}
                {key.disabledAt ? <StatusBadge tone="neutral" label={t("operatorKeys.revoked")} /> : null}
              </span>
              {key.disabledAt ? null : (
                <button
                  type="button"
                  className="danger"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(key.name)}
                >
                  {t("operatorKeys.revoke", { name: key.name })}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">{t("common.empty")}</p>
      )}
      <form className="stack" onSubmit={submit} noValidate>
        <label>
          {t("operatorKeys.name")}
          <input name="name" maxLength={40} autoComplete="off" spellCheck={false} />
          <span className="hint">{t("operatorKeys.nameRule")}</span>
        </label>
        {problem ? (
          <p className="error" role="alert">
            {problem}
          </p>
        ) : null}
        <ErrorText error={create.error} />
        {create.data ? (
          <div className="notice success" role="status">
            <p>{t("operatorKeys.made", { name: create.data.name })}</p>
            <code className="secret">{create.data.key}</code>
          </div>
        ) : null}
        <button type="submit" className="primary" disabled={create.isPending}>
          {t("operatorKeys.create")}
        </button>
      </form>
    </section>
  );
}
