import { type DataColumn, DataTable } from "@banca/ui/data-table";
import { StatusBadge } from "@banca/ui/status-badge";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";
import { allPages } from "#bo/lib/api.ts";
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { statusTone } from "#bo/lib/status.ts";
import { type MemberRow, type MemberSearch, membersQuery, searchMembers } from "./api.ts";
import { MemberPanel } from "./member-panel.tsx";

const PAGE_SIZE = 20;
const EMPTY: MemberSearch = {
  username: "",
  phone: "",
  email: "",
  realName: "",
  agent: "",
  status: "",
  registeredFrom: "",
  registeredTo: "",
  pageNo: 1,
  pageSize: PAGE_SIZE,
};
const TEXT_FILTERS = [
  ["username", "members.username"],
  ["phone", "members.phone"],
  ["email", "members.email"],
  ["realName", "members.realName"],
  ["agent", "members.agent"],
] as const;

/** The member directory: search by who they are, open one to see and act on their account. */
export default function MembersPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const [search, setSearch] = useState<MemberSearch>(EMPTY);
  const [open, setOpen] = useState<string | null>(null);
  const members = useQuery({ ...membersQuery(merchant, search), placeholderData: keepPreviousData });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? "").trim();
    setSearch({
      ...EMPTY,
      username: value("username"),
      phone: value("phone"),
      email: value("email"),
      realName: value("realName"),
      agent: value("agent"),
      status: value("status"),
      registeredFrom: value("registeredFrom"),
      registeredTo: value("registeredTo"),
    });
  }

  const columns = useMemo<DataColumn<MemberRow>[]>(
    () => [
      {
        id: "username",
        header: t("members.username"),
        cell: (row) => row.username,
        csv: (row) => row.username,
      },
      {
        id: "realName",
        header: t("members.realName"),
        cell: (row) => row.realName,
        csv: (row) => row.realName,
      },
      { id: "mobile", header: t("members.phone"), cell: (row) => row.mobile, csv: (row) => row.mobile },
      {
        id: "upline",
        header: t("members.agent"),
        cell: (row) => row.upline ?? "",
        csv: (row) => row.upline ?? "",
      },
      {
        id: "balance",
        header: t("members.balance"),
        numeric: true,
        cell: (row) => row.balance,
        csv: (row) => row.balance,
      },
      {
        id: "status",
        header: t("common.status"),
        cell: (row) => (
          <StatusBadge
            tone={statusTone(row.status)}
            label={t(`members.status.${row.status}` as MessageKey)}
          />
        ),
        csv: (row) => row.status,
      },
      {
        id: "registered",
        header: t("members.registered"),
        cell: (row) => formatTime(row.registeredAt, locale),
        csv: (row) => row.registeredAt,
      },
      {
        id: "lastLogin",
        header: t("members.lastLogin"),
        // The member's panel shows it; a narrow list leaves it out.
        secondary: true,
        cell: (row) => formatTime(row.lastLoginAt, locale),
        csv: (row) => row.lastLoginAt,
      },
    ],
    [t, locale],
  );

  return (
    <div className="page with-detail">
      <div className="page-main">
        <h1>{t("menu.members")}</h1>
        <form className="filters" onSubmit={submit} aria-label={t("members.search")}>
          {TEXT_FILTERS.map(([name, label]) => (
            <label key={name} className="field">
              <span>{t(label)}</span>
              <input name={name} type="search" maxLength={100} />
            </label>
          ))}
          <label className="field">
            <span>{t("common.status")}</span>
            <select name="status" defaultValue="">
              <option value="">{t("common.all")}</option>
              <option value="active">{t("members.status.active")}</option>
              <option value="blocked">{t("members.status.blocked")}</option>
            </select>
          </label>
          <label className="field">
            <span>{t("members.registeredFrom")}</span>
            <input name="registeredFrom" type="date" />
          </label>
          <label className="field">
            <span>{t("members.registeredTo")}</span>
            <input name="registeredTo" type="date" />
          </label>
          <button type="submit" className="primary">
            {t("common.search")}
          </button>
        </form>
        <ErrorText error={members.error} />
        <DataTable
          caption={t("menu.members")}
          columns={columns}
          rows={members.data?.list ?? []}
          rowKey={(row) => row.username}
          labels={tableLabels(t)}
          empty={t("common.empty")}
          loading={members.isPending}
          onOpen={(row) => setOpen(row.username)}
          selectedKey={open}
          paging={{
            page: search.pageNo,
            pageSize: PAGE_SIZE,
            total: members.data?.totalCount ?? 0,
            onPage: (pageNo) => setSearch({ ...search, pageNo }),
          }}
          csv={{
            fileName: `members-${merchant}.csv`,
            allRows: () => allPages((pageNo) => searchMembers({ ...search, pageNo, pageSize: 200 })),
          }}
        />
      </div>
      {open ? <MemberPanel username={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
