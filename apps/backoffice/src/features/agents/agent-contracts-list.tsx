import { useQuery } from "@tanstack/react-query";
import { ErrorText } from "#bo/app/error-text.tsx";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { useMerchant } from "#bo/lib/merchant.ts";
import { contractsQuery } from "./api.ts";

const bp = (value: number) => `${(value / 100).toFixed(2)} %`;

/** The contracts in force or offered where the agent is a side: its own with its upline, and those it gave. */
export function AgentContractsList({ username }: { username: string }) {
  const { t } = useI18n();
  const merchant = useMerchant() ?? "";
  const contracts = useQuery(contractsQuery(merchant, { kind: "", state: "live", username }));
  const list = contracts.data?.list ?? [];
  return (
    <>
      <h3>{t("agentsPanel.contracts")}</h3>
      <ErrorText error={contracts.error} />
      {list.length > 0 ? (
        <ul className="entries">
          {list.map((contract) => {
            const top =
              contract.kind === "realTimeSalary"
                ? bp(contract.singleBetRateBp ?? 0)
                : bp(Math.max(0, ...contract.tiers.map((tier) => tier.rateBp)));
            return (
              <li key={contract.id}>
                #{contract.id} · {t(`contracts.kind.${contract.kind}` as MessageKey)} ·{" "}
                {contract.upline ?? t("contracts.house")} → {contract.downline} ·{" "}
                {t(`contracts.state.${contract.state}` as MessageKey)} ·{" "}
                {t("agentsPanel.topRate", { rate: top })}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="hint">{contracts.isPending ? t("common.loading") : t("common.empty")}</p>
      )}
    </>
  );
}
