import type { IncomingMessage } from "node:http";
import { SOCIAL_PROVIDERS, type SocialProvider } from "@banca/contract/calls/session";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type Provider from "oidc-provider";
import { errorPage, interactionPage } from "./interaction-page.ts";
import { type SandboxOidc, sandboxPath } from "./sandbox-provider.ts";

type InteractionRequest = FastifyRequest<{
  Params: { uid: string };
  Body: Record<string, string> | undefined;
}>;

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;

// The page's own policy: no script, no outside resource. Its forms lead, through the provider's
// redirects, to the callback on whichever merchant domain the sign-in started from.
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' https: http:; base-uri 'none'; frame-ancestors 'none'";

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header("Cache-Control", "no-store")
    .header("Content-Security-Policy", PAGE_POLICY)
    .type("text/html; charset=utf-8")
    .send(html);
}

/** The interaction the page belongs to, or null once the error page is sent (expired, foreign, missing). */
async function interactionOf(provider: Provider, request: InteractionRequest, reply: FastifyReply) {
  try {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.uid === request.params.uid) return details;
  } catch {
    // Missing or expired interaction cookie: the same answer as a foreign uid.
  }
  sendPage(reply, 400, errorPage("This sign-in has expired or does not belong to this browser."));
  return null;
}

function interactionRoutes(scope: FastifyInstance, sandbox: SandboxOidc, name: SocialProvider) {
  const provider = sandbox.provider(name);
  const base = `${sandboxPath(name)}/interaction/:uid`;
  const action = (uid: string) => `${sandboxPath(name)}/interaction/${encodeURIComponent(uid)}`;

  scope.get(base, async (request: InteractionRequest, reply) => {
    if (!(await interactionOf(provider, request, reply))) return reply;
    return sendPage(reply, 200, interactionPage({ provider: name, action: action(request.params.uid) }));
  });

  scope.post(`${base}/login`, async (request: InteractionRequest, reply) => {
    const details = await interactionOf(provider, request, reply);
    if (!details) return reply;
    const name_ = String(request.body?.name ?? "").trim();
    const email = String(request.body?.email ?? "").trim();
    if (!name_ || name_.length > 64 || email.length > 254 || !EMAIL.test(email)) {
      const page = interactionPage({
        provider: name,
        action: action(request.params.uid),
        error: "Enter a name and a valid e-mail address.",
        values: { name: name_.slice(0, 64), email: email.slice(0, 254) },
      });
      return sendPage(reply, 400, page);
    }
    const accountId = sandbox.remember(name, { name: name_, email });
    // The page is the consent too: whoever continues grants exactly what the client asked for.
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? "openid"));
    const grantId = await grant.save();
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  });

  scope.post(`${base}/abort`, async (request: InteractionRequest, reply) => {
    if (!(await interactionOf(provider, request, reply))) return reply;
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { error: "access_denied", error_description: "The visitor cancelled the sign-in" },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  });
}

/**
 * Serves the sandbox providers under /sandbox/oidc/<provider>: their own endpoints (discovery,
 * authorize, token, keys) go to oidc-provider untouched, the sign-in page is ours.
 */
export async function mountSandboxOidc(app: FastifyInstance, sandbox: SandboxOidc) {
  await app.register(async (scope) => {
    // oidc-provider reads request bodies itself: here Fastify leaves them unread.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    for (const name of SOCIAL_PROVIDERS) {
      const prefix = sandboxPath(name);
      const handle = sandbox.provider(name).callback();
      scope.all(`${prefix}/*`, async (request, reply) => {
        reply.hijack();
        // Mounted like express's app.use(prefix, ...): the provider sees its own paths and finds
        // the prefix for the addresses it builds in originalUrl.
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = (raw.url ?? "").slice(prefix.length) || "/";
        await handle(raw, reply.raw);
      });
    }
  });
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    for (const name of SOCIAL_PROVIDERS) interactionRoutes(scope, sandbox, name);
  });
}
