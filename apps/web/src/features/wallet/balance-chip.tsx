import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "#app/components/ui/icon.tsx";
import { useSiteStatus } from "#app/lib/site-status.ts";
import { local, STORAGE_KEYS } from "#app/lib/storage.ts";
import { walletBalanceQuery } from "./api.ts";

/** The header's balance: hidden as *** on request (remembered), refreshed on request. */
export function BalanceChip() {
  const { t, i18n } = useTranslation();
  const { decimals } = useSiteStatus().info.site.currency;
  const [hidden, setHidden] = useState(() => local.get(STORAGE_KEYS.balanceHidden) === "1");
  const { data, isFetching, isError, refetch } = useQuery(walletBalanceQuery());

  const toggle = () => {
    local.set(STORAGE_KEYS.balanceHidden, hidden ? "0" : "1");
    setHidden(!hidden);
  };
  const amount = data
    ? `${data.currencySymbol} ${new Intl.NumberFormat(i18n.language, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(data.sumBalance)}`
    : isError
      ? "—"
      : "…";

  return (
    <div className="balance-chip" data-testid="balance">
      <Icon name="wallet" size={18} className="balance-chip__icon" />
      <span className="balance-chip__amount" aria-live="polite" data-testid="balance-amount">
        {hidden ? "***" : amount}
      </span>
      <button
        type="button"
        className="balance-chip__button"
        aria-label={hidden ? t("wallet.showBalance") : t("wallet.hideBalance")}
        title={hidden ? t("wallet.showBalance") : t("wallet.hideBalance")}
        onClick={toggle}
      >
        <Icon name={hidden ? "eye" : "eye-off"} size={16} />
      </button>
      <button
        type="button"
        className={`balance-chip__button${isFetching ? " balance-chip__button--spinning" : ""}`}
        aria-label={t("wallet.refreshBalance")}
        title={t("wallet.refreshBalance")}
        disabled={isFetching}
        onClick={() => void refetch()}
      >
        <Icon name="refresh" size={16} />
      </button>
    </div>
  );
}
