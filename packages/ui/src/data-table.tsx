import { createColumnHelper, flexRender, tableFeatures, useTable } from "@tanstack/react-table";
import { type ReactNode, useMemo, useState } from "react";
import { type CsvCell, downloadText, toCsv } from "./csv.ts";

/** A column of a data table: its heading, how a row shows in it, and its text in the CSV file. */
export type DataColumn<Row> = {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell's text in the CSV export; a column without it stays out of the file (buttons). */
  csv?: (row: Row) => CsvCell;
  /** Amounts and counts line up on the end side. */
  numeric?: boolean;
  /** The heading is for screen readers only (a column of buttons needs no visible title). */
  headerHidden?: boolean;
  /** The cell names its row (a member, a day): a row header for screen readers. */
  rowHeader?: boolean;
  /** Classes of a cell (a sign's colour, a muted order number), besides the numeric one. */
  className?: (row: Row) => string | undefined;
  /**
   * What the opened row's panel shows in full (a record's raw detail): a narrow table (a tablet, a
   * panel open beside it) leaves the column out rather than scroll sideways.
   */
  secondary?: boolean;
};

export type DataTableLabels = {
  loading: string;
  /** The built-in pager's texts; an app that brings a pager of its own (`pager`) leaves them out. */
  previous?: string;
  next?: string;
  /** "Page 2 of 7 (134)" in the app's language. */
  pageOf?: (page: number, pages: number, total: number) => string;
  /** The export button's text, wanted with `csv`. */
  csv?: string;
};

/**
 * The class names the table wears. The defaults are ui.css's; an app with a look of its own (the
 * player site's themes) names its classes instead and needs no ui.css.
 */
export type DataTableClasses = {
  block: string;
  tools: string;
  filters: string;
  scroll: string;
  table: string;
  numeric: string;
  openable: string;
  row: string;
  empty: string;
  hidden: string;
  /** A secondary column's cells, which a narrow table leaves out. */
  secondary: string;
  button: string;
  pager: string;
};

const UI_CLASSES: DataTableClasses = {
  block: "ui-table-block",
  tools: "ui-table-tools",
  filters: "ui-table-filters",
  scroll: "ui-table-scroll",
  table: "ui-table",
  numeric: "ui-numeric",
  openable: "ui-row-openable",
  row: "",
  empty: "ui-table-empty",
  hidden: "ui-visually-hidden",
  secondary: "ui-secondary",
  button: "ui-button",
  pager: "ui-pager",
};

/** The pager an app brings instead of the built-in previous and next. */
export type DataTablePager = (paging: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) => ReactNode;

export type DataTablePaging = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The number of pages when the server counts them; otherwise it follows from total and pageSize. */
  pages?: number;
};

type Props<Row> = {
  /** Names the table for screen readers (a visually hidden caption). */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  labels: DataTableLabels;
  empty: string;
  loading?: boolean;
  /** The filters above the table (search box, selects, a period picker). */
  filters?: ReactNode;
  /** Server-side paging; without it the rows are the whole list. */
  paging?: DataTablePaging;
  /** CSV export: the file's name and, when the list is paged, every row of the filter (all pages). */
  csv?: { fileName: string; allRows?: () => Promise<readonly Row[]> };
  /** A row the user can open (a detail panel); the row is then a button for keyboards too. */
  onOpen?: (row: Row) => void;
  selectedKey?: string | null;
  classes?: Partial<DataTableClasses>;
  pager?: DataTablePager;
  /** Attributes of a row that tests and styles find it by (`data-testid`, `data-member`). */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string | undefined>;
};

const joined = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ") || undefined;

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, object>();

/**
 * The list screen's table: headless TanStack Table for the model, plain semantic markup, filters
 * above it, a pager and a CSV export. Texts come in as props, so every app keeps its own catalogue.
 */
