import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { type Downline, type DownlineDetail, downlineDetailQuery } from "../api/team.ts";
import { useAgentFormats } from "../common/formats.ts";
import { RatesSummary } from "../common/rates-summary.tsx";
import { MemberContracts, useContractKinds } from "../contracts/member-contracts.tsx";
import { MemberPrizeGroup } from "./member-prize-group.tsx";
import { MemberRebates } from "./member-rebates.tsx";
import { MemberTransfer } from "./member-transfer.tsx";
import { PromoteMember } from "./promote-member.tsx";

const TABS = ["detail", "rebates", "transfer", "contracts"] as const;
type Tab = (typeof TABS)[number];

/**
 * One member of the team: its detail, its rebate settings, a transfer to it, and for a direct
 * downline agent its contracts with the agent.
 */
export function MemberDialog({ member, onClose }: { member: Downline; onClose(): void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>("detail");
  const detail = useQuery(downlineDetailQuery(member.id));
  const contractKinds = useContractKinds();
  // Contracts are offered by the direct upline to agents, while a contract kind is switched on.
  const tabs = TABS.filter(
    (key) =>
      key !== "contracts" || (member.kind === "agent" && detail.data?.direct && contractKinds.length > 0),
  );

  return (
    <Modal title={t("agent.member.title", { username: member.username })} onClose={onClose} width={720}>
      <div className="agent-member" data-testid="agent-member">
        <div className="agent-tabs" role="tablist" aria-label={t("agent.member.tabs")}>
          {tabs.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={`agent-member-tab-${key}`}
              aria-selected={tab === key}
              aria-controls="agent-member-panel"
              className={`records-chip${tab === key ? " is-active" : ""}`}
              onClick={() => setTab(key)}
            >
              {t(`agent.member.tab.${key}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="agent-member-panel" aria-labelledby={`agent-member-tab-${tab}`}>
          {detail.isPending ? (
            <p className="agent-page__status" role="status">
              {t("agent.loading")}
            </p>
          ) : detail.isError ? (
            <LoadFailed
              className="agent-page__status"
              message={t("agent.loadFailed")}
              retryLabel={t("agent.retry")}
              onRetry={() => void detail.refetch()}
            />
          ) : tab === "detail" ? (
            <MemberFacts detail={detail.data} />
          ) : tab === "rebates" ? (
            <>
              <MemberRebates detail={detail.data} />
              <MemberPrizeGroup detail={detail.data} />
            </>
          ) : tab === "contracts" ? (
            <MemberContracts detail={detail.data} />
          ) : (
            <MemberTransfer username={detail.data.username} />
          )}
        </div>
      </div>
    </Modal>
  );
}

function MemberFacts({ detail }: { detail: DownlineDetail }) {
  const { t } = useTranslation();
  const f = useAgentFormats();
  const facts: Array<[string, string]> = [
    ["username", detail.username],
    ["kind", t(`agent.kind.${detail.kind}`)],
    ["level", String(detail.level)],
    ["upline", detail.upline],
    ["balance", f.money(detail.balance)],
    ["online", detail.online ? t("agent.team.onlineNow") : t("agent.team.offline")],
    ["registeredAt", f.time(detail.registeredAt)],
    ["lastLoginAt", detail.lastLoginAt ? f.time(detail.lastLoginAt) : t("agent.team.never")],
    ["directCount", f.count(detail.directCount)],
    ["teamSize", f.count(detail.teamSize)],
  ];
  return (
    <div className="agent-member__facts">
      <dl className="centre-facts agent-facts">
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`agent.member.facts.${key}`)}</dt>
            <dd data-fact={key}>{value}</dd>
          </div>
        ))}
      </dl>
      <h4 className="agent-page__subtitle">{t("agent.rates.legend")}</h4>
      <RatesSummary rates={detail.rebateRates} />
      {detail.direct && detail.kind === "player" ? <PromoteMember detail={detail} /> : null}
    </div>
  );
}
