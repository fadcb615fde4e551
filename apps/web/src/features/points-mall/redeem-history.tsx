import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { redeemListQuery } from "./api.ts";
import { useFormatPoints } from "./format-points.ts";

/** The redeem history with the spec's record fields, newest first. */
export function RedeemHistory() {
  const { t } = useTranslation();
  const points = useFormatPoints();
  const money = useFormatMoney();
  const [pageNo, setPageNo] = useState(1);
  const { data, isPending, isError, refetch } = useQuery(redeemListQuery(pageNo, null));
  if (isPending) return <p className="points-mall__loading">{t("pointMall.loading")}</p>;
  if (isError) {
    return (
      <EmptyState title={t("pointMall.loadFailed")}>
        <button type="button" className="button button--secondary" onClick={() => void refetch()}>
          {t("pointMall.retry")}
        </button>
      </EmptyState>
    );
  }
  if (data.totalCount === 0) return <EmptyState title={t("pointMall.history.empty")} />;
  return (
    <>
      <ul className="redeem-list" data-testid="redeem-history">
        {data.list.map((record) => (
          <li key={record.id} className="redeem-line" data-testid="redeem-line" data-status={record.status}>
            <div className="redeem-line__head">
              <strong>{record.name}</strong>
              <span className={`redeem-status redeem-status--${record.status}`}>
                {t(`pointMall.status.${record.status}`)}
              </span>
            </div>
            <dl className="redeem-line__fields">
              <div>
                <dt>{t("pointMall.history.reference")}</dt>
                <dd>{record.referenceNo}</dd>
              </div>
              <div>
                <dt>{t("pointMall.history.applyTime")}</dt>
                <dd>{formatDateTime(record.applyTime)}</dd>
              </div>
              <div>
                <dt>{t("pointMall.history.type")}</dt>
                <dd>{t(`pointMall.kinds.${record.type}`)}</dd>
              </div>
              <div>
                <dt>{t("pointMall.history.quantity")}</dt>
                <dd>{record.quantity}</dd>
              </div>
              <div>
                <dt>{t("pointMall.history.points")}</dt>
                <dd>{points(record.pointsRequired)}</dd>
              </div>
              <div>
                <dt>{t("pointMall.amountRequired")}</dt>
                <dd>{money(record.amountRequired)}</dd>
              </div>
              {record.paidAccount ? (
                <div>
                  <dt>{t("pointMall.history.paidAccount")}</dt>
                  <dd>
                    {record.paidAccount === "MAIN" ? t("pointMall.history.mainWallet") : record.paidAccount}
                  </dd>
                </div>
              ) : null}
              {record.receivingAddress ? (
                <div>
                  <dt>{t("pointMall.history.address")}</dt>
                  <dd>{record.receivingAddress}</dd>
                </div>
              ) : null}
              {record.remark ? (
                <div>
                  <dt>{t("pointMall.history.remark")}</dt>
                  <dd>{record.remark}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
      <Pagination page={pageNo} pageCount={data.totalPages} onChange={setPageNo} />
    </>
  );
}
