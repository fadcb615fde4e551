import { ConfigError, loadConfig } from "./config/env.ts";
import { startServer } from "./start.ts";

async function main() {
  const server = await startServer(loadConfig());
  let stopping = false;
  const shutdown = async (signal: string) => {
    // A second signal while draining (Ctrl-C twice) means: now.
    if (stopping) process.exit(1);
    stopping = true;
    server.app.log.info({ signal }, "shutting down: draining requests and jobs");
    try {
      await server.stop();
      server.app.log.info("stopped");
      process.exit(0);
    } catch (error) {
      server.app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
