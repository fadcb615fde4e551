import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import { StrictMode, useEffect, useState } from "react";
import { Router } from "wouter";
import { useHashLocation } from "wouter/use-hash-location";
import { forgetSession, meQuery } from "#bo/features/auth/api.ts";
import { ClaimPage, enrolmentToken } from "#bo/features/auth/claim-page.tsx";
import { LoginPage } from "#bo/features/auth/login-page.tsx";
import { I18nProvider, useI18n } from "#bo/i18n/i18n.tsx";
import { ApiError, whenSessionGone } from "#bo/lib/api.ts";
import { Shell } from "./shell.tsx";

const client = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused call (403, 404, a bad filter) is an answer, not a hiccup: do not ask again.
      retry: (count, error) => !(error instanceof ApiError) && count < 2,
      refetchOnWindowFocus: true,
      staleTime: 10_000,
    },
  },
});

/** The staff member's session decides the screen: the log-in, or the back office. */
function Gate() {
  const { t } = useI18n();
  const queries = useQueryClient();
  const me = useQuery(meQuery);
  // An enrolment link opens the password step of a new staff member, signed in or not.
  const [token, setToken] = useState(enrolmentToken);
  useEffect(() => {
    whenSessionGone(() => forgetSession(queries));
  }, [queries]);
  if (token) return <ClaimPage token={token} onDone={() => setToken(null)} />;
  if (me.isPending) {
    return (
      <p className="splash" role="status">
        {t("common.loading")}
      </p>
    );
  }
  if (!me.data) return <LoginPage />;
  return <Shell me={me.data} />;
}

export function App() {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <I18nProvider>
          <Router hook={useHashLocation}>
            <Gate />
          </Router>
        </I18nProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
