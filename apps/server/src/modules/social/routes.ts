import { socialExchangeCall } from "@banca/contract/calls/session";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { mountSandboxOidc } from "#app/providers/sandbox-oidc/mount.ts";
import { createSocialExchangeService } from "./exchange-service.ts";
import { parseReturnTo, withLoginError } from "./return-to.ts";
import type { SocialSetup } from "./setup.ts";
import { createSignInService } from "./sign-in-service.ts";

export type SocialDeps = CallDeps & { db: Database; social: SocialSetup };

// Ties a sign-in to the browser that started it; only the social paths ever see it.
const BROWSER_COOKIE = "banca_social";
const COOKIE_PATH = "/wps/session/social";
const COOKIE_SECONDS = 10 * 60;
// No HEAD twins: a link checker's HEAD must not start a sign-in or spend a callback.
const NO_HEAD = { exposeHeadRoute: false };

function browserIdOf(request: FastifyRequest): string | undefined {
  const cookies = request.headers.cookie?.split(";") ?? [];
  const pair = cookies
    .map((cookie) => cookie.trim())
    .find((cookie) => cookie.startsWith(`${BROWSER_COOKIE}=`));
  return pair?.slice(BROWSER_COOKIE.length + 1);
}

function redirect(reply: FastifyReply, location: string) {
  // The addresses carry one-time secrets: no cache may keep them.
  return reply.header("Cache-Control", "no-store").redirect(location, 302);
}

export async function socialRoutes(app: FastifyInstance, deps: SocialDeps) {
  const { oidc, runtime, sandbox } = deps.social;
  const signIn = createSignInService({
    db: deps.db,
    merchants: deps.merchants,
    region: deps.region,
    oidc,
    runtime,
    log: app.log,
  });
  const exchange = createSocialExchangeService(deps.db, deps.sessions);

  app.get<{ Params: { provider: string }; Querystring: Record<string, unknown> }>(
    "/wps/session/social/:provider/start",
    NO_HEAD,
    async (request, reply) => {
      const returnTo = parseReturnTo(request.query.returnTo);
      if (returnTo === null) throw new AppError("request_param_err", "returnTo must be a path on this site");
      const merchant = await deps.merchants.resolve(
        typeof request.headers.merchant === "string" ? request.headers.merchant : undefined,
        request.hostname,
      );
      const { location, browserId } = await signIn.start({
        merchant,
        provider: request.params.provider,
        returnTo,
        origin: `${request.protocol}://${request.host}`,
        clientIp: request.ip,
        browserId: browserIdOf(request),
      });
      const secure = request.protocol === "https" ? "; Secure" : "";
      reply.header(
        "Set-Cookie",
        `${BROWSER_COOKIE}=${browserId}; Path=${COOKIE_PATH}; Max-Age=${COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
      );
      return redirect(reply, location);
    },
  );

  app.get<{ Params: { provider: string }; Querystring: Record<string, unknown> }>(
    "/wps/session/social/:provider/callback",
    NO_HEAD,
    async (request, reply) => {
      try {
        const location = await signIn.callback({
          provider: request.params.provider,
          query: request.query,
          browserId: browserIdOf(request),
          clientIp: request.ip,
          acceptLanguage: request.headers["accept-language"],
        });
        return redirect(reply, location);
      } catch (error) {
        // The visitor arrives by a redirect: an answer in the envelope would strand them on JSON.
        request.log.error({ err: error }, "social sign-in callback failed");
        return redirect(reply, withLoginError("/", "social.login.failed"));
      }
    },
  );

  registerCall(app, deps, socialExchangeCall, async ({ merchant, body, request }) =>
    exchange.exchange(merchant, body.code, {
      clientIp: request.ip,
      userAgent: request.headers["user-agent"] ?? "",
    }),
  );
  if (sandbox) await mountSandboxOidc(app, sandbox);
}
