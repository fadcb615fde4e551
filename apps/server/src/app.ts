import helmet from "@fastify/helmet";
import Fastify, { type FastifyServerOptions } from "fastify";
import type { AppConfig } from "./config/env.ts";
import type { Database } from "./db/database.ts";
import { createEncryptionKeyStore } from "./http/encryption/key-store.ts";
import { installErrorHandler } from "./http/error-handler.ts";
import { registerOpenApi } from "./http/openapi.ts";
import type { CallDeps } from "./http/register-call.ts";
import { registerSpa } from "./http/spa.ts";
import { contentRoutes } from "./modules/content/routes.ts";
import { feedbackRoutes } from "./modules/feedback/routes.ts";
import { gameRoutes } from "./modules/games/routes.ts";
import { memberRoutes } from "./modules/members/routes.ts";
import { createMerchantRepository } from "./modules/merchants/repository.ts";
import { createMerchantService } from "./modules/merchants/service.ts";
import { sessionKeyRoutes } from "./modules/session-key/routes.ts";
import { createSessionRepository } from "./modules/sessions/repository.ts";
import { sessionRoutes } from "./modules/sessions/routes.ts";
import { createSessionService } from "./modules/sessions/service.ts";
import { systemRoutes } from "./modules/system/routes.ts";
import { type GeoIp, packagedGeoIp } from "./providers/geoip.ts";

export type AppOptions = {
  config: Pick<
    AppConfig,
    "DEFAULT_MERCHANT" | "WEB_DIST_DIR" | "TRUST_PROXY" | "VALIDATE_RESPONSES" | "LOG_LEVEL" | "LOG_PRETTY"
  >;
  db: Database;
  geoIp?: GeoIp;
};

// The site loads only its own scripts; images may also be data: URIs (QR codes) and https (CDNs);
// React's style attributes need inline styles. Game frames come from vendors over https.
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "https:"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", "https:"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

/** Trusts the given number of proxy hops nearest to the server. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

function loggerOptions(config: AppOptions["config"]): FastifyServerOptions["logger"] {
  if (config.LOG_LEVEL === "silent") return false;
  return {
    level: config.LOG_LEVEL,
    ...(config.LOG_PRETTY
      ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss" } } }
      : {}),
  };
}

/** Builds the whole HTTP application on an open, migrated database. */
export async function buildApp({ config, db, geoIp = packagedGeoIp }: AppOptions) {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: typeof config.TRUST_PROXY === "number" ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: 1_048_576,
  });
  installErrorHandler(app);

  const merchants = createMerchantService(createMerchantRepository(db), config.DEFAULT_MERCHANT);
  const sessions = createSessionService(createSessionRepository(db));
  const encryption = createEncryptionKeyStore(db);
  const deps: CallDeps = { merchants, sessions, encryption, validateResponses: config.VALIDATE_RESPONSES };

  await app.register(helmet, { contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY } });

  systemRoutes(app, { ...deps, geoIp });
  contentRoutes(app, { ...deps, db });
  feedbackRoutes(app, { ...deps, db });
  gameRoutes(app, { ...deps, db });
  memberRoutes(app, { ...deps, db });
  sessionRoutes(app, { ...deps, db });
  sessionKeyRoutes(app, deps);
  await registerOpenApi(app);
  await registerSpa(app, config.WEB_DIST_DIR);
  return app;
}
