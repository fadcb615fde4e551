import type { DepositStatus } from "@banca/contract/deposit-status";
import { useTranslation } from "#app/i18n/use-translation.tsx";

export function StatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`deposit-status deposit-status--${status}`} data-status={status}>
      {t(`deposit.status.${status}`)}
    </span>
  );
}
