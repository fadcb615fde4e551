import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { paths } from "#app/config/paths.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { Link } from "#app/lib/router.tsx";
import { useUiStore } from "#app/stores/ui-store.ts";
import { type RewardPage, rewardCentreQuery } from "./api.ts";
import { promotionPath } from "./promotion-path.ts";
import { PromotionStatusBadge } from "./status-badge.tsx";

type Entry = RewardPage["list"][number];

/** Leaving the member centre for a promotion's page closes it first. */
const closeCentre = () => useUiStore.getState().closeModal();

function RewardLine({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <li className="reward-line" data-testid="reward-line" data-kind={entry.kind}>
      <img className="reward-line__art" src={entry.artwork} alt="" width={96} height={54} loading="lazy" />
      <div className="reward-line__main">
        <Link to={promotionPath(entry.promotionId)} className="reward-line__title" onClick={closeCentre}>
          {entry.title}
        </Link>
        <p className="reward-line__meta">
          <span>{t(`promotions.rewards.kinds.${entry.kind}`)}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={new Date(entry.time).toISOString()}>{formatDateTime(entry.time)}</time>
        </p>
        {entry.comment ? <p className="reward-line__note">“{entry.comment}”</p> : null}
        {entry.rejectReason ? (
          <p className="reward-line__note is-danger">
            {t("promotions.notices.reason", { reason: entry.rejectReason })}
          </p>
        ) : null}
      </div>
      <div className="reward-line__side">
        <PromotionStatusBadge status={entry.status} />
        <span className={`reward-line__amount${entry.amount === null ? " is-none" : ""}`}>
          {entry.amount === null ? "—" : money(entry.amount, { signed: true })}
        </span>
      </div>
    </li>
  );
}

/** rewardCenter: the member's applications and claimed bonuses, newest first. */
export default function RewardCentrePage() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const { data: page, isPending, isError, refetch } = useQuery(rewardCentreQuery(pageNo));

  return (
    <div className="records-page reward-centre" data-testid="reward-centre">
      <header className="records-page__head">
        <h2 className="centre-title">{t("memberCentre.pages.rewardCenter")}</h2>
        <p>{t("promotions.rewards.intro")}</p>
      </header>
      {isPending ? (
        <p className="member-centre__loading">{t("memberCentre.loading")}</p>
      ) : isError ? (
        <EmptyState title={t("promotions.loadFailed")}>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t("promotions.retry")}
          </button>
        </EmptyState>
      ) : page.totalCount === 0 ? (
        <EmptyState title={t("promotions.rewards.emptyTitle")}>
          <p>{t("promotions.rewards.emptyText")}</p>
          <Link to={paths.promotions} className="button button--primary" onClick={closeCentre}>
            {t("promotions.rewards.browse")}
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul className="reward-list">
            {page.list.map((entry) => (
              <RewardLine key={`${entry.kind}-${entry.id}`} entry={entry} />
            ))}
          </ul>
          {page.totalPages > 1 ? (
            <Pagination page={page.pageNo} pageCount={page.totalPages} onChange={setPageNo} />
          ) : null}
        </>
      )}
    </div>
  );
}
