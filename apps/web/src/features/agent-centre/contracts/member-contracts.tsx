import { useQueries } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useModules } from "#app/lib/site-status.ts";
import {
  CONTRACT_KINDS,
  CONTRACT_MODULES,
  CONTRACT_PAGE_KEYS,
  type ContractKind,
  givenQuery,
  mineQuery,
} from "../api/contracts.ts";
import type { DownlineDetail } from "../api/team.ts";
import { moduleOn } from "../availability.ts";
import { StateBadge } from "./contract-page.tsx";
import { OfferDialog } from "./offer-dialog.tsx";
import { bpText, topRateBp } from "./terms.ts";
import "#app/styles/agent-contracts.css";

/** The contract kinds the merchant has switched on. */
export function useContractKinds(): ContractKind[] {
  const modules = useModules();
  return CONTRACT_KINDS.filter((kind) => moduleOn(modules, CONTRACT_MODULES[kind]));
}

/**
 * A direct downline agent's contracts with me, one line per kind switched on, each with an offer
 * (new terms when it holds some): the member dialog's way to the offer dialog.
 */
export function MemberContracts({ detail }: { detail: DownlineDetail }) {
  const { t } = useTranslation();
  const kinds = useContractKinds();
  const mine = useQueries({ queries: kinds.map((kind) => mineQuery(kind)) });
  const given = useQueries({
    queries: kinds.map((kind) =>
      givenQuery(kind, { state: "live", username: detail.username, pageNo: 1, pageSize: 5 }),
    ),
  });
  const [offering, setOffering] = useState<ContractKind | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="agent-member__facts" data-testid="agent-member-contracts">
      <p className="centre-note">{t("agent.contracts.member.text", { username: detail.username })}</p>
      {notice ? (
        <p className="profile-saved" role="status">
          {notice}
        </p>
      ) : null}
      <ul className="contract-member__list">
        {kinds.map((kind, index) => {
          const own = mine[index]?.data?.contract ?? null;
          const list = given[index]?.data?.list ?? [];
          const held = list.find((contract) => contract.state !== "pending") ?? null;
          const pending = list.find((contract) => contract.state === "pending") ?? null;
          const loading = mine[index]?.isPending || given[index]?.isPending;
          return (
            <li key={kind} className="contract-member__item" data-kind={kind}>
              <div>
                <strong>{t(`agent.pages.${CONTRACT_PAGE_KEYS[kind]}`)}</strong>
                <span className="agent-page__foot">
                  {loading
                    ? t("agent.loading")
                    : held
                      ? t("agent.contracts.member.held", { rate: bpText(topRateBp(held)) })
                      : t("agent.contracts.member.none")}
                </span>
              </div>
              <span className="contract-member__state">
                {held ? <StateBadge contract={held} /> : null}
                {pending ? <StateBadge contract={pending} /> : null}
              </span>
              <button
                type="button"
                className="button button--secondary agent-table__action"
                disabled={!own || pending !== null}
                title={!own && !loading ? t("agent.contracts.given.needOwn") : undefined}
                onClick={() => {
                  setNotice(null);
                  setOffering(kind);
                }}
              >
                {held ? t("agent.contracts.given.newTerms") : t("agent.contracts.given.offer")}
              </button>
            </li>
          );
        })}
      </ul>
      {offering ? (
        <OfferDialogFor
          kind={offering}
          detail={detail}
          mine={mine[kinds.indexOf(offering)]?.data?.contract ?? null}
          held={
            given[kinds.indexOf(offering)]?.data?.list.find((contract) => contract.state !== "pending") ??
            null
          }
          onClose={() => setOffering(null)}
          onSent={(username) => {
            setOffering(null);
            setNotice(t("agent.contracts.done.offer", { username }));
          }}
        />
      ) : null}
    </div>
  );
}

function OfferDialogFor({
  kind,
  detail,
  mine,
  held,
  onClose,
  onSent,
}: {
  kind: ContractKind;
  detail: DownlineDetail;
  mine: Parameters<typeof OfferDialog>[0]["mine"] | null;
  held: Parameters<typeof OfferDialog>[0]["mine"] | null;
  onClose(): void;
  onSent(username: string): void;
}) {
  if (!mine) return null;
  return (
    <OfferDialog
      kind={kind}
      mine={mine}
      target={{ memberId: detail.id, username: detail.username, current: held }}
      onClose={onClose}
      onSent={onSent}
    />
  );
}
