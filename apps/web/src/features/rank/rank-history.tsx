import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { type RankChange, rankHistoryQuery } from "./api.ts";

/** The member's changes of level, newest first, with the reward each promotion paid. */
export function RankHistory() {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const history = useQuery({ ...rankHistoryQuery(pageNo, i18n.language), placeholderData: keepPreviousData });
  return (
    <section className="rank-section" aria-labelledby="rank-history-title">
      <h3 id="rank-history-title" className="rank-section__title">
        {t("rank.historyTitle")}
      </h3>
      {history.isPending ? (
        <p className="member-centre__loading">{t("memberCentre.loading")}</p>
      ) : history.isError ? (
        <EmptyState title={t("rank.loadFailed")}>
          <button type="button" className="button button--secondary" onClick={() => void history.refetch()}>
            {t("rank.retry")}
          </button>
        </EmptyState>
      ) : history.data.list.length === 0 ? (
        <p className="rank-note">{t("rank.historyEmpty")}</p>
      ) : (
        <>
          <ul className="rank-history" data-testid="rank-history">
            {history.data.list.map((change) => (
              <ChangeRow key={`${change.changedAt}-${change.toLevel}-${change.cause}`} change={change} />
            ))}
          </ul>
          {history.data.totalPages > 1 ? (
            <div className="rank-pager">
              <button
                type="button"
                className="button button--secondary"
                disabled={pageNo <= 1}
                onClick={() => setPageNo((page) => page - 1)}
              >
                {t("rank.previous")}
              </button>
              <span>{t("rank.page", { page: pageNo, pages: history.data.totalPages })}</span>
              <button
                type="button"
                className="button button--secondary"
                disabled={pageNo >= history.data.totalPages}
                onClick={() => setPageNo((page) => page + 1)}
              >
                {t("rank.next")}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

function ChangeRow({ change }: { change: RankChange }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const name = (level: number, text: string) => (level === 0 || !text ? t("rank.noLevel") : text);
  return (
    <li className={`rank-change is-${change.cause}`} data-testid="rank-change" data-cause={change.cause}>
      <div className="rank-change__what">
        <strong>
          {t("rank.change", {
            from: name(change.fromLevel, change.fromName),
            to: name(change.toLevel, change.toName),
          })}
        </strong>
        <span>
          {t(`rank.causes.${change.cause}`)} · {formatDateTime(change.changedAt)}
        </span>
      </div>
      {change.reward > 0 ? (
        <span className="rank-change__reward" data-testid="rank-change-reward">
          {money(change.reward, { signed: true })}
        </span>
      ) : null}
    </li>
  );
}
