import { type DataColumn, DataTable } from "@banca/ui/data-table";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { DetailPanel } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { type AdminHelpTopic, deleteHelpTopic, helpTopicsQuery, localText } from "./api.ts";
import { HelpTopicForm } from "./help-topic-form.tsx";

/** The help centre's topics in the site's order; add, change, delete. */
export function HelpTopicsTab() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayWrite = useCan("content.write");
  const [openId, setOpenId] = useState<number | null>(null);
  const [added, setAdded] = useState(0);
  const topics = useQuery(helpTopicsQuery(merchant));
  const remove = useAction(deleteHelpTopic, ["help-topics"]);
  const open = topics.data?.list.find((row) => row.id === openId) ?? null;
  const columns = useMemo<DataColumn<AdminHelpTopic>[]>(
    () => [
      {
        id: "sort",
        header: t("content.help.sort"),
        numeric: true,
        cell: (row) => row.sort,
        csv: (row) => row.sort,
      },
      { id: "tag", header: t("content.help.tag"), cell: (row) => row.tag, csv: (row) => row.tag },
      {
        id: "title",
        header: t("content.help.title"),
        cell: (row) => localText(row.title, locale),
        csv: (row) => localText(row.title, locale),
      },
      {
        id: "languages",
        header: t("content.languages"),
        cell: (row) => Object.keys(row.content).join(", "),
        csv: (row) => Object.keys(row.content).join(" "),
      },
    ],
    [t, locale],
  );
  return (
    <div className="with-detail">
      <div className="page-main">
        <ErrorText error={topics.error} />
        <DataTable
          caption={t("content.tab.help")}
          columns={columns}
          rows={topics.data?.list ?? []}
          rowKey={(row) => String(row.id)}
          labels={tableLabels(t)}
          empty={t("common.empty")}
          loading={topics.isPending}
          onOpen={(row) => setOpenId(row.id)}
          selectedKey={openId === null ? null : String(openId)}
          csv={{ fileName: `help-topics-${merchant}.csv` }}
        />
        {mayWrite ? (
          <HelpTopicForm
            key={`new-${added}`}
            onSaved={(saved) => {
              setAdded((count) => count + 1);
              setOpenId(saved.id);
            }}
          />
        ) : null}
      </div>
      {open ? (
        <DetailPanel title={`${localText(open.title, locale)} (${open.tag})`} onClose={() => setOpenId(null)}>
          {mayWrite ? (
            <>
              <HelpTopicForm key={open.id} topic={open} onSaved={(saved) => setOpenId(saved.id)} />
              <ErrorText error={remove.error} />
              <button
                type="button"
                className="danger"
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(t("content.confirmDelete")))
                    remove.mutate(open.id, { onSuccess: () => setOpenId(null) });
                }}
              >
                {t("content.delete")}
              </button>
            </>
          ) : (
            <p className="wrap">{localText(open.content, locale)}</p>
          )}
        </DetailPanel>
      ) : null}
    </div>
  );
}
