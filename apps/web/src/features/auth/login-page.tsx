import { paths } from "#app/config/paths.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Navigate } from "#app/lib/router.tsx";
import { useSessionStore } from "#app/stores/session-store.ts";
import { AuthCard } from "./auth-card.tsx";
import { LoginPanel } from "./login-panel.tsx";

/** /login: where the logged-in-to-home rule sends visitors; the login form on its own page. */
export function LoginPage() {
  const { t } = useTranslation();
  const member = useSessionStore((state) => state.member);
  // A member has nothing to do here.
  if (member) return <Navigate to={paths.home} replace />;
  return (
    <div className="page auth-page">
      <AuthCard title={t("header.login")} subtitle={t("auth.loginSubtitle")}>
        <LoginPanel inModal={false} />
      </AuthCard>
    </div>
  );
}
