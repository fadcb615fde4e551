// The "promoDetail" part of the build: one promotion, named by the parameter id.

import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { paths } from "#app/config/paths.ts";
import { PromotionDetailPage } from "#app/features/promotions/promotion-detail-page.tsx";
import { promotionIdOf } from "#app/features/promotions/promotion-path.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Link, useSearchParams } from "#app/lib/router.tsx";

export function Page() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = promotionIdOf(params.get("id"));
  if (id) return <PromotionDetailPage key={id} id={id} />;
  return (
    <div className="page promo-detail">
      <EmptyState title={t("promotions.chooseOne")}>
        <Link to={paths.promotions} className="button button--primary">
          {t("promotions.back")}
        </Link>
      </EmptyState>
    </div>
  );
}
