import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import {
  CONTRACTS_PAGE_SIZE,
  type ContractKind,
  type ContractView,
  GIVEN_STATES,
  type GivenFilter,
  givenQuery,
  type MineValue,
  mineQuery,
} from "../api/contracts.ts";
import { useAgentFormats } from "../common/formats.ts";
import { QueryStatus, ReportResults, ReportTable } from "../common/report-parts.tsx";
import { useDebounced } from "../common/use-debounced.ts";
import { BillsSection } from "./bills-section.tsx";
import { ContractActions, RequestCard } from "./contract-actions.tsx";
import { OfferDialog, type OfferTarget } from "./offer-dialog.tsx";
import { bpText, topRateBp } from "./terms.ts";
import { TermsView } from "./terms-view.tsx";
import "#app/styles/agent-contracts.css";

const firstGiven: GivenFilter = { state: "live", pageNo: 1, pageSize: CONTRACTS_PAGE_SIZE };

/** What a contract page waits for before the centre shows it: my contract and my requests. */
export const prefetchContracts = (kind: ContractKind) => (queryClient: QueryClient) =>
  Promise.all([
    queryClient.ensureQueryData(mineQuery(kind)),
    queryClient.ensureQueryData(givenQuery(kind, firstGiven)),
  ]);

/**
 * A contract page of the agent centre (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary): what awaits my answer, my contract with my upline, the contracts I gave my
 * direct downlines (from which I offer new terms), and the bills of mine and of my direct downlines.
 */
export function ContractPage({ kind, pageKey }: { kind: ContractKind; pageKey: string }) {
  const { t } = useTranslation();
  const mine = useQuery(mineQuery(kind));
  const [notice, setNotice] = useState<string | null>(null);
  const [offer, setOffer] = useState<{ target?: OfferTarget } | null>(null);

  return (
    <div className="agent-page contract-page" data-testid={`agent-contracts-${kind}`} data-kind={kind}>
      <header className="agent-page__head">
        <h2 className="centre-title">{t(`agent.pages.${pageKey}`)}</h2>
        <p className="centre-note">{t(`agent.contracts.intro.${kind}`)}</p>
      </header>
      {notice ? (
        <p className="profile-saved" role="status" data-testid="contract-notice">
          {notice}
        </p>
      ) : null}
      <QueryStatus query={mine}>
        {(data) => (
          <>
            {data.requests.length > 0 ? (
              <section className="agent-page__section" aria-labelledby={`contract-requests-${kind}`}>
                <h3 id={`contract-requests-${kind}`} className="agent-page__subtitle">
                  {t("agent.contracts.requests.title")}
                </h3>
                {data.requests.map((request) => (
                  <RequestCard
                    key={request.id}
                    contract={request}
                    onDone={(action) => setNotice(t(`agent.contracts.done.${action}`))}
                  />
                ))}
              </section>
            ) : null}
            <MyContract mine={data} onNotice={setNotice} />
            <GivenContracts
              kind={kind}
              mine={data.contract}
              onOffer={(target) => {
                setNotice(null);
                setOffer({ target });
              }}
              onNotice={setNotice}
            />
            <BillsSection kind={kind} />
            {offer && data.contract ? (
              <OfferDialog
                kind={kind}
                mine={data.contract}
                target={offer.target}
                onClose={() => setOffer(null)}
                onSent={(username) => {
                  setOffer(null);
                  setNotice(t("agent.contracts.done.offer", { username }));
                }}
              />
            ) : null}
          </>
        )}
      </QueryStatus>
    </div>
  );
}

function MyContract({ mine, onNotice }: { mine: MineValue; onNotice(text: string): void }) {
  const { t } = useTranslation();
  const f = useAgentFormats();
  const contract = mine.contract;
  return (
    <section className="agent-card contract-mine" aria-labelledby="contract-mine" data-testid="contract-mine">
      <header className="agent-card__head">
        <h3 id="contract-mine" className="agent-page__subtitle">
          {t("agent.contracts.mine.title")}
        </h3>
        {contract ? <StateBadge contract={contract} /> : null}
      </header>
      {contract ? (
        <>
          <p className="centre-note">
            {contract.upline
              ? t("agent.contracts.mine.from", { upline: contract.upline })
              : t("agent.contracts.mine.fromOperator")}{" "}
            {contract.activatedAt
              ? t("agent.contracts.mine.since", { time: f.time(contract.activatedAt) })
              : null}
          </p>
          <TermsView contract={contract} />
          {contract.state === "termination_requested" && contract.terminationRequestedBy === "downline" ? (
            <p className="centre-note">{t("agent.contracts.mine.youAsked")}</p>
          ) : null}
          <ContractActions
            contract={contract}
            // The upline's termination request is answered among the requests above.
            actions={
              contract.state === "termination_requested" && contract.terminationRequestedBy !== "downline"
                ? []
                : undefined
            }
            onDone={(action) => onNotice(t(`agent.contracts.done.${action}`))}
          />
        </>
      ) : (
        <p className="centre-note">
          {mine.offer ? t("agent.contracts.mine.offered") : t("agent.contracts.mine.none")}
        </p>
      )}
    </section>
  );
}

