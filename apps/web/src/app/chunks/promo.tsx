// The "promo" part of the build: the promotions list, or one promotion when the route names it
// (the route named promotions takes the parameter id); and the winners list with its lucky draws.

import { PromotionDetailPage } from "#app/features/promotions/promotion-detail-page.tsx";
import { promotionIdOf } from "#app/features/promotions/promotion-path.ts";
import { PromotionsPage } from "#app/features/promotions/promotions-page.tsx";
import { useSearchParams } from "#app/lib/router.tsx";

export function Page() {
  const [params] = useSearchParams();
  const id = promotionIdOf(params.get("id"));
  return id ? <PromotionDetailPage key={id} id={id} /> : <PromotionsPage />;
}

export { WinnersPage } from "#app/features/winners/winners-page.tsx";
