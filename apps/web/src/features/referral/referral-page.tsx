import { useQuery } from "@tanstack/react-query";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFormatMoney as useMoney } from "#app/lib/format-money.ts";
import { type ReferralInfo, referralInfoQuery } from "./api.ts";
import { FriendList } from "./friend-list.tsx";
import { InviteCard } from "./invite-card.tsx";
import "./referral.css";

/** The three moments a friend earns the member a reward, with the merchant's amounts and thresholds. */
function RewardSteps({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation();
  const steps = [
    { key: "register", amount: info.rewards.register, threshold: 0 },
    { key: "deposit", amount: info.rewards.deposit, threshold: info.depositThreshold },
    { key: "bet", amount: info.rewards.bet, threshold: info.betThreshold },
  ].filter((step) => step.amount > 0);
  if (steps.length === 0) return <p className="referral-note">{t("referral.noRewards")}</p>;
  return (
    <section className="referral-section" aria-labelledby="referral-rewards">
      <h3 id="referral-rewards" className="referral-section__title">
        {t("referral.rewardsTitle")}
      </h3>
      <ol className="referral-steps" data-testid="referral-rewards">
        {steps.map((step, index) => (
          <RewardStep
            key={step.key}
            index={index + 1}
            stepKey={step.key}
            amount={step.amount}
            threshold={step.threshold}
          />
        ))}
      </ol>
      <p className="referral-note">{t("referral.rules")}</p>
    </section>
  );
}

function RewardStep({
  index,
  stepKey,
  amount,
  threshold,
}: {
  index: number;
  stepKey: string;
  amount: number;
  threshold: number;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <li className="referral-step" data-step={stepKey}>
      <span className="referral-step__index" aria-hidden="true">
        {index}
      </span>
      <span className="referral-step__text">
        <strong>{t(`referral.steps.${stepKey}.title`)}</strong>
        <span>{t(`referral.steps.${stepKey}.text`, { amount: money(threshold) })}</span>
      </span>
      <span className="referral-step__amount">{money(amount, { signed: true })}</span>
    </li>
  );
}

/** referral: the member's code and link to pass on, what the merchant pays per friend, and the friends so far. */
export default function ReferralPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const info = useQuery(referralInfoQuery());
  return (
    <div className="records-page referral-page" data-testid="referral-page">
      <header className="records-page__head">
        <h2 className="centre-title">{t("memberCentre.pages.referral")}</h2>
        <p>{t("referral.intro")}</p>
      </header>
      {info.isPending ? (
        <p className="member-centre__loading">{t("memberCentre.loading")}</p>
      ) : info.isError ? (
        <EmptyState title={t("referral.loadFailed")}>
          <button type="button" className="button button--secondary" onClick={() => void info.refetch()}>
            {t("referral.retry")}
          </button>
        </EmptyState>
      ) : (
        <>
          <InviteCard code={info.data.referralCode} />
          <dl className="referral-totals">
            <div>
              <dt>{t("referral.friendCount")}</dt>
              <dd data-testid="referral-friend-count">{info.data.friendCount}</dd>
            </div>
            <div>
              <dt>{t("referral.totalReward")}</dt>
              <dd data-testid="referral-total-reward">{money(info.data.totalReward)}</dd>
            </div>
          </dl>
          <RewardSteps info={info.data} />
          <FriendList />
        </>
      )}
    </div>
  );
}
