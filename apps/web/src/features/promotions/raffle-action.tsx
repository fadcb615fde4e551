import { errorText } from "#app/components/form/error-text.ts";
import { FormError } from "#app/components/form/form-parts.tsx";
import { requireRealAccount } from "#app/features/session/guards.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime, formatDay } from "#app/lib/format-date.ts";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { type PromotionDetail, type RaffleDetail, useClaimRaffle } from "./api.ts";
import { Notice } from "./promo-notice.tsx";

function ClaimButton({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation();
  const claim = useClaimRaffle();
  return (
    <>
      <button
        type="button"
        className="button button--primary promo-action__main"
        disabled={claim.isPending}
        onClick={() => {
          // A visitor gets the login popup, a trial account the register-a-real-account warning.
          if (requireRealAccount()) claim.mutate(promotionId);
        }}
      >
        {claim.isPending ? <span className="auth-spinner" aria-hidden="true" /> : null}
        {t("promotions.raffle.claimPrize")}
      </button>
      <FormError message={claim.isError ? errorText(t, claim.error) : null} />
    </>
  );
}

/** Where the viewer stands in a lucky draw: tickets to earn or held, a prize to claim or claimed. */
export function RaffleAction({ promotion, raffle }: { promotion: PromotionDetail; raffle: RaffleDetail }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const won = raffle.myPrizes.filter((prize) => prize.status === "won");
  const claimed = raffle.myPrizes.filter((prize) => prize.status === "claimed");
  const lapsed = raffle.myPrizes.filter((prize) => prize.status === "lapsed");
  const total = (prizes: typeof won) => money(prizes.reduce((sum, prize) => sum + prize.amount, 0));
  const places = (prizes: typeof won) =>
    prizes.map((prize) => t("promotions.raffle.place", { place: prize.place })).join(", ");
  const drawDay = formatDateTime(raffle.drawTime);
  switch (promotion.status) {
    case "coming_soon":
      return (
        <Notice tone="muted">
          {t("promotions.notices.comingSoon", { date: formatDay(promotion.startTime) })}
        </Notice>
      );
    case "claim":
      return (
        <>
          <Notice tone="success">
            <p>{t("promotions.raffle.youWon", { places: places(won), amount: total(won) })}</p>
            <p>{t("promotions.raffle.claimBy", { date: formatDateTime(raffle.claimUntil ?? 0) })}</p>
          </Notice>
          <ClaimButton promotionId={promotion.id} />
        </>
      );
    case "claimed":
      return (
        <Notice tone="success">
          {t("promotions.raffle.claimed", {
            amount: total(claimed),
            date: formatDateTime(claimed[0]?.claimedAt ?? 0),
          })}
        </Notice>
      );
    case "joined":
      return (
        <Notice tone="success">
          {t("promotions.raffle.holding", { tickets: raffle.myTickets ?? 0, date: drawDay })}
        </Notice>
      );
    case "close":
      if (lapsed.length > 0) {
        return <Notice tone="muted">{t("promotions.raffle.lapsed", { amount: total(lapsed) })}</Notice>;
      }
      if (raffle.drawnAt !== null) {
        return (
          <Notice tone="muted">
            {(raffle.myTickets ?? 0) > 0
              ? t("promotions.raffle.noLuck", { tickets: raffle.myTickets })
              : t("promotions.raffle.drawn", { date: formatDateTime(raffle.drawnAt) })}
          </Notice>
        );
      }
      return <Notice tone="muted">{t("promotions.raffle.ticketsClosed", { date: drawDay })}</Notice>;
    default:
      return <Notice tone="info">{t("promotions.raffle.earnNow", { date: drawDay })}</Notice>;
  }
}
