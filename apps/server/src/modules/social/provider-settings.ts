import { SOCIAL_PROVIDERS, type SocialProvider } from "@banca/contract/calls/session";
import type { MerchantConfig } from "@banca/contract/merchant-config";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { OpenIdClientSettings } from "#app/providers/openid-connect.ts";

/** What the server itself brings to a merchant's social sign-in configuration. */
export type SocialRuntime = {
  /** The built-in sandbox's client for a provider; absent when SANDBOX_OIDC is off. */
  sandbox?: (provider: SocialProvider) => Omit<OpenIdClientSettings, "scope">;
  /** Reads a client secret from the environment variable the configuration names. */
  secret: (name: string) => string | undefined;
};

export const DEFAULT_SCOPES: Record<SocialProvider, string> = {
  google: "openid email profile",
  facebook: "openid email public_profile",
};

export const isSocialProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/**
 * The client to use for a provider at this merchant, or null when its button must not show:
 * SOCIALLOGIN3 off, the provider not configured, its secret not set, or it is the sandbox and the
 * sandbox is off.
 */
export function providerSettings(
  merchant: Merchant,
  provider: SocialProvider,
  runtime: SocialRuntime,
): OpenIdClientSettings | null {
  if (merchant.modules.SOCIALLOGIN3 !== true) return null;
  // Merchants seeded before social sign-in existed have no such section stored.
  const config = merchant.settings.socialLogin?.[provider];
  if (!config) return null;
  if ("sandbox" in config) {
    return runtime.sandbox ? { ...runtime.sandbox(provider), scope: DEFAULT_SCOPES[provider] } : null;
  }
  const clientSecret = runtime.secret(config.clientSecretEnv);
  if (!clientSecret) return null;
  return {
    issuer: config.issuer,
    clientId: config.clientId,
    clientSecret,
    scope: config.scope ?? DEFAULT_SCOPES[provider],
  };
}

/** The providers whose buttons the site shows for this merchant. */
export function availableProviders(merchant: Merchant, runtime: SocialRuntime): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => providerSettings(merchant, provider, runtime) !== null);
}

/** Start-up check: every client secret a merchant file names must be set in the environment. */
export function missingClientSecrets(configs: readonly MerchantConfig[], env: NodeJS.ProcessEnv): string[] {
  return configs.flatMap((config) =>
    SOCIAL_PROVIDERS.flatMap((provider) => {
      const entry = config.socialLogin[provider];
      if (!entry || "sandbox" in entry || env[entry.clientSecretEnv]) return [];
      return [
        `${config.code}: socialLogin.${provider}.clientSecretEnv names ${entry.clientSecretEnv}, which is not set`,
      ];
    }),
  );
}
