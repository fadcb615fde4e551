import type { PromotionStatus } from "@banca/contract/promotions";
import { useTranslation } from "#app/i18n/use-translation.tsx";

/** The viewer's status of a promotion, in the spec's words, coloured by what it means. */
export function PromotionStatusBadge({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`promo-status promo-status--${status}`} data-status={status} data-testid="promo-status">
      {t(`promotions.status.${status}`)}
    </span>
  );
}
