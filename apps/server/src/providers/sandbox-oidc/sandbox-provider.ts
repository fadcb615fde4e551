import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";
import { SOCIAL_PROVIDERS, type SocialProvider } from "@banca/contract/calls/session";
import Provider, { interactionPolicy, type KoaContextWithOIDC } from "oidc-provider";
import type { OpenIdClientSettings } from "#app/providers/openid-connect.ts";
import { errorPage } from "./interaction-page.ts";
import { createMemoryStore } from "./memory-store.ts";

export const sandboxPath = (provider: SocialProvider) => `/sandbox/oidc/${provider}`;
const CALLBACK_PATH = /^\/wps\/session\/social\/(google|facebook)\/callback$/;
const CLIENT_ID = "banca-sandbox";
// Demo identities typed in the sandbox; kept only between the sign-in and the token request.
const MAX_ACCOUNTS = 1_000;

export type DemoIdentity = { name: string; email: string };
export type SandboxClient = Omit<OpenIdClientSettings, "scope">;

/** The subject a provider gives a demo e-mail: stable across restarts, different per provider. */
export const sandboxSubject = (provider: SocialProvider, email: string) =>
  createHash("sha256").update(`${provider}\n${email.toLowerCase()}`).digest("base64url").slice(0, 24);

function signingKey() {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = randomBytes(8).toString("hex");
  return { ...privateKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" };
}

/**
 * A real OpenID provider per social provider name (oidc-provider), standing in for Google and
 * Facebook on machines that cannot reach them. The visitor picks or types a demo identity on its
 * page; everything after that (code, PKCE, signed ID token) is the genuine protocol.
 */
export function createSandboxOidc(options: { publicUrl: string; trustProxy: boolean }) {
  const accounts = new Map<string, DemoIdentity>();
  const clientSecret = randomBytes(32).toString("base64url");
  const policy = interactionPolicy.base();
  // A demo should let whoever is at the keyboard choose again each time, not reuse the last choice.
  policy
    .get("login")
    ?.checks.add(
      new interactionPolicy.Check("sandbox_picker", "The sandbox always asks for an identity", (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

  function build(provider: SocialProvider): Provider {
    const issuer = `${options.publicUrl}${sandboxPath(provider)}`;
    const instance = new Provider(issuer, {
      adapter: createMemoryStore(),
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: clientSecret,
          redirect_uris: [`${options.publicUrl}/wps/session/social/${provider}/callback`],
          response_types: ["code"],
          grant_types: ["authorization_code"],
          token_endpoint_auth_method: "client_secret_post",
        },
      ],
      jwks: { keys: [signingKey()] },
      async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
        const identity = accounts.get(sub);
        if (!identity) return undefined;
        return {
          accountId: sub,
          claims: async () => ({ sub, name: identity.name, email: identity.email, email_verified: true }),
        };
      },
      claims: {
        openid: ["sub"],
        email: ["email", "email_verified"],
        profile: ["name"],
        public_profile: ["name"],
      },
      // Google and Facebook put the profile claims in the ID token itself; so does the sandbox.
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false } },
      interactions: {
        policy,
        url: (_ctx, interaction) => `${sandboxPath(provider)}/interaction/${interaction.uid}`,
      },
      cookies: { keys: [randomBytes(32).toString("base64url")] },
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        IdToken: 600,
        Interaction: 600,
        Session: 600,
        Grant: 600,
      },
      async renderError(ctx, out) {
        ctx.type = "html";
        ctx.body = errorPage(String(out.error_description ?? out.error ?? "The request was refused"));
      },
    });
    instance.proxy = options.trustProxy;
    // The server's own callback on whatever domain the merchant is visited at: the client secret
    // never leaves the server, so a code sent elsewhere is worth nothing.
    instance.Client.prototype.redirectUriAllowed = (value: string) =>
      URL.canParse(value) &&
      CALLBACK_PATH.test(new URL(value).pathname) &&
      /^https?:$/.test(new URL(value).protocol);
    return instance;
  }

  const providers = new Map(SOCIAL_PROVIDERS.map((provider) => [provider, build(provider)] as const));

  return {
    provider: (name: SocialProvider) => providers.get(name) as Provider,
    /** The client the server uses for a provider set to "sandbox". */
    client: (provider: SocialProvider): SandboxClient => ({
      issuer: `${options.publicUrl}${sandboxPath(provider)}`,
      clientId: CLIENT_ID,
      clientSecret,
    }),
    /** Makes a demo identity known to the provider and answers its subject. */
    remember(provider: SocialProvider, identity: DemoIdentity): string {
      const subject = sandboxSubject(provider, identity.email);
      accounts.delete(subject);
      accounts.set(subject, identity);
      if (accounts.size > MAX_ACCOUNTS) accounts.delete(accounts.keys().next().value as string);
      return subject;
    },
  };
}
export type SandboxOidc = ReturnType<typeof createSandboxOidc>;
