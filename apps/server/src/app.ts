import { createHash } from "node:crypto";
import { PAGE_START_SCRIPT } from "@banca/contract/page-start";
import Fastify, { type FastifyServerOptions } from "fastify";
import { sandboxesOnlyInDemo } from "./config/demo.ts";
import { type AppConfig, DEFAULT_ANALYTICS_CONNECT_SRC, DEFAULT_ANALYTICS_SCRIPT_URL } from "./config/env.ts";
import type { Database } from "./db/database.ts";
import { registerCompression } from "./http/compression.ts";
import { createEncryptionKeyStore } from "./http/encryption/key-store.ts";
import { installErrorHandler } from "./http/error-handler.ts";
import { warnOnUntrustedForwarding } from "./http/forwarded-warning.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { redactUrl } from "./http/redact-url.ts";
import type { CallDeps } from "./http/register-call.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerSpa } from "./http/spa.ts";
import type { AdminDeps } from "./modules/admin/admin-route.ts";
import { adminRoutes } from "./modules/admin/routes.ts";
import { agentAnnouncementAdminRoutes } from "./modules/agent/announcements-admin-routes.ts";
import { agentAnnouncementRoutes } from "./modules/agent/announcements-routes.ts";
import { downlineTransferRoutes } from "./modules/agent/downline-transfer-routes.ts";
import { agentReportsRoutes } from "./modules/agent/reports-routes.ts";
import { agentTeamRoutes } from "./modules/agent/team-routes.ts";
import { agentContractAdminRoutes } from "./modules/agent-contracts/admin-routes.ts";
import { agentContractRoutes } from "./modules/agent-contracts/routes.ts";
import { agentBillAdminRoutes } from "./modules/agent-payouts/admin-routes.ts";
import { agentBillRoutes } from "./modules/agent-payouts/routes.ts";
import { approvalAdminRoutes } from "./modules/approvals/admin-routes.ts";
import { createApprovalService } from "./modules/approvals/service.ts";
import { bettingRecordsRoutes } from "./modules/betting-records/routes.ts";
import { bgsReplayAdminRoutes } from "./modules/bgs/replay-admin-routes.ts";
import { bgsRoutes } from "./modules/bgs/routes.ts";
import { bonusForfeitRoutes } from "./modules/bonus/forfeit-routes.ts";
import { bonusAdminRoutes } from "./modules/bonus/routes.ts";
import { captchaRoutes } from "./modules/captcha/routes.ts";
import { CHAT_SOCKET_OPENAPI_PATHS } from "./modules/chat/openapi-paths.ts";
import { chatRoutes } from "./modules/chat/routes.ts";
import { announcementAdminRoutes } from "./modules/content/announcement-admin-routes.ts";
import { bannerAdminRoutes } from "./modules/content/banner-admin-routes.ts";
import { contentImageRoutes } from "./modules/content/content-images.ts";
import { createFirstBannerLookup } from "./modules/content/first-banner.ts";
import { helpTopicAdminRoutes } from "./modules/content/help-topic-admin-routes.ts";
import { contentRoutes } from "./modules/content/routes.ts";
import { dashboardAdminRoutes } from "./modules/dashboard/admin-routes.ts";
import { depositAdminRoutes } from "./modules/deposits/admin-routes.ts";
import { depositRoutes } from "./modules/deposits/routes.ts";
import { feedbackRoutes } from "./modules/feedback/routes.ts";
import { gameRoutes } from "./modules/games/routes.ts";
import { identityRoutes } from "./modules/identity/routes.ts";
import { inboxAdminRoutes } from "./modules/inbox/admin-routes.ts";
import { inboxRoutes } from "./modules/inbox/routes.ts";
import { launchRoutes } from "./modules/launch/routes.ts";
import { lotteryAdminRoutes } from "./modules/lottery/admin-routes.ts";
import { lotteryRoutes } from "./modules/lottery/routes.ts";
import { memberAccountRoutes } from "./modules/members/account-routes.ts";
import { memberAdminRoutes } from "./modules/members/admin-routes.ts";
import { memberDirectoryAdminRoutes } from "./modules/members/directory-routes.ts";
import { memberPasswordResetAdminRoute } from "./modules/members/password-reset-admin-route.ts";
import { memberRoutes } from "./modules/members/routes.ts";
import { merchantAdminRoutes } from "./modules/merchants/admin-routes.ts";
import { anyMerchantAnalytics, merchantLaunchHosts } from "./modules/merchants/launch-hosts.ts";
import { createMerchantRepository } from "./modules/merchants/repository.ts";
import { createMerchantService } from "./modules/merchants/service.ts";
import { missionsRoutes } from "./modules/missions/routes.ts";
import { operatorKeyAdminRoutes } from "./modules/operators/admin-routes.ts";
import { createOperatorService } from "./modules/operators/service.ts";
import { pointsRoutes } from "./modules/points/routes.ts";
import { promotionRoutes } from "./modules/promotions/routes.ts";
import { protectionRoutes } from "./modules/protection/routes.ts";
import { rankAdminRoutes } from "./modules/rank/admin-routes.ts";
import { rankRoutes } from "./modules/rank/routes.ts";
import { recordsRoutes } from "./modules/records/routes.ts";
import { referralRoutes } from "./modules/referral/routes.ts";
import { regionAdminRoutes } from "./modules/region/admin-routes.ts";
import { createRegionCheck } from "./modules/region/region-check.ts";
import { reportAdminRoutes } from "./modules/reports/admin-routes.ts";
import { rewardBudgetAdminRoutes } from "./modules/reward-budget/admin-routes.ts";
import { seamlessRoutes } from "./modules/seamless/routes.ts";
import { securityRoutes } from "./modules/security/routes.ts";
import { sessionKeyRoutes } from "./modules/session-key/routes.ts";
import { installDeviceCookies } from "./modules/sessions/device-cookie.ts";
import { createSessionRepository } from "./modules/sessions/repository.ts";
import { sessionRoutes } from "./modules/sessions/routes.ts";
import { createSessionService } from "./modules/sessions/service.ts";
import { SOCIAL_REDIRECT_PATHS } from "./modules/social/openapi-paths.ts";
import { socialRoutes } from "./modules/social/routes.ts";
import { createSocialSetup } from "./modules/social/setup.ts";
import { staffRoutes } from "./modules/staff/routes.ts";
import { createStaffService } from "./modules/staff/service.ts";
import { systemRoutes } from "./modules/system/routes.ts";
import { transferUplineRoutes } from "./modules/transfer-upline/routes.ts";
import { trialRoutes } from "./modules/trial/routes.ts";
import { createPhoneAuthService } from "./modules/verification/phone-auth-service.ts";
import { verificationRoutes } from "./modules/verification/routes.ts";
import { sandboxOutboxRoutes } from "./modules/verification/sandbox-routes.ts";
import { createVerificationService } from "./modules/verification/service.ts";
import { walletRoutes } from "./modules/wallet/routes.ts";
import { withdrawalRoutes } from "./modules/withdrawals/routes.ts";
import { healthRoutes } from "./ops/health-routes.ts";
import { createLifecycle, type Lifecycle } from "./ops/lifecycle.ts";
import { createMetrics, type Metrics } from "./ops/metrics.ts";
import { metricsRoute, recordRequests } from "./ops/metrics-routes.ts";
import type { EmailSender } from "./providers/email.ts";
import { type GeoIp, packagedGeoIp } from "./providers/geoip.ts";
import { createOutbox } from "./providers/outbox.ts";
import { createRemoteKeys } from "./providers/phone-auth/remote-keys.ts";
import { createSandboxPhoneAuth, sandboxPhoneAuthRoutes } from "./providers/phone-auth/sandbox-phone-auth.ts";
import type { SmsSender } from "./providers/sms.ts";
import { demoVendorRoutes } from "./providers/vendors/demo-vendor-routes.ts";
import { vendorFrameSources } from "./providers/vendors/vendor-adapter.ts";

