import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { SafeHtml } from "#app/components/ui/safe-html.tsx";
import { paths } from "#app/config/paths.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { Link } from "#app/lib/router.tsx";
import { usePromotion } from "./api.ts";
import { periodOf } from "./period.ts";
import { PromotionAction } from "./promotion-action.tsx";
import { PromotionRules } from "./promotion-rules.tsx";
import { RafflePanel } from "./raffle-panel.tsx";
import { PromotionStatusBadge } from "./status-badge.tsx";

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to={paths.promotions} className="promo-detail__back">
      <Icon name="chevron-left" size={16} />
      {t("promotions.back")}
    </Link>
  );
}

/** One promotion (/promotions?id=N, /promoDetail?id=N): artwork, period, action, rules and terms. */
export function PromotionDetailPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data: promotion, isPending, error, refetch } = usePromotion(id);

  if (isPending) return <div className="page promo-detail promo-detail--loading" aria-busy="true" />;
  if (!promotion) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className="page promo-detail">
        <BackLink />
        <EmptyState title={t(missing ? "promotions.notFound" : "promotions.loadFailed")}>
          {missing ? null : (
            <button type="button" className="button button--secondary" onClick={() => void refetch()}>
              {t("promotions.retry")}
            </button>
          )}
        </EmptyState>
      </div>
    );
  }
  const { from, to } = periodOf(promotion);
  return (
    <article className="page promo-detail" data-testid="promotion-detail" data-promotion={promotion.id}>
      <BackLink />
      <div className="promo-detail__hero">
        <img className="promo-detail__art" src={promotion.artwork} alt="" width={800} height={450} />
        <div className="promo-detail__side">
          <div className="promo-detail__meta">
            <span className="promo-detail__category">{t(`promotions.categories.${promotion.category}`)}</span>
            {promotion.status === promotion.action ? null : (
              <PromotionStatusBadge status={promotion.status} />
            )}
          </div>
          <h1 className="promo-detail__title">{promotion.title}</h1>
          {promotion.summary ? <p className="promo-detail__summary">{promotion.summary}</p> : null}
          <p className="promo-detail__period">
            <Icon name="calendar" size={16} />
            <span>{t("promotions.period", { from, to })}</span>
          </p>
          <PromotionAction promotion={promotion} />
        </div>
      </div>
      {promotion.raffle ? <RafflePanel promotionId={promotion.id} raffle={promotion.raffle} /> : null}
      <div className="promo-detail__body">
        <PromotionRules promotion={promotion} />
        {promotion.content ? (
          <section className="promo-terms" aria-labelledby="promo-terms-title">
            <h2 id="promo-terms-title">{t("promotions.terms")}</h2>
            <SafeHtml html={promotion.content} />
          </section>
        ) : null}
      </div>
    </article>
  );
}
