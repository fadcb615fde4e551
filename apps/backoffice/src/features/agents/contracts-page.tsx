import { type DataColumn, DataTable } from "@banca/ui/data-table";
import { StatusBadge } from "@banca/ui/status-badge";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { DetailPanel, Facts } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { statusTone } from "#bo/lib/status.ts";
import {
  type AdminContract,
  CONTRACT_KINDS,
  CONTRACT_STATES,
  type ContractFilter,
  contractsQuery,
  decideTermination,
  terminateContract,
} from "./api.ts";
import { TopContractForm } from "./top-contract-form.tsx";

const bp = (value: number | null) => (value === null ? "" : `${(value / 100).toFixed(2)} %`);

/** Agent contracts: filter by kind, state and agent; end one, or decide a termination request. */
export default function ContractsPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayWrite = useCan("agents.write");
  const [filter, setFilter] = useState<ContractFilter>({ kind: "", state: "live", username: "" });
  const [openId, setOpenId] = useState<number | null>(null);
  const contracts = useQuery({ ...contractsQuery(merchant, filter), placeholderData: keepPreviousData });
  const terminate = useAction(terminateContract, ["agents"]);
  const decide = useAction(decideTermination, ["agents"]);
  const open = contracts.data?.list.find((row) => row.id === openId) ?? null;
  const kindLabel = (kind: string) => t(`contracts.kind.${kind}` as MessageKey);
  const stateLabel = (state: string) => t(`contracts.state.${state}` as MessageKey);

  const columns = useMemo<DataColumn<AdminContract>[]>(
    () => [
      { id: "id", header: "#", numeric: true, cell: (row) => row.id, csv: (row) => row.id },
      {
        id: "kind",
        header: t("contracts.kind"),
        cell: (row) => t(`contracts.kind.${row.kind}` as MessageKey),
        csv: (row) => row.kind,
      },
      {
        id: "upline",
        header: t("agents.upline"),
        cell: (row) => row.upline ?? t("contracts.house"),
        csv: (row) => row.upline ?? "",
      },
      { id: "downline", header: t("agents.agent"), cell: (row) => row.downline, csv: (row) => row.downline },
      {
        id: "state",
        header: t("common.status"),
        cell: (row) => (
          <StatusBadge tone={statusTone(row.state)} label={t(`contracts.state.${row.state}` as MessageKey)} />
        ),
        csv: (row) => row.state,
      },
      {
        id: "offeredAt",
        header: t("common.created"),
        cell: (row) => formatTime(row.offeredAt, locale),
        csv: (row) => new Date(row.offeredAt).toISOString(),
      },
    ],
    [t, locale],
  );

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilter({
      kind: String(form.get("kind") ?? ""),
      state: String(form.get("state") ?? "live"),
      username: String(form.get("username") ?? "").trim(),
    });
  }

  const busy = terminate.isPending || decide.isPending;
  return (
    <div className="page with-detail">
      <div className="page-main">
        <h1>{t("menu.contracts")}</h1>
        <form className="filters" onSubmit={search}>
          <label className="field">
            <span>{t("contracts.kind")}</span>
            <select name="kind" defaultValue={filter.kind}>
              <option value="">{t("common.all")}</option>
              {CONTRACT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kindLabel(kind)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t("common.status")}</span>
            <select name="state" defaultValue={filter.state}>
              <option value="live">{t("contracts.state.live")}</option>
              <option value="all">{t("common.all")}</option>
              {CONTRACT_STATES.map((state) => (
                <option key={state} value={state}>
                  {stateLabel(state)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t("agents.agent")}</span>
            <input name="username" type="search" defaultValue={filter.username} maxLength={64} />
          </label>
          <button type="submit" className="primary">
            {t("common.search")}
          </button>
        </form>
        <ErrorText error={contracts.error} />
        <DataTable
          caption={t("menu.contracts")}
          columns={columns}
          rows={contracts.data?.list ?? []}
          rowKey={(row) => String(row.id)}
          labels={tableLabels(t)}
          empty={t("common.empty")}
          loading={contracts.isPending}
          onOpen={(row) => setOpenId(row.id)}
          selectedKey={openId === null ? null : String(openId)}
          csv={{ fileName: `contracts-${merchant}-${filter.state}.csv` }}
        />
        {mayWrite ? <TopContractForm /> : null}
      </div>
      {open ? (
        <DetailPanel title={`${kindLabel(open.kind)} #${open.id}`} onClose={() => setOpenId(null)}>
          <Facts
            items={[
              [t("agents.upline"), open.upline ?? t("contracts.house")],
              [t("agents.agent"), open.downline],
              [t("common.status"), stateLabel(open.state)],
              [
                t("contracts.period"),
                open.period ? t(`contracts.period.${open.period}` as MessageKey) : null,
              ],
              [t("contracts.minBet"), open.minBetPerMember],
              [
                t("contracts.tiers"),
                open.tiers
                  .map((tier) => `${tier.minTeamValidBet} / ${tier.minActiveMembers} → ${bp(tier.rateBp)}`)
                  .join("; "),
              ],
              [t("contracts.singleBetRate"), bp(open.singleBetRateBp)],
              [t("contracts.lossRate"), bp(open.lossRateBp)],
              [t("contracts.profitRate"), bp(open.profitRateBp)],
              [
                t("contracts.terminationBy"),
                open.terminationRequestedBy
                  ? t(`contracts.side.${open.terminationRequestedBy}` as MessageKey)
                  : null,
              ],
              [
                t("contracts.endReason"),
                open.endReason ? t(`contracts.end.${open.endReason}` as MessageKey) : null,
              ],
              [t("common.created"), formatTime(open.offeredAt, locale)],
              [t("contracts.activatedAt"), formatTime(open.activatedAt, locale)],
            ]}
          />
          <ErrorText error={terminate.error ?? decide.error} />
          {mayWrite && open.state === "termination_requested" ? (
            <div className="row">
              <button
                type="button"
                className="primary"
                disabled={busy}
                onClick={() => decide.mutate({ contractId: open.id, decision: "agree" })}
              >
                {t("contracts.agree")}
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() => decide.mutate({ contractId: open.id, decision: "refuse" })}
              >
                {t("contracts.refuse")}
              </button>
            </div>
          ) : null}
          {mayWrite && ["pending", "active", "termination_requested"].includes(open.state) ? (
            <div className="stack">
              <p className="hint">{t("contracts.terminateHint")}</p>
              <button
                type="button"
                className="danger"
                disabled={busy}
                onClick={() => terminate.mutate(open.id)}
              >
                {t("contracts.terminate")}
              </button>
            </div>
          ) : null}
        </DetailPanel>
      ) : null}
    </div>
  );
}
