import { RECORD_TYPES, type RecordType } from "@banca/contract/records";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import type { DataColumn } from "#app/components/ui/site-table.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { type TransactionLine, transactionsQuery } from "./api.ts";
import { kindLabel, walletLabel } from "./record-labels.ts";
import { RECORD_PAGE_SIZE, RecordListPage, useRangePaging } from "./record-list-page.tsx";

/** The account record: every movement of the member's wallets, filtered by type and date. */
export default function TransactionHistoryPage() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [type, setType] = useState<RecordType | "all">("all");
  const paging = useRangePaging();
  const filter = {
    ...paging.range.range,
    types: type === "all" ? [] : [type],
    pageNo: paging.pageNo,
    pageSize: RECORD_PAGE_SIZE,
  };
  const query = useQuery(transactionsQuery(filter));
  const columns: DataColumn<TransactionLine>[] = [
    { id: "time", header: t("records.columns.time"), cell: (line) => formatDateTime(line.time) },
    {
      id: "type",
      header: t("records.columns.type"),
      cell: (line) => (
        <>
          <span className={`records-type records-type--${line.type}`}>
            {kindLabel(t, line.kind, line.type)}
          </span>
          {line.remark ? <span className="records-table__remark">{line.remark}</span> : null}
        </>
      ),
    },
    {
      id: "wallet",
      header: t("records.columns.wallet"),
      cell: (line) => walletLabel(t, line.wallet, line.walletName),
    },
    {
      id: "amount",
      header: t("records.columns.amount"),
      numeric: true,
      className: (line) => `records-amount ${line.amount < 0 ? "is-out" : "is-in"}`,
      cell: (line) => money(line.amount, { signed: true, symbol: false }),
    },
    {
      id: "balanceAfter",
      header: t("records.columns.balanceAfter"),
      numeric: true,
      cell: (line) => money(line.balanceAfter, { symbol: false }),
    },
    {
      id: "orderNo",
      header: t("records.columns.orderNo"),
      className: () => "records-table__order",
      cell: (line) => line.orderNo,
    },
  ];

  return (
    <RecordListPage
      testId="transaction-history"
      title={t("memberCentre.pages.transactionHistory")}
      intro={t("records.transactionsIntro")}
      paging={paging}
      filters={
        <label className="form__field records-filters__type">
          {t("records.typeLabel")}
          <select
            name="recordType"
            value={type}
            onChange={(event) => {
              setType(event.target.value as RecordType | "all");
              paging.firstPage();
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
      }
      query={query}
      empty={<EmptyState title={t("records.emptyTitle")}>{t("records.emptyText")}</EmptyState>}
      summary={(page) => [
        { label: t("records.summary.count"), value: page.totalCount },
        {
          label: t("records.summary.moneyIn"),
          value: money(page.totals.moneyIn, { signed: true }),
          className: "records-amount is-in",
        },
        {
          label: t("records.summary.moneyOut"),
          value: money(page.totals.moneyOut),
          className: `records-amount${page.totals.moneyOut < 0 ? " is-out" : ""}`,
        },
      ]}
      columns={columns}
      rowAttributes={() => ({ "data-testid": "record-line" })}
    />
  );
}
