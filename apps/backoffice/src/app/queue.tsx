import type { DataColumn } from "@banca/ui/data-table";
import { type ReactNode, useState } from "react";
import { ListWithDetail } from "#bo/app/list-with-detail.tsx";
import { ReasonForm } from "#bo/app/reason-form.tsx";
import { StatusFilter } from "#bo/app/status-filter.tsx";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { useMerchant } from "#bo/lib/merchant.ts";

/** Rows a queue shows a page of. */
export const QUEUE_PAGE_SIZE = 20;

/**
 * What every queue keeps between renders: the status shown, the page, the search box and the row
 * opened beside the list. Choosing another status goes back to the first page.
 */
export function useQueue(initialStatus: string) {
  const [status, setStatus] = useState(initialStatus);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const needle = search.trim().toLowerCase();
  return {
    status,
    chooseStatus: (value: string) => {
      setStatus(value);
      setPage(1);
    },
    search,
    setSearch,
    page,
    setPage,
    openId,
    setOpenId,
    /** Whether one of a row's texts holds what the search box says (an empty box keeps every row). */
    matches: (texts: readonly string[]) =>
      !needle || texts.some((text) => text.toLowerCase().includes(needle)),
  };
}

export type Queue = ReturnType<typeof useQueue>;

/**
 * The opened row: from the list as last answered, or as the decision answered it, since a decided
 * row leaves the list of its old status but stays in view. `keep` is the decision's `onSuccess`.
 */
export function useOpenedRow<Row extends { id: number }>(
  list: readonly Row[] | undefined,
  openId: number | null,
) {
  const [decided, keep] = useState<Row | null>(null);
  const open = list?.find((row) => row.id === openId) ?? (decided?.id === openId ? decided : null);
  return { open, keep };
}

type QueuePageProps<Row extends { id: number }, Status extends string> = {
  queue: Queue;
  /** The page's heading; also the table's caption unless `caption` names it otherwise. */
  title: string;
  caption?: string;
  error: unknown;
  loading: boolean;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  /** Rows of the whole filter, for the pager. */
  total: number;
  /** The CSV file's first word (`deposits` makes deposits-<merchant>-<status>.csv) and, when the
   * list is paged, every row of the filter. */
  csv: { name: string; allRows?: () => Promise<readonly Row[]> };
  statuses: readonly Status[];
  /** A status in words; by default the shared `status.*` words. */
  statusLabel?: (status: Status) => string;
  /** Without "all" the queue always shows one status. */
  withAll?: boolean;
  /** The search box's label; without it the queue has none. */
  searchLabel?: string;
  /** Whether typing in the search box goes back to the first page (a search over the whole list). */
  searchFromFirstPage?: boolean;
  /** Filters of this queue after the status and the search. */
  filters?: ReactNode;
  /** What stands under the list (a form of the same desk). */
  below?: ReactNode;
  /** The opened row's panel, or nothing. */
  detail: ReactNode;
};

/**
 * A back-office queue: the list of one status with its filters, pages and CSV export, rows that
 * open a detail panel beside it (under it on a tablet) where a staff member acts on the row.
 */
export function QueuePage<Row extends { id: number }, Status extends string>(
  props: QueuePageProps<Row, Status>,
) {
  const { t } = useI18n();
  const merchant = useMerchant() ?? "";
  const { queue } = props;
  return (
    <ListWithDetail
      title={props.title}
      caption={props.caption ?? props.title}
      error={props.error}
      loading={props.loading}
      columns={props.columns}
      rows={props.rows}
      openId={queue.openId}
      onOpen={(row) => queue.setOpenId(row.id)}
      paging={{ page: queue.page, pageSize: QUEUE_PAGE_SIZE, total: props.total, onPage: queue.setPage }}
      csv={{
        fileName: `${props.csv.name}-${merchant}-${queue.status || "all"}.csv`,
        allRows: props.csv.allRows,
      }}
      filters={
        <>
          <StatusFilter
            value={queue.status}
            statuses={props.statuses}
            labelOf={props.statusLabel ?? ((status) => t(`status.${status}` as MessageKey))}
            withAll={props.withAll}
            onChange={queue.chooseStatus}
          />
          {props.searchLabel ? (
            <label className="field">
              <span>{props.searchLabel}</span>
              <input
                type="search"
                value={queue.search}
                onChange={(event) => {
                  queue.setSearch(event.target.value);
                  if (props.searchFromFirstPage) queue.setPage(1);
                }}
              />
            </label>
          ) : null}
          {props.filters}
        </>
      }
      below={props.below}
      detail={props.detail}
    />
  );
}

/**
 * The two answers to a pending row: approve it, or reject it with a reason the member or the next
 * staff member reads. `hint` says what the approval needs (a second person, say).
 */
export function DecisionActions({
  approveLabel,
  rejectLabel,
  busy,
  onApprove,
  onReject,
  hint,
  minLength,
}: {
  approveLabel: string;
  /** The reason field's label. */
  rejectLabel: string;
  busy: { approve: boolean; reject: boolean };
  onApprove: () => void;
  onReject: (reason: string) => void;
  hint?: string;
  /** The shortest reason taken (the reason form's own default unless given). */
  minLength?: number;
}) {
  const { t } = useI18n();
  return (
    <div className="stack">
      {hint ? <p className="hint">{hint}</p> : null}
      <button type="button" className="primary" disabled={busy.approve} onClick={onApprove}>
        {approveLabel}
      </button>
      <ReasonForm
        label={rejectLabel}
        submit={t("common.reject")}
        busy={busy.reject}
        minLength={minLength}
        onSubmit={onReject}
      />
    </div>
  );
}
