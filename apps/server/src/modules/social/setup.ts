import type { AppConfig } from "#app/config/env.ts";
import { createOpenIdConnectClient } from "#app/providers/openid-connect.ts";
import { createSandboxOidc } from "#app/providers/sandbox-oidc/sandbox-provider.ts";
import type { SocialRuntime } from "./provider-settings.ts";

export type SocialSetup = ReturnType<typeof createSocialSetup>;

/** The OpenID client, and the sandbox providers when SANDBOX_OIDC is on. */
export function createSocialSetup(
  config: Pick<AppConfig, "TRUST_PROXY"> & Partial<Pick<AppConfig, "SANDBOX_OIDC" | "PUBLIC_URL" | "PORT">>,
) {
  const sandbox = config.SANDBOX_OIDC
    ? createSandboxOidc({
        publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT ?? 8080}`,
        trustProxy: config.TRUST_PROXY !== false,
      })
    : null;
  const runtime: SocialRuntime = {
    secret: (name) => process.env[name],
    ...(sandbox ? { sandbox: sandbox.client } : {}),
  };
  return { oidc: createOpenIdConnectClient(), sandbox, runtime };
}
