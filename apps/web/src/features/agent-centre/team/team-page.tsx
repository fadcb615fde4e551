import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { type Downline, type DownlinesFilter, downlinesQuery, TEAM_PAGE_SIZE } from "../api/team.ts";
import { useAgentFormats } from "../common/formats.ts";
import { OptionFilter } from "../common/report-filters.tsx";
import { MemberFilters, ReportFrame, ReportResults, ReportTable } from "../common/report-parts.tsx";
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
      <ReportResults
        query={query}
        isEmpty={(data) => data.list.length === 0}
        onPage={(pageNo) => setFilter((current) => ({ ...current, pageNo }))}
      >
        {(data) => (
          <>
            <p className="agent-page__foot">{t("agent.team.count", { n: data.totalCount })}</p>
            <ReportTable label={t("agent.pages.downlineManagmentView")}>
              <thead>
                <tr>
                  <th scope="col">{t("agent.columns.username")}</th>
                  <th scope="col">{t("agent.columns.kind")}</th>
                  <th scope="col" className="records-table__number">
                    {t("agent.columns.level")}
                  </th>
                  <th scope="col">{t("agent.columns.upline")}</th>
                  <th scope="col" className="records-table__number">
                    {t("agent.columns.balance")}
                  </th>
                  <th scope="col" className="records-table__number">
                    {t("agent.columns.directCount")}
                  </th>
                  <th scope="col">{t("agent.columns.registeredAt")}</th>
                  <th scope="col">{t("agent.columns.lastLoginAt")}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t("agent.columns.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((member) => (
                  <tr key={member.id} data-member={member.username}>
                    <th scope="row">
                      <span
                        className={`agent-online${member.online ? " is-online" : ""}`}
                        title={member.online ? t("agent.team.onlineNow") : t("agent.team.offline")}
                      >
                        <span className="visually-hidden">
                          {member.online ? t("agent.team.onlineNow") : t("agent.team.offline")}
                        </span>
                      </span>
                      {member.username}
                    </th>
                    <td>
                      <span className={`agent-badge agent-badge--${member.kind}`}>
                        {t(`agent.kind.${member.kind}`)}
                      </span>
                    </td>
                    <td className="records-table__number">{member.level}</td>
                    <td>{member.upline}</td>
                    <td className="records-table__number">{f.plain(member.balance)}</td>
                    <td className="records-table__number">{f.count(member.directCount)}</td>
                    <td className="agent-table__time">{f.time(member.registeredAt)}</td>
                    <td className="agent-table__time">
                      {member.lastLoginAt ? f.time(member.lastLoginAt) : t("agent.team.never")}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button button--secondary agent-table__action"
                        onClick={() => setOpen(member)}
                        aria-label={t("agent.team.openMember", { username: member.username })}
                      >
                        {t("agent.team.details")}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </ReportTable>
          </>
        )}
      </ReportResults>
      {open ? <MemberDialog member={open} onClose={() => setOpen(null)} /> : null}
    </ReportFrame>
  );
}
