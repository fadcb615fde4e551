import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { pointDetailsQuery } from "./api.ts";
import { useFormatPoints } from "./format-points.ts";

const DAY_MS = 86_400_000;
const SPANS = [7, 30, 90] as const;

/** A line's source from its ledger kind ("points.slots" → slots, "points.redeem.return" → return). */
const sourceOf = (kind: string) =>
  kind === "points.redeem.return" ? "return" : (kind.split(".")[1] ?? "other");

/** Every move of the points account over the last days, with the balance after it. */
export function PointsDetails() {
  const { t } = useTranslation();
  const points = useFormatPoints();
  const [days, setDays] = useState<(typeof SPANS)[number]>(30);
  const [pageNo, setPageNo] = useState(1);
  // One range per choice, not per render: the query key stays put while the page is open.
  const [now] = useState(() => Math.ceil(Date.now() / 60_000) * 60_000);
  const { data, isPending, isError, refetch } = useQuery(pointDetailsQuery(pageNo, now - days * DAY_MS, now));
  return (
    <>
      <fieldset className="classify-chips points-mall__range">
        <legend className="visually-hidden">{t("pointMall.details.range")}</legend>
        {SPANS.map((span) => (
          <button
            key={span}
            type="button"
            aria-pressed={days === span}
            className={`classify-chip${days === span ? " is-active" : ""}`}
            onClick={() => {
              setDays(span);
              setPageNo(1);
            }}
          >
            {t("pointMall.details.lastDays", { count: span })}
          </button>
        ))}
      </fieldset>
      {isPending ? (
        <p className="points-mall__loading">{t("pointMall.loading")}</p>
      ) : isError ? (
        <EmptyState title={t("pointMall.loadFailed")}>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t("pointMall.retry")}
          </button>
        </EmptyState>
      ) : data.totalCount === 0 ? (
        <EmptyState title={t("pointMall.details.empty")} />
      ) : (
        <>
          <table className="points-table" data-testid="points-details">
            <thead>
              <tr>
                <th scope="col">{t("pointMall.details.time")}</th>
                <th scope="col">{t("pointMall.details.type")}</th>
                <th scope="col">{t("pointMall.details.amount")}</th>
                <th scope="col">{t("pointMall.details.balance")}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((line) => (
                <tr key={line.id}>
                  <td>{formatDateTime(line.time)}</td>
                  <td>{t(`pointMall.sources.${sourceOf(line.kind)}`)}</td>
                  <td className={line.amount < 0 ? "is-out" : "is-in"}>
                    {line.amount > 0 ? "+" : ""}
                    {points(line.amount)}
                  </td>
                  <td>{points(line.balanceAfter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={pageNo} pageCount={data.totalPages} onChange={setPageNo} />
        </>
      )}
    </>
  );
}
