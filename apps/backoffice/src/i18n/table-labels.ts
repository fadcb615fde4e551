import type { DataTableLabels } from "@banca/ui/data-table";
import type { PeriodPickerLabels } from "@banca/ui/period-picker";
import type { Translate } from "./i18n.tsx";

/** The shared pieces' texts in the back office's language. */
export const tableLabels = (t: Translate): DataTableLabels => ({
  previous: t("table.previous"),
  next: t("table.next"),
  pageOf: (page, pages, total) => t("table.pageOf", { page, pages, total }),
  loading: t("common.loading"),
  csv: t("table.csv"),
});

export const periodLabels = (t: Translate): PeriodPickerLabels => ({
  from: t("period.from"),
  to: t("period.to"),
  presets: {
    today: t("period.today"),
    last7: t("period.last7"),
    last30: t("period.last30"),
    month: t("period.month"),
  },
});
