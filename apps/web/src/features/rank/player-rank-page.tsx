import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { queryKeys } from "#app/lib/query-keys.ts";
import { useSessionStore } from "#app/stores/session-store.ts";
import { playerRankQuery } from "./api.ts";
import { CurrentLevel } from "./current-level.tsx";
import { LevelTable } from "./level-table.tsx";
import { RankHistory } from "./rank-history.tsx";
import "./rank.css";

/** playerRank: the member's club level, its progress to the next, every level, and the history. */
export default function PlayerRankPage() {
  const { t, i18n } = useTranslation();
  const rank = useQuery(playerRankQuery(i18n.language));
  const labelRank = useSessionStore((state) => state.member?.clubLabel.rankLevel ?? 0);
  const client = useQueryClient();
  const rankLevel = rank.data?.current.rankLevel;
  // A level reached since the member info was read: the header's label follows.
  useEffect(() => {
    if (rankLevel !== undefined && rankLevel !== labelRank) {
      void client.invalidateQueries({ queryKey: queryKeys.memberInfo() });
    }
  }, [rankLevel, labelRank, client]);
  return (
    <div className="records-page rank-page" data-testid="rank-page">
      <header className="records-page__head">
        <h2 className="centre-title">{t("memberCentre.pages.playerRank")}</h2>
        <p>{t("rank.intro")}</p>
      </header>
      {rank.isPending ? (
        <p className="member-centre__loading">{t("memberCentre.loading")}</p>
      ) : rank.isError ? (
        <EmptyState title={t("rank.loadFailed")}>
          <button type="button" className="button button--secondary" onClick={() => void rank.refetch()}>
            {t("rank.retry")}
          </button>
        </EmptyState>
      ) : (
        <>
          <CurrentLevel rank={rank.data} />
          <LevelTable rank={rank.data} />
          <RankHistory />
        </>
      )}
    </div>
  );
}
