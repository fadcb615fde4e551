import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "#app/app.ts";
import { DEMO_OPERATOR_KEY } from "#app/config/demo.ts";
import { type AppConfig, ConfigError, loadConfig, REPO_ROOT } from "#app/config/env.ts";
import { allJobs } from "#app/jobs.ts";
import { createOperatorService } from "#app/modules/operators/service.ts";
import type { SmsMessage, SmsSender } from "#app/providers/sms.ts";
import { DEMO_TEAM } from "#app/seed/demo-agent-team.ts";
import { loadMerchantConfigs } from "#app/seed/merchant-configs.ts";
import { seedDemoStaff } from "#app/seed/seed-demo-staff.ts";
import { prepareDatabase } from "#app/start.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls } from "./support/operator.ts";
import {
  copyPgliteTemplate,
  databaseKind,
  openTestDatabase,
  type TestDatabase,
} from "./support/test-database.ts";

// The two starts as their scripts configure them: `npm start` (the demo script) and the plain
// `npm run start -w @banca/server`.
const demoStart = loadConfig({
  DEMO: "true",
  SANDBOX_OUTBOX: "true",
  SANDBOX_OIDC: "true",
  SANDBOX_PAYMENTS: "true",
  BOOTSTRAP_OPERATOR_KEY: DEMO_OPERATOR_KEY,
});
const productionStart = loadConfig({});
const PRODUCTION_KEY = "prod-operator-key-5c1f0a9e7d3b4a2f";

const merchantsOf = (config: AppConfig) =>
  loadMerchantConfigs(config.MERCHANT_CONFIG_DIRS, { demo: config.DEMO });
const prepare = (db: TestDatabase, config: AppConfig) =>
  prepareDatabase(db, { config, merchantConfigs: merchantsOf(config) });

