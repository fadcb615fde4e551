import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHAT_SOCKET_CLOSE, CHAT_SOCKET_PATH } from "@banca/contract/chat";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { expect, it } from "vitest";
import { WebSocket } from "ws";
import { type Database, openDatabase } from "#app/db/database.ts";
import { createJobRunner } from "#app/modules/jobs/runner.ts";
import { createLedgerCheckJob } from "#app/modules/ledger/check-job.ts";
import { copyPgliteTemplate, databaseKind, openTestDatabase } from "./support/test-database.ts";

const SERVER_DIR = path.join(import.meta.dirname, "..");
/** Far more queued jobs than the runner gets through before the signal: it is mid-batch then. */
const QUEUED_JOBS = 200;
const IN_FLIGHT_REQUESTS = 4;
const METRICS_TOKEN = "drain-test-metrics-token-0123456789";

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Queues the jobs the server drains, due before the start of the hour: the server's own hourly
 * ledger check falls due at that start, and the runner takes the oldest first, so the first run the
 * metrics count is one of these (due a minute ago, they came after the hourly one, and a stop right
 * after it found none of them done).
 */
async function queueJobs(db: Database) {
  await db.query(
    `INSERT INTO jobs (name, run_key, run_at)
     SELECT 'ledger.check', 'drain-' || i, now() - interval '2 hours' FROM generate_series(1, $1::int) AS i`,
    [QUEUED_JOBS],
  );
}

type Runs = { done: number; pending: number; other: number };

/** The queued jobs by state; `other` counts any run that is neither done once nor untouched. */
async function queuedRuns(db: Database): Promise<Runs> {
  const [row] = await db.query<Runs>(
    `SELECT count(*) FILTER (WHERE state = 'done' AND attempts = 1)::int AS done,
            count(*) FILTER (WHERE state = 'pending' AND attempts = 0 AND leased_until IS NULL)::int AS pending,
            count(*) FILTER (WHERE NOT ((state = 'done' AND attempts = 1)
              OR (state = 'pending' AND attempts = 0 AND leased_until IS NULL)))::int AS other
       FROM jobs WHERE run_key LIKE 'drain-%'`,
  );
  return row!;
}

/** The real server, as `npm run start -w @banca/server` runs it, on the given database. */
function startServer(port: number, database: { url?: string; dataDir?: string }) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: database.url ?? "",
      DATA_DIR: database.dataDir ?? "",
      WEB_DIST_DIR: path.join(SERVER_DIR, "test/no-such-dist"),
      LOG_LEVEL: "info",
      LOG_PRETTY: "false",
      JOBS_POLL_MS: "100",
      SHUTDOWN_GRACE_MS: "20000",
      METRICS_TOKEN,
    },
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (output.includes("Server listening")) {
        clearInterval(check);
        resolve();
      }
    }, 50);
    void exited.then(() => {
      clearInterval(check);
      reject(new Error(`the server ended before listening:\n${output}`));
    });
  });
  return { child, listening, exited, output: () => output };
}

/**
 * A request whose body arrives in two halves: after its first half the server holds it in flight
 * until the rest comes. Answers the sending of the rest, and the whole answer the server wrote.
 */
async function slowRequest(port: number) {
  const body = JSON.stringify({ username: "drainuser", password: "Drain2026x" });
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk;
  });
  const answered = new Promise<string>((resolve, reject) => {
    socket.once("end", () => resolve(received));
    socket.once("error", reject);
  });
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST ${ENDPOINTS.login.path} HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    finish() {
      socket.write(body.slice(half));
      return answered;
    },
  };
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the server's runner has finished some of the queued jobs, read from its own counter:
 * a loaded machine may take seconds to reach the first, and a stop before it proves nothing.
 */
async function untilJobsRan(port: number) {
  for (let tries = 0; tries < 300; tries += 1) {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const text = await response.text();
    const done = /^banca_job_runs_total\{[^}]*job="ledger\.check"[^}]*outcome="done"[^}]*\} (\d+)/m.exec(
      text,
    );
    if (done && Number(done[1]) > 0) return;
    await pause(50);
  }
  throw new Error("the server ran none of the queued jobs in 15 s");
}

it(`SIGTERM drains the real server: requests in flight answered, chat told to reconnect, the job in hand finished once, exit 0 (${databaseKind})`, async () => {
  const folder = mkdtempSync(path.join(tmpdir(), "banca-drain-"));
  const testDb = databaseKind === "postgres" ? await openTestDatabase("migrated") : null;
  const dataDir = path.join(folder, "data");
  // PGlite's folder belongs to one process at a time: the test prepares it, closes it, and opens it
  // again once the server has gone.
  const openOwn = () => (testDb ? Promise.resolve(testDb) : openDatabase({ dataDir }));
  try {
    // On PGlite, the suite's migrated template copied into the folder the server will use.
    if (!testDb) copyPgliteTemplate("migrated", dataDir);
    const before = await openOwn();
    await queueJobs(before);
    if (!testDb) await before.close();

    const port = await freePort();
    const server = startServer(port, testDb ? { url: testDb.url! } : { dataDir });

    await server.listening;

    const chat = new WebSocket(`ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}`);
    const chatClosed = new Promise<number>((resolve) => chat.once("close", (code) => resolve(code)));
    await new Promise((resolve, reject) => {
      chat.once("open", resolve);
      chat.once("error", reject);
    });
    const requests = await Promise.all(Array.from({ length: IN_FLIGHT_REQUESTS }, () => slowRequest(port)));
    // The job runner is working through the queue meanwhile.
    await untilJobsRan(port);

    server.child.kill("SIGTERM");
    expect(await chatClosed).toBe(CHAT_SOCKET_CLOSE.serviceRestart);
    await pause(300);
    expect(await refusesConnections(port)).toBe(true);
    const answers = await Promise.all(requests.map((request) => request.finish()));
    const code = await server.exited;

    for (const answer of answers) {
      const [head = "", body = ""] = answer.split("\r\n\r\n");
      // The site's envelope, from the login itself: not a cut connection, nor the 503 of a closing server.
      expect(head).toMatch(/^HTTP\/1\.1 [1-4]\d\d /);
      expect(JSON.parse(body)).toHaveProperty("success", false);
    }
    expect(code, server.output()).toBe(0);
    expect(server.output()).toContain("shutting down");
    expect(server.output()).not.toContain("grace period over");

    const after = await openOwn();
    try {
      const stopped = await queuedRuns(after);
      // Stopped mid-queue: what ran ran once; what did not was never taken, so nothing is lost.
      expect(stopped.done).toBeGreaterThan(0);
      expect(stopped.pending).toBeGreaterThan(0);
      expect(stopped.other).toBe(0);
      await createJobRunner(after, [createLedgerCheckJob(after)]).runDue();
      expect(await queuedRuns(after)).toEqual({ done: QUEUED_JOBS, pending: 0, other: 0 });
    } finally {
      if (!testDb) await after.close();
    }
  } finally {
    await testDb?.drop();
    rmSync(folder, { recursive: true, force: true });
  }
}, 180_000);