export type AppOptions = {
  config: Pick<
    AppConfig,
    "DEFAULT_MERCHANT" | "WEB_DIST_DIR" | "TRUST_PROXY" | "VALIDATE_RESPONSES" | "LOG_LEVEL" | "LOG_PRETTY"
  > &
    Partial<
      Pick<
        AppConfig,
        | "BACKOFFICE_DIST_DIR"
        | "SANDBOX_OUTBOX"
        | "SANDBOX_OIDC"
        | "SANDBOX_PAYMENTS"
        | "SANDBOX_PHONE_AUTH"
        | "SANDBOX_PAYMENT_SECRET"
        | "PUBLIC_URL"
        | "PORT"
        | "DEMO"
        | "REDIS_URL"
        | "METRICS_TOKEN"
        | "ANALYTICS_SCRIPT_URL"
        | "ANALYTICS_CONNECT_SRC"
      >
    >;
  db: Database;
  geoIp?: GeoIp;
  /** Where SMS and e-mail go; by default the outbox table of `db` (see providers/outbox.ts). */
  sms?: SmsSender;
  email?: EmailSender;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** The process's metrics (the start shares them with its job runner); a registry of its own by default. */
  metrics?: Metrics;
  /** Whether the process is shutting down (the start sets it on SIGTERM); never by default. */
  lifecycle?: Lifecycle;
  /** How long the in-house games keep a merchant's valid-bet rule; VALID_BET_RULE_TTL_MS by default. */
  validBetRuleTtlMs?: number;
};

