import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config/env.ts";
import { openDatabase } from "./db/database.ts";
import { migrate } from "./db/migrate.ts";
import { loadMerchantConfigs } from "./seed/merchant-configs.ts";
import { seedMerchants } from "./seed/seed-merchant.ts";

async function main() {
  const config = loadConfig();
  const merchantConfigs = loadMerchantConfigs(config.MERCHANT_CONFIG_DIRS);
  const db = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const applied = await migrate(db);
  const seeded = await seedMerchants(db, merchantConfigs);

  const app = await buildApp({ config, db });
  app.log.info(
    { database: db.kind, dataDir: db.kind === "pglite" ? config.DATA_DIR : undefined, applied, seeded },
    "database ready",
  );

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
