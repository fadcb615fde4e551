import { decimalToMinor } from "@banca/contract/money";
import { type FormEvent, useRef, useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { useSiteStatus } from "#app/lib/site-status.ts";
import { useWalletTransfer } from "./api.ts";
import { newRequestId } from "./request-id.ts";

export type WalletView = { code: string; name: string; balance: number };

const MAIN = "MAIN";

/**
 * The form moving money between the main wallet and one vendor wallet, either way. `onTransferred`
 * hears each transfer that went through (the game page then opens the table with the money).
 */
export function TransferForm({
  wallets,
  onTransferred,
}: {
  wallets: WalletView[];
  onTransferred?: (amount: number) => void;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { decimals } = useSiteStatus().info.site.currency;
  const vendors = wallets.filter((wallet) => wallet.code !== MAIN);
  const [from, setFrom] = useState(MAIN);
  const [to, setTo] = useState(vendors[0]?.code ?? "");
  const [amount, setAmount] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // One id per transfer the member asks for: a retry after a lost answer is the same transfer.
  const requestId = useRef<string | null>(null);
  const transfer = useWalletTransfer();
  const source = wallets.find((wallet) => wallet.code === from);

  const changed = () => {
    requestId.current = null;
    setProblem(null);
    setDone(null);
  };
  const chooseFrom = (code: string) => {
    setFrom(code);
    setTo(code === MAIN ? (vendors.find((wallet) => wallet.code !== code)?.code ?? "") : MAIN);
    changed();
  };
  const chooseTo = (code: string) => {
    setTo(code);
    if (code !== MAIN && from !== MAIN) setFrom(MAIN);
    changed();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = decimalToMinor(amount, decimals);
    if (minor === null || minor === 0n) {
      setProblem(t("transferFund.errors.amount", { decimals }));
      return;
    }
    // Wire balances are decimals; compared in minor units, never as floats.
    if (source && minor > (decimalToMinor(source.balance.toFixed(decimals), decimals) ?? 0n)) {
      setProblem(t("transferFund.errors.insufficient_balance"));
      return;
    }
    requestId.current ??= newRequestId();
    transfer.mutate(
      { requestId: requestId.current, from, to, amount: amount.trim() },
      {
        onSuccess: (answer) => {
          requestId.current = null;
          setAmount("");
          setProblem(null);
          setDone(t("transferFund.done", { amount: money(answer.amount) }));
          onTransferred?.(answer.amount);
        },
        onError: (error) => setProblem(errorText(t, error)),
      },
    );
  };

  return (
    <form className="transfer-form" onSubmit={submit} noValidate aria-label={t("transferFund.formTitle")}>
      <h3>{t("transferFund.formTitle")}</h3>
      <div className="transfer-form__wallets">
        <label className="form__field">
          {t("transferFund.from")}
          <select name="from" value={from} onChange={(event) => chooseFrom(event.target.value)}>
            {wallets.map((wallet) => (
              <option key={wallet.code} value={wallet.code}>
                {wallet.name}
              </option>
            ))}
          </select>
        </label>
        <span className="transfer-form__arrow" aria-hidden="true">
          →
        </span>
        <label className="form__field">
          {t("transferFund.to")}
          <select name="to" value={to} onChange={(event) => chooseTo(event.target.value)}>
            {wallets
              .filter((wallet) => wallet.code !== from && (from === MAIN || wallet.code === MAIN))
              .map((wallet) => (
                <option key={wallet.code} value={wallet.code}>
                  {wallet.name}
                </option>
              ))}
          </select>
        </label>
      </div>
      <label className="form__field">
        {t("transferFund.amount")}
        <span className="transfer-form__amount">
          <input
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t("transferFund.amountPlaceholder")}
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              changed();
            }}
          />
          <button
            type="button"
            className="button button--secondary"
            disabled={!source || source.balance <= 0}
            onClick={() => {
              setAmount(source ? source.balance.toFixed(decimals) : "");
              changed();
            }}
          >
            {t("transferFund.max")}
          </button>
        </span>
        {source ? (
          <span className="transfer-form__hint">
            {t("transferFund.available", { amount: money(source.balance) })}
          </span>
        ) : null}
      </label>
      {problem ? (
        <p className="form__error" role="alert">
          {problem}
        </p>
      ) : null}
      {done ? (
        <p className="form-success" role="status">
          {done}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={transfer.isPending || !to}>
        {transfer.isPending ? t("transferFund.sending") : t("transferFund.submit")}
      </button>
    </form>
  );
}
