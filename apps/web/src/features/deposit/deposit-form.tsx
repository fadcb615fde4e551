import type { DepositRecord } from "@banca/contract/calls/deposit";
import { type FormEvent, useRef, useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { FormError } from "#app/components/form/form-parts.tsx";
import { LabelledInput } from "#app/components/form/labelled-input.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { type Currency, formatMoney } from "#app/lib/format-money.ts";
import { AmountField } from "./amount-field.tsx";
import { useCreateDeposit } from "./api.ts";
import { BankAccounts } from "./bank-accounts.tsx";
import type { Channel } from "./channel-picker.tsx";
import { amountProblem } from "./money.ts";

type Errors = Partial<Record<"amount" | "depositorName" | "form", string>>;

/**
 * Opens the gateway's page: in the tab opened at the click (popup blockers allow only that), or in
 * this one when no tab could be opened; the site is the page's return address either way.
 */
function openPaymentPage(tab: Window | null, url: string) {
  if (tab) {
    tab.opener = null;
    tab.location.href = url;
  } else {
    window.location.assign(url);
  }
}

/** The deposit form of one channel: amount, and what that kind of payment needs. */
export function DepositForm({
  channel,
  currency,
  onCreated,
}: {
  channel: Channel;
  currency: Currency;
  onCreated(record: DepositRecord): void;
}) {
  const { t, i18n } = useTranslation();
  const create = useCreateDeposit();
  const [amount, setAmount] = useState("");
  const [bankCode, setBankCode] = useState(
    channel.paymentType === "bank_transfer" ? (channel.banks[0]?.bankCode ?? "") : "",
  );
  const [depositorName, setDepositorName] = useState("");
  const [transferReference, setTransferReference] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  // One id per attempt: a retry after a lost answer finds the deposit already made.
  const requestId = useRef(crypto.randomUUID());
  const edited = () => {
    requestId.current = crypto.randomUUID();
    setErrors({});
  };
  const money = (value: number) => formatMoney(value, currency, i18n.language);

  const validate = (): Errors => {
    const found: Errors = {};
    const problem = amountProblem(amount, channel.minAmount, channel.maxAmount, currency.decimals);
    if (problem) {
      found.amount = t(`deposit.validation.amount.${problem}`, {
        min: money(channel.minAmount),
        max: money(channel.maxAmount),
        decimals: currency.decimals,
      });
    }
    if (channel.paymentType === "bank_transfer" && depositorName.trim().length < 2) {
      found.depositorName = t("deposit.validation.depositorName");
    }
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const tab = channel.paymentType === "gateway" ? window.open("", "_blank") : null;
    create.mutate(
      {
        requestId: requestId.current,
        channelId: channel.channelId,
        amount: amount.trim(),
        bankCode,
        depositorName: depositorName.trim(),
        transferReference: transferReference.trim(),
      },
      {
        onSuccess: ({ record }) => {
          requestId.current = crypto.randomUUID();
          if (record.redirectUrl) openPaymentPage(tab, record.redirectUrl);
          else tab?.close();
          onCreated(record);
        },
        onError: (error) => {
          tab?.close();
          setErrors({ form: errorText(t, error) });
        },
      },
    );
  };

  return (
    <form className="form deposit-form" onSubmit={submit} noValidate>
      {channel.paymentType === "bank_transfer" ? (
        <>
          <p className="deposit-form__step">{t("deposit.bankSteps")}</p>
          <BankAccounts
            banks={channel.banks}
            chosen={bankCode}
            onChoose={(code) => {
              setBankCode(code);
              edited();
            }}
          />
        </>
      ) : null}
      {channel.paymentType === "gateway" && channel.banks.length > 0 ? (
        <label className="form__field">
          {t("deposit.gatewayBank")}
          <select
            name="bankCode"
            value={bankCode}
            onChange={(event) => {
              setBankCode(event.target.value);
              edited();
            }}
          >
            <option value="">{t("deposit.gatewayBankAny")}</option>
            {channel.banks.map((bank) => (
              <option key={bank.bankCode} value={bank.bankCode}>
                {bank.bankName}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <AmountField
        channel={channel}
        currency={currency}
        value={amount}
        error={errors.amount}
        onChange={(value) => {
          setAmount(value);
          edited();
        }}
      />
      {channel.paymentType === "bank_transfer" ? (
        <div className="deposit-form__row">
          <LabelledInput
            name="depositorName"
            label={t("deposit.depositorName")}
            autoComplete="name"
            maxLength={120}
            placeholder={t("deposit.depositorNamePlaceholder")}
            value={depositorName}
            error={errors.depositorName}
            onValue={(value) => {
              setDepositorName(value);
              edited();
            }}
          />
          <LabelledInput
            name="transferReference"
            label={t("deposit.transferReference")}
            autoComplete="off"
            maxLength={64}
            placeholder={t("deposit.transferReferencePlaceholder")}
            value={transferReference}
            onValue={(value) => {
              setTransferReference(value);
              edited();
            }}
          />
        </div>
      ) : null}
      <FormError message={errors.form} />
      <button
        type="submit"
        className="button button--primary deposit-form__submit"
        disabled={create.isPending}
      >
        {create.isPending ? t("deposit.submitting") : t(`deposit.submit.${channel.paymentType}`)}
      </button>
    </form>
  );
}
