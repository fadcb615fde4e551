import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { type Mission, missionSummaryQuery } from "./api.ts";
import { MissionLeaderboard } from "./leaderboard.tsx";
import { MissionCard } from "./mission-card.tsx";
import "./missions.css";

const VIEWS = ["missions", "leaderboard"] as const;
type View = (typeof VIEWS)[number];

function MissionGroup({ title, missions }: { title: string; missions: Mission[] }) {
  if (missions.length === 0) return null;
  return (
    <section className="mission-group">
      <h3 className="mission-group__title">{title}</h3>
      <ul className="mission-list">
        {missions.map((mission) => (
          <MissionCard key={mission.missionId} mission={mission} />
        ))}
      </ul>
    </section>
  );
}

function MissionList() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError, refetch } = useQuery(missionSummaryQuery(i18n.language));
  if (isPending) return <p className="member-centre__loading">{t("memberCentre.loading")}</p>;
  if (isError) {
    return (
      <EmptyState title={t("missions.loadFailed")}>
        <button type="button" className="button button--secondary" onClick={() => void refetch()}>
          {t("missions.retry")}
        </button>
      </EmptyState>
    );
  }
  if (data.list.length === 0) return <EmptyState title={t("missions.empty")} />;
  return (
    <>
      <p className="mission-summary" data-testid="mission-claimable">
        {t("missions.claimable", { count: data.claimableCount })}
      </p>
      <MissionGroup
        title={t("missions.periods.daily")}
        missions={data.list.filter((m) => m.period === "daily")}
      />
      <MissionGroup
        title={t("missions.periods.weekly")}
        missions={data.list.filter((m) => m.period === "weekly")}
      />
    </>
  );
}

/** missionLeaderboard: the day's and week's missions with their claims, and the valid-bet leaderboard. */
export default function MissionLeaderboardPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>("missions");
  return (
    <div className="records-page missions-page" data-testid="missions-page">
      <header className="records-page__head">
        <h2 className="centre-title">{t("memberCentre.pages.missionLeaderboard")}</h2>
        <p>{t("missions.intro")}</p>
      </header>
      <div
        className="classify-chips missions-page__views"
        role="tablist"
        aria-label={t("missions.viewsLabel")}
      >
        {VIEWS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={view === key}
            className={`classify-chip${view === key ? " is-active" : ""}`}
            onClick={() => setView(key)}
          >
            {t(`missions.views.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">{view === "missions" ? <MissionList /> : <MissionLeaderboard />}</div>
    </div>
  );
}
