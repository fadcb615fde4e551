import { decimalToMinor, minorToDecimal } from "@banca/contract/money";
import { PROOF_LIMITS } from "@banca/contract/proof-limits";
import { type FormEvent, useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { FormError } from "#app/components/form/form-parts.tsx";
import { LabelledInput } from "#app/components/form/labelled-input.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { type Currency, formatMoney } from "#app/lib/format-money.ts";
import { removeProof, uploadProof, useConfirmWithdrawal, type WithdrawalRecord } from "./api.ts";

/** A proof image picked here, with its id once uploaded (so a retry does not send it twice). */
type PickedProof = PickedImage & { proofId?: number };

import { ImagePicker, type PickedImage } from "#app/components/form/image-picker.tsx";

type Choice = "received" | "partially_received" | "not_received";

/**
 * The withdrawal confirmation (spec part 2 §4): all received; partially received, with what arrived
 * and what is still missing; not received, with image proof. Unanswered, it counts as received
 * when the time shown runs out.
 */
export function ConfirmDialog({
  record,
  currency,
  onClose,
}: {
  record: WithdrawalRecord;
  currency: Currency;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirmWithdrawal();
  const disputed = record.status === "disputed";
  const [choice, setChoice] = useState<Choice>("received");
  const [received, setReceived] = useState("");
  const [proofs, setProofs] = useState<PickedProof[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const money = (value: number) => formatMoney(value, currency, i18n.language);
  const payoutMinor = decimalToMinor(record.payout.toFixed(currency.decimals), currency.decimals) ?? 0n;
  const receivedMinor = decimalToMinor(received, currency.decimals);
  const remaining =
    receivedMinor !== null && receivedMinor < payoutMinor
      ? minorToDecimal(payoutMinor - receivedMinor, currency.decimals)
      : null;

  const send = async (status: Choice | "all_received") => {
    setError(null);
    if (
      status === "partially_received" &&
      (receivedMinor === null || receivedMinor === 0n || receivedMinor >= payoutMinor)
    ) {
      return setError(t("withdraw.confirm.receivedInvalid", { payout: money(record.payout) }));
    }
    if (status === "not_received" && proofs.length === 0)
      return setError(t("errors.withdrawal.proof.required"));
    setBusy(true);
    try {
      const next = [...proofs];
      if (status !== "received" && status !== "all_received") {
        for (const [index, proof] of next.entries()) {
          if (proof.proofId) continue;
          const { proofId } = await uploadProof(record.id, proof.file);
          next[index] = { ...proof, proofId };
          setProofs([...next]);
        }
      }
      await confirm.mutateAsync({
        withdrawalId: record.id,
        status,
        ...(status === "partially_received" ? { receivedAmount: received.trim() } : {}),
      });
      onClose();
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(choice);
  };

  return (
    <Modal
      title={t("withdraw.confirm.title")}
      onClose={onClose}
      width={520}
      className="withdraw-confirm-modal"
    >
      <div className="withdraw-confirm" data-testid="withdraw-confirm">
        <dl className="withdraw-confirm__facts">
          <div>
            <dt>{t("withdraw.records.orderNo")}</dt>
            <dd>{record.orderNo}</dd>
          </div>
          <div>
            <dt>{t("withdraw.form.payout")}</dt>
            <dd>{money(record.payout)}</dd>
          </div>
          <div>
            <dt>{t("withdraw.records.to")}</dt>
            <dd>
              {record.card.providerName} {record.card.accountNumber}
            </dd>
          </div>
          {record.confirmDeadline ? (
            <div>
              <dt>{t("withdraw.confirm.deadline")}</dt>
              <dd>{formatDateTime(record.confirmDeadline)}</dd>
            </div>
          ) : null}
        </dl>
        {disputed ? (
          <>
            <p className="centre-note">{t("withdraw.confirm.disputedIntro")}</p>
            <FormError message={error} />
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void send("all_received")}
            >
              {t("withdraw.confirm.allReceived")}
            </button>
          </>
        ) : (
          <form className="form" onSubmit={submit} noValidate>
            <p className="centre-note">{t("withdraw.confirm.intro")}</p>
            <div
              className="withdraw-confirm__choices"
              role="radiogroup"
              aria-label={t("withdraw.confirm.title")}
            >
              {(["received", "partially_received", "not_received"] as const).map((option) => (
                <label
                  key={option}
                  className={`withdraw-chip${choice === option ? " withdraw-chip--on" : ""}`}
                >
                  <input
                    type="radio"
                    name="confirmation"
                    value={option}
                    checked={choice === option}
                    onChange={() => {
                      setChoice(option);
                      setError(null);
                    }}
                  />
                  {t(`withdraw.confirm.choices.${option}`)}
                </label>
              ))}
            </div>
            {choice === "partially_received" ? (
              <>
                <LabelledInput
                  name="receivedAmount"
                  label={t("withdraw.confirm.receivedAmount")}
                  inputMode="decimal"
                  autoComplete="off"
                  value={received}
                  onValue={(value) => {
                    setReceived(value);
                    setError(null);
                  }}
                />
                <dl className="centre-facts withdraw-form__sums" data-testid="withdraw-remaining">
                  <div>
                    <dt>{t("withdraw.confirm.received")}</dt>
                    <dd>
                      {receivedMinor !== null
                        ? `${currency.symbol} ${minorToDecimal(receivedMinor, currency.decimals)}`
                        : "—"}
                    </dd>
                  </div>
                  <div>
                    <dt>{t("withdraw.confirm.remaining")}</dt>
                    <dd>{remaining !== null ? `${currency.symbol} ${remaining}` : "—"}</dd>
                  </div>
                </dl>
              </>
            ) : null}
            {choice !== "received" ? (
              <ImagePicker
                images={proofs}
                maxCount={PROOF_LIMITS.maxCount}
                maxBytes={PROOF_LIMITS.maxBytes}
                inputName="proof"
                labels={{
                  add: t("withdraw.confirm.addImage"),
                  remove: t("withdraw.confirm.removeImage"),
                  rules: t("withdraw.confirm.imageRules"),
                }}
                onAdd={(added) => setProofs((current) => [...current, ...added])}
                onRemove={(proof) => {
                  setProofs((current) => current.filter((candidate) => candidate.key !== proof.key));
                  if (proof.proofId) void removeProof(proof.proofId).catch(() => undefined);
                }}
              />
            ) : null}
            <FormError message={error} />
            <button type="submit" className="button button--primary" disabled={busy}>
              {t("withdraw.confirm.submit")}
            </button>
          </form>
        )}
      </div>
    </Modal>
  );
}
