import { type DataColumn, DataTable, type DataTableClasses } from "@banca/ui/data-table";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Pagination } from "./pagination.tsx";

export type { DataColumn } from "@banca/ui/data-table";

/** The shared table in the site's own look (records.css), so the site does not load ui.css. */
const SITE_CLASSES: DataTableClasses = {
  block: "site-table",
  tools: "site-table__tools",
  filters: "site-table__filters",
  scroll: "site-table__scroll",
  table: "records-table",
  numeric: "records-table__number",
  openable: "is-openable",
  row: "",
  empty: "site-table__empty",
  hidden: "visually-hidden",
  // The site's lists turn into cards on phones instead of leaving columns out.
  secondary: "",
  button: "button",
  pager: "pagination",
};

/**
 * A list of the player site (records, an agent's reports): `@banca/ui`'s data table with the site's
 * classes, its numbered pager and its translator. `tableClass` adds a page's own table classes
 * (`agent-table`); `rowClass` a class of every row (records turn rows into cards on phones).
 */
export function SiteTable<Row extends object>({
  caption,
  columns,
  rows,
  rowKey,
  paging,
  tableClass,
  rowClass,
  rowAttributes,
}: {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** The server's page of the list, its count of pages and the way to another page. */
  paging?: { page: number; pageCount: number; pageSize: number; total: number; onPage(page: number): void };
  tableClass?: string;
  rowClass?: string;
  rowAttributes?: (row: Row) => Record<`data-${string}`, string | undefined>;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      labels={{ loading: t("memberCentre.loading") }}
      empty=""
      classes={{
        ...SITE_CLASSES,
        table: tableClass ? `records-table ${tableClass}` : "records-table",
        row: rowClass ?? "",
      }}
      rowAttributes={rowAttributes}
      paging={
        paging && {
          page: paging.page,
          pageSize: paging.pageSize,
          total: paging.total,
          pages: paging.pageCount,
          onPage: paging.onPage,
        }
      }
      pager={({ page, pages, onPage }) => <Pagination page={page} pageCount={pages} onChange={onPage} />}
    />
  );
}
