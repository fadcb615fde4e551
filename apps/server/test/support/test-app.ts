import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { MerchantConfig } from "@banca/contract/merchant-config";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type AppOptions, buildApp } from "#app/app.ts";
import { REPO_ROOT } from "#app/config/env.ts";
import type { Database } from "#app/db/database.ts";
import type { GeoIp } from "#app/providers/geoip.ts";
import { loadMerchantConfigs } from "#app/seed/merchant-configs.ts";
import { seedMerchants } from "#app/seed/seed-merchant.ts";
import type { TemplateName } from "./database-templates.ts";
import { openTestDatabase } from "./test-database.ts";

/** The committed demo merchant as the demo start seeds it: with its demo accounts from config/demo. */
export function demoConfig(): MerchantConfig {
  const configs = loadMerchantConfigs(
    [path.join(REPO_ROOT, "config/merchants"), path.join(REPO_ROOT, "config/demo")],
    { demo: true },
  );
  const demo = configs.find((config) => config.code === "demo");
  if (!demo) throw new Error("config/merchants has no demo merchant");
  return demo;
}

/**
 * The whole HTTP application on an open database, as the suites run it: the demo start, answers
 * checked against the contract, no log, and 127.0.0.1 (where app.inject comes from) trusted as the
 * load balancer. `config` replaces any of these; the rest of `options` goes to buildApp as it is.
 */
export async function buildTestApp(
  db: Database,
  config: Partial<AppOptions["config"]> = {},
  options: Omit<AppOptions, "db" | "config"> = {},
) {
  const app = await buildApp({
    db,
    ...options,
    config: {
      DEFAULT_MERCHANT: "demo",
      DEMO: true,
      WEB_DIST_DIR: path.join(REPO_ROOT, "apps/server/test/no-such-dist"),
      TRUST_PROXY: ["127.0.0.1"],
      VALIDATE_RESPONSES: true,
      LOG_LEVEL: "silent",
      LOG_PRETTY: false,
      ...config,
    },
  });
  await app.ready();
  return app;
}

/**
 * The merchants seeded (the demo by default) and the application on them. A merchant a file lists
 * gets its fixed games but not the ten thousand generated ones the demo merchant's file asks for:
 * seeding those is most of a merchant's seed (about a second on PGlite), and the tests that browse
 * them run on the demo template, which has them.
 */
export async function createTestApp(
  db: Database,
  options: { merchants?: MerchantConfig[]; geoIp?: GeoIp; validBetRuleTtlMs?: number } = {},
) {
  const { merchants, ...appOptions } = options;
  await seedMerchants(
    db,
    (merchants ?? [demoConfig()]).map((merchant) => ({ ...merchant, gameCatalogue: { generatedGames: 0 } })),
  );
  // Serves only merchants whose phoneAuth says "sandbox"; the others keep the built-in codes.
  return buildTestApp(db, { SANDBOX_PHONE_AUTH: true }, appOptions);
}

type TestAppOptions = Parameters<typeof createTestApp>[1];

/**
 * Where a file's database starts and what is left to seed on it. The demo template holds the demo
 * merchant as committed, seeded once for the whole suite: a list that starts with that merchant
 * unchanged starts there, and only the merchants after it are seeded, in their order.
 */
function startingPoint(merchants: MerchantConfig[] | undefined): {
  template: TemplateName;
  toSeed: MerchantConfig[];
} {
  if (!merchants) return { template: "demo", toSeed: [] };
  const [first, ...rest] = merchants;
  if (first && isDeepStrictEqual(first, demoConfig())) return { template: "demo", toSeed: rest };
  return { template: "migrated", toSeed: merchants };
}

/**
 * For one describe block: a database of its own (see `startingPoint`) and the application on it,
 * both closed afterwards. Read `.db` and `.app` inside tests (they exist once the block has started).
 */
export function useTestApp(options: () => TestAppOptions = () => ({})) {
  const context = {} as { db: Awaited<ReturnType<typeof openTestDatabase>>; app: FastifyInstance };
  beforeAll(async () => {
    const { merchants, ...appOptions } = options() ?? {};
    const { template, toSeed } = startingPoint(merchants);
    context.db = await openTestDatabase(template);
    context.app = await createTestApp(context.db, { merchants: toSeed, ...appOptions });
  });
  afterAll(async () => {
    await context.app.close();
    await context.db.drop();
  });
  return context;
}
