import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFormatMoney } from "#app/lib/format-money.ts";
import type { PlayerRank, RankLevel } from "./api.ts";
import { LevelBadge, LevelName } from "./level-badge.tsx";

/** Every level, lowest first: what it needs in one period, what keeps it, its reward and benefits. */
export function LevelTable({ rank }: { rank: PlayerRank }) {
  const { t } = useTranslation();
  return (
    <section className="rank-section" aria-labelledby="rank-levels-title">
      <h3 id="rank-levels-title" className="rank-section__title">
        {t("rank.levelsTitle")}
      </h3>
      <ol className="rank-levels" aria-label={t("rank.levelsLabel")}>
        {rank.levels.map((level) => (
          <LevelRow key={level.rankLevel} level={level} currentRank={rank.current.rankLevel} />
        ))}
      </ol>
    </section>
  );
}

function LevelRow({ level, currentRank }: { level: RankLevel; currentRank: number }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const isCurrent = level.rankLevel === currentRank;
  const reached = level.rankLevel <= currentRank;
  return (
    <li
      className={`rank-level${isCurrent ? " is-current" : ""}${reached ? " is-reached" : ""}`}
      data-testid="rank-level"
      data-rank={level.rankLevel}
    >
      <LevelBadge level={level} />
      <div className="rank-level__main">
        <div className="rank-level__head">
          <LevelName level={level} />
          {isCurrent ? (
            <span className="rank-tag is-current">{t("rank.current")}</span>
          ) : reached ? (
            <span className="rank-tag is-done">{t("rank.reached")}</span>
          ) : null}
        </div>
        {level.deposit !== null && level.validBet !== null ? (
          <p className="rank-level__needs">
            {t("rank.needs", { deposit: money(level.deposit), validBet: money(level.validBet) })}
          </p>
        ) : (
          <p className="rank-level__needs">{t("rank.inviteOnly")}</p>
        )}
        {level.keepValidBet !== null ? (
          <p className="rank-level__keep">{t("rank.keepNeeds", { amount: money(level.keepValidBet) })}</p>
        ) : null}
        {level.benefits ? (
          <div className="rank-level__benefits">
            <span className="rank-level__label">{t("rank.benefits")}</span>
            <p>{level.benefits}</p>
          </div>
        ) : null}
      </div>
      <div className="rank-level__reward">
        {level.reward > 0 ? (
          <>
            <span className="rank-level__reward-label">{t("rank.reward")}</span>
            <strong>{money(level.reward)}</strong>
            {level.rewarded ? <span className="rank-tag is-done">{t("rank.rewardPaid")}</span> : null}
          </>
        ) : (
          <span className="rank-level__reward-label">{t("rank.noReward")}</span>
        )}
      </div>
    </li>
  );
}
