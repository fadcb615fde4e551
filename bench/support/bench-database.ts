import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { merchantConfigSchema } from "@banca/contract/merchant-config";
import { REPO_ROOT } from "@banca/server/config/env.ts";
import { type Database, openDatabase } from "@banca/server/db/database.ts";
import { migrate } from "@banca/server/db/migrate.ts";
import { seedMerchants } from "@banca/server/seed/seed-merchant.ts";

/**
 * A schema of its own on the PostgreSQL of DATABASE_URL (benchmarks measure the production path),
 * migrated and seeded with the demo merchant; `drop` removes it again.
 */
export async function openBenchDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      "Set DATABASE_URL to a PostgreSQL database: this benchmark measures the production path.",
    );
  }
  const schema = `bench_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const db = await openDatabase({ url, schema });
  await migrate(db);
  const demo = merchantConfigSchema.parse(
    JSON.parse(readFileSync(path.join(REPO_ROOT, "config/merchants/demo.json"), "utf8")),
  );
  await seedMerchants(db, [demo]);
  return Object.assign(db, {
    async drop() {
      await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    },
  });
}
