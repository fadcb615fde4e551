import { CopyButton } from "#app/components/ui/copy-button.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { Channel } from "./channel-picker.tsx";

type Bank = Channel["banks"][number];

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div className="deposit-account__line">
      <dt>{label}</dt>
      <dd>
        <span className="deposit-account__value">{value}</span>
        <CopyButton className="deposit-copy" value={value} label={label} />
      </dd>
    </div>
  );
}

/** The merchant's receiving accounts; the player picks the one they pay into and copies its details. */
export function BankAccounts({
  banks,
  chosen,
  onChoose,
}: {
  banks: Bank[];
  chosen: string;
  onChoose(bankCode: string): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="deposit-accounts" role="radiogroup" aria-label={t("deposit.receivingAccount")}>
      {banks.map((bank) => (
        <div
          key={bank.bankCode}
          className={`deposit-account${chosen === bank.bankCode ? " is-active" : ""}`}
          data-bank={bank.bankCode}
        >
          <label className="deposit-account__head">
            <input
              type="radio"
              name="bankCode"
              value={bank.bankCode}
              checked={chosen === bank.bankCode}
              onChange={() => onChoose(bank.bankCode)}
            />
            <span>{bank.bankName}</span>
          </label>
          {chosen === bank.bankCode ? (
            <dl className="deposit-account__details">
              <Line label={t("deposit.accountName")} value={bank.accountName} />
              <Line label={t("deposit.accountNumber")} value={bank.accountNumber} />
              {bank.branch ? <Line label={t("deposit.branch")} value={bank.branch} /> : null}
            </dl>
          ) : null}
        </div>
      ))}
    </div>
  );
}
