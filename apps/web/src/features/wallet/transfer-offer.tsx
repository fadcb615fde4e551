import { useQuery } from "@tanstack/react-query";
import { Icon } from "#app/components/ui/icon.tsx";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { walletBalanceQuery } from "./api.ts";
import { AutoTransferSwitch } from "./auto-transfer-switch.tsx";
import { TransferForm, type WalletView } from "./transfer-form.tsx";
import "#app/styles/wallet.css";

type Vendor = { vassalage: string; displayName: string };

/**
 * The game page's offer when a game plays from a vendor wallet that is empty and automatic
 * transfer is off (decision 040): a transfer from the main wallet with an amount, the switch to
 * make it automatic, or the table as it is.
 */
export default function TransferOffer({
  vendor,
  onFunded,
  onPlay,
}: {
  vendor: Vendor;
  onFunded(): void;
  onPlay(): void;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const balances = useQuery(walletBalanceQuery());
  const name = vendor.displayName || vendor.vassalage;
  const balanceOf = (code: string) =>
    balances.data?.balance.find((wallet) => wallet.accountTypeName === code)?.availBalance ?? 0;
  const wallets: WalletView[] = [
    { code: "MAIN", name: t("transferFund.mainWallet"), balance: balanceOf("MAIN") },
    { code: vendor.vassalage, name, balance: balanceOf(vendor.vassalage) },
  ];

  return (
    <section className="transfer-offer" data-testid="transfer-offer" aria-labelledby="transfer-offer-title">
      <div className="transfer-offer__lead">
        <Icon name="wallet" size={28} />
        <div>
          <h2 id="transfer-offer-title">{t("transferFund.offer.title", { vendor: name })}</h2>
          <p>
            {t("transferFund.offer.text", {
              vendor: name,
              amount: money(balanceOf(vendor.vassalage)),
              main: money(balanceOf("MAIN")),
            })}
          </p>
        </div>
      </div>
      {balances.isError ? (
        <LoadFailed
          className="transfer-offer__status"
          message={t("transferFund.loadFailed")}
          retryLabel={t("transferFund.retry")}
          onRetry={() => void balances.refetch()}
        />
      ) : balances.isPending ? (
        <p>{t("transferFund.loading")}</p>
      ) : (
        <TransferForm key={vendor.vassalage} wallets={wallets} onTransferred={onFunded} />
      )}
      <AutoTransferSwitch />
      <div className="transfer-offer__actions">
        <button
          type="button"
          className="button button--secondary"
          data-testid="transfer-offer-play"
          onClick={onPlay}
        >
          {t("transferFund.offer.play")}
        </button>
      </div>
    </section>
  );
}
