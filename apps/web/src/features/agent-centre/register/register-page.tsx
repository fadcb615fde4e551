import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { affiliateLinksQuery, myRebateRatesQuery } from "../api/team.ts";
import { QueryStatus } from "../common/report-parts.tsx";
import { AffiliateLinks } from "./affiliate-links.tsx";
import { RegisterForm } from "./register-form.tsx";

export const prefetch = (queryClient: QueryClient) => queryClient.ensureQueryData(affiliateLinksQuery());

/** registerCenter: open an account for the team, and the affiliate links that open them too. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const mine = useQuery(myRebateRatesQuery());
  return (
    <div className="agent-page" data-testid="agent-register">
      <header className="agent-page__head">
        <h2 className="centre-title">{t("agent.pages.registerCenter")}</h2>
        <p className="centre-note">{t("agent.register.intro")}</p>
      </header>
      <QueryStatus query={mine}>
        {(data) => (
          <>
            <RegisterForm ceiling={data.rebateRates} />
            <AffiliateLinks ceiling={data.rebateRates} />
          </>
        )}
      </QueryStatus>
    </div>
  );
}