export function StateBadge({ contract }: { contract: ContractView }) {
  const { t } = useTranslation();
  return (
    <span
      className={`agent-badge contract-state contract-state--${contract.state}`}
      data-state={contract.state}
    >
      {t(`agent.contracts.states.${contract.state}`)}
    </span>
  );
}

function GivenContracts({
  kind,
  mine,
  onOffer,
  onNotice,
}: {
  kind: ContractKind;
  mine: ContractView | null;
  onOffer(target?: OfferTarget): void;
  onNotice(text: string): void;
}) {
  const { t } = useTranslation();
  const f = useAgentFormats();
  const [filter, setFilter] = useState(firstGiven);
  const [search, setSearch] = useState("");
  const username = useDebounced(search.trim()) || undefined;
  const [open, setOpen] = useState<number | null>(null);
  const query = useQuery(givenQuery(kind, { ...filter, username }));

  return (
    <section
      className="agent-page__section"
      aria-labelledby={`contract-given-${kind}`}
      data-testid="contract-given"
    >
      <div className="agent-card__head">
        <h3 id={`contract-given-${kind}`} className="agent-page__subtitle">
          {t("agent.contracts.given.title")}
        </h3>
        <button
          type="button"
          className="button button--primary"
          disabled={!mine}
          onClick={() => onOffer()}
          data-testid="contract-offer-open"
        >
          {t("agent.contracts.given.offer")}
        </button>
      </div>
      {!mine ? <p className="agent-page__foot">{t("agent.contracts.given.needOwn")}</p> : null}
      <div className="agent-filters">
        <label className="form__field agent-filters__search">
          {t("agent.filters.username")}
          <input
            type="search"
            name="username"
            value={search}
            maxLength={32}
            placeholder={t("agent.filters.usernamePlaceholder")}
            onChange={(event) => {
              setSearch(event.target.value);
              setFilter((current) => ({ ...current, pageNo: 1 }));
            }}
          />
        </label>
        <label className="form__field">
          {t("agent.contracts.given.state")}
          <select
            name="state"
            value={filter.state}
            onChange={(event) =>
              setFilter((current) => ({
                ...current,
                state: event.target.value as GivenFilter["state"],
                pageNo: 1,
              }))
            }
          >
            <option value="live">{t("agent.contracts.given.live")}</option>
            <option value="all">{t("agent.filters.all")}</option>
            {GIVEN_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`agent.contracts.states.${state}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ReportResults
        query={query}
        isEmpty={(data) => data.list.length === 0}
        onPage={(pageNo) => setFilter((current) => ({ ...current, pageNo }))}
      >
        {(data) => (
          <ReportTable label={t("agent.contracts.given.title")}>
            <thead>
              <tr>
                <th scope="col">{t("agent.columns.username")}</th>
                <th scope="col">{t("agent.contracts.given.stateColumn")}</th>
                <th scope="col" className="records-table__number">
                  {t("agent.contracts.given.topRate")}
                </th>
                <th scope="col">{t("agent.contracts.given.offeredAt")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("agent.columns.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.flatMap((contract) => [
                <tr key={contract.id} data-contract={contract.id} data-member={contract.downline}>
                  <th scope="row">{contract.downline}</th>
                  <td>
                    <StateBadge contract={contract} />
                    {contract.state === "termination_requested" ? (
                      <span className="agent-table__sub">
                        {t(
                          contract.terminationRequestedBy === "upline"
                            ? "agent.contracts.given.askedByYou"
                            : "agent.contracts.given.askedByDownline",
                        )}
                      </span>
                    ) : null}
                  </td>
                  <td className="records-table__number">{bpText(topRateBp(contract))} %</td>
                  <td className="agent-table__time">{f.time(contract.offeredAt)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--secondary agent-table__action"
                      aria-expanded={open === contract.id}
                      onClick={() => setOpen(open === contract.id ? null : contract.id)}
                    >
                      {t("agent.contracts.given.details")}
                    </button>
                  </td>
                </tr>,
                open === contract.id ? (
                  <tr key={`${contract.id}-detail`} className="agent-table__detail">
                    <td colSpan={5}>
                      <div className="contract-given__detail">
                        <TermsView contract={contract} />
                        <div className="agent-form__actions">
                          {mine &&
                          (contract.state === "active" || contract.state === "termination_requested") ? (
                            <button
                              type="button"
                              className="button button--secondary"
                              onClick={() =>
                                onOffer({
                                  memberId: contract.downlineId,
                                  username: contract.downline,
                                  current: contract,
                                })
                              }
                            >
                              {t("agent.contracts.given.newTerms")}
                            </button>
                          ) : null}
                        </div>
                        <ContractActions
                          contract={contract}
                          onDone={(action) => onNotice(t(`agent.contracts.done.${action}`))}
                        />
                      </div>
                    </td>
                  </tr>
                ) : null,
              ])}
            </tbody>
          </ReportTable>
        )}
      </ReportResults>
    </section>
  );
}
