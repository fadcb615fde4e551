import { StatusBadge } from "@banca/ui/status-badge";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { DetailPanel, Facts } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { ReasonForm } from "#bo/app/reason-form.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { statusTone } from "#bo/lib/status.ts";
import { decideWithdrawal, withdrawalQuery } from "./api.ts";

/** One withdrawal: the card, the member's wagering state, the proofs, and the next step it allows. */
export function WithdrawalDetailPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayDecide = useCan("withdrawals.write");
  const detail = useQuery(withdrawalQuery(merchant, id));
  const decide = useAction(decideWithdrawal, ["withdrawals"]);
  const [outcome, setOutcome] = useState<"completed" | "refunded">("completed");
  const row = detail.data?.withdrawal;

  function resolve(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get("note") ?? "").trim();
    decide.mutate({ action: "resolve", id, outcome, note });
  }

  return (
    <DetailPanel title={`${t("withdrawals.one")} ${row?.orderNo ?? ""}`} onClose={onClose}>
      <ErrorText error={detail.error} />
      {row && detail.data ? (
        <>
          <Facts
            items={[
              [t("common.member"), row.username],
              [t("common.amount"), `${row.amount} ${row.currency}`],
              [t("withdrawals.fee"), row.fee],
              [t("withdrawals.payout"), row.payout],
              [
                t("common.status"),
                <StatusBadge
                  key="s"
                  tone={statusTone(row.status)}
                  label={t(`status.${row.status}` as MessageKey)}
                />,
              ],
              [t("withdrawals.card"), `${row.card.providerName} ${row.card.accountNumber}`],
              [t("withdrawals.holder"), row.card.holderName],
              [
                t("withdrawals.confirmation"),
                row.confirmation ? t(`withdrawals.confirmation.${row.confirmation}` as MessageKey) : "",
              ],
              [t("withdrawals.received"), row.receivedAmount],
              [t("withdrawals.rejectReason"), row.rejectReason],
              [t("withdrawals.resolution"), row.resolutionNote],
              [t("common.created"), formatTime(row.requestedAt, locale)],
              [t("withdrawals.paidAt"), formatTime(row.paidAt, locale)],
              [t("withdrawals.wageringLeft"), detail.data.bonus.wageringLeft],
              [t("withdrawals.locked"), detail.data.bonus.locked],
            ]}
          />
          {detail.data.proofs.length > 0 ? (
            <section aria-label={t("withdrawals.proofs")}>
              <h3>{t("withdrawals.proofs")}</h3>
              <div className="proofs">
                {detail.data.proofs.map((proof) => (
                  <a key={proof.id} href={proof.dataUrl} target="_blank" rel="noreferrer">
                    <img
                      src={proof.dataUrl}
                      alt={t("withdrawals.proofAlt", { time: formatTime(proof.createdAt, locale) })}
                    />
                  </a>
                ))}
              </div>
            </section>
          ) : null}
          <ErrorText error={decide.error} />
          {mayDecide ? (
            <div className="stack">
              {row.status === "pending" ? (
                <button
                  type="button"
                  className="primary"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ action: "approve", id })}
                >
                  {t("withdrawals.approve")}
                </button>
              ) : null}
              {row.status === "approved" ? (
                <button
                  type="button"
                  className="primary"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ action: "pay", id })}
                >
                  {t("withdrawals.pay")}
                </button>
              ) : null}
              {row.status === "pending" || row.status === "approved" ? (
                <ReasonForm
                  label={t("withdrawals.rejectReason")}
                  submit={t("common.reject")}
                  busy={decide.isPending}
                  minLength={1}
                  onSubmit={(reason) => decide.mutate({ action: "reject", id, reason })}
                />
              ) : null}
              {row.status === "disputed" ? (
                <form className="stack" onSubmit={resolve}>
                  <fieldset className="choices">
                    <legend>{t("withdrawals.resolve")}</legend>
                    {(["completed", "refunded"] as const).map((value) => (
                      <label key={value}>
                        <input
                          type="radio"
                          name="outcome"
                          checked={outcome === value}
                          onChange={() => setOutcome(value)}
                        />
                        {t(`withdrawals.outcome.${value}`)}
                      </label>
                    ))}
                  </fieldset>
                  <label>
                    {t("withdrawals.note")}
                    <textarea name="note" required maxLength={500} rows={2} />
                  </label>
                  <button type="submit" className="primary" disabled={decide.isPending}>
                    {t("withdrawals.resolve")}
                  </button>
                </form>
              ) : null}
            </div>
          ) : null}
        </>
      ) : (
        <p role="status">{t("common.loading")}</p>
      )}
    </DetailPanel>
  );
}
