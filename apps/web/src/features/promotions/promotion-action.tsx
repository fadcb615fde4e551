import { useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { FormError } from "#app/components/form/form-parts.tsx";
import { openMemberCentre } from "#app/features/member-centre/open.ts";
import { requireRealAccount } from "#app/features/session/guards.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { formatDateTime, formatDay } from "#app/lib/format-date.ts";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { type PromotionDetail, useClaimPromotion } from "./api.ts";
import { JoinForm } from "./join-form.tsx";
import { Notice } from "./promo-notice.tsx";
import { RaffleAction } from "./raffle-action.tsx";

function ClaimButton({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation();
  const claim = useClaimPromotion();
  const money = useFormatMoney();
  // A refused claim names the condition the member lacks; it reads as the page's notes do.
  const refusalText = (error: unknown) => {
    const note = error instanceof ApiError ? (error.value as { note?: string } | null)?.note : undefined;
    return note
      ? t(`promotions.notes.${note}`, { min: money(promotion.rules.minDeposit ?? 0) })
      : errorText(t, error);
  };
  return (
    <>
      <button
        type="button"
        className="button button--primary promo-action__main"
        disabled={claim.isPending}
        onClick={() => {
          // A visitor gets the login popup, a trial account the register-a-real-account warning.
          if (requireRealAccount()) claim.mutate(promotion.id);
        }}
      >
        {claim.isPending ? <span className="auth-spinner" aria-hidden="true" /> : null}
        {t("promotions.actions.claim")}
      </button>
      <FormError message={claim.isError ? refusalText(claim.error) : null} />
    </>
  );
}

function JoinAction({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (open) return <JoinForm promotionId={promotion.id} onCancel={() => setOpen(false)} />;
  return (
    <button
      type="button"
      className="button button--primary promo-action__main"
      onClick={() => {
        if (requireRealAccount()) setOpen(true);
      }}
    >
      {t("promotions.actions.join")}
    </button>
  );
}

/** What the viewer can do with the promotion now, or where they stand with it (spec part 2 §4). */
export function PromotionAction({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { application, claim } = promotion;
  const content = (() => {
    if (promotion.mode === "raffle" && promotion.raffle) {
      return <RaffleAction promotion={promotion} raffle={promotion.raffle} />;
    }
    switch (promotion.status) {
      case "coming_soon":
        return (
          <Notice tone="muted">
            {t("promotions.notices.comingSoon", { date: formatDay(promotion.startTime) })}
          </Notice>
        );
      case "close":
        return (
          <Notice tone="muted">
            {promotion.note
              ? t(`promotions.notes.${promotion.note}`)
              : t("promotions.notices.closed", { date: formatDay(promotion.endTime - 1) })}
          </Notice>
        );
      case "process":
        if (promotion.mode === "info") return <Notice tone="info">{t("promotions.notices.info")}</Notice>;
        // A condition the member can still meet: the note says which, the button leads to it.
        return promotion.note === "mobile_required" ? (
          <>
            <Notice tone="info">{t("promotions.notes.mobile_required")}</Notice>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => openMemberCentre("securityCenter")}
            >
              {t("promotions.actions.verifyMobile")}
            </button>
          </>
        ) : (
          <>
            <Notice tone="info">
              {promotion.note === "first_deposit_required"
                ? t("promotions.notes.first_deposit_required")
                : t("promotions.notes.deposit_required", { min: money(promotion.rules.minDeposit ?? 0) })}
            </Notice>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => openMemberCentre("depositv2")}
            >
              {t("promotions.actions.deposit")}
            </button>
          </>
        );
      case "claim":
        return <ClaimButton promotion={promotion} />;
      case "claimed":
        return (
          <Notice tone="success">
            {t("promotions.notices.claimed", {
              amount: money(claim?.amount ?? 0),
              date: claim ? formatDateTime(claim.claimedAt) : "",
            })}
          </Notice>
        );
      case "applying":
        return (
          <Notice tone="info">
            <p>
              {t("promotions.notices.applying", {
                date: application ? formatDateTime(application.appliedAt) : "",
              })}
            </p>
            {application?.comment ? <p className="promo-notice__quote">“{application.comment}”</p> : null}
          </Notice>
        );
      case "issued":
        return (
          <Notice tone="success">
            {t("promotions.notices.issued", { amount: money(application?.bonusAmount ?? 0) })}
          </Notice>
        );
      case "rejected":
        return (
          <>
            <Notice tone="danger">
              <p>{t("promotions.notices.rejected")}</p>
              {application?.rejectReason ? (
                <p className="promo-notice__quote">
                  {t("promotions.notices.reason", { reason: application.rejectReason })}
                </p>
              ) : null}
            </Notice>
            <JoinAction promotion={promotion} />
          </>
        );
      case "join":
        return <JoinAction promotion={promotion} />;
      case "joined":
        return null;
    }
  })();
  return (
    <div className="promo-action" data-testid="promo-action" data-status={promotion.status}>
      {content}
    </div>
  );
}
