import { useQueries, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { CONTRACT_KINDS, CONTRACT_PAGE_KEYS, contractFlagsQuery, mineQuery } from "../api/contracts.ts";
import { openAgentCentre } from "../open.ts";
import { RequestCard } from "./contract-actions.tsx";
import "#app/styles/agent-centre.css";
import "#app/styles/agent-contracts.css";

/**
 * Contract requests (the spec's screen): every offer and termination request awaiting the member's
 * answer, of every kind, answered here or later from the agent centre's contract pages.
 */
export function ContractRequestsModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const flags = useQuery(contractFlagsQuery());
  const kinds = CONTRACT_KINDS.filter((kind) => flags.data?.[kind].pendingRequest);
  const mines = useQueries({ queries: kinds.map((kind) => mineQuery(kind)) });
  const requests = mines.flatMap((query) => query.data?.requests ?? []);
  const loading = flags.isPending || mines.some((query) => query.isPending);
  const failed = flags.isError || mines.some((query) => query.isError);

  return (
    <Modal
      title={t("agent.contracts.requests.modalTitle")}
      onClose={onClose}
      width={760}
      className="contract-requests-modal"
    >
      <div className="contract-requests" data-testid="contract-requests">
        <p className="centre-note">{t("agent.contracts.requests.modalText")}</p>
        {notice ? (
          <p className="profile-saved" role="status" data-testid="contract-notice">
            {notice}
          </p>
        ) : null}
        {loading ? (
          <p className="agent-page__status" role="status">
            {t("agent.loading")}
          </p>
        ) : failed ? (
          <LoadFailed
            className="agent-page__status"
            message={t("agent.loadFailed")}
            retryLabel={t("agent.retry")}
            onRetry={() => {
              void flags.refetch();
              for (const query of mines) void query.refetch();
            }}
          />
        ) : requests.length === 0 ? (
          <p className="centre-note" data-testid="contract-requests-done">
            {t("agent.contracts.requests.allAnswered")}
          </p>
        ) : (
          requests.map((request) => (
            <RequestCard
              key={request.id}
              contract={request}
              onDone={(action) => setNotice(t(`agent.contracts.done.${action}`))}
            />
          ))
        )}
        <div className="agent-form__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t("agent.contracts.requests.later")}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() =>
              openAgentCentre(CONTRACT_PAGE_KEYS[requests[0]?.kind ?? kinds[0] ?? "dailySalary"])
            }
          >
            {t("agent.contracts.requests.openCentre")}
          </button>
        </div>
      </div>
    </Modal>
  );
}
