import { type DataColumn, SiteTable } from "#app/components/ui/site-table.tsx";
import type { TFunction } from "#app/i18n/translate.ts";
import { depthText } from "./formats.ts";

/** The columns the team reports share, so a report lists only its own. */

/** When it happened, in the reader's time, on two lines rather than widening the table. */
export function timeColumn<Row>(
  id: string,
  header: string,
  time: (row: Row) => number,
  format: (time: number) => string,
): DataColumn<Row> {
  return { id, header, className: () => "agent-table__time", cell: (row) => format(time(row)) };
}

/** The member a row is about and how deep in the team it sits: the row's header. */
export function memberColumn<Row extends { username: string; depth: number }>(t: TFunction): DataColumn<Row> {
  return {
    id: "username",
    header: t("agent.columns.username"),
    rowHeader: true,
    cell: (row) => (
      <>
        {row.username}
        <span className="agent-table__sub">{depthText(t, row.depth)}</span>
      </>
    ),
  };
}

/** The rows' members as the tests and the styles find them (`tr[data-member=…]`). */
const memberRow = (row: { username: string }) => ({ "data-member": row.username });

type TeamPage<Row> = { list: Row[]; pageNo: number; totalPages: number; totalCount: number };

/** A page of a team list (members, rounds, money movements): a row a member, and its pages. */
export function TeamTable<Row extends { id: number; username: string }>({
  caption,
  columns,
  page,
  pageSize,
  onPage,
}: {
  caption: string;
  columns: readonly DataColumn<Row>[];
  page: TeamPage<Row>;
  pageSize: number;
  onPage(pageNo: number): void;
}) {
  return (
    <SiteTable
      caption={caption}
      columns={columns}
      rows={page.list}
      rowKey={(row) => String(row.id)}
      tableClass="agent-table"
      rowAttributes={memberRow}
      paging={{ page: page.pageNo, pageCount: page.totalPages, pageSize, total: page.totalCount, onPage }}
    />
  );
}
