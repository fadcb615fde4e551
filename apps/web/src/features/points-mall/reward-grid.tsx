import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { pointRewardsQuery, type Reward } from "./api.ts";
import { ConvertBox } from "./convert-box.tsx";
import { useFormatPoints } from "./format-points.ts";
import { RedeemDialog } from "./redeem-dialog.tsx";

function RewardCard({
  reward,
  deposited,
  balance,
  onRedeem,
}: {
  reward: Reward;
  deposited: number;
  balance: number;
  onRedeem(): void;
}) {
  const { t } = useTranslation();
  const points = useFormatPoints();
  const money = useFormatMoney();
  const short = reward.amountRequired > deposited;
  return (
    <li className="reward-card" data-testid="reward-card">
      <img className="reward-card__art" src={reward.image} alt="" width={400} height={300} loading="lazy" />
      <div className="reward-card__body">
        <span className="reward-card__kind">{t(`pointMall.kinds.${reward.type}`)}</span>
        <h3 className="reward-card__name">{reward.name}</h3>
        {reward.description ? <p className="reward-card__text">{reward.description}</p> : null}
        <p className="reward-card__points">
          {t("pointMall.pointsValue", { points: points(reward.pointsRequired) })}
        </p>
        <dl className="reward-card__facts">
          <div>
            <dt>{t("pointMall.stock")}</dt>
            <dd>{reward.stock}</dd>
          </div>
          {reward.amountRequired > 0 ? (
            <div className={short ? "is-short" : undefined}>
              <dt>{t("pointMall.amountRequired")}</dt>
              <dd>{money(reward.amountRequired)}</dd>
            </div>
          ) : null}
        </dl>
        {reward.contact ? (
          <p className="reward-card__note">{t(`pointMall.redeem.${reward.contact}Required`)}</p>
        ) : null}
        <button
          type="button"
          className="button button--primary reward-card__action"
          disabled={reward.stock === 0 || short || balance < reward.pointsRequired}
          onClick={onRedeem}
        >
          {reward.stock === 0 ? t("pointMall.soldOut") : t("pointMall.redeemAction")}
        </button>
      </div>
    </li>
  );
}

/** The redeem view: converting points, and the catalogue with stock and requirements. */
export function RewardGrid({ balance }: { balance: number }) {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError, refetch } = useQuery(pointRewardsQuery(i18n.language));
  const [chosen, setChosen] = useState<Reward | null>(null);
  if (isPending) return <div className="reward-grid reward-grid--loading" aria-busy="true" />;
  if (isError) {
    return (
      <EmptyState title={t("pointMall.loadFailed")}>
        <button type="button" className="button button--secondary" onClick={() => void refetch()}>
          {t("pointMall.retry")}
        </button>
      </EmptyState>
    );
  }
  return (
    <>
      <ConvertBox balance={balance} />
      {data.list.length === 0 ? (
        <EmptyState title={t("pointMall.emptyRewards")} />
      ) : (
        <ul className="reward-grid">
          {data.list.map((reward) => (
            <RewardCard
              key={reward.id}
              reward={reward}
              deposited={data.depositedAmount}
              balance={balance}
              onRedeem={() => setChosen(reward)}
            />
          ))}
        </ul>
      )}
      {chosen ? <RedeemDialog reward={chosen} balance={balance} onClose={() => setChosen(null)} /> : null}
    </>
  );
}
