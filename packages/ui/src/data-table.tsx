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
};

export type DataTableLabels = {
  previous: string;
  next: string;
  /** "Page 2 of 7 (134)" in the app's language. */
  pageOf: (page: number, pages: number, total: number) => string;
  loading: string;
  csv: string;
};

export type DataTablePaging = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
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
};

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, object>();

/**
 * The list screen's table: headless TanStack Table for the model, plain semantic markup, filters
 * above it, a pager and a CSV export. Texts come in as props, so every app keeps its own catalogue.
 */
export function DataTable<Row extends object>(props: Props<Row>) {
  const { columns, rows, paging, labels } = props;
  const [exporting, setExporting] = useState(false);
  const tableColumns = useMemo(
    () =>
      columns.map((column) =>
        helper.display({
          id: column.id,
          header: column.header,
          cell: (context) => column.cell(context.row.original as Row),
        }),
      ),
    [columns],
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

  const pages = paging ? Math.max(1, Math.ceil(paging.total / paging.pageSize)) : 1;
  return (
    <div className="ui-table-block">
      {props.filters || props.csv ? (
        <div className="ui-table-tools">
          <div className="ui-table-filters">{props.filters}</div>
          {props.csv ? (
            <button type="button" className="ui-button" onClick={exportCsv} disabled={exporting}>
              {labels.csv}
            </button>
          ) : null}
        </div>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard must be able to scroll a table wider than the screen (WCAG 2.1.1, axe's scrollable-region-focusable). */}
      <section className="ui-table-scroll" aria-label={props.caption} tabIndex={0}>
        <table className="ui-table" aria-busy={props.loading ? true : undefined}>
          <caption className="ui-visually-hidden">{props.caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header, index) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={columns[index]?.numeric ? "ui-numeric" : undefined}
                  >
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
                  className={props.onOpen ? "ui-row-openable" : undefined}
                  aria-selected={props.onOpen ? props.selectedKey === key : undefined}
                  onClick={props.onOpen ? () => props.onOpen?.(original) : undefined}
                >
                  {row.getAllCells().map((cell, index) => (
                    <td key={cell.id} className={columns[index]?.numeric ? "ui-numeric" : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
        {rows.length === 0 ? (
          <p className="ui-table-empty" role="status">
            {props.loading ? labels.loading : props.empty}
          </p>
        ) : null}
      </section>
      {paging && paging.total > paging.pageSize ? (
        <nav className="ui-pager" aria-label={props.caption}>
          <button
            type="button"
            className="ui-button"
            disabled={paging.page <= 1}
            onClick={() => paging.onPage(paging.page - 1)}
          >
            {labels.previous}
          </button>
          <span aria-live="polite">{labels.pageOf(paging.page, pages, paging.total)}</span>
          <button
            type="button"
            className="ui-button"
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
