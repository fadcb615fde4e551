import { errorText } from "#app/components/form/error-text.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { type Mission, useClaimMission } from "./api.ts";

const KIND_ICON: Record<Mission["kind"], string> = {
  bet: "/media/missions/bet.svg",
  deposit: "/media/missions/deposit.svg",
  game: "/media/missions/game.svg",
  login: "/media/missions/login.svg",
};

/** One mission: what to do, how far the member is, the reward and its claim. */
export function MissionCard({ mission }: { mission: Mission }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const claim = useClaimMission();
  const isMoney = mission.kind === "bet" || mission.kind === "deposit";
  const shown = (value: number) => (isMoney ? money(value) : String(value));
  const ratio = mission.target > 0 ? Math.min(1, mission.progress / mission.target) : 0;
  return (
    <li className={`mission-card is-${mission.status}`} data-testid="mission" data-status={mission.status}>
      <img className="mission-card__icon" src={KIND_ICON[mission.kind]} alt="" width={48} height={48} />
      <div className="mission-card__main">
        <h4 className="mission-card__title">{mission.title}</h4>
        {mission.description ? <p className="mission-card__text">{mission.description}</p> : null}
        <div
          className="mission-card__bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={mission.target}
          aria-valuenow={mission.progress}
          aria-label={t("missions.progressLabel")}
        >
          <span style={{ width: `${Math.round(ratio * 100)}%` }} />
        </div>
        <p className="mission-card__numbers">
          <span>
            {mission.kind === "game"
              ? t("missions.rounds", { done: mission.progress, target: mission.target })
              : mission.kind === "login"
                ? t("missions.days", { done: mission.progress, target: mission.target })
                : `${shown(mission.progress)} / ${shown(mission.target)}`}
          </span>
          <span className="mission-card__reward">
            {t("missions.reward", { amount: money(mission.reward) })}
          </span>
        </p>
        {claim.isError ? (
          <p className="form-error" role="alert">
            {errorText(t, claim.error)}
          </p>
        ) : null}
      </div>
      <div className="mission-card__side">
        {mission.status === "completed" ? (
          <button
            type="button"
            className="button button--primary"
            disabled={claim.isPending}
            onClick={() => claim.mutate(mission.missionId)}
          >
            {claim.isPending ? t("missions.claiming") : t("missions.claim")}
          </button>
        ) : (
          <span className={`mission-card__status is-${mission.status}`}>
            {t(`missions.status.${mission.status}`)}
          </span>
        )}
      </div>
    </li>
  );
}
