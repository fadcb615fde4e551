import { ConfigError, loadConfig } from "./config/env.ts";
import { startServer } from "./start.ts";

async function main() {
  const server = await startServer(loadConfig());
  const shutdown = async (signal: string) => {
    server.app.log.info({ signal }, "shutting down");
    await server.stop();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
