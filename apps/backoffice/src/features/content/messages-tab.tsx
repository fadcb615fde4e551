import { MESSAGE_CONTENT_MAX, MESSAGE_TITLE_MAX } from "@banca/contract/inbox";
import { type DataColumn, DataTable } from "@banca/ui/data-table";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { FormCard } from "#bo/app/form-parts.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";
import { formatTime, staffName } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { localText, type SentMessage, sendMessage, sentMessagesQuery, writingLanguage } from "./api.ts";

/** Inbox messages: send one to a member or to every member, and what was sent with its reads. */
export function MessagesTab() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayWrite = useCan("content.write");
  const language = writingLanguage(locale);
  const [pageNo, setPageNo] = useState(1);
  const [audience, setAudience] = useState<"member" | "all">("member");
  const [sent, setSent] = useState(false);
  const page = useQuery(sentMessagesQuery(merchant, pageNo));
  const send = useAction(sendMessage, ["messages"]);
  const columns = useMemo<DataColumn<SentMessage>[]>(
    () => [
      {
        id: "sentAt",
        header: t("content.message.sentAt"),
        cell: (row) => formatTime(row.sentAt, locale),
        csv: (row) => row.sentAt,
      },
      {
        id: "to",
        header: t("content.message.to"),
        cell: (row) => (row.audience === "all" ? t("content.message.all") : row.username),
        csv: (row) => row.username ?? "*",
      },
      {
        id: "title",
        header: t("content.message.title"),
        cell: (row) =>
          row.title
            ? localText(row.title, locale)
            : t("content.message.system", { template: row.template ?? "" }),
        csv: (row) => (row.title ? localText(row.title, locale) : row.template),
      },
      {
        id: "sentBy",
        header: t("content.message.sentBy"),
        cell: (row) => staffName(row.sentBy),
        csv: (row) => row.sentBy,
      },
      {
        id: "reads",
        header: t("content.message.reads"),
        numeric: true,
        cell: (row) => `${row.reads} / ${row.recipients}`,
        csv: (row) => `${row.reads}/${row.recipients}`,
      },
    ],
    [t, locale],
  );
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const title = { [language]: text("title") };
    const content = { [language]: text("content") };
    setSent(false);
    send.mutate(
      audience === "all"
        ? { audience, title, content }
        : { audience, username: text("username"), title, content },
      {
        onSuccess: () => {
          formElement.reset();
          setSent(true);
        },
      },
    );
  }
  return (
    <div className="stack">
      <ErrorText error={page.error} />
      <DataTable
        caption={t("content.tab.messages")}
        columns={columns}
        rows={page.data?.list ?? []}
        rowKey={(row) => String(row.id)}
        labels={tableLabels(t)}
        empty={t("common.empty")}
        loading={page.isPending}
        paging={{ page: pageNo, pageSize: 20, total: page.data?.totalCount ?? 0, onPage: setPageNo }}
        csv={{ fileName: `messages-${merchant}.csv` }}
      />
      {mayWrite ? (
        <FormCard title={t("content.message.send")} onSubmit={submit}>
          <div className="grid-fields">
            <label>
              {t("content.message.to")}
              <select
                value={audience}
                onChange={(event) => setAudience(event.target.value as "member" | "all")}
              >
                <option value="member">{t("content.message.one")}</option>
                <option value="all">{t("content.message.all")}</option>
              </select>
            </label>
            {audience === "member" ? (
              <label>
                {t("common.member")}
                <input name="username" required maxLength={64} autoComplete="off" />
              </label>
            ) : null}
          </div>
          <label>
            {t("content.message.title")} ({language})
            <input name="title" required maxLength={MESSAGE_TITLE_MAX} />
          </label>
          <label>
            {t("content.message.content")} ({language})
            <textarea name="content" required rows={5} maxLength={MESSAGE_CONTENT_MAX} />
          </label>
          <span className="hint">{t("content.message.plainHint")}</span>
          <ErrorText error={send.error} />
          {sent ? (
            <p className="notice" role="status">
              {t("content.message.sent")}
            </p>
          ) : null}
          <button type="submit" className="primary" disabled={send.isPending}>
            {t("content.message.sendSubmit")}
          </button>
        </FormCard>
      ) : null}
    </div>
  );
}
