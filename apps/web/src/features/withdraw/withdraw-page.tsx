import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { walletBalanceQuery } from "#app/features/wallet/api.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatMoney } from "#app/lib/format-money.ts";
import { bankCardsQuery, paymentPasswordStatusQuery, withdrawSettingsQuery } from "./api.ts";
import { BindCardForm } from "./bind-card-form.tsx";
import { ForfeitDialog } from "./forfeit-dialog.tsx";
import { useCurrency } from "./money.ts";
import PaymentPasswordModal from "./payment-password-modal.tsx";
import { WithdrawForm } from "./withdraw-form.tsx";
import { WithdrawRecords } from "./withdraw-records.tsx";

/** Member centre: withdraw — balance, bound accounts, the request, and the records to confirm. */
export default function WithdrawPage() {
  const { t, i18n } = useTranslation();
  const currency = useCurrency();
  // What can be withdrawn must be current, not the header's cached figure.
  const balance = useQuery({ ...walletBalanceQuery(), refetchOnMount: "always" });
  // Fresh each visit: today's count, and a mobile number bound meanwhile in the security centre.
  const settings = useQuery({ ...withdrawSettingsQuery(), refetchOnMount: "always" });
  const cards = useQuery(bankCardsQuery());
  const password = useQuery(paymentPasswordStatusQuery());
  const [binding, setBinding] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [forfeitOpen, setForfeitOpen] = useState(false);
  const [forfeited, setForfeited] = useState<number | null>(null);
  const money = (value: number) => formatMoney(value, currency, i18n.language);

  if (settings.isPending || cards.isPending) return <p className="centre-note">{t("withdraw.loading")}</p>;
  if (!settings.data || !cards.data) return <p className="form__error">{t("errors.pageText")}</p>;
  const rules = settings.data;
  const list = cards.data.cards;
  const roomForMore = list.length < cards.data.maxCards;
  const needsPassword = rules.passwordRequired && password.data && !password.data.isSet;

  return (
    <div className="withdraw" data-testid="withdraw-page">
      <header className="withdraw__head">
        <div>
          <h2 className="centre-title">{t("withdraw.title")}</h2>
          <p className="centre-note">
            {t("withdraw.rules", {
              min: money(rules.minAmount),
              max: money(rules.maxAmount),
              used: rules.usedToday,
              count: rules.dailyCount,
            })}
          </p>
        </div>
        <div className="withdraw__figures">
          <div className="withdraw__balance" data-testid="withdraw-balance">
            <span>{t("withdraw.balance")}</span>
            <strong>{balance.data ? money(balance.data.sumBalance) : "—"}</strong>
          </div>
          {rules.wageringLeft > 0 ? (
            <div className="withdraw__balance" data-testid="withdraw-withdrawable">
              <span>{t("withdraw.withdrawable")}</span>
              <strong>{money(rules.withdrawable)}</strong>
            </div>
          ) : null}
        </div>
      </header>

      {rules.wageringLeft > 0 ? (
        <div className="withdraw__notice">
          <p className="withdraw__notice-text" role="status" data-testid="withdraw-bonus-hold">
            {t("withdraw.bonusHold", {
              locked: money(rules.bonusLocked),
              left: money(rules.wageringLeft),
              withdrawable: money(rules.withdrawable),
            })}
          </p>
          <button
            type="button"
            className="button button--ghost"
            aria-haspopup="dialog"
            data-testid="withdraw-forfeit"
            onClick={() => {
              setForfeited(null);
              setForfeitOpen(true);
            }}
          >
            {t("withdraw.forfeit.action")}
          </button>
        </div>
      ) : null}
      {forfeited !== null ? (
        <p className="withdraw__notice" role="status" data-testid="withdraw-forfeit-done">
          {t("withdraw.forfeit.done", { withdrawable: money(forfeited) })}
        </p>
      ) : null}

      {!rules.openNow ? (
        <p className="withdraw__notice" role="status">
          {t("withdraw.closed", {
            from: rules.allowedHours.from,
            to: rules.allowedHours.to,
            zone: rules.timeZone,
          })}
        </p>
      ) : null}
      {needsPassword ? (
        <div className="withdraw__notice">
          <span>{t("withdraw.password.missing")}</span>
          <button type="button" className="button button--primary" onClick={() => setPasswordOpen(true)}>
            {t("withdraw.password.setTitle")}
          </button>
        </div>
      ) : null}

      <section className="withdraw__section" aria-labelledby="withdraw-cards-title">
        <div className="withdraw__section-head">
          <h3 id="withdraw-cards-title">
            {t("withdraw.cards.title", { count: list.length, max: cards.data.maxCards })}
          </h3>
          {list.length > 0 && roomForMore && !binding ? (
            <button type="button" className="button button--ghost" onClick={() => setBinding(true)}>
              {t("withdraw.cards.add")}
            </button>
          ) : null}
        </div>
        {list.length === 0 || binding ? (
          <>
            {list.length === 0 ? <p className="centre-note">{t("withdraw.cards.none")}</p> : null}
            <BindCardForm
              templates={rules.templates}
              payeeName={cards.data.payeeName}
              loginPasswordSet={cards.data.loginPasswordSet}
              onDone={() => setBinding(false)}
              {...(list.length > 0 ? { onCancel: () => setBinding(false) } : {})}
            />
          </>
        ) : null}
      </section>

      {list.length > 0 ? (
        <section className="withdraw__section" aria-labelledby="withdraw-form-title">
          <h3 id="withdraw-form-title">{t("withdraw.form.title")}</h3>
          <WithdrawForm
            settings={rules}
            cards={list}
            currency={currency}
            onNeedPassword={() => setPasswordOpen(true)}
          />
          {rules.passwordRequired && password.data?.isSet ? (
            <button type="button" className="withdraw-password__switch" onClick={() => setPasswordOpen(true)}>
              {t("withdraw.password.changeTitle")}
            </button>
          ) : null}
        </section>
      ) : null}

      <WithdrawRecords currency={currency} />
      {passwordOpen ? <PaymentPasswordModal onClose={() => setPasswordOpen(false)} /> : null}
      {forfeitOpen ? (
        <ForfeitDialog
          passwordRequired={rules.passwordRequired}
          money={money}
          onDone={(withdrawable) => {
            setForfeitOpen(false);
            setForfeited(withdrawable);
          }}
          onClose={() => setForfeitOpen(false)}
        />
      ) : null}
    </div>
  );
}
