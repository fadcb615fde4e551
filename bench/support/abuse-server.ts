// The reward-abuse bench's own demo start: the server from source, as `npm start` runs it with the
// demo switches, on a fresh data folder (or DATABASE_URL), listening on loopback only and trusting
// loopback as its proxy so each bench visitor can present its own client address.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const root = path.resolve(import.meta.dirname, "../..");

/** The demo start's operator key (README): the bench decides deposits with it, as an operator would. */
export const DEMO_OPERATOR_KEY = "demo-operator-key-0123456789";

export type DemoStart = { base: string; stop(): Promise<void> };

export async function startDemo(port: number, startMinutes = 10): Promise<DemoStart> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "banca-abuse-"));
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      DEMO: "true",
      SANDBOX_OUTBOX: "true",
      SANDBOX_PAYMENTS: "true",
      BOOTSTRAP_OPERATOR_KEY: DEMO_OPERATOR_KEY,
      TRUST_PROXY: "127.0.0.1",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await Promise.race([exited, sleep(15_000)]);
      if (server.exitCode === null) server.kill("SIGKILL");
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + startMinutes * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`the demo start stopped (${server.exitCode})`);
    }
    try {
      if ((await fetch(`${base}/wps/system/status`)).ok) return { base, stop };
    } catch {}
    await sleep(1_000);
  }
  await stop();
  throw new Error(`the demo start did not answer within ${startMinutes} minutes`);
}
