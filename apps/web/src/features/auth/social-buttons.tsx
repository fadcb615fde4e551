import type { SocialProvider } from "@banca/contract/calls/session";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useModules, useSiteStatus } from "#app/lib/site-status.ts";

// The contract's list lives beside zod schemas; the site keeps its own copy of the two names.
const PROVIDERS: readonly SocialProvider[] = ["google", "facebook"];

/** The providers the merchant offers (`status.info.site.socialLogin`, with SOCIALLOGIN3 on). */
export function useSocialProviders(): SocialProvider[] {
  const { site } = useSiteStatus().info;
  const modules = useModules();
  if (!modules.SOCIALLOGIN3) return [];
  return PROVIDERS.filter((provider) => site.socialLogin.includes(provider));
}

/**
 * Google and Facebook sign-in: a plain link to the server, which sends the player to the provider and
 * back here with `#socialLogin=<code>` (or `#socialLoginError=<code>`), read at start-up.
 */
export function SocialButtons() {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  if (providers.length === 0) return null;
  const returnTo = encodeURIComponent(window.location.pathname + window.location.search);
  return (
    <div className="auth-social">
      <p className="auth-divider">
        <span>{t("auth.social.or")}</span>
      </p>
      <div className="auth-social__buttons">
        {providers.map((provider) => (
          <a
            key={provider}
            className={`auth-social__button auth-social__button--${provider}`}
            href={`/wps/session/social/${provider}/start?returnTo=${returnTo}`}
            data-testid={`social-${provider}`}
          >
            <Icon name={provider} size={18} />
            {t(`auth.social.${provider}`)}
          </a>
        ))}
      </div>
    </div>
  );
}
