import path from "node:path";
import { buildApp } from "@banca/server/app.ts";
import { REPO_ROOT } from "@banca/server/config/env.ts";
import type { Database } from "@banca/server/db/database.ts";

/**
 * The whole server on `db`, listening on a free local port, quiet and without answer checks (as in
 * production); with `tree` (another checkout's root), that checkout's server. Answers the app and
 * its base URL; close the app when done.
 */
export async function startBenchServer(db: Database, tree?: string) {
  const build: typeof buildApp = tree
    ? (await import(path.join(tree, "apps/server/src/app.ts"))).buildApp
    : buildApp;
  const app = await build({
    db,
    config: {
      DEFAULT_MERCHANT: "demo",
      WEB_DIST_DIR: path.join(REPO_ROOT, "apps/web/dist"),
      TRUST_PROXY: false,
      VALIDATE_RESPONSES: false,
      LOG_LEVEL: "silent",
      LOG_PRETTY: false,
    },
  });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, base };
}