export function DataTable<Row extends object>(props: Props<Row>) {
  const { columns, rows, paging, labels } = props;
  const css = { ...UI_CLASSES, ...props.classes };
  const hiddenClass = css.hidden;
  const [exporting, setExporting] = useState(false);
  const tableColumns = useMemo(
    () =>
      columns.map((column) =>
        helper.display({
          id: column.id,
          header: () =>
            column.headerHidden ? <span className={hiddenClass}>{column.header}</span> : column.header,
          cell: (context) => column.cell(context.row.original as Row),
        }),
      ),
    [columns, hiddenClass],
  );
  const table = useTable({ features, columns: tableColumns, data: rows as readonly object[] as object[] });

  async function exportCsv() {
    if (!props.csv) return;
    setExporting(true);
    try {
      const all = props.csv.allRows ? await props.csv.allRows() : rows;
      const exported = columns.filter((column) => column.csv);
      const text = toCsv(
        exported.map((column) => column.header),
        all.map((row) => exported.map((column) => column.csv?.(row))),
      );
      downloadText(props.csv.fileName, text);
    } finally {
      setExporting(false);
    }
  }

  const pages = paging ? (paging.pages ?? Math.max(1, Math.ceil(paging.total / paging.pageSize))) : 1;
  const cellClass = (column: DataColumn<Row> | undefined, row?: Row) =>
    joined(
      column?.numeric && css.numeric,
      column?.secondary && css.secondary,
      row && column?.className?.(row),
    );
  return (
    <div className={css.block}>
      {props.filters || props.csv ? (
        <div className={css.tools}>
          <div className={css.filters}>{props.filters}</div>
          {props.csv ? (
            <button type="button" className={css.button} onClick={exportCsv} disabled={exporting}>
              {labels.csv}
            </button>
          ) : null}
        </div>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard must be able to scroll a table wider than the screen (WCAG 2.1.1, axe's scrollable-region-focusable). */}
      <section className={css.scroll} aria-label={props.caption} tabIndex={0}>
        <table className={css.table} aria-busy={props.loading ? true : undefined}>
          <caption className={css.hidden}>{props.caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header, index) => (
                  <th key={header.id} scope="col" className={cellClass(columns[index])}>
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => {
              const original = row.original as Row;
              const key = props.rowKey(original);
              return (
                <tr
                  key={key}
                  {...props.rowAttributes?.(original)}
                  className={joined(css.row, props.onOpen && css.openable)}
                  aria-selected={props.onOpen ? props.selectedKey === key : undefined}
                  onClick={props.onOpen ? () => props.onOpen?.(original) : undefined}
                >
                  {row.getAllCells().map((cell, index) => {
                    const column = columns[index];
                    const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                    // The heading again on each cell: narrow screens show a row as a card of labelled values.
                    return column?.rowHeader ? (
                      <th
                        key={cell.id}
                        scope="row"
                        data-label={column.header}
                        className={cellClass(column, original)}
                      >
                        {content}
                      </th>
                    ) : (
                      <td key={cell.id} data-label={column?.header} className={cellClass(column, original)}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
        {rows.length === 0 ? (
          <p className={css.empty} role="status">
            {props.loading ? labels.loading : props.empty}
          </p>
        ) : null}
      </section>
      {paging && props.pager ? props.pager({ page: paging.page, pages, onPage: paging.onPage }) : null}
      {paging && !props.pager && paging.total > paging.pageSize ? (
        <nav className={css.pager} aria-label={props.caption}>
          <button
            type="button"
            className={css.button}
            disabled={paging.page <= 1}
            onClick={() => paging.onPage(paging.page - 1)}
          >
            {labels.previous}
          </button>
          <span aria-live="polite">{labels.pageOf?.(paging.page, pages, paging.total)}</span>
          <button
            type="button"
            className={css.button}
            disabled={paging.page >= pages}
            onClick={() => paging.onPage(paging.page + 1)}
          >
            {labels.next}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
