import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";
import { createMemoryStore } from "#app/providers/sandbox-oidc/memory-store.ts";

export type TestIdentity = { sub: string; name: string; email: string };

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

/**
 * A real OpenID provider (oidc-provider) on an ephemeral port, playing an outside issuer such as
 * Google. Its login "page" is a small JSON interface so tests act as the person signing in:
 * GET /interaction/:uid, POST /interaction/:uid/login (sub, name, email), POST .../abort.
 * It listens at once (so its issuer address is known); `trust` registers the client's callback
 * addresses once the server under test is listening too.
 */
export async function startTestOpenIdProvider() {
  let listener: RequestListener = (_request, response) => json(response, 503, { error: "not ready" });
  const server = createServer((request, response) => listener(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "banca-test-client";
  const clientSecret = randomBytes(24).toString("base64url");
  const accounts = new Map<string, TestIdentity>();

  function trust(redirectUris: string[]) {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const provider = new Provider(issuer, {
      adapter: createMemoryStore(),
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: redirectUris,
          response_types: ["code"],
          grant_types: ["authorization_code"],
          token_endpoint_auth_method: "client_secret_post",
        },
      ],
      jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "test", alg: "RS256", use: "sig" }] },
      async findAccount(_ctx, sub) {
        const identity = accounts.get(sub);
        return identity && { accountId: sub, claims: async () => ({ ...identity, email_verified: true }) };
      },
      claims: {
        openid: ["sub"],
        email: ["email", "email_verified"],
        profile: ["name"],
        public_profile: ["name"],
      },
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      cookies: { keys: ["test-cookie-key"] },
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        IdToken: 600,
        Interaction: 600,
        Session: 600,
        Grant: 600,
      },
    });
    const handle = provider.callback();
    listener = async (request, response) => {
      const path = new URL(request.url ?? "/", issuer).pathname;
      const match = /^\/interaction\/[^/]+(\/login|\/abort)?$/.exec(path);
      if (!match) return handle(request, response);
      try {
        const details = await provider.interactionDetails(request, response);
        if (request.method === "GET") return json(response, 200, { prompt: details.prompt.name });
        if (match[1] === "/abort") {
          const result = { error: "access_denied", error_description: "cancelled by the test" };
          return await provider.interactionFinished(request, response, result, {
            mergeWithLastSubmission: false,
          });
        }
        const identity = (await readForm(request)) as TestIdentity;
        accounts.set(identity.sub, identity);
        const grant = new provider.Grant({
          accountId: identity.sub,
          clientId: String(details.params.client_id),
        });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        const result = { login: { accountId: identity.sub }, consent: { grantId } };
        return await provider.interactionFinished(request, response, result, {
          mergeWithLastSubmission: false,
        });
      } catch (error) {
        return json(response, 400, { error: String(error) });
      }
    };
  }

  return {
    issuer,
    clientId,
    clientSecret,
    trust,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type TestOpenIdProvider = Awaited<ReturnType<typeof startTestOpenIdProvider>>;
