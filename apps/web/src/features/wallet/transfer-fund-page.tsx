import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { merchantWalletQuery, useRecallAll, walletBalanceQuery } from "./api.ts";
import { AutoTransferSwitch } from "./auto-transfer-switch.tsx";
import { TransferForm, type WalletView } from "./transfer-form.tsx";

/** The member's wallets with their balances, transfers between them, and "all back to main". */
export default function TransferFundPage() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const balances = useQuery(walletBalanceQuery());
  const merchantWallet = useQuery(merchantWalletQuery());
  const recall = useRecallAll();
  const [recallMessage, setRecallMessage] = useState<string | null>(null);

  if (balances.isPending || merchantWallet.isPending) {
    return <p className="records-page__status">{t("transferFund.loading")}</p>;
  }
  if (balances.isError || merchantWallet.isError) {
    return (
      <LoadFailed
        className="records-page__status"
        message={t("transferFund.loadFailed")}
        retryLabel={t("transferFund.retry")}
        onRetry={() => void Promise.all([balances.refetch(), merchantWallet.refetch()])}
      />
    );
  }

  const wallets: WalletView[] = balances.data.balance.map((wallet) => ({
    code: wallet.accountTypeName,
    name: wallet.accountTypeName === "MAIN" ? t("transferFund.mainWallet") : wallet.displayName,
    balance: wallet.availBalance,
  }));
  const inVendors = wallets.some((wallet) => wallet.code !== "MAIN" && wallet.balance > 0);

  const allBack = () =>
    recall.recall({
      onSuccess: (amount) => setRecallMessage(t("transferFund.allBackDone", { amount: money(amount) })),
      onError: (error) => setRecallMessage(errorText(t, error)),
    });

  return (
    <div className="transfer-page" data-testid="transfer-fund">
      <header className="records-page__head">
        <h2 className="centre-title">{t("memberCentre.pages.transferFund")}</h2>
        <p>{merchantWallet.data.isSingle ? t("transferFund.singleIntro") : t("transferFund.intro")}</p>
      </header>
      <div className="transfer-page__total">
        <div>
          <span>{t("transferFund.total")}</span>
          <strong data-testid="wallet-total">{money(balances.data.sumBalance)}</strong>
        </div>
        {merchantWallet.data.isSingle ? null : (
          <button
            type="button"
            className="button button--ghost"
            disabled={!inVendors || recall.isPending}
            onClick={allBack}
          >
            {t("transferFund.allBack")}
          </button>
        )}
      </div>
      {recallMessage ? (
        <p className="form-success" role="status">
          {recallMessage}
        </p>
      ) : null}
      {merchantWallet.data.isSingle ? null : <AutoTransferSwitch />}
      <ul className="wallet-cards">
        {wallets.map((wallet) => (
          <li
            key={wallet.code}
            className={`wallet-card${wallet.code === "MAIN" ? " wallet-card--main" : ""}`}
            data-testid={`wallet-${wallet.code}`}
          >
            <span className="wallet-card__name">{wallet.name}</span>
            <strong className="wallet-card__balance" data-testid="wallet-balance">
              {money(wallet.balance)}
            </strong>
          </li>
        ))}
      </ul>
      {merchantWallet.data.isSingle ? null : <TransferForm wallets={wallets} />}
    </div>
  );
}
