import { existsSync, mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8181);
const root = path.resolve(import.meta.dirname, "..");
// A fresh embedded database per run: the suite starts from the seeded demo like a new install.
// Workers load this file again; the variable makes them all agree on the one folder.
process.env.BANCA_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "banca-e2e-"));
const dataDir = process.env.BANCA_E2E_DATA_DIR;
// What the workers share between them (support/between-workers.ts), for the same reason.
process.env.BANCA_E2E_SHARED_DIR ??= mkdtempSync(path.join(tmpdir(), "banca-e2e-shared-"));
// Chromium's headless shell renders the same pages with less of the browser around them: the suite
// spent 15 % less CPU in it than in the full browser, side by side (decision 104). The full browser
// stands in where the shell is not installed.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export default defineConfig({
  testDir: "./tests",
  globalTeardown: "./support/remove-data-dir.ts",
  outputDir: "./.artifacts/results",
  fullyParallel: true,
  // Half the cores, as Playwright's default, but never fewer than two: a worker spends much of a test
  // waiting on its page and the server, and on two cores one worker left the second half idle
  // (a newcomer's `npm test` took 15 min where CI's took 8; decision 117).
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  reporter: [["list"]],
  // A whole player flow on a busy two-core runner: sign-up, a few pages, a poll or two.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // A click or a page load that waits longer than this is stuck: fail there, naming the step,
    // instead of at the test's timeout.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // A trace records a screencast and a DOM snapshot of every step of every test, kept only when
    // the test fails: 14 % of the suite's CPU (decision 104). A run keeps the failure's screenshot
    // and error; a failing test is traced by running it again with `--trace retain-on-failure`.
    trace: "off",
    screenshot: "only-on-failure",
    // Animations are decoration (base.css turns them off for players who ask for less motion);
    // painting tickers and shimmers frame after frame was a third of the suite's CPU time.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: chromiumPath,
      // The machine has no outside network: keep Chromium from trying to reach it.
      args: [
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        // No GPU here: without this Chromium emulates one in software, on the CPU the tests need.
        "--disable-gpu",
      ],
    },
  },
  webServer: {
    command: "npm run start -w @banca/server",
    cwd: root,
    url: `http://localhost:${port}/wps/system/status`,
    reuseExistingServer: false,
    // A fresh database migrates and seeds the whole demo (games, teams, contracts, draws): seconds on
    // a quiet machine, minutes on a busy one.
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      // The suite runs the demo start: its demo accounts (config/demo), sandboxes and demo vendor.
      DEMO: "true",
      // The fixture merchants extend the demo for one setting each; they leave out its demo accounts
      // (and so the agent team's two weeks of history) and its generated games, which no test of
      // theirs uses: seeding them was 45 of the start's 55 seconds, on one core (decision 104).
      MERCHANT_CONFIG_DIRS: [
        path.join(root, "config/merchants"),
        path.join(root, "config/demo"),
        path.join(root, "e2e/fixtures/merchants"),
      ].join(","),
      // The browser's requests come from 127.0.0.1, which plays the load balancer in these tests.
      TRUST_PROXY: "127.0.0.1",
      VALIDATE_RESPONSES: "true",
      // The analytics tag of the "tagged" merchant: a host the tests answer themselves (page.route),
      // as this machine reaches no outside network.
      ANALYTICS_SCRIPT_URL: "https://tags.analytics.test/gtag/js",
      // The suite reads the SMS and e-mail codes a player would get from GET /sandbox/outbox.
      SANDBOX_OUTBOX: "true",
      LOG_LEVEL: "warn",
      LOG_PRETTY: "false",
      // Google and Facebook sign-in of the demo merchant go to the built-in sandbox provider.
      SANDBOX_OIDC: "true",
      // Gateway deposits go to the built-in sandbox gateway and its hosted payment page.
      SANDBOX_PAYMENTS: "true",
      // Merchants whose phoneAuth says "sandbox" (e2e/fixtures/merchants/phoneauth.json) send and
      // check their codes through the built-in phone-authentication provider.
      SANDBOX_PHONE_AUTH: "true",
      // The suite acts as the back office with this key (see modules/admin/admin-route.ts).
      BOOTSTRAP_OPERATOR_KEY: "e2e-operator-key-0123456789abcdef",
    },
  },
});
