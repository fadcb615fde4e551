import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { affiliateLinksQuery, myRebateRatesQuery } from "../api/team.ts";
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
      {mine.isPending ? (
        <p className="agent-page__status" role="status">
          {t("agent.loading")}
        </p>
      ) : mine.isError ? (
        <LoadFailed
          className="agent-page__status"
          message={t("agent.loadFailed")}
          retryLabel={t("agent.retry")}
          onRetry={() => void mine.refetch()}
        />
      ) : (
        <>
          <RegisterForm ceiling={mine.data.rebateRates} />
          <AffiliateLinks ceiling={mine.data.rebateRates} />
        </>
      )}
    </div>
  );
}
