import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import inject from "light-my-request";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { ok } from "#app/http/envelope.ts";
import { createBgsAdapter } from "#app/providers/vendors/bgs-adapter.ts";
import type { PostJson } from "#app/providers/vendors/post-json.ts";
import { registerVendorAdapter } from "#app/providers/vendors/vendor-adapter.ts";
import { sourcePath } from "#app/server-dir.ts";
import { bgsLanguage } from "./i18n.ts";
import { gamePage, verifyPage } from "./pages.ts";
import { isBgsGame } from "./play.ts";
import { createBgsRecovery } from "./recovery.ts";
import { startRecoverySweep } from "./recovery-sweep.ts";
import { createReplayService, type ReplayService } from "./replay-service.ts";
import { type BgsService, createBgsService } from "./service.ts";
import { createBgsWallet, type WalletRoute } from "./wallet.ts";

const ASSET_DIR = sourcePath("modules", "bgs", "assets");
const ASSET_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

// The vendor's pages load only their own files; they run inside the site's game frame (same origin).
const PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

type Deps = { db: Database; publicUrl?: string | undefined; validBetRuleTtlMs?: number | undefined };

/**
 * A POST answered by this server's own routes in process (light-my-request on Fastify's router),
 * as HTTP would answer it: what a stopping server's rounds still in flight use once its port is
 * closed, so they finish instead of being left to the recovery sweep.
 */
function postInProcess(app: FastifyInstance): PostJson {
  return async (url, headers, body) => {
    const target = new URL(url);
    const answer = await inject(app.routing.bind(app), {
      method: "POST",
      url: target.pathname + target.search,
      headers: { ...headers, "content-type": "application/json" },
      payload: body,
      remoteAddress: "127.0.0.1",
    });
    return { status: answer.statusCode, body: answer.body };
  };
}

/**
 * Where BGS reaches the seamless-wallet API: this very server, over loopback while it listens (the
 * port is known only then); in process once a stop has closed the port; else the public address.
 */
function seamlessRoute(app: FastifyInstance, publicUrl: string | undefined): () => WalletRoute {
  const inProcess = postInProcess(app);
  let listened: string | null = null;
  return () => {
    if (!app.server.listening && listened) return { baseUrl: listened, post: inProcess };
    const baseUrl = seamlessBaseUrl(app, publicUrl);
    if (app.server.listening) listened = baseUrl;
    return { baseUrl };
  };
}

/** This server's own loopback address while it listens, else the configured public address. */
function seamlessBaseUrl(app: FastifyInstance, publicUrl: string | undefined) {
  const address = app.server.address();
  if (address && typeof address === "object") {
    const host = ["0.0.0.0", "::", ""].includes(address.address)
      ? "127.0.0.1"
      : address.family === "IPv6"
        ? `[${address.address}]`
        : address.address;
    return `http://${host}:${address.port}`;
  }
  if (publicUrl) return publicUrl;
  throw new AppError("function.not.available", "The game server is not reachable yet");
}

const sessionToken = (request: FastifyRequest) => request.headers["x-bgs-session"];

/**
 * The player's reference for a spin or a roll (the `Idempotency-Key` header, which the game pages
 * send with each): the same request sent again finds the bet it placed. Optional; a bad one is refused.
 */
function requestRefOf(request: FastifyRequest): string | undefined {
  const value = request.headers["idempotency-key"];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !/^[A-Za-z0-9_-]{8,64}$/.test(value)) {
    throw new AppError("request_param_err", "Idempotency-Key must be 8 to 64 letters, digits, - or _");
  }
  return value;
}

function sendPage(reply: FastifyReply, html: string) {
  return reply
    .header("Cache-Control", "no-store")
    .header("Content-Security-Policy", PAGE_POLICY)
    .type("text/html; charset=utf-8")
    .send(html);
}

