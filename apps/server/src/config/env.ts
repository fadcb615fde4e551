import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { SERVER_DIR } from "../server-dir.ts";
import { DEMO_OPERATOR_KEY } from "./demo.ts";

export const REPO_ROOT = path.resolve(SERVER_DIR, "../..");

// npm runs workspace scripts inside the workspace folder; relative paths the operator gives are
// meant from where they typed the command, which npm keeps in INIT_CWD.
const invocationDir = process.env.INIT_CWD ?? process.cwd();
const resolvePath = (value: string) => path.resolve(invocationDir, value);
const flag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

/** Google's tag, the adapter's default script, and the origins it reports to. */
export const DEFAULT_ANALYTICS_SCRIPT_URL = "https://www.googletagmanager.com/gtag/js";
export const DEFAULT_ANALYTICS_CONNECT_SRC =
  "https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com";

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  /**
   * A streaming replica of DATABASE_URL for heavy reads (reports, records, the lobby); writes and
   * reads that must see them stay on DATABASE_URL (docs/DEPLOYMENT.md).
   */
  READ_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  /** Default ./data, and ./data-demo for the demo start: a demo never leaves its accounts in production's folder. */
  DATA_DIR: z.string().min(1).transform(resolvePath).optional(),
  DEFAULT_MERCHANT: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, "must be a merchant code such as demo")
    .default("demo"),
  /** Default config/merchants, and config/merchants plus config/demo (the demo accounts) for the demo start. */
  MERCHANT_CONFIG_DIRS: z
    .string()
    .transform((value) => value.split(",").map((dir) => resolvePath(dir.trim())))
    .optional(),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, "apps/web/dist")).transform(resolvePath),
  /** The built back office (apps/backoffice), served at /backoffice/ when its index.html is there. */
  BACKOFFICE_DIST_DIR: z
    .string()
    .default(path.join(REPO_ROOT, "apps/backoffice/dist"))
    .transform(resolvePath),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_PRETTY: flag.default(Boolean(process.stdout.isTTY)),
  /**
   * Behind a load balancer: the proxies whose X-Forwarded-For is believed, as a hop count ("1") or
   * their addresses and networks ("10.0.0.0/8,127.0.0.1"). Anything the client wrote further left
   * is ignored, so a visitor cannot choose the address the region check sees.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, context): false | number | string[] => {
      if (value === "false") return false;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(",").map((entry) => entry.trim());
      if (entries.every((entry) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(entry))) return entries;
      context.addIssue({
        code: "custom",
        message: "must be false, a hop count, or proxy addresses/networks",
      });
      return z.NEVER;
    }),
  /**
   * The demo start (`npm start`): demo accounts, demo messages, the demo operator key, the sandboxes
   * and the demo vendor exist only when this is on. A production start leaves it off.
   */
  DEMO: flag.default(false),
  /** Check every answer against its contract schema (on in tests, costs time in production). */
  VALIDATE_RESPONSES: flag.default(false),
  /**
   * Serves GET /sandbox/outbox: the latest SMS and e-mails of the local outbox, codes included, to
   * anyone who asks. For local demos and the e2e suite only, never in production.
   */
  SANDBOX_OUTBOX: flag.default(false),
  /**
   * Runs the built-in OpenID sandbox under /sandbox/oidc/<provider> for merchants whose social
   * sign-in says "sandbox": anyone can sign in as any demo identity, so never in production.
   */
  SANDBOX_OIDC: flag.default(false),
  /**
   * Runs the built-in phone-authentication sandbox under /sandbox/phone-auth/v1 for merchants whose
   * phoneAuth says "sandbox": its codes go to the outbox, so never in production.
   */
  SANDBOX_PHONE_AUTH: flag.default(false),
  /**
   * An operator key (at least 24 characters) the server gives the operator "bootstrap" at start-up,
   * for all merchants: the way into the back office before anyone ran `npm run ops -- operator add`.
   */
  BOOTSTRAP_OPERATOR_KEY: z.string().min(24, "must have at least 24 characters").optional(),
  /** How often a server looks for due jobs, in milliseconds (0: this server runs no jobs). */
  JOBS_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  /**
   * Runs the built-in sandbox payment gateway: its hosted page under /sandbox/pay/<reference>
   * lets anyone "pay" a deposit without money, so never in production.
   */
  SANDBOX_PAYMENTS: flag.default(false),
  /** The sandbox gateway's HMAC secret for its notifications; a fresh random one per process if unset. */
  SANDBOX_PAYMENT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * Redis for the chat's pushes across instances (pub/sub); without it they go through the
   * database's LISTEN/NOTIFY (decision 061).
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  /**
   * A secret (at least 24 characters) that opens GET /metrics on the public port to a scraper sending
   * `Authorization: Bearer <token>`. Without it (and without METRICS_PORT) /metrics answers 404.
   */
  METRICS_TOKEN: z.string().min(24, "must have at least 24 characters").optional(),
  /** A second port that serves only GET /metrics, without a token, on METRICS_HOST. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /** The address the metrics port listens on: an internal one, never the public interface. */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /**
   * On SIGTERM, how long requests in flight and the running job may take to finish before the
   * remaining connections are cut and the process exits.
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  /**
   * The analytics tag's script (the site adds `?id=<merchant's gtagId>`), loaded only for a merchant
   * that sets an id and a visitor who accepted analytics; its origin joins the CSP's script-src.
   */
  ANALYTICS_SCRIPT_URL: z
    .url({ protocol: /^https$/, error: "must be an https:// address" })
    .default(DEFAULT_ANALYTICS_SCRIPT_URL),
  /** Where the tag may send its measurements (CSP connect-src), space-separated origins. */
  ANALYTICS_CONNECT_SRC: z
    .string()
    .regex(
      /^(https:\/\/[a-z0-9*.-]+(:\d+)?)( https:\/\/[a-z0-9*.-]+(:\d+)?)*$/i,
      "must be https:// origins separated by spaces",
    )
    .default(DEFAULT_ANALYTICS_CONNECT_SRC),
  /** The address visitors reach this server at (the sandbox's issuer); default http://localhost:<PORT>. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// address" })
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
});

type ParsedEnv = z.infer<typeof envSchema>;
export type AppConfig = Omit<ParsedEnv, "DATA_DIR" | "MERCHANT_CONFIG_DIRS"> & {
  DATA_DIR: string;
  MERCHANT_CONFIG_DIRS: string[];
};

export class ConfigError extends Error {}

const SANDBOX_FLAGS = ["SANDBOX_OUTBOX", "SANDBOX_OIDC", "SANDBOX_PAYMENTS", "SANDBOX_PHONE_AUTH"] as const;

/** Settings that only the demo start may have: each lets anyone in without a secret. */
function demoOnlyProblems(config: ParsedEnv): string[] {
  if (config.DEMO) return [];
  const problems: string[] = SANDBOX_FLAGS.filter((name) => config[name]).map(
    (name) =>
      `  ${name}=true: the sandboxes run only in the demo start (npm start, DEMO=true); leave ${name} unset in production`,
  );
  if (config.BOOTSTRAP_OPERATOR_KEY === DEMO_OPERATOR_KEY) {
    problems.push(
      "  BOOTSTRAP_OPERATOR_KEY: this is the demo key printed in the README; give production a secret of your own (for example `openssl rand -base64 32`)",
    );
  }
  return problems;
}

/** Reads and checks the process settings; a bad value stops start-up with a message saying what to set. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set" (DATABASE_URL= npm start runs on the embedded database).
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join(".");
      return `  ${name}=${JSON.stringify(env[name] ?? "")}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const problems = demoOnlyProblems(parsed.data);
  if (parsed.data.READ_DATABASE_URL && !parsed.data.DATABASE_URL) {
    problems.push("  READ_DATABASE_URL: a replica needs its primary; set DATABASE_URL too");
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  const demo = parsed.data.DEMO;
  const config: AppConfig = {
    ...parsed.data,
    DATA_DIR: parsed.data.DATA_DIR ?? path.join(REPO_ROOT, demo ? "data-demo" : "data"),
    MERCHANT_CONFIG_DIRS:
      parsed.data.MERCHANT_CONFIG_DIRS ??
      (demo
        ? [path.join(REPO_ROOT, "config/merchants"), path.join(REPO_ROOT, "config/demo")]
        : [path.join(REPO_ROOT, "config/merchants")]),
  };
  const missing = config.MERCHANT_CONFIG_DIRS.filter((dir) => !existsSync(dir));
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  MERCHANT_CONFIG_DIRS: no such folder ${missing.join(", ")}`,
    );
  }
  return config;
}
