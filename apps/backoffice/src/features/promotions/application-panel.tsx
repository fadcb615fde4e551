import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId } from "react";
import { DetailPanel, Facts } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { ReasonForm } from "#bo/app/reason-form.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { formatTime, staffName } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { applicationQuery, approveApplication, rejectApplication } from "./api.ts";

/** One application with the images the member sent; award a bonus (granted once) or reject with a reason. */
export function ApplicationPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayWrite = useCan("promotions.write");
  const amountId = useId();
  const detail = useQuery(applicationQuery(merchant, id));
  const approve = useAction(approveApplication, ["promotions"]);
  const reject = useAction(rejectApplication, ["promotions"]);
  const open = detail.data;

  function award(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    approve.mutate({ id, amount: String(new FormData(event.currentTarget).get("amount") ?? "").trim() });
  }

  return (
    <DetailPanel title={`${t("applications.one")} #${id}`} onClose={onClose}>
      <ErrorText error={detail.error} />
      {open ? (
        <>
          <Facts
            items={[
              [t("applications.promotion"), open.promotionTitle],
              [t("common.member"), open.username],
              [t("common.status"), t(`applications.status.${open.status}` as MessageKey)],
              [t("applications.comment"), open.comment],
              [t("applications.bonus"), open.bonusAmount],
              [t("applications.rejectReason"), open.rejectReason],
              [t("common.created"), formatTime(open.appliedAt, locale)],
              [t("common.decidedBy"), open.decidedBy && staffName(open.decidedBy)],
              [t("common.decidedAt"), formatTime(open.decidedAt, locale)],
            ]}
          />
          {open.images.length > 0 ? (
            <div className="proofs">
              {open.images.map((image, index) => (
                <a key={image.id} href={image.dataUrl} target="_blank" rel="noreferrer">
                  <img src={image.dataUrl} alt={t("applications.imageAlt", { n: index + 1 })} />
                </a>
              ))}
            </div>
          ) : null}
          <ErrorText error={approve.error ?? reject.error} />
          {mayWrite && open.status === "applying" ? (
            <div className="stack">
              <form className="stack" onSubmit={award}>
                <label htmlFor={amountId}>{t("applications.amount")}</label>
                <input
                  id={amountId}
                  name="amount"
                  required
                  inputMode="decimal"
                  pattern="\d{1,12}(\.\d{1,8})?"
                />
                <button type="submit" className="primary" disabled={approve.isPending}>
                  {t("applications.approve")}
                </button>
              </form>
              <ReasonForm
                label={t("applications.rejectReason")}
                submit={t("common.reject")}
                busy={reject.isPending}
                onSubmit={(reason) => reject.mutate({ id, reason })}
              />
            </div>
          ) : null}
        </>
      ) : (
        <p role="status">{t("common.loading")}</p>
      )}
    </DetailPanel>
  );
}