// The site loads only its own scripts, plus the one inline script of index.html (the theme before the
// first paint, and a notice should the site's script fail to load), allowed by its hash, and the
// analytics tag's script (loaded only with a merchant's id and the visitor's consent) with the origins
// it reports to; images may also be data: URIs (QR codes) and https (CDNs); React's style attributes
// need inline styles. Game frames come only from this server (BGS, the demo vendor), the merchants'
// launch hosts and the origins vendor adapters declare, never any https page.
const contentSecurityPolicy = (frameSources: string, analytics: { script: string; connect: string }) => ({
  defaultSrc: ["'self'"],
  scriptSrc: [
    "'self'",
    `'sha256-${createHash("sha256").update(PAGE_START_SCRIPT).digest("base64")}'`,
    ...(analytics.script ? [analytics.script] : []),
  ],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "https:"],
  connectSrc: ["'self'", ...(analytics.connect ? [analytics.connect] : [])],
  frameSrc: ["'self'", ...(frameSources ? [frameSources] : [])],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
});

/** Trusts the given number of proxy hops nearest to the server. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

function loggerOptions(
  config: AppOptions["config"],
  stream?: AppOptions["logStream"],
): FastifyServerOptions["logger"] {
  if (config.LOG_LEVEL === "silent") return false;
  return {
    level: config.LOG_LEVEL,
    // Reset codes, launch and session tokens travel in query strings: the log keeps the rest.
    serializers: {
      req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    ...(stream
      ? { stream }
      : config.LOG_PRETTY
        ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss" } } }
        : {}),
  };
}

/** Builds the whole HTTP application on an open, migrated database. */
export async function buildApp({
  config,
  db,
  geoIp = packagedGeoIp,
  sms,
  email,
  logStream,
  metrics = createMetrics(),
  lifecycle = createLifecycle(),
  validBetRuleTtlMs,
}: AppOptions) {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    trustProxy: typeof config.TRUST_PROXY === "number" ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    // A request that reaches a stopping server on a connection already open is answered like any
    // other while it drains (the database is still there), not with Fastify's bare 503: a balancer
    // does not send a POST again, so that 503 would lose it.
    return503OnClosing: false,
  });
  // First, so that every route's answers are counted.
  recordRequests(app, metrics);
  metrics.watchDatabase(db);
  installErrorHandler(app);
  warnOnUntrustedForwarding(app, config.TRUST_PROXY);
  // The demo back-office key, the demo vendor and the sandboxes exist only in the demo start.
  const demo = config.DEMO === true;
  const sandboxConfig = sandboxesOnlyInDemo(config);

  const merchants = createMerchantService(createMerchantRepository(db), config.DEFAULT_MERCHANT);
  const sessions = createSessionService(createSessionRepository(db));
  const encryption = createEncryptionKeyStore(db);
  const region = createRegionCheck(geoIp);
  const deps: CallDeps = {
    merchants,
    sessions,
    encryption,
    region,
    validateResponses: config.VALIDATE_RESPONSES,
  };
  // The back office: operator keys or staff sessions instead of member sessions (modules/admin/admin-route.ts).
  const adminDeps: AdminDeps = {
    db,
    merchants,
    operators: createOperatorService(db, { demo }),
    staff: createStaffService(db),
    validateResponses: config.VALIDATE_RESPONSES,
  };
  const outbox = createOutbox(db);
  // Third-party phone authentication (decision 030): the sandbox provider only in the demo start.
  const phoneAuthSandbox = sandboxConfig.SANDBOX_PHONE_AUTH
    ? createSandboxPhoneAuth({ publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT ?? 8080}` })
    : null;
  const phoneAuth = createPhoneAuthService({ db, sandbox: phoneAuthSandbox, remoteKeys: createRemoteKeys() });
  // Only the demo start keeps codes in its outbox, where its sandbox shows them; a production start
  // needs real providers, and without one it refuses code requests rather than store unreadable codes.
  const verification = createVerificationService(
    db,
    { sms: sms ?? (demo ? outbox.sms : null), email: email ?? (demo ? outbox.email : null) },
    phoneAuth,
  );

  // The merchants' game-launch hosts (spec part 1 §9) may frame games; read once at start.
  const launchHosts = await merchantLaunchHosts(db);
  const analyticsScript = config.ANALYTICS_SCRIPT_URL ?? DEFAULT_ANALYTICS_SCRIPT_URL;
  // The tag's origins join the policy only when a merchant sets a tag id (read once at start, like
  // the launch hosts): a brand without analytics allows no third-party script at all.
  const analytics = (await anyMerchantAnalytics(db))
    ? {
        script: new URL(analyticsScript).origin,
        connect: config.ANALYTICS_CONNECT_SRC ?? DEFAULT_ANALYTICS_CONNECT_SRC,
      }
    : { script: "", connect: "" };
  registerSecurityHeaders(
    app,
    () => [vendorFrameSources(), launchHosts].filter(Boolean).join(" "),
    (frameSources) => ({
      contentSecurityPolicy: { directives: contentSecurityPolicy(frameSources, analytics) },
    }),
  );
  await registerCompression(app);

  const social = createSocialSetup(sandboxConfig);
  systemRoutes(app, {
    ...deps,
    socialRuntime: social.runtime,
    phoneAuthSandbox: phoneAuthSandbox !== null,
    analyticsScriptUrl: analyticsScript,
  });
  contentRoutes(app, { ...deps, db });
  feedbackRoutes(app, { ...deps, db });
  gameRoutes(app, { ...deps, db });
  // The browser's signed device cookie, issued on registration and log-in (decision 078).
  const devices = await installDeviceCookies(app, db);
  memberRoutes(app, { ...deps, db, verification, devices });
  sessionRoutes(app, { ...deps, db, verification, devices });
  await verificationRoutes(app, { ...deps, db, verification });
  if (sandboxConfig.SANDBOX_OUTBOX) sandboxOutboxRoutes(app, outbox);
  if (phoneAuthSandbox) {
    sandboxPhoneAuthRoutes(app, { db, merchants, sms: sms ?? outbox.sms, sandbox: phoneAuthSandbox });
  }
  captchaRoutes(app, { ...deps, db });
  memberAccountRoutes(app, { ...deps, db });
  trialRoutes(app, { ...deps, db });
  await socialRoutes(app, { ...deps, db, social });
  sessionKeyRoutes(app, deps);
  walletRoutes(app, { ...deps, db });
  depositRoutes(app, { ...deps, db, config: sandboxConfig });
  depositAdminRoutes(app, adminDeps);
  recordsRoutes(app, { ...deps, db });
  bettingRecordsRoutes(app, { ...deps, db });
  bonusAdminRoutes(app, adminDeps);
  inboxRoutes(app, { ...deps, db });
  inboxAdminRoutes(app, adminDeps);
  memberAdminRoutes(app, adminDeps);
  regionAdminRoutes(app, adminDeps);
  securityRoutes(app, { ...deps, db, verification });
  transferUplineRoutes(app, { ...deps, db });
  bonusForfeitRoutes(app, { ...deps, db });
  downlineTransferRoutes(app, { ...deps, db });
  agentBillRoutes(app, { ...deps, db });
  agentBillAdminRoutes(app, adminDeps);
  agentAnnouncementRoutes(app, { ...deps, db });
  agentReportsRoutes(app, { ...deps, db });
  agentTeamRoutes(app, { ...deps, db });
  agentAnnouncementAdminRoutes(app, adminDeps);
  agentContractRoutes(app, { ...deps, db });
  agentContractAdminRoutes(app, adminDeps);
  adminRoutes(app, adminDeps);
  staffRoutes(app, { ...adminDeps, publicUrl: config.PUBLIC_URL });
  approvalAdminRoutes(app, adminDeps, createApprovalService(db));
  seamlessRoutes(app, { db, merchants, metrics, validateResponses: config.VALIDATE_RESPONSES });
  launchRoutes(app, { ...deps, db, demo: config.DEMO === true });
  lotteryRoutes(app, { ...deps, db });
  lotteryAdminRoutes(app, adminDeps);
  if (demo) demoVendorRoutes(app, { db, validBetRuleTtlMs });
  bgsRoutes(app, { db, publicUrl: config.PUBLIC_URL, validBetRuleTtlMs });
  await withdrawalRoutes(app, { ...deps, db, verification }, adminDeps);
  await identityRoutes(app, { ...deps, db }, adminDeps);
  bgsReplayAdminRoutes(app, adminDeps);
  await promotionRoutes(app, { ...deps, db }, adminDeps);
  pointsRoutes(app, { ...deps, db }, adminDeps);
  protectionRoutes(app, { ...deps, db }, adminDeps);
  missionsRoutes(app, { ...deps, db });
  referralRoutes(app, { ...deps, db }, adminDeps);
  rankRoutes(app, { ...deps, db });
  rankAdminRoutes(app, adminDeps);
  rewardBudgetAdminRoutes(app, adminDeps);
  dashboardAdminRoutes(app, adminDeps);
  memberDirectoryAdminRoutes(app, adminDeps);
  memberPasswordResetAdminRoute(app, adminDeps, verification);
  merchantAdminRoutes(app, adminDeps);
  operatorKeyAdminRoutes(app, adminDeps);
  reportAdminRoutes(app, adminDeps);
  announcementAdminRoutes(app, adminDeps);
  bannerAdminRoutes(app, adminDeps);
  helpTopicAdminRoutes(app, adminDeps);
  await contentImageRoutes(app, adminDeps);
  await chatRoutes(
    app,
    { ...deps, db, metrics, ...(config.REDIS_URL ? { redisUrl: config.REDIS_URL } : {}) },
    adminDeps,
  );
  healthRoutes(app, { db, lifecycle });
  metricsRoute(app, { metrics, token: config.METRICS_TOKEN });
  await registerOpenApi(app, { ...SOCIAL_REDIRECT_PATHS, ...CHAT_SOCKET_OPENAPI_PATHS });
  await registerSpa(
    app,
    config.WEB_DIST_DIR,
    createFirstBannerLookup({ db, merchants }),
    config.BACKOFFICE_DIST_DIR,
  );
  return app;
}
