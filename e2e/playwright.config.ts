import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8181);
const root = path.resolve(import.meta.dirname, "..");
// A fresh embedded database per run: the suite starts from the seeded demo like a new install.
const dataDir = mkdtempSync(path.join(tmpdir(), "banca-e2e-"));

export default defineConfig({
  testDir: "./tests",
  outputDir: "./.artifacts/results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // The machine has no outside network: keep Chromium from trying to reach it.
      args: [
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "npm run start -w @banca/server",
    cwd: root,
    url: `http://localhost:${port}/wps/system/status`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      MERCHANT_CONFIG_DIRS: `${path.join(root, "config/merchants")},${path.join(root, "e2e/fixtures/merchants")}`,
      TRUST_PROXY: "true",
      VALIDATE_RESPONSES: "true",
      LOG_LEVEL: "warn",
      LOG_PRETTY: "false",
    },
  },
});
