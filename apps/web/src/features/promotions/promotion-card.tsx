import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Link } from "#app/lib/router.tsx";
import type { PromotionCard as Card } from "./api.ts";
import { periodOf } from "./period.ts";
import { promotionPath } from "./promotion-path.ts";
import { PromotionStatusBadge } from "./status-badge.tsx";

/** One promotion on the list: its artwork, title, period and status, leading to its detail. */
export function PromotionCard({ promotion }: { promotion: Card }) {
  const { t } = useTranslation();
  const { from, to } = periodOf(promotion);
  const path = promotionPath(promotion.id);
  return (
    <article
      className={`promo-card${promotion.phase === "ended" ? " is-ended" : ""}`}
      data-testid="promo-card"
      data-promotion={promotion.id}
    >
      <Link to={path} className="promo-card__art" tabIndex={-1} aria-hidden="true">
        <img src={promotion.artwork} alt="" loading="lazy" width={800} height={450} />
        <span className="promo-card__category">{t(`promotions.categories.${promotion.category}`)}</span>
      </Link>
      <div className="promo-card__body">
        <div className="promo-card__meta">
          {/* A status that is the action itself (join, claim) is said once, by the button. */}
          {promotion.status === promotion.action ? null : <PromotionStatusBadge status={promotion.status} />}
          <span className="promo-card__period">
            <Icon name="calendar" size={14} />
            {t("promotions.period", { from, to })}
          </span>
        </div>
        <h2 className="promo-card__title">
          <Link to={path}>{promotion.title}</Link>
        </h2>
        {promotion.summary ? <p className="promo-card__summary">{promotion.summary}</p> : null}
        <div className="promo-card__actions">
          <Link to={path} className={`button ${promotion.action ? "button--primary" : "button--secondary"}`}>
            {promotion.action ? t(`promotions.actions.${promotion.action}`) : t("promotions.actions.details")}
          </Link>
        </div>
      </div>
    </article>
  );
}
