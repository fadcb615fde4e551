import { RECORD_TYPES, type RecordType } from "@banca/contract/records";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { type TransactionLine, transactionsQuery } from "./api.ts";
import { defaultRangeChoice, type RangeChoice, RangeFilter } from "./range-filter.tsx";
import { kindLabel, walletLabel } from "./record-labels.ts";

const PAGE_SIZE = 10;

function LineRow({ line }: { line: TransactionLine }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const direction = line.amount < 0 ? "is-out" : "is-in";
  return (
    <tr className="records-table__row" data-testid="record-line">
      <td data-label={t("records.columns.time")}>{formatDateTime(line.time)}</td>
      <td data-label={t("records.columns.type")}>
        <span className={`records-type records-type--${line.type}`}>
          {kindLabel(t, line.kind, line.type)}
        </span>
        {line.remark ? <span className="records-table__remark">{line.remark}</span> : null}
      </td>
      <td data-label={t("records.columns.wallet")}>{walletLabel(t, line.wallet, line.walletName)}</td>
      <td data-label={t("records.columns.amount")} className={`records-amount ${direction}`}>
        {money(line.amount, { signed: true, symbol: false })}
      </td>
      <td data-label={t("records.columns.balanceAfter")} className="records-table__number">
        {money(line.balanceAfter, { symbol: false })}
      </td>
      <td data-label={t("records.columns.orderNo")} className="records-table__order">
        {line.orderNo}
      </td>
    </tr>
  );
}

/** The account record: every movement of the member's wallets, filtered by type and date. */
export default function TransactionHistoryPage() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [type, setType] = useState<RecordType | "all">("all");
  const [range, setRange] = useState<RangeChoice>(defaultRangeChoice);
  const [pageNo, setPageNo] = useState(1);
  const filter = {
    ...range.range,
    types: type === "all" ? [] : [type],
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const { data, isPending, isError, isFetching, refetch } = useQuery(transactionsQuery(filter));

  return (
    <div className="records-page" data-testid="transaction-history">
      <header className="records-page__head">
        <h2>{t("memberCentre.pages.transactionHistory")}</h2>
        <p>{t("records.transactionsIntro")}</p>
      </header>
      <div className="records-filters">
        <label className="form__field records-filters__type">
          {t("records.typeLabel")}
          <select
            name="recordType"
            value={type}
            onChange={(event) => {
              setType(event.target.value as RecordType | "all");
              setPageNo(1);
            }}
          >
            <option value="all">{t("records.types.all")}</option>
            {RECORD_TYPES.map((recordType) => (
              <option key={recordType} value={recordType}>
                {t(`records.types.${recordType}`)}
              </option>
            ))}
          </select>
        </label>
        <RangeFilter
          value={range}
          onChange={(choice) => {
            setRange(choice);
            setPageNo(1);
          }}
        />
      </div>

      {isPending ? (
        <p className="records-page__status">{t("records.loading")}</p>
      ) : isError ? (
        <div className="records-page__status" role="alert">
          <p>{t("records.loadFailed")}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t("records.retry")}
          </button>
        </div>
      ) : data.totalCount === 0 ? (
        <EmptyState title={t("records.emptyTitle")}>{t("records.emptyText")}</EmptyState>
      ) : (
        <>
          <dl className="records-summary" aria-busy={isFetching}>
            <div>
              <dt>{t("records.summary.count")}</dt>
              <dd>{data.totalCount}</dd>
            </div>
            <div>
              <dt>{t("records.summary.moneyIn")}</dt>
              <dd className="records-amount is-in">{money(data.totals.moneyIn, { signed: true })}</dd>
            </div>
            <div>
              <dt>{t("records.summary.moneyOut")}</dt>
              <dd className={`records-amount${data.totals.moneyOut < 0 ? " is-out" : ""}`}>
                {money(data.totals.moneyOut)}
              </dd>
            </div>
          </dl>
          <table className="records-table">
            <thead>
              <tr>
                <th scope="col">{t("records.columns.time")}</th>
                <th scope="col">{t("records.columns.type")}</th>
                <th scope="col">{t("records.columns.wallet")}</th>
                <th scope="col" className="records-table__number">
                  {t("records.columns.amount")}
                </th>
                <th scope="col" className="records-table__number">
                  {t("records.columns.balanceAfter")}
                </th>
                <th scope="col">{t("records.columns.orderNo")}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((line) => (
                <LineRow key={line.id} line={line} />
              ))}
            </tbody>
          </table>
          <Pagination page={data.pageNo} pageCount={data.totalPages} onChange={setPageNo} />
        </>
      )}
    </div>
  );
}
