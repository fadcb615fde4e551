import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { DataColumn } from "#app/components/ui/site-table.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { type Downline, type DownlinesFilter, downlinesQuery, TEAM_PAGE_SIZE } from "../api/team.ts";
import { useAgentFormats } from "../common/formats.ts";
import { TeamTable } from "../common/report-columns.tsx";
import { OptionFilter } from "../common/report-filters.tsx";
import { MemberFilters, ReportFrame, ReportResults } from "../common/report-parts.tsx";
import { useDebounced } from "../common/use-debounced.ts";
import { MemberDialog } from "./member-dialog.tsx";

const firstFilter: DownlinesFilter = {
  scope: "team",
  sort: "registeredAt",
  order: "desc",
  pageNo: 1,
  pageSize: TEAM_PAGE_SIZE,
};

export const prefetch = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(downlinesQuery(firstFilter));

const KINDS = ["player", "agent"] as const satisfies readonly Downline["kind"][];
const ONLINE = ["true", "false"] as const;
const SORTS = ["registeredAt", "lastLoginAt", "balance", "username", "level"] as const;

/** downlineManagmentView: the team list, searchable and sortable; a member opens its detail. */
export default function TeamPage() {
  const { t } = useTranslation();
  const f = useAgentFormats();
  const [filter, setFilter] = useState(firstFilter);
  const [search, setSearch] = useState("");
  const username = useDebounced(search.trim());
  const [open, setOpen] = useState<Downline | null>(null);
  const query = useQuery(downlinesQuery({ ...filter, username: username || undefined }));
  const change = (next: Partial<DownlinesFilter>) =>
    setFilter((current) => ({ ...current, ...next, pageNo: 1 }));
  const onlineText = (member: Downline) =>
    member.online ? t("agent.team.onlineNow") : t("agent.team.offline");
  const columns: DataColumn<Downline>[] = [
    {
      id: "username",
      header: t("agent.columns.username"),
      rowHeader: true,
      cell: (member) => (
        <>
          <span className={`agent-online${member.online ? " is-online" : ""}`} title={onlineText(member)}>
            <span className="visually-hidden">{onlineText(member)}</span>
          </span>
          {member.username}
        </>
      ),
    },
    {
      id: "kind",
      header: t("agent.columns.kind"),
      cell: (member) => (
        <span className={`agent-badge agent-badge--${member.kind}`}>{t(`agent.kind.${member.kind}`)}</span>
      ),
    },
    { id: "level", header: t("agent.columns.level"), numeric: true, cell: (member) => member.level },
    { id: "upline", header: t("agent.columns.upline"), cell: (member) => member.upline },
    {
      id: "balance",
      header: t("agent.columns.balance"),
      numeric: true,
      cell: (member) => f.plain(member.balance),
    },
    {
      id: "directCount",
      header: t("agent.columns.directCount"),
      numeric: true,
      cell: (member) => f.count(member.directCount),
    },
    {
      id: "registeredAt",
      header: t("agent.columns.registeredAt"),
      className: () => "agent-table__time",
      cell: (member) => f.time(member.registeredAt),
    },
    {
      id: "lastLoginAt",
      header: t("agent.columns.lastLoginAt"),
      className: () => "agent-table__time",
      cell: (member) => (member.lastLoginAt ? f.time(member.lastLoginAt) : t("agent.team.never")),
    },
    {
      id: "actions",
      header: t("agent.columns.actions"),
      headerHidden: true,
      cell: (member) => (
        <button
          type="button"
          className="button button--secondary agent-table__action"
          onClick={() => setOpen(member)}
          aria-label={t("agent.team.openMember", { username: member.username })}
        >
          {t("agent.team.details")}
        </button>
      ),
    },
  ];

  return (
    <ReportFrame
      testId="agent-team"
      title={t("agent.pages.downlineManagmentView")}
      intro={t("agent.team.intro")}
      filters={
        <>
          <MemberFilters
            username={search}
            scope={filter.scope}
            onUsername={(value) => {
              setSearch(value);
              setFilter((current) => ({ ...current, pageNo: 1 }));
            }}
            onScope={(scope) => change({ scope })}
          />
          <OptionFilter
            label={t("agent.team.kind")}
            name="kind"
            value={filter.kind}
            values={KINDS}
            textOf={(kind) => t(`agent.kind.${kind}`)}
            onChange={(kind) => change({ kind })}
          />
          <OptionFilter
            label={t("agent.team.online")}
            name="online"
            value={filter.online}
            values={ONLINE}
            textOf={(online) => t(online === "true" ? "agent.team.onlineNow" : "agent.team.offline")}
            onChange={(online) => change({ online })}
          />
          <label className="form__field">
            {t("agent.team.sort")}
            <select
              name="sort"
              value={`${filter.sort}:${filter.order}`}
              onChange={(event) => {
                const [sort, order] = event.target.value.split(":") as [
                  DownlinesFilter["sort"],
                  DownlinesFilter["order"],
                ];
                change({ sort, order });
              }}
            >
              {SORTS.flatMap((sort) =>
                (["desc", "asc"] as const).map((order) => (
                  <option key={`${sort}:${order}`} value={`${sort}:${order}`}>
                    {t(`agent.team.sorts.${sort}`)} {order === "desc" ? "↓" : "↑"}
                  </option>
                )),
              )}
            </select>
          </label>
        </>
      }
    >
      <ReportResults query={query} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <>
            <p className="agent-page__foot">{t("agent.team.count", { n: data.totalCount })}</p>
            <TeamTable
              caption={t("agent.pages.downlineManagmentView")}
              columns={columns}
              page={data}
              pageSize={TEAM_PAGE_SIZE}
              onPage={(pageNo) => setFilter((current) => ({ ...current, pageNo }))}
            />
          </>
        )}
      </ReportResults>
      {open ? <MemberDialog member={open} onClose={() => setOpen(null)} /> : null}
    </ReportFrame>
  );
}
