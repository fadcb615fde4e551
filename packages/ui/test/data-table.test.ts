import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type DataColumn, DataTable } from "../src/data-table.tsx";
import { SummaryList } from "../src/summary-list.tsx";

type Row = { id: number; member: string; amount: number };
const rows: Row[] = [
  { id: 1, member: "ana", amount: 120 },
  { id: 2, member: "bo", amount: -30 },
];
const columns: DataColumn<Row>[] = [
  { id: "member", header: "Member", rowHeader: true, cell: (row) => row.member },
  {
    id: "amount",
    header: "Amount",
    numeric: true,
    className: (row) => (row.amount < 0 ? "is-out" : "is-in"),
    cell: (row) => row.amount,
  },
  { id: "actions", header: "Actions", headerHidden: true, cell: () => "open" },
];
const html = (props: Partial<Parameters<typeof DataTable<Row>>[0]>) =>
  renderToStaticMarkup(
    createElement(DataTable<Row>, {
      caption: "Team",
      columns,
      rows,
      rowKey: (row) => String(row.id),
      labels: { loading: "Loading", previous: "Back", next: "On", pageOf: (p, n, t) => `${p}/${n} (${t})` },
      empty: "Nothing",
      ...props,
    }),
  );

describe("DataTable", () => {
  it("wears ui.css's classes by default and pages with the built-in pager", () => {
    const out = html({ paging: { page: 2, pageSize: 2, total: 5, onPage: () => {} } });
    expect(out).toContain('<table class="ui-table"');
    expect(out).toContain('<caption class="ui-visually-hidden">Team</caption>');
    expect(out).toContain('<span aria-live="polite">2/3 (5)</span>');
    expect(out).toContain(">Back</button>");
  });

  it("takes an app's own classes, pager and row attributes", () => {
    const out = html({
      classes: {
        table: "records-table agent-table",
        numeric: "records-table__number",
        hidden: "visually-hidden",
      },
      rowAttributes: (row) => ({ "data-member": row.member }),
      paging: { page: 1, pageSize: 10, total: 40, pages: 4, onPage: () => {} },
      pager: ({ page, pages }) => createElement("nav", { className: "pagination" }, `${page} of ${pages}`),
    });
    expect(out).toContain('<table class="records-table agent-table"');
    expect(out).toContain('<tr data-member="bo">');
    // The member names its row; each cell carries its heading for the phone layout.
    expect(out).toContain('<th scope="row" data-label="Member">bo</th>');
    expect(out).toContain('<td data-label="Amount" class="records-table__number is-out">-30</td>');
    expect(out).toContain('<span class="visually-hidden">Actions</span>');
    expect(out).toContain('<nav class="pagination">1 of 4</nav>');
    expect(out).not.toContain("ui-pager");
  });

  it("says the list is empty instead of showing rows", () => {
    expect(html({ rows: [] })).toContain('<p class="ui-table-empty" role="status">Nothing</p>');
  });
});

describe("SummaryList", () => {
  it("lists the figures with their keys for tests and styles", () => {
    const out = renderToStaticMarkup(
      createElement(SummaryList, {
        className: "records-summary",
        testId: "agent-totals",
        figures: [
          { key: "validBet", label: "Valid bet", value: "$ 20.00" },
          { label: "Rounds", value: 3, className: "is-in" },
        ],
      }),
    );
    expect(out).toBe(
      '<dl class="records-summary" data-testid="agent-totals">' +
        '<div data-total="validBet"><dt>Valid bet</dt><dd>$ 20.00</dd></div>' +
        '<div><dt>Rounds</dt><dd class="is-in">3</dd></div></dl>',
    );
  });
});
