import type { DataColumn } from "@banca/ui/data-table";
import { StatusBadge } from "@banca/ui/status-badge";
import type { UseMutationResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { DetailPanel } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { type Translate, useI18n } from "#bo/i18n/i18n.tsx";

/**
 * An opened row of the site's content: its form and a delete button (after a confirmation) for
 * staff who may change content, what it says for the others. `preview` stands above either.
 */
export function ContentPanel({
  title,
  onClose,
  mayWrite,
  preview,
  form,
  readOnly,
  remove,
  id,
}: {
  title: string;
  onClose: () => void;
  mayWrite: boolean;
  preview?: ReactNode;
  form: ReactNode;
  readOnly?: ReactNode;
  remove: UseMutationResult<unknown, Error, number>;
  id: number;
}) {
  const { t } = useI18n();
  return (
    <DetailPanel title={title} onClose={onClose}>
      {preview}
      {mayWrite ? (
        <>
          {form}
          <ErrorText error={remove.error} />
          <button
            type="button"
            className="danger"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(t("content.confirmDelete"))) remove.mutate(id, { onSuccess: onClose });
            }}
          >
            {t("content.delete")}
          </button>
        </>
      ) : (
        readOnly
      )}
    </DetailPanel>
  );
}

/** The key of the form that adds a row, and `renew`, which empties it after each row added. */
export function useFreshForm() {
  const [added, setAdded] = useState(0);
  return { key: `new-${added}`, renew: () => setAdded((count) => count + 1) };
}

/** Whether the site shows the row (shown or switched off), as a coloured word; the CSV keeps a code. */
export function shownColumn<Row extends { enabled: boolean }>(t: Translate): DataColumn<Row> {
  return {
    id: "enabled",
    header: t("common.status"),
    cell: (row) => (
      <StatusBadge
        tone={row.enabled ? "success" : "neutral"}
        label={row.enabled ? t("content.shown") : t("content.disabled")}
      />
    ),
    csv: (row) => (row.enabled ? "enabled" : "disabled"),
  };
}
