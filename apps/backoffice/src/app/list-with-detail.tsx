import { type DataColumn, DataTable, type DataTablePaging } from "@banca/ui/data-table";
import type { ReactNode } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";

export type ListWithDetailProps<Row extends { id: number }> = {
  /** The page's heading; a tab of a page has none. */
  title?: string;
  /** The table's name for screen readers. */
  caption: string;
  error: unknown;
  loading: boolean;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  openId: number | null;
  onOpen: (row: Row) => void;
  paging?: DataTablePaging;
  csv?: { fileName: string; allRows?: () => Promise<readonly Row[]> };
  filters?: ReactNode;
  /** What stands under the list (the form that adds a row, a form of the same desk). */
  below?: ReactNode;
  /** The opened row's panel, or nothing. */
  detail: ReactNode;
};

/**
 * A back-office list whose rows open a detail panel beside it (under it on a tablet): the queues,
 * the content tabs and every other list a staff member works through row by row.
 */
export function ListWithDetail<Row extends { id: number }>(props: ListWithDetailProps<Row>) {
  const { t } = useI18n();
  return (
    <div className={props.title ? "page with-detail" : "with-detail"}>
      <div className="page-main">
        {props.title ? <h1>{props.title}</h1> : null}
        <ErrorText error={props.error} />
        <DataTable
          caption={props.caption}
          columns={props.columns}
          rows={props.rows}
          rowKey={(row) => String(row.id)}
          labels={tableLabels(t)}
          empty={t("common.empty")}
          loading={props.loading}
          onOpen={props.onOpen}
          selectedKey={props.openId === null ? null : String(props.openId)}
          paging={props.paging}
          csv={props.csv}
          filters={props.filters}
        />
        {props.below}
      </div>
      {props.detail}
    </div>
  );
}
