import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { autoTransferQuery, useSetAutoTransfer } from "./api.ts";
import "#app/styles/wallet.css";

/**
 * The member's automatic-transfer setting as a switch: on, launching a game moves the money to the
 * wallet that game plays from, and launching another brings it back (decision 040).
 */
export function AutoTransferSwitch() {
  const { t } = useTranslation();
  const setting = useQuery(autoTransferQuery());
  const change = useSetAutoTransfer();
  const [problem, setProblem] = useState<string | null>(null);
  const on = change.isPending ? change.variables : setting.data?.autoTransfer;

  return (
    <div className="auto-transfer" data-testid="auto-transfer">
      <label className="auto-transfer__switch">
        <input
          type="checkbox"
          role="switch"
          name="autoTransfer"
          checked={on ?? false}
          aria-checked={on ?? false}
          disabled={setting.isPending || change.isPending}
          aria-describedby="auto-transfer-hint"
          onChange={(event) => {
            setProblem(null);
            change.mutate(event.target.checked, { onError: (error) => setProblem(errorText(t, error)) });
          }}
        />
        <span className="auto-transfer__track" aria-hidden="true" />
        <span className="auto-transfer__label">{t("transferFund.auto.label")}</span>
      </label>
      <p id="auto-transfer-hint" className="auto-transfer__hint">
        {on === false ? t("transferFund.auto.offHint") : t("transferFund.auto.onHint")}
      </p>
      {problem ? (
        <p className="form__error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
