import { type FormEvent, useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { LabelledInput } from "#app/components/form/labelled-input.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { PasswordInput } from "#app/features/withdraw/password-input.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { type Reward, useRedeem } from "./api.ts";
import { useFormatPoints } from "./format-points.ts";

/** Redeem one reward: quantity, what its kind needs (address or Zalo/Whatsapp number), payment password. */
export function RedeemDialog({
  reward,
  balance,
  onClose,
}: {
  reward: Reward;
  balance: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const points = useFormatPoints();
  const redeem = useRedeem();
  const [requestId] = useState(() => crypto.randomUUID());
  const [quantity, setQuantity] = useState("1");
  const [address, setAddress] = useState("");
  const [contact, setContact] = useState("");
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState<string | null>(null);
  const count = Math.max(1, Math.min(100, Number.parseInt(quantity, 10) || 1));
  const cost = reward.pointsRequired * count;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reward.needsAddress && !address.trim()) return setMissing(t("pointMall.redeem.addressRequired"));
    if (reward.contact && !contact.trim()) return setMissing(t(`pointMall.redeem.${reward.contact}Required`));
    if (!password) return setMissing(t("pointMall.redeem.passwordRequired"));
    setMissing(null);
    redeem.mutate({
      rewardId: reward.id,
      quantity: count,
      password,
      requestId,
      ...(reward.needsAddress ? { receivingAddress: address.trim() } : {}),
      ...(reward.contact ? { contactNumber: contact.trim() } : {}),
    });
  };

  if (redeem.isSuccess) {
    return (
      <Modal title={t("pointMall.redeem.doneTitle")} onClose={onClose} width={440}>
        <div className="points-dialog" data-testid="redeem-done">
          <p>{t("pointMall.redeem.doneText", { reference: redeem.data.record.referenceNo })}</p>
          <button type="button" className="button button--primary" onClick={onClose}>
            {t("pointMall.redeem.close")}
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={t("pointMall.redeem.title", { name: reward.name })} onClose={onClose} width={440}>
      <form className="points-dialog form" onSubmit={submit} data-testid="redeem-form">
        <img className="points-dialog__art" src={reward.image} alt="" width={400} height={300} />
        <p className="points-dialog__cost">
          {t("pointMall.redeem.cost", { points: points(cost), balance: points(balance) })}
        </p>
        <LabelledInput
          name="quantity"
          label={t("pointMall.redeem.quantity")}
          type="number"
          min={1}
          max={Math.max(1, Math.min(100, reward.stock))}
          value={quantity}
          onValue={setQuantity}
        />
        {reward.needsAddress ? (
          <LabelledInput
            name="receivingAddress"
            label={t("pointMall.redeem.address")}
            value={address}
            maxLength={300}
            onValue={setAddress}
          />
        ) : null}
        {reward.contact ? (
          <LabelledInput
            name="contactNumber"
            label={t(`pointMall.redeem.${reward.contact}Number`)}
            hint={<span className="form__hint">{t(`pointMall.redeem.${reward.contact}Required`)}</span>}
            inputMode="tel"
            value={contact}
            maxLength={21}
            onValue={setContact}
          />
        ) : null}
        <PasswordInput
          name="password"
          label={t("pointMall.redeem.password")}
          value={password}
          onValue={setPassword}
          numeric
        />
        {missing || redeem.isError ? (
          <p className="form__error" role="alert">
            {missing ?? errorText(t, redeem.error)}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={redeem.isPending}>
          {t("pointMall.redeem.submit")}
        </button>
      </form>
    </Modal>
  );
}
