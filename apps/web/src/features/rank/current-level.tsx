import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { useFormatMoney } from "#app/lib/format-money.ts";
import type { PlayerRank } from "./api.ts";
import { LevelBadge } from "./level-badge.tsx";
import { ProgressBar } from "./progress-bar.tsx";

/** The member's level, this period's deposits and valid bets against the next level, and the keep goal. */
export function CurrentLevel({ rank }: { rank: PlayerRank }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { current, next } = rank;
  const standing = current.rankLevel > 0 ? current : null;
  return (
    <section className="rank-current" aria-labelledby="rank-current-title" data-testid="rank-current">
      <div className="rank-current__who">
        <LevelBadge level={standing} large />
        <div className="rank-current__text">
          <span id="rank-current-title" className="rank-current__caption">
            {t("rank.yourLevel")}
          </span>
          <strong className="rank-current__name" data-testid="rank-current-level">
            {standing ? standing.labelName : t("rank.noLevel")}
          </strong>
          <span className="rank-current__period">
            <span>{t(`rank.periods.${rank.period}`)}</span>
            <span>{t("rank.endsAt", { time: formatDateTime(rank.endsAt) })}</span>
          </span>
        </div>
      </div>
      {next ? (
        <div className="rank-current__next">
          <div className="rank-current__next-head">
            <strong>{t("rank.nextLevel", { level: next.labelName })}</strong>
            {next.reward > 0 ? (
              <span className="rank-current__reward">
                {t("rank.nextReward", { amount: money(next.reward) })}
              </span>
            ) : null}
          </div>
          <ProgressBar
            label={t("rank.deposit")}
            done={rank.deposit}
            target={next.deposit}
            testId="rank-progress-deposit"
          />
          <ProgressBar
            label={t("rank.validBet")}
            done={rank.validBet}
            target={next.validBet}
            testId="rank-progress-bet"
          />
        </div>
      ) : (
        <p className="rank-current__top">{t("rank.top")}</p>
      )}
      {rank.keepValidBet !== null && standing ? (
        <div className="rank-current__keep">
          <strong>{t("rank.keepTitle", { level: standing.labelName })}</strong>
          <p>
            {rank.validBet >= rank.keepValidBet
              ? t("rank.keepMet")
              : t("rank.keepText", { amount: money(rank.keepValidBet) })}
          </p>
          <ProgressBar
            label={t("rank.validBet")}
            done={rank.validBet}
            target={rank.keepValidBet}
            testId="rank-progress-keep"
          />
        </div>
      ) : null}
    </section>
  );
}
