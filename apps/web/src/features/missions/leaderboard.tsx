import type { MissionPeriod } from "@banca/contract/missions";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { missionLeaderboardQuery } from "./api.ts";

const PERIODS: readonly MissionPeriod[] = ["daily", "weekly"];

/** The valid-bet leaderboard of the current day or week, and the member's own place under it. */
export function MissionLeaderboard() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [period, setPeriod] = useState<MissionPeriod>("daily");
  const { data, isPending, isError, refetch } = useQuery(missionLeaderboardQuery(period));
  return (
    <section className="mission-board" data-testid="mission-leaderboard">
      <div className="classify-chips" role="tablist" aria-label={t("missions.periodLabel")}>
        {PERIODS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={period === key}
            className={`classify-chip${period === key ? " is-active" : ""}`}
            onClick={() => setPeriod(key)}
          >
            {t(`missions.boardPeriods.${key}`)}
          </button>
        ))}
      </div>
      {isPending ? (
        <p className="member-centre__loading">{t("memberCentre.loading")}</p>
      ) : isError ? (
        <EmptyState title={t("missions.loadFailed")}>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t("missions.retry")}
          </button>
        </EmptyState>
      ) : (
        <>
          <p className="mission-board__ends">{t("missions.endsAt", { time: formatDateTime(data.endsAt) })}</p>
          {data.list.length === 0 ? (
            <EmptyState title={t("missions.boardEmpty")} />
          ) : (
            <ol className="mission-board__list">
              {data.list.map((entry) => (
                <li
                  key={entry.rank}
                  className={`mission-board__row${entry.rank <= 3 ? ` is-top is-top-${entry.rank}` : ""}`}
                >
                  <span className="mission-board__rank">{entry.rank}</span>
                  <span className="mission-board__name">{entry.name}</span>
                  <span className="mission-board__value">{money(entry.reachedValue)}</span>
                </li>
              ))}
            </ol>
          )}
          <footer className="mission-board__footer" data-testid="mission-board-footer">
            <span>{t("missions.yourPlace")}</span>
            <strong>{data.footer.rank === null ? t("missions.unranked") : `#${data.footer.rank}`}</strong>
            <span>{money(data.footer.reachedValue)}</span>
          </footer>
        </>
      )}
    </section>
  );
}