const count = async (db: TestDatabase, sql: string) =>
  Number((await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${sql}`))[0]!.n);

describe(`the demo start and the production start on ${databaseKind}`, () => {
  const open: { db?: TestDatabase; apps: FastifyInstance[] } = { apps: [] };
  afterEach(async () => {
    for (const app of open.apps.splice(0)) await app.close();
    await open.db?.drop();
    open.db = undefined;
  });
  const database = async (template: "migrated" | "demo") => {
    open.db = await openTestDatabase(template);
    return open.db;
  };
  const appOn = async (db: TestDatabase, config: AppConfig, providers: { sms?: SmsSender } = {}) => {
    const app = await buildApp({
      db,
      ...providers,
      config: {
        ...config,
        WEB_DIST_DIR: path.join(REPO_ROOT, "apps/server/test/no-such-dist"),
        TRUST_PROXY: ["127.0.0.1"],
        VALIDATE_RESPONSES: true,
        LOG_LEVEL: "silent",
        LOG_PRETTY: false,
      },
    });
    open.apps.push(app);
    return app;
  };
  const routesOf = (app: FastifyInstance) => app.printRoutes({ commonPrefix: false });
  const adminAs = (app: FastifyInstance, key: string) =>
    operatorCalls({ app }, key)("GET", "/admin/api/audit").then((response) => response.statusCode);

  it("a production start on a fresh database seeds no demo account or message and mounts no sandbox or demo route", async () => {
    const db = await database("migrated");
    const prepared = await prepare(db, productionStart);
    expect(prepared.seeded).toContain("demo");
    expect(await count(db, "members")).toBe(0);
    expect(await count(db, "member_messages")).toBe(0);
    // No back-office staff: the first is made with `ops staff add` (decision 081).
    expect(await count(db, "staff")).toBe(0);

    const app = await appOn(db, productionStart);
    const login = await memberCalls({ app }, "198.18.90").login("demoplayer", "Demo2026");
    expect([login.statusCode, login.json().errorCode]).toEqual([400, "login.failed"]);
    expect(routesOf(app)).not.toMatch(/sandbox|vendors\/demo/);
    // Nor the demo's sample results of the real lottery draws.
    const jobs = (demo: boolean) => allJobs(db, { demo }).map((job) => job.name);
    expect(jobs(false)).not.toContain("lottery.demo-results");
    expect(jobs(true)).toContain("lottery.demo-results");
    expect((await app.inject({ url: ENDPOINTS.systemStatus.path })).statusCode).toBe(200);
    // The demo brand's own domains only: an unknown address does not fall back to it.
    const elsewhere = await app.inject({
      url: ENDPOINTS.systemStatus.path,
      headers: { host: "copy.example" },
    });
    expect([elsewhere.statusCode, elsewhere.json().errorCode]).toEqual([403, "domain.check.failed"]);
  });

  it("a production start without an SMS or e-mail provider refuses code requests and stores no code", async () => {
    const db = await database("migrated");
    await prepare(db, productionStart);
    const calls = memberCalls({ app: await appOn(db, productionStart) }, "198.18.92");
    const requests = {
      sms: await calls.call("POST", ENDPOINTS.passwordSmsCode.path, {
        body: { countryDialingCode: "55", mobileNum: "11987654321" },
      }),
      email: await calls.call("POST", ENDPOINTS.forgotPasswordEmail.path, {
        body: { username: "someone", email: "someone@example.com" },
        ip: "198.18.92.7",
      }),
    };
    expect([requests.sms.statusCode, requests.sms.json()]).toEqual([
      503,
      {
        success: false,
        errorCode: "verification.sms.unavailable",
        message: "Codes by SMS cannot be sent at the moment",
        value: null,
      },
    ]);
    expect([requests.email.statusCode, requests.email.json().errorCode]).toEqual([
      503,
      "verification.email.unavailable",
    ]);
    expect(await count(db, "verification_codes")).toBe(0);
    expect(await count(db, "outbox_messages")).toBe(0);

    // Given an SMS provider, the same start sends the code through it (and keeps none in the outbox).
    const sent: SmsMessage[] = [];
    const withProvider = memberCalls(
      {
        app: await appOn(db, productionStart, { sms: { send: async (message) => void sent.push(message) } }),
      },
      "198.18.93",
    );
    const answer = await withProvider.call("POST", ENDPOINTS.passwordSmsCode.path, {
      body: { countryDialingCode: "55", mobileNum: "11987654321" },
    });
    expect(answer.statusCode).toBe(200);
    expect(await count(db, "verification_codes")).toBe(1);
    expect(await count(db, "outbox_messages")).toBe(0);
  }, 120_000);

  it("the demo start seeds its demo accounts and messages and mounts the sandboxes and the demo vendor", async () => {
    const db = await database("migrated");
    await prepare(db, demoStart);
    // The three demonstration accounts, and demoagent's team with its history (decision 036).
    expect(await count(db, "members")).toBe(3 + DEMO_TEAM.length);
    expect(await count(db, "game_rounds")).toBeGreaterThan(0);
    expect(await count(db, "member_messages")).toBeGreaterThan(0);
    // demoadmin and demofinance, enrolled with the README's TOTP secrets (decision 081).
    expect(await count(db, "staff WHERE totp_enrolled AND disabled_at IS NULL")).toBe(2);

    const app = await appOn(db, demoStart);
    const login = await memberCalls({ app }, "198.18.91").login("demoplayer", "Demo2026");
    expect(login.statusCode).toBe(200);
    const routes = routesOf(app);
    for (const route of ["/sandbox/outbox", "/sandbox/oidc/google", "/sandbox/pay/", "/vendors/demo/"]) {
      expect(routes).toContain(route);
    }
    expect(await adminAs(app, DEMO_OPERATOR_KEY)).toBe(200);
    const anyAddress = await app.inject({
      url: ENDPOINTS.systemStatus.path,
      headers: { host: "192.168.1.20" },
    });
    expect(anyAddress.statusCode).toBe(200);
  }, 120_000);

  it("a production start stops on a database a demo start seeded, and changes nothing in it", async () => {
    // The demo template holds the demo merchant with its demonstration accounts; the staff and the
    // key are what the rest of a demo start leaves, and what a production start would disable. (The
    // test before this one runs the whole demo start.)
    const db = await database("demo");
    await seedDemoStaff(db);
    await createOperatorService(db, { demo: true }).setKey("bootstrap", DEMO_OPERATOR_KEY);
    const members = await count(db, "members");
    const attempt = prepare(db, productionStart);
    await expect(attempt).rejects.toThrow(ConfigError);
    await expect(attempt).rejects.toThrow(/seeded by the demo start: merchant demo .*fresh database/s);
    expect(await count(db, "operators WHERE disabled_at IS NULL AND name NOT LIKE 'staff:%'")).toBe(1);
    expect(await count(db, "staff WHERE disabled_at IS NULL")).toBe(2);
    expect(await count(db, "members")).toBe(members);
  });

  it("recognises a database the demo start seeded before the start was recorded", async () => {
    // The demo template was seeded like the former `npm start` did: demo accounts in ./data.
    const db = await database("demo");
    await db.exec(`ALTER TABLE merchants DROP COLUMN demo_accounts_seeded;
      DELETE FROM schema_migrations WHERE name = '0022_demo_seeding.sql'`);
    await expect(prepare(db, productionStart)).rejects.toThrow(/seeded by the demo start/);
  });

  it("the production start disables the bootstrap operator without BOOTSTRAP_OPERATOR_KEY, and never takes the demo key", async () => {
    const db = await database("migrated");
    // A demo start whose merchant files hold no demo accounts leaves only the demo key behind.
    const demoWithoutAccounts = { ...demoStart, MERCHANT_CONFIG_DIRS: productionStart.MERCHANT_CONFIG_DIRS };
    await prepare(db, demoWithoutAccounts);

    // The demo's staff, whose passwords and TOTP secrets the README publishes, go with it (decision 081).
    expect((await prepare(db, productionStart)).disabledOperators).toEqual([
      "bootstrap",
      "staff:demoadmin",
      "staff:demofinance",
    ]);
    expect(await adminAs(await appOn(db, productionStart), DEMO_OPERATOR_KEY)).toBe(401);

    // Even enabled again by hand, the demo key does not open a production back office.
    await db.query("UPDATE operators SET disabled_at = NULL WHERE name = 'bootstrap'");
    expect(await adminAs(await appOn(db, productionStart), DEMO_OPERATOR_KEY)).toBe(401);
    expect(await adminAs(await appOn(db, demoWithoutAccounts), DEMO_OPERATOR_KEY)).toBe(200);

    // An operator renamed while it held the demo key is disabled too; bootstrap takes the new key.
    await db.query("UPDATE operators SET name = 'old-demo' WHERE name = 'bootstrap'");
    const withKey = loadConfig({ BOOTSTRAP_OPERATOR_KEY: PRODUCTION_KEY });
    expect((await prepare(db, withKey)).disabledOperators).toEqual(["old-demo"]);
    const app = await appOn(db, withKey);
    expect(await adminAs(app, PRODUCTION_KEY)).toBe(200);
    expect(await adminAs(app, DEMO_OPERATOR_KEY)).toBe(401);
    expect(await createOperatorService(db).list()).toEqual([
      expect.objectContaining({ name: "bootstrap", disabled: false }),
      expect.objectContaining({ name: "old-demo", disabled: true }),
    ]);
  });

  it("the real production command stops with the reason on a database a demo start left behind", async () => {
    // A copy of the demo template: in a folder for PGlite, on the server for PostgreSQL.
    const db = await database("demo");
    let dataDir: string | undefined;
    if (!db.url) {
      dataDir = copyPgliteTemplate("demo");
    }
    try {
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: "0",
        HOST: "127.0.0.1",
      };
      if (db.url) env.DATABASE_URL = db.url;
      else env.DATA_DIR = dataDir;
      const result = await run("npm", ["run", "start", "-w", "@banca/server"], env);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(db.url ? "The database of DATABASE_URL" : `The folder ${dataDir}`);
      expect(result.stderr).toContain("was seeded by the demo start");
    } finally {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** Runs a command to its end (killed after 45 s: a server that did not stop would serve forever). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    // Its own process group, so that npm, the shell and the server under it can be killed together.
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env,
      stdio: ["ignore", "ignore", "pipe"],
      detached: true,
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 45_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}
