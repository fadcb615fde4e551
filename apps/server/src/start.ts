import type { MerchantConfig } from "@banca/contract/merchant-config";
import { buildApp } from "./app.ts";
import { DEMO_OPERATOR_KEY } from "./config/demo.ts";
import { type AppConfig, ConfigError } from "./config/env.ts";
import { type Database, openDatabase } from "./db/database.ts";
import { migrate } from "./db/migrate.ts";
import { startPgliteUpkeep } from "./db/pglite-upkeep.ts";
import { allJobs } from "./jobs.ts";
import { createJobRunner } from "./modules/jobs/runner.ts";
import { createOperatorService } from "./modules/operators/service.ts";
import { missingClientSecrets } from "./modules/social/provider-settings.ts";
import { unsafeDatabaseSettings } from "./ops/database-settings.ts";
import { createLifecycle } from "./ops/lifecycle.ts";
import { createMetrics } from "./ops/metrics.ts";
import { startMetricsServer } from "./ops/metrics-routes.ts";
import { loadMerchantConfigs } from "./seed/merchant-configs.ts";
import { seedDemoAgentTeams } from "./seed/seed-demo-agent-team.ts";
import { seedDemoRaffles } from "./seed/seed-demo-raffles.ts";
import { disableDemoStaff, seedDemoStaff } from "./seed/seed-demo-staff.ts";
import { seedMerchants } from "./seed/seed-merchant.ts";

/** What a start did to its database. */
export type PreparedDatabase = {
  applied: string[];
  seeded: string[];
  disabledOperators: string[];
  /** Merchants whose demonstration agent got its team and history (demo start only, decision 036). */
  demoTeams?: string[];
};

type PrepareOptions = {
  config: Pick<AppConfig, "DEMO" | "BOOTSTRAP_OPERATOR_KEY">;
  merchantConfigs: readonly MerchantConfig[];
  /** How the operator named this database (its folder or DATABASE_URL), for the refusal message. */
  where?: string;
};

/**
 * A database a demo start seeded holds accounts whose passwords anyone can read in the README; a
 * production start stops rather than serve them (deleting members would also delete their ledger).
 */
async function refuseDemoDatabase(db: Database, where: string) {
  const rows = await db.query<{ code: string }>(
    "SELECT code FROM merchants WHERE demo_accounts_seeded ORDER BY code",
  );
  if (rows.length === 0) return;
  const codes = rows.map((row) => row.code).join(", ");
  throw new ConfigError(
    `${where} was seeded by the demo start: merchant ${codes} has demonstration accounts whose passwords are published.\n` +
      "  A production start does not run on it: start on a fresh database (another DATA_DIR, or a new DATABASE_URL).\n" +
      "  The demo start (npm start) keeps its own database in ./data-demo.",
  );
}

/**
 * Brings the database to what this start serves: migrations, the merchants of the files, and the
 * back-office door. The operator "bootstrap" holds BOOTSTRAP_OPERATOR_KEY while it is set and is
 * disabled when it is not; outside the demo, whoever still holds the published demo key is disabled.
 */
export async function prepareDatabase(
  db: Database,
  { config, merchantConfigs, where = "This database" }: PrepareOptions,
): Promise<PreparedDatabase> {
  const applied = await migrate(db);
  if (!config.DEMO) await refuseDemoDatabase(db, where);
  const seeded = await seedMerchants(db, merchantConfigs);
  // The demonstration agent's team with two weeks of history, so the agent centre shows real figures.
  const demoTeams = config.DEMO ? await seedDemoAgentTeams(db, merchantConfigs) : [];
  // A running lucky draw and one drawn a week ago, with tickets of the demo's players (decision 066).
  if (config.DEMO) await seedDemoRaffles(db, merchantConfigs);
  // The demo's back-office staff, enrolled with the TOTP secrets the README publishes (decision 081).
  if (config.DEMO) await seedDemoStaff(db);
  const operators = createOperatorService(db, { demo: config.DEMO });
  const disabledOperators: string[] = [];
  if (config.BOOTSTRAP_OPERATOR_KEY) {
    await operators.setKey("bootstrap", config.BOOTSTRAP_OPERATOR_KEY);
  } else if (await operators.disable("bootstrap")) {
    disabledOperators.push("bootstrap");
  }
  if (!config.DEMO) {
    disabledOperators.push(...(await operators.disableHoldersOf(DEMO_OPERATOR_KEY)));
    disabledOperators.push(...(await disableDemoStaff(db)));
  }
  return { applied, seeded, disabledOperators, ...(demoTeams.length > 0 ? { demoTeams } : {}) };
}

