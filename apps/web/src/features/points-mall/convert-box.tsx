import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { LabelledInput } from "#app/components/form/labelled-input.tsx";
import { PasswordInput } from "#app/features/withdraw/password-input.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { pointConfigQuery, useConvert } from "./api.ts";
import { useFormatPoints } from "./format-points.ts";

/** Points into balance at the merchant's rate, behind the payment password; hidden when the merchant has no rate. */
export function ConvertBox({ balance }: { balance: number }) {
  const { t, i18n } = useTranslation();
  const points = useFormatPoints();
  const money = useFormatMoney();
  const { data: config } = useQuery(pointConfigQuery(i18n.language));
  const convert = useConvert();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState("");
  const [password, setPassword] = useState("");
  if (!config || config.conversion.points <= 0) return null;
  const rate = config.conversion;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    convert.mutate(
      { points: amount.trim(), password, requestId },
      {
        onSuccess: () => {
          setAmount("");
          setPassword("");
          setRequestId(crypto.randomUUID());
        },
      },
    );
  };

  return (
    <form className="convert-box form" onSubmit={submit} data-testid="convert-form">
      <div className="convert-box__intro">
        <h2 className="convert-box__title">{t("pointMall.convert.title")}</h2>
        <p>
          {t("pointMall.convert.rate", { points: points(rate.points), amount: money(rate.amount) })}{" "}
          {t("pointMall.convert.min", { points: points(rate.minPoints) })}
        </p>
      </div>
      <LabelledInput
        name="points"
        label={t("pointMall.convert.points")}
        inputMode="decimal"
        value={amount}
        placeholder={points(Math.max(rate.minPoints, 0))}
        max={balance}
        onValue={setAmount}
      />
      <PasswordInput
        name="convertPassword"
        label={t("pointMall.redeem.password")}
        value={password}
        onValue={setPassword}
        numeric
      />
      <button
        type="submit"
        className="button button--secondary"
        disabled={convert.isPending || !amount || !password}
      >
        {t("pointMall.convert.submit")}
      </button>
      {convert.isError ? (
        <p className="form__error convert-box__message" role="alert">
          {errorText(t, convert.error)}
        </p>
      ) : convert.isSuccess ? (
        <p className="convert-box__message is-success" role="status">
          {t("pointMall.convert.done", {
            points: points(convert.data.points),
            amount: money(convert.data.amount),
          })}
        </p>
      ) : null}
    </form>
  );
}
