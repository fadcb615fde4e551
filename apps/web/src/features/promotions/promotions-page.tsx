import { PROMOTION_CATEGORIES, type PromotionCategory } from "@banca/contract/promotions";
import { useState } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { usePromotions } from "./api.ts";
import { PromotionCard } from "./promotion-card.tsx";

type Tab = "all" | PromotionCategory;

/** /promotions: a tab per category that has promotions (after All), and their cards. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const { data: promotions, isPending, isError, refetch } = usePromotions();
  const [tab, setTab] = useState<Tab>("all");
  const categories = PROMOTION_CATEGORIES.filter((category) =>
    promotions?.some((promotion) => promotion.category === category),
  );
  const shown = promotions?.filter((promotion) => tab === "all" || promotion.category === tab) ?? [];

  return (
    <div className="page promotions" data-testid="promotions-page">
      <header className="promotions__head">
        <h1 className="page__title">{t("promotions.title")}</h1>
        <p className="promotions__intro">{t("promotions.intro")}</p>
      </header>
      {categories.length > 0 ? (
        <div
          className="classify-chips promotions__tabs"
          role="tablist"
          aria-label={t("promotions.categoriesLabel")}
        >
          {(["all", ...categories] as Tab[]).map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              className={`classify-chip${tab === key ? " is-active" : ""}`}
              onClick={() => setTab(key)}
            >
              {key === "all" ? t("promotions.all") : t(`promotions.categories.${key}`)}
            </button>
          ))}
        </div>
      ) : null}
      {isPending ? (
        <div className="promo-grid promo-grid--loading" aria-busy="true" />
      ) : isError ? (
        <EmptyState title={t("promotions.loadFailed")}>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t("promotions.retry")}
          </button>
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title={t("promotions.emptyTitle")}>{t("promotions.emptyText")}</EmptyState>
      ) : (
        <div className="promo-grid">
          {shown.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} />
          ))}
        </div>
      )}
    </div>
  );
}
