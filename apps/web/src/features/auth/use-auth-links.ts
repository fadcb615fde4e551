// Read once at start-up, in the first bundle: keep this file small and load the rest on demand.
import { useEffect } from "react";
import { session } from "#app/lib/storage.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { LANDING_CODE_KEYS } from "./landing-codes.ts";

function dropFromAddress(url: URL) {
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
}

/**
 * Links that lead into the account forms: the social sign-in's return (`#socialLogin=<code>` or
 * `#socialLoginError=<code>`), a password-reset e-mail (`#resetCode=&username=`; the fragment never
 * reaches a server log, and links sent before it used the query), and the affiliate and referral
 * codes of the address a visitor landed on (kept for this tab until they register).
 */
export function useAuthLinks() {
  useEffect(() => {
    const url = new URL(window.location.href);
    for (const [param, key] of Object.entries(LANDING_CODE_KEYS)) {
      const code = url.searchParams.get(param);
      if (code) session.set(key, code);
    }
    followLinkInAddress();
    // A reset link opened in a tab that already shows the site changes only the fragment: no reload.
    window.addEventListener("hashchange", followLinkInAddress);
    return () => window.removeEventListener("hashchange", followLinkInAddress);
  }, []);
}

/** Opens what a social sign-in return or a reset link in the address asks for, then drops it. */
function followLinkInAddress() {
  const url = new URL(window.location.href);
  const hash = new URLSearchParams(url.hash.slice(1));
  const socialCode = hash.get("socialLogin");
  const socialError = hash.get("socialLoginError");
  const inHash = hash.has("resetCode");
  const resetCode = inHash ? hash.get("resetCode") : url.searchParams.get("resetCode");
  if (socialCode || socialError) {
    url.hash = "";
    dropFromAddress(url);
  }
  if (socialCode) {
    void import("./social-exchange.ts").then(({ finishSocialLogin }) => finishSocialLogin(socialCode));
  } else if (socialError) {
    useUiStore.getState().openModal("loginPopupModal", { errorCode: socialError });
  } else if (resetCode) {
    const username = (inHash ? hash.get("username") : url.searchParams.get("username")) ?? undefined;
    if (inHash) url.hash = "";
    url.searchParams.delete("resetCode");
    url.searchParams.delete("username");
    dropFromAddress(url);
    useUiStore.getState().openModal("forgotPassword", { resetCode, username });
  }
}
