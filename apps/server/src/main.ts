import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config/env.ts";
import { openDatabase } from "./db/database.ts";
import { migrate } from "./db/migrate.ts";
import { allJobs } from "./jobs.ts";
import { createJobRunner } from "./modules/jobs/runner.ts";
import { createOperatorService } from "./modules/operators/service.ts";
import { missingClientSecrets } from "./modules/social/provider-settings.ts";
import { loadMerchantConfigs } from "./seed/merchant-configs.ts";
import { seedMerchants } from "./seed/seed-merchant.ts";

async function main() {
  const config = loadConfig();
  const merchantConfigs = loadMerchantConfigs(config.MERCHANT_CONFIG_DIRS);
  const missingSecrets = missingClientSecrets(merchantConfigs, process.env);
  if (missingSecrets.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${missingSecrets.join("\n  ")}`);
  }
  const db = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const applied = await migrate(db);
  const seeded = await seedMerchants(db, merchantConfigs);

  if (config.BOOTSTRAP_OPERATOR_KEY) {
    await createOperatorService(db).setKey("bootstrap", config.BOOTSTRAP_OPERATOR_KEY);
  }

  const app = await buildApp({ config, db });
  const jobs = createJobRunner(db, allJobs(db), { logger: app.log });
  app.log.info(
    { database: db.kind, dataDir: db.kind === "pglite" ? config.DATA_DIR : undefined, applied, seeded },
    "database ready",
  );
  if (config.SANDBOX_OIDC) {
    app.log.warn("SANDBOX_OIDC is on: anyone can sign in with any demo identity (never in production)");
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await jobs.stop();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.JOBS_POLL_MS > 0) jobs.start(config.JOBS_POLL_MS);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
