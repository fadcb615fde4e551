import { useQuery } from "@tanstack/react-query";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFormatMoney as useMoney } from "#app/lib/format-money.ts";
import { type ReferralInfo, referralInfoQuery } from "./api.ts";
import { FriendList } from "./friend-list.tsx";
import { InviteCard } from "./invite-card.tsx";
import "./referral.css";

/**
 * The three steps a friend takes before the member and the friend are each credited (decision 078),
 * with the merchant's amounts, and the rules that hold the rewards.
 */
function RewardSteps({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (info.rewards.referrer <= 0 && info.rewards.friend <= 0) {
    return <p className="referral-note">{t("referral.noRewards")}</p>;
  }
  const steps = ["mobile", "deposit", "wager"] as const;
  return (
    <section className="referral-section" aria-labelledby="referral-rewards">
      <h3 id="referral-rewards" className="referral-section__title">
        {t("referral.rewardsTitle")}
      </h3>
      <ol className="referral-steps" data-testid="referral-rewards">
        {steps.map((step, index) => (
          <li key={step} className="referral-step" data-step={step}>
            <span className="referral-step__index" aria-hidden="true">
              {index + 1}
            </span>
            <span className="referral-step__text">
              <strong>{t(`referral.steps.${step}.title`)}</strong>
              <span>
                {t(`referral.steps.${step}.text`, {
                  amount: money(step === "wager" ? info.minValidBet : info.minFirstDeposit),
                })}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <dl className="referral-totals" data-testid="referral-reward-amounts">
        <div>
          <dt>{t("referral.youGet")}</dt>
          <dd>{money(info.rewards.referrer, { signed: true })}</dd>
        </div>
        <div>
          <dt>{t("referral.friendGets")}</dt>
          <dd>{money(info.rewards.friend, { signed: true })}</dd>
        </div>
      </dl>
      <p className="referral-note" data-testid="referral-rules">
        {t("referral.rules", { multiple: info.wageringMultiple, perDay: info.maxRewardsPerDay })}
      </p>
    </section>
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
