import { type DataColumn, DataTable } from "@banca/ui/data-table";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { type FailedJob, failedJobsQuery } from "./api.ts";

/** Jobs that failed every try: their name, slot and last error, for whoever runs the platform. */
export default function JobsPage() {
  const { t } = useI18n();
  const merchant = useMerchant() ?? "";
  const jobs = useQuery(failedJobsQuery(merchant));
  const [search, setSearch] = useState("");
  const rows = (jobs.data?.list ?? []).filter((row) => row.name.includes(search.trim()));
  const columns = useMemo<DataColumn<FailedJob>[]>(
    () => [
      { id: "name", header: t("jobs.name"), cell: (row) => row.name, csv: (row) => row.name },
      { id: "runKey", header: t("jobs.runKey"), cell: (row) => row.run_key, csv: (row) => row.run_key },
      {
        id: "attempts",
        header: t("jobs.attempts"),
        numeric: true,
        cell: (row) => row.attempts,
        csv: (row) => row.attempts,
      },
      {
        id: "error",
        header: t("jobs.error"),
        cell: (row) => <span className="wrap">{row.last_error ?? ""}</span>,
        csv: (row) => row.last_error,
      },
    ],
    [t],
  );
  return (
    <div className="page">
      <h1>{t("menu.jobs")}</h1>
      <ErrorText error={jobs.error} />
      <DataTable
        caption={t("menu.jobs")}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.name}-${row.run_key}`}
        labels={tableLabels(t)}
        empty={t("jobs.none")}
        loading={jobs.isPending}
        csv={{ fileName: "failed-jobs.csv" }}
        filters={
          <label className="field">
            <span>{t("common.search")}</span>
            <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </label>
        }
      />
    </div>
  );
}
