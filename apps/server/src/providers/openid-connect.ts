import * as oidc from "openid-client";

/** One OpenID Connect client: the issuer and this merchant's registration with it. */
export type OpenIdClientSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
};

/** What must be kept between the redirect to the provider and its answer. */
export type AuthorizationChecks = { state: string; nonce: string; codeVerifier: string };

/** The person the provider vouched for, from the verified ID token. */
export type VerifiedIdentity = {
  issuer: string;
  subject: string;
  /** Empty when the provider gave none or said it is not verified. */
  email: string;
  name: string;
};

// Provider metadata (endpoints, signing keys) changes rarely; refreshing it every few minutes
// picks up a key rotation without asking the provider at every sign-in.
const METADATA_TTL_MS = 10 * 60_000;
const TIMEOUT_SECONDS = 10;

const text = (value: unknown, max: number) => (typeof value === "string" ? value.trim().slice(0, max) : "");

function emailOf(claims: oidc.IDToken): string {
  const email = text(claims.email, 254);
  // Facebook sends no email_verified; an explicit false means the provider did not check it.
  return claims.email_verified === false || !/^[^\s@]+@[^\s@]+$/.test(email) ? "" : email;
}

/**
 * The OpenID Connect relying party (openid-client): authorization code flow with PKCE (S256), state
 * and nonce; the callback is checked in full (state, issuer, code exchange, ID token signature,
 * audience, expiry and nonce) before anyone is believed.
 */
export function createOpenIdConnectClient() {
  const configurations = new Map<string, { config: Promise<oidc.Configuration>; at: number }>();

  function configuration(settings: OpenIdClientSettings): Promise<oidc.Configuration> {
    const key = `${settings.issuer}\n${settings.clientId}\n${settings.clientSecret}`;
    const cached = configurations.get(key);
    if (cached && Date.now() - cached.at < METADATA_TTL_MS) return cached.config;
    const issuer = new URL(settings.issuer);
    const config = oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
      timeout: TIMEOUT_SECONDS,
      // Plain http passes the merchant configuration only for a provider on this machine.
      execute: issuer.protocol === "http:" ? [oidc.allowInsecureRequests] : [],
    });
    configurations.set(key, { config, at: Date.now() });
    // A failed discovery is not remembered: the next sign-in asks again.
    config.catch(() => configurations.delete(key));
    return config;
  }

  return {
    /** The provider's authorization address for a new sign-in, and the checks to keep for its answer. */
    async authorizationRequest(
      settings: OpenIdClientSettings,
      redirectUri: string,
    ): Promise<{ url: string; checks: AuthorizationChecks }> {
      const config = await configuration(settings);
      const checks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scope,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: "S256",
      });
      return { url: url.href, checks };
    },

    /** Verifies the provider's answer at `callbackUrl` (the redirect URI with its query) and trades its code. */
    async verifyCallback(
      settings: OpenIdClientSettings,
      callbackUrl: URL,
      checks: AuthorizationChecks,
    ): Promise<VerifiedIdentity> {
      const config = await configuration(settings);
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims?.sub) throw new Error("the provider answered without an ID token subject");
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: emailOf(claims),
        name: text(claims.name, 64) || text(claims.given_name, 64) || text(claims.nickname, 64),
      };
    },
  };
}
export type OpenIdConnectClient = ReturnType<typeof createOpenIdConnectClient>;
