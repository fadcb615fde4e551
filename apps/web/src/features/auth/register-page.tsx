import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { AuthCard } from "./auth-card.tsx";
import { RegisterPanel } from "./register-panel.tsx";

/**
 * /register and /register.html: the registration banners (`w_reg`, given by the route) over the
 * form; the panel shows the slider of `new_player` promotions (as the register modal does).
 */
export function RegisterPage({ banner }: { banner?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page auth-page auth-page--register">
      {banner}
      <AuthCard title={t("header.register")} subtitle={t("auth.registerSubtitle")}>
        <RegisterPanel inModal={false} />
      </AuthCard>
    </div>
  );
}
