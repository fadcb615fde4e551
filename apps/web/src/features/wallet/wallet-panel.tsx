import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { openMemberCentre } from "#app/features/member-centre/open.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { merchantWalletQuery, useRecallAll, walletBalanceQuery } from "./api.ts";
import "#app/styles/wallet.css";

/**
 * The header's wallet panel, opened from the balance: each wallet with its balance, "recall all"
 * bringing every vendor wallet back to main in one click, and the way to the wallet page.
 */
export default function WalletPanel({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const balances = useQuery(walletBalanceQuery());
  const merchantWallet = useQuery(merchantWalletQuery());
  const { recall, isPending } = useRecallAll();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const wallets = balances.data?.balance ?? [];
  const inVendors = wallets.some((wallet) => wallet.accountTypeName !== "MAIN" && wallet.availBalance > 0);
  const transfers = merchantWallet.data ? !merchantWallet.data.isSingle || inVendors : false;
  // The list and the buttons appear together, once both answers are in: a button that moved down
  // when "recall all" arrived above it took a click meant for it (pressed on one, released on the other).
  const pending = balances.isPending || merchantWallet.isPending;

  const recallAll = () =>
    recall({
      onSuccess: (amount) =>
        setMessage({ text: t("transferFund.allBackDone", { amount: money(amount) }), error: false }),
      onError: (error) => setMessage({ text: errorText(t, error), error: true }),
    });

  return (
    <section
      id={id}
      className="wallet-panel"
      data-testid="wallet-panel"
      aria-label={t("transferFund.panel.title")}
    >
      <h2 className="wallet-panel__title">{t("transferFund.panel.title")}</h2>
      {balances.isError ? (
        <p className="wallet-panel__status">{t("transferFund.loadFailed")}</p>
      ) : pending ? (
        <p className="wallet-panel__status">{t("transferFund.loading")}</p>
      ) : (
        <ul className="wallet-panel__list">
          {wallets.map((wallet) => (
            <li
              key={wallet.accountTypeName}
              className={wallet.accountTypeName === "MAIN" ? "wallet-panel__main" : undefined}
              data-testid={`panel-wallet-${wallet.accountTypeName}`}
            >
              <span>
                {wallet.accountTypeName === "MAIN" ? t("transferFund.mainWallet") : wallet.displayName}
              </span>
              <strong>{money(wallet.availBalance)}</strong>
            </li>
          ))}
        </ul>
      )}
      {message ? (
        <p
          className={message.error ? "form__error" : "form-success"}
          role={message.error ? "alert" : "status"}
        >
          {message.text}
        </p>
      ) : null}
      {pending ? null : (
        <div className="wallet-panel__actions">
          {transfers ? (
            <button
              type="button"
              className="button button--primary"
              data-testid="wallet-panel-recall"
              disabled={!inVendors || isPending}
              onClick={recallAll}
            >
              {isPending ? t("transferFund.sending") : t("transferFund.allBack")}
            </button>
          ) : null}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              onClose();
              openMemberCentre("transferFund");
            }}
          >
            {t("transferFund.panel.open")}
          </button>
        </div>
      )}
    </section>
  );
}