/** Reads the merchant files, prepares the database and serves the application until `stop`. */
export async function startServer(config: AppConfig, env: NodeJS.ProcessEnv = process.env) {
  const merchantConfigs = loadMerchantConfigs(config.MERCHANT_CONFIG_DIRS, { demo: config.DEMO });
  const missingSecrets = missingClientSecrets(merchantConfigs, env);
  if (missingSecrets.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${missingSecrets.join("\n  ")}`);
  }
  const db = await openDatabase({
    url: config.DATABASE_URL,
    readUrl: config.READ_DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  let prepared: PreparedDatabase;
  try {
    const where = config.DATABASE_URL ? "The database of DATABASE_URL" : `The folder ${config.DATA_DIR}`;
    prepared = await prepareDatabase(db, { config, merchantConfigs, where });
  } catch (error) {
    await db.close();
    throw error;
  }

  const metrics = createMetrics({ processMetrics: true });
  const lifecycle = createLifecycle();
  const app = await buildApp({ config, db, metrics, lifecycle });
  const jobs = createJobRunner(db, allJobs(db, { demo: config.DEMO }), { logger: app.log, metrics });
  app.log.info(
    {
      database: db.kind,
      dataDir: db.kind === "pglite" ? config.DATA_DIR : undefined,
      demo: config.DEMO,
      ...prepared,
    },
    "database ready",
  );
  // PGlite is one process with its own settings; a PostgreSQL server is the operator's to tune.
  if (db.kind === "postgres") {
    for (const { harm } of await unsafeDatabaseSettings(db)) app.log.warn(harm);
  }
  if (config.DEMO) {
    app.log.warn(
      "DEMO is on: demo accounts, the demo back-office key and the sandboxes (never in production)",
    );
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  const metricsServer = config.METRICS_PORT
    ? await startMetricsServer(metrics, config.METRICS_PORT, config.METRICS_HOST)
    : null;
  if (metricsServer)
    app.log.info({ host: config.METRICS_HOST, port: config.METRICS_PORT }, "metrics listening");
  if (config.JOBS_POLL_MS > 0) jobs.start(config.JOBS_POLL_MS);
  const upkeep = db.kind === "pglite" ? startPgliteUpkeep(db, app.log) : null;
  return {
    app,
    db,
    lifecycle,
    /**
     * The graceful stop (decision 085): readiness fails at once; the listening socket closes and the
     * chat sockets are told to reconnect elsewhere; requests in flight are answered and the job in
     * hand finishes, for SHUTDOWN_GRACE_MS at most, after which the connections left are cut (a job
     * cut short rolls back with its transaction and runs again elsewhere); then the database closes.
     */
    async stop() {
      lifecycle.drain();
      let graceTimer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<"cut">((resolve) => {
        graceTimer = setTimeout(() => resolve("cut"), config.SHUTDOWN_GRACE_MS);
      });
      const finished = Promise.all([jobs.stop(), app.close(), upkeep?.stop()]).then(
        () => "finished" as const,
      );
      if ((await Promise.race([finished, graceOver])) === "cut") {
        app.log.warn({ graceMs: config.SHUTDOWN_GRACE_MS }, "grace period over: cutting what is still open");
        app.server.closeAllConnections();
      }
      clearTimeout(graceTimer);
      await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
      await db.close();
    },
  };
}
