import type { DataColumn } from "@banca/ui/data-table";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ListWithDetail } from "#bo/app/list-with-detail.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { useMerchant } from "#bo/lib/merchant.ts";
import { type AdminHelpTopic, deleteHelpTopic, helpTopicsQuery, localText } from "./api.ts";
import { ContentPanel, useFreshForm } from "./content-panel.tsx";
import { HelpTopicForm } from "./help-topic-form.tsx";

/** The help centre's topics in the site's order; add, change, delete. */
export function HelpTopicsTab() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayWrite = useCan("content.write");
  const [openId, setOpenId] = useState<number | null>(null);
  const fresh = useFreshForm();
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
    <ListWithDetail
      caption={t("content.tab.help")}
      error={topics.error}
      loading={topics.isPending}
      columns={columns}
      rows={topics.data?.list ?? []}
      openId={openId}
      onOpen={(row) => setOpenId(row.id)}
      csv={{ fileName: `help-topics-${merchant}.csv` }}
      below={
        mayWrite ? (
          <HelpTopicForm
            key={fresh.key}
            onSaved={(saved) => {
              fresh.renew();
              setOpenId(saved.id);
            }}
          />
        ) : null
      }
      detail={
        open ? (
          <ContentPanel
            title={`${localText(open.title, locale)} (${open.tag})`}
            onClose={() => setOpenId(null)}
            mayWrite={mayWrite}
            form={<HelpTopicForm key={open.id} topic={open} onSaved={(saved) => setOpenId(saved.id)} />}
            readOnly={<p className="wrap">{localText(open.content, locale)}</p>}
            remove={remove}
            id={open.id}
          />
        ) : null
      }
    />
  );
}
