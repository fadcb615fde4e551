import { intlLocale } from "@banca/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { lazy, type RefObject, Suspense, useEffect, useId, useRef, useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { withCatalogue } from "#app/i18n/i18n.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { isolateAmount } from "#app/lib/format-money.ts";
import { useSiteStatus } from "#app/lib/site-status.ts";
import { local, STORAGE_KEYS } from "#app/lib/storage.ts";
import { walletBalanceQuery } from "./api.ts";

// The wallet panel and its text arrive on the first click on the balance.
const WalletPanel = lazy(withCatalogue(["member"], () => import("./wallet-panel.tsx")));

/** Closes the panel on Escape and on a click outside the chip. */
function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, root, close]);
}

/**
 * The header's balance: hidden as *** on request (remembered), refreshed on request. With `panel`
 * (real accounts) the balance opens the wallet panel: every wallet, and "recall all". A free demo's
 * balance is play money (decision 047) and says so.
 */
export function BalanceChip({ panel = false, demo = false }: { panel?: boolean; demo?: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  useDismiss(open, root, () => setOpen(false));
  const { decimals } = useSiteStatus().info.site.currency;
  const [hidden, setHidden] = useState(() => local.get(STORAGE_KEYS.balanceHidden) === "1");
  const { data, isFetching, isError, refetch } = useQuery(walletBalanceQuery());

  const toggle = () => {
    local.set(STORAGE_KEYS.balanceHidden, hidden ? "0" : "1");
    setHidden(!hidden);
  };
  const amount = data
    ? isolateAmount(
        `${data.currencySymbol} ${new Intl.NumberFormat(intlLocale(i18n.language), {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        }).format(data.sumBalance)}`,
        i18n.language,
      )
    : isError
      ? "—"
      : "…";

  return (
    <div className="balance-chip" data-testid="balance" ref={root}>
      {panel ? (
        <button
          type="button"
          className="balance-chip__open"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={`${hidden ? "***" : amount}, ${t("wallet.showWallets")}`}
          title={t("wallet.showWallets")}
          data-testid="balance-open"
          onClick={() => setOpen(!open)}
        >
          <Icon name="wallet" size={18} className="balance-chip__icon" />
          <span className="balance-chip__amount" aria-live="polite" data-testid="balance-amount">
            {hidden ? "***" : amount}
          </span>
        </button>
      ) : (
        <>
          <Icon name="wallet" size={18} className="balance-chip__icon" />
          {demo ? (
            <span className="balance-chip__demo" title={t("wallet.demoMoneyNote")} data-testid="balance-demo">
              {t("wallet.demoMoney")}
            </span>
          ) : null}
          <span className="balance-chip__amount" aria-live="polite" data-testid="balance-amount">
            {hidden ? "***" : amount}
          </span>
        </>
      )}
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
      {open ? (
        <Suspense fallback={null}>
          <WalletPanel id={panelId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
