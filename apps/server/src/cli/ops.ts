// The operator's command line. With the embedded database, stop the server first: PGlite's folder
// belongs to one process at a time. With PostgreSQL it can run beside live servers, which pick a
// change up within seconds.
import { loadConfig } from "#app/config/env.ts";
import { openDatabase } from "#app/db/database.ts";
import { migrate } from "#app/db/migrate.ts";
import { runOpsCommand } from "./ops-commands.ts";

const config = loadConfig();
const db = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(db);
  for (const line of await runOpsCommand(db, process.argv.slice(2), { publicUrl: config.PUBLIC_URL }))
    process.stdout.write(`${line}\n`);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await db.close();
}