function apiRoutes(app: FastifyInstance, service: BgsService, replays: ReplayService) {
  type Body = { Body: Record<string, unknown> | undefined };
  const authed =
    <T>(
      handler: (
        session: Awaited<ReturnType<BgsService["session"]>>,
        body: Record<string, unknown>,
        requestRef: string | undefined,
      ) => Promise<T>,
    ) =>
    async (request: FastifyRequest<Body>) => {
      const session = await service.session(sessionToken(request));
      return ok(await handler(session, request.body ?? {}, requestRefOf(request)));
    };

  app.post<Body>("/vendors/bgs/api/session", async (request) => {
    const body = request.body ?? {};
    if (typeof body.merchant !== "string" || typeof body.launchToken !== "string") {
      throw new AppError("request_param_err", "merchant and launchToken are required");
    }
    return ok(await service.open(body.merchant, body.launchToken));
  });
  app.get(
    "/vendors/bgs/api/state",
    authed((session) => service.state(session)),
  );
  app.get(
    "/vendors/bgs/api/history",
    authed((session) => service.history(session)),
  );
  // Game recall: one of the player's own rounds replayed from its stored seeds.
  app.get<{ Querystring: { betId?: string } }>("/vendors/bgs/api/replay", async (request) => {
    const session = await service.session(sessionToken(request));
    const betId = request.query.betId ?? "";
    if (!/^[1-9][0-9]{0,17}$/.test(betId)) throw new AppError("request_param_err", "betId is required");
    return ok(await replays.replay(session.merchant_code, betId, Number(session.member_id)));
  });
  app.get(
    "/vendors/bgs/api/seeds/revealed",
    authed((session) => service.revealedSeeds(session)),
  );
  app.post<Body>(
    "/vendors/bgs/api/seeds/rotate",
    authed((session, body) => service.rotate(session, body.clientSeed)),
  );
  app.post<Body>(
    "/vendors/bgs/api/slot/spin",
    authed((session, body, requestRef) => service.spin(session, body, requestRef)),
  );
  app.post<Body>(
    "/vendors/bgs/api/dice/roll",
    authed((session, body, requestRef) => service.roll(session, body, requestRef)),
  );
  app.post<Body>(
    "/vendors/bgs/api/mines/start",
    authed((session, body) => service.minesStart(session, body)),
  );
  app.post<Body>(
    "/vendors/bgs/api/mines/pick",
    authed((session, body) => service.minesPick(session, body)),
  );
  app.post<Body>(
    "/vendors/bgs/api/mines/cashout",
    authed((session) => service.minesCashout(session)),
  );
}

/** BGS, the in-house vendor: its game pages, their scripts, its own API, and its launch adapter. */
export function bgsRoutes(app: FastifyInstance, deps: Deps) {
  const wallet = createBgsWallet(deps.db, seamlessRoute(app, deps.publicUrl), deps.validBetRuleTtlMs);
  const service = createBgsService(deps.db, wallet);
  startRecoverySweep(app, createBgsRecovery(deps.db, wallet, app.log));
  registerVendorAdapter(createBgsAdapter());
  apiRoutes(app, service, createReplayService(deps.db));

  type PageRequest = { Params: { game: string }; Querystring: { lang?: string } };
  app.get<{ Querystring: { lang?: string } }>("/vendors/bgs/verify", async (request, reply) =>
    sendPage(reply, verifyPage(bgsLanguage(request.query.lang))),
  );
  app.get<{ Params: { file: string } }>("/vendors/bgs/assets/:file", async (request, reply) => {
    const file = request.params.file;
    const type = ASSET_TYPES[path.extname(file)];
    if (!/^[a-z-]+\.(js|css|svg)$/.test(file) || !type)
      throw new AppError("request_param_err", "No such file");
    const content = await readFile(path.join(ASSET_DIR, file)).catch(() => null);
    if (!content) return reply.status(404).type("text/plain").send("Not found");
    return reply.header("Cache-Control", "public, max-age=300").type(type).send(content);
  });
  app.get<PageRequest>("/vendors/bgs/:game", async (request, reply) => {
    const game = request.params.game;
    if (!isBgsGame(game)) return reply.status(404).type("text/plain").send("Not found");
    return sendPage(reply, gamePage(game, bgsLanguage(request.query.lang)));
  });
}
