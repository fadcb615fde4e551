import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { ContractView } from "../api/contracts.ts";
import { useAgentFormats } from "../common/formats.ts";
import { bpText } from "./terms.ts";

/** A contract's terms: period and mode (dividends), the minimum bet per active member and the tiers, or the real-time rates. */
export function TermsView({ contract }: { contract: ContractView }) {
  const { t } = useTranslation();
  const f = useAgentFormats();
  if (contract.kind === "realTimeSalary") {
    const rates: Array<[string, number | null]> = [
      ["singleBetRate", contract.singleBetRateBp],
      ["lossRate", contract.lossRateBp],
      ["profitRate", contract.profitRateBp],
    ];
    return (
      <dl className="centre-facts agent-facts contract-terms__facts" data-testid="contract-terms">
        {rates.map(([key, bp]) => (
          <div key={key}>
            <dt>{t(`agent.contracts.terms.${key}`)}</dt>
            <dd data-term={key}>{bpText(bp ?? 0)} %</dd>
          </div>
        ))}
      </dl>
    );
  }
  const dividend = contract.kind === "dividend";
  return (
    <div className="contract-terms" data-testid="contract-terms">
      <dl className="centre-facts agent-facts contract-terms__facts">
        {dividend ? (
          <>
            <div>
              <dt>{t("agent.contracts.terms.period")}</dt>
              <dd data-term="period">{t(`agent.contracts.periods.${contract.period ?? "daily"}`)}</dd>
            </div>
            <div>
              <dt>{t("agent.contracts.terms.mode")}</dt>
              <dd data-term="mode">{t(`agent.contracts.modes.${contract.dividendMode ?? "fixed"}`)}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{t("agent.contracts.terms.minBetPerMember")}</dt>
          <dd data-term="minBetPerMember">{f.money(contract.minBetPerMember)}</dd>
        </div>
      </dl>
      <div className="agent-table-scroll">
        <table
          className="records-table agent-table contract-tiers"
          aria-label={t("agent.contracts.terms.tiers")}
        >
          <thead>
            <tr>
              <th scope="col">{t("agent.contracts.terms.tier")}</th>
              <th scope="col" className="records-table__number">
                {t(
                  dividend
                    ? "agent.contracts.terms.teamValidBetPeriod"
                    : `agent.contracts.terms.teamValidBet.${contract.kind}`,
                )}
              </th>
              <th scope="col" className="records-table__number">
                {t("agent.contracts.terms.activeMembers")}
              </th>
              {dividend ? (
                <th scope="col" className="records-table__number">
                  {t("agent.contracts.terms.teamLoss")}
                </th>
              ) : null}
              <th scope="col" className="records-table__number">
                {t("agent.contracts.terms.rate")}
              </th>
            </tr>
          </thead>
          <tbody>
            {contract.tiers.map((tier, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no id, their position is theirs.
              <tr key={index} data-tier={index + 1}>
                <th scope="row">{index + 1}</th>
                <td className="records-table__number">≥ {f.money(tier.minTeamValidBet)}</td>
                <td className="records-table__number">≥ {f.count(tier.minActiveMembers)}</td>
                {dividend ? <td className="records-table__number">≥ {f.money(tier.minTeamLoss)}</td> : null}
                <td className="records-table__number">{bpText(tier.rateBp)} %</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
