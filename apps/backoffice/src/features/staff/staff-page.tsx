import { type DataColumn, DataTable } from "@banca/ui/data-table";
import { StatusBadge } from "@banca/ui/status-badge";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useMemo, useState } from "react";
import { DetailPanel, Facts } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { FormEnd } from "#bo/app/form-parts.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { createStaff, disableStaff, type StaffMember, staffListQuery, updateStaff } from "./api.ts";
import { readScope, StaffFields } from "./staff-fields.tsx";

const stateOf = (member: StaffMember) =>
  member.disabled ? "disabled" : member.enrolled ? "enrolled" : "invited";

/** The owner's staff list: add a member (an enrolment link to hand over), change a role or scope, disable. */
export default function StaffPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const formId = useId();
  const [open, setOpen] = useState<string | null>(null);
  const staff = useQuery(staffListQuery(merchant));
  const create = useAction(createStaff, ["staffMembers"]);
  const update = useAction(updateStaff, ["staffMembers"]);
  const disable = useAction(disableStaff, ["staffMembers"]);
  const member = staff.data?.list.find((row) => row.username === open) ?? null;
  const scopeText = (merchants: string[] | null) => merchants?.join(", ") ?? t("staff.scope.all");

  const columns = useMemo<DataColumn<StaffMember>[]>(
    () => [
      {
        id: "username",
        header: t("login.username"),
        cell: (row) => row.username,
        csv: (row) => row.username,
      },
      {
        id: "role",
        header: t("staff.role"),
        cell: (row) => t(`role.${row.role}` as MessageKey),
        csv: (row) => row.role,
      },
      {
        id: "merchants",
        header: t("staff.scope"),
        cell: (row) => row.merchants?.join(", ") ?? t("staff.scope.all"),
        csv: (row) => row.merchants?.join(" ") ?? "*",
      },
      {
        id: "state",
        header: t("common.status"),
        cell: (row) => {
          const state = stateOf(row);
          const tone = state === "enrolled" ? "success" : state === "invited" ? "warning" : "neutral";
          return <StatusBadge tone={tone} label={t(`staff.state.${state}` as MessageKey)} />;
        },
        csv: (row) => stateOf(row),
      },
      {
        id: "createdAt",
        header: t("common.created"),
        cell: (row) => formatTime(row.createdAt, locale),
        csv: (row) => row.createdAt,
      },
    ],
    [t, locale],
  );

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    create.mutate({ username: String(form.get("username") ?? "").trim(), ...readScope(form) });
  }
  function change(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!member) return;
    update.mutate({ username: member.username, ...readScope(new FormData(event.currentTarget)) });
  }

  return (
    <div className="page with-detail">
      <div className="page-main">
        <h1>{t("menu.staff")}</h1>
        <ErrorText error={staff.error} />
        <DataTable
          caption={t("menu.staff")}
          columns={columns}
          rows={staff.data?.list ?? []}
          rowKey={(row) => row.username}
          labels={tableLabels(t)}
          empty={t("common.empty")}
          loading={staff.isPending}
          onOpen={(row) => setOpen(row.username)}
          selectedKey={open}
          csv={{ fileName: "staff.csv" }}
        />
        <form className="card stack" onSubmit={add} aria-labelledby={`${formId}-title`}>
          <h2 id={`${formId}-title`}>{t("staff.add")}</h2>
          <label>
            {t("login.username")}
            <input
              name="username"
              required
              pattern="[A-Za-z0-9][A-Za-z0-9._\-]{2,31}"
              title={t("staff.usernameRule")}
              autoComplete="off"
            />
          </label>
          <StaffFields staffRole="support" merchants={[merchant]} />
          <ErrorText error={create.error} />
          {create.data ? (
            <div className="notice success" role="status">
              <p>{t("staff.linkIntro", { name: create.data.username })}</p>
              <p className="secret">{create.data.enrolmentLink}</p>
            </div>
          ) : null}
          <button type="submit" className="primary" disabled={create.isPending}>
            {t("staff.addSubmit")}
          </button>
        </form>
      </div>
      {member ? (
        <DetailPanel title={member.username} onClose={() => setOpen(null)}>
          <Facts
            items={[
              [t("staff.role"), t(`role.${member.role}` as MessageKey)],
              [t("staff.scope"), scopeText(member.merchants)],
              [t("common.status"), t(`staff.state.${stateOf(member)}` as MessageKey)],
              [t("common.created"), formatTime(member.createdAt, locale)],
            ]}
          />
          {member.disabled ? null : (
            <>
              <form key={member.username} className="stack" onSubmit={change}>
                <StaffFields staffRole={member.role} merchants={member.merchants} />
                <FormEnd
                  error={update.error}
                  done={update.isSuccess ? t("common.saved") : null}
                  busy={update.isPending}
                  submit={t("common.save")}
                />
              </form>
              <ErrorText error={disable.error} />
              <button
                type="button"
                className="danger"
                disabled={disable.isPending}
                onClick={() => disable.mutate(member.username)}
              >
                {t("staff.disable")}
              </button>
            </>
          )}
        </DetailPanel>
      ) : null}
    </div>
  );
}
