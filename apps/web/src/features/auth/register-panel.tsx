import { lazy, Suspense, useState } from "react";
import { paths } from "#app/config/paths.ts";
import { withCatalogue } from "#app/i18n/i18n.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Link } from "#app/lib/router.tsx";
import { useModules } from "#app/lib/site-status.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { AuthTabs } from "./auth-form-parts.tsx";
import type { RegisterTab } from "./register-fields.ts";
import { RegisterForm } from "./register-form.tsx";
import { SocialButtons } from "./social-buttons.tsx";

// The new-player promotions slider loads beside the form, never before it: the form is usable at
// once, and the slider's place is held while it arrives (with its text part) so nothing jumps.
const RegisterPromoSlider = lazy(
  withCatalogue(["promotions"], () => import("#app/features/promotions/register-slider.tsx")),
);

/**
 * Registration for the register modal and the /register page (spec part 1 §2): username and mobile
 * tabs as the merchant offers them; the modal has a way to the login, the page a reset button and a
 * way back home.
 */
export function RegisterPanel({ inModal }: { inModal: boolean }) {
  const { t } = useTranslation();
  const modules = useModules();
  const tabs = [
    ...(modules.USERNAMEREG3 ? [{ key: "username" as const, label: t("auth.tabs.registerUsername") }] : []),
    ...(modules.MOBILENUMREG3 ? [{ key: "mobile" as const, label: t("auth.tabs.registerMobile") }] : []),
  ];
  const [tab, setTab] = useState<RegisterTab>(tabs[0]?.key ?? "username");

  if (tabs.length === 0) {
    return <p className="auth-alert">{t("errors.registration.unavailable")}</p>;
  }
  return (
    <div className="auth-panel" data-testid="register-panel">
      <Suspense fallback={<div className="promo-slider is-pending" aria-hidden="true" />}>
        <RegisterPromoSlider />
      </Suspense>
      <AuthTabs<RegisterTab> tabs={tabs} active={tab} onChange={setTab} label={t("auth.registerWays")} />
      <RegisterForm
        key={tab}
        tab={tab}
        footer={(reset) =>
          inModal ? (
            <p className="auth-switch">
              {t("auth.haveAccount")}{" "}
              <button
                type="button"
                className="auth-link"
                onClick={() => useUiStore.getState().openModal("loginPopupModal")}
              >
                {t("header.login")}
              </button>
            </p>
          ) : (
            <div className="auth-page-actions">
              <button type="button" className="button button--secondary" onClick={reset}>
                {t("auth.reset")}
              </button>
              <Link to={paths.home} className="auth-link">
                {t("common.backHome")}
              </Link>
            </div>
          )
        }
      />
      <SocialButtons />
      {inModal ? null : (
        <p className="auth-switch">
          {t("auth.haveAccount")}{" "}
          <button
            type="button"
            className="auth-link"
            onClick={() => useUiStore.getState().openModal("loginPopupModal")}
          >
            {t("header.login")}
          </button>
        </p>
      )}
    </div>
  );
}
