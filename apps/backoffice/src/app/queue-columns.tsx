import type { DataColumn } from "@banca/ui/data-table";
import { StatusBadge } from "@banca/ui/status-badge";
import type { MessageKey, Translate } from "#bo/i18n/i18n.tsx";
import { formatTime } from "#bo/lib/format.ts";
import { statusTone } from "#bo/lib/status.ts";

/** The columns every queue has, so a queue's list names only what is its own. */

/** A field shown and exported as it is. */
export function fieldColumn<Row>(
  id: string,
  header: string,
  value: (row: Row) => string | number | null,
  numeric = false,
): DataColumn<Row> {
  return { id, header, numeric, cell: value, csv: value };
}

/** The state as a coloured word; the CSV keeps the code. `tone` maps a queue's own states. */
export function statusColumn<Row>(
  header: string,
  status: (row: Row) => string,
  label: (status: string) => string,
  tone: (status: string) => ReturnType<typeof statusTone> = statusTone,
): DataColumn<Row> {
  return {
    id: "status",
    header,
    cell: (row) => <StatusBadge tone={tone(status(row))} label={label(status(row))} />,
    csv: status,
  };
}

/** A moment in the staff member's language; the CSV keeps the ISO time. */
export function timeColumn<Row>(
  id: string,
  header: string,
  time: (row: Row) => string,
  locale: string,
): DataColumn<Row> {
  return { id, header, cell: (row) => formatTime(time(row), locale), csv: time };
}

/** The state column in the shared words of `status.*` (pending, approved, paid, …). */
export function sharedStatusColumn<Row>(t: Translate, status: (row: Row) => string): DataColumn<Row> {
  return statusColumn(t("common.status"), status, (value) => t(`status.${value}` as MessageKey));
}
