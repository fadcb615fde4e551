// The cluster bench's processes: a database of its own on the local PostgreSQL service, the server
// instances (the demo start from source, as `npm start` runs it, on that database and Redis), HAProxy
// in front of them, and, with --replica, a streaming standby made with pg_basebackup.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "../..");

export const DEMO_OPERATOR_KEY = "demo-operator-key-0123456789";
export const METRICS_TOKEN = "cluster-bench-metrics-token-0123";

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A fresh database on the server of `serverUrl`; answers its address and the way to drop it. */
export async function createBenchDatabase(serverUrl: string) {
  const name = `banca_cluster_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export type InstanceSettings = {
  databaseUrl: string;
  readDatabaseUrl?: string | undefined;
  redisUrl: string;
};

/** One server process; `start` can be called again after it has ended (a restart on the same port). */
export function createInstance(index: number, port: number, settings: InstanceSettings) {
  let child: ChildProcess | null = null;
  let exited: Promise<number | null> = Promise.resolve(null);
  let log = "";
  const base = `http://127.0.0.1:${port}`;

  async function start(readyWithinMs = 10 * 60_000) {
    log = "";
    child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DEMO: "true",
        SANDBOX_OUTBOX: "true",
        SANDBOX_PAYMENTS: "true",
        BOOTSTRAP_OPERATOR_KEY: DEMO_OPERATOR_KEY,
        DATABASE_URL: settings.databaseUrl,
        READ_DATABASE_URL: settings.readDatabaseUrl ?? "",
        REDIS_URL: settings.redisUrl,
        TRUST_PROXY: "127.0.0.1",
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        LOG_PRETTY: "false",
        METRICS_TOKEN,
        JOBS_POLL_MS: "200",
        SHUTDOWN_GRACE_MS: "15000",
        WEB_DIST_DIR: path.join(root, "apps/server/test/no-such-dist"),
        BACKOFFICE_DIST_DIR: path.join(root, "apps/server/test/no-such-dist"),
      },
    });
    const own = child;
    own.stdout?.on("data", (chunk) => {
      log = (log + chunk).slice(-20_000);
    });
    own.stderr?.on("data", (chunk) => {
      log = (log + chunk).slice(-20_000);
    });
    exited = new Promise((resolve) => own.once("exit", (code) => resolve(code)));
    const deadline = Date.now() + readyWithinMs;
    while (Date.now() < deadline) {
      if (own.exitCode !== null || own.signalCode !== null) {
        throw new Error(`instance ${index} ended while starting:\n${log}`);
      }
      try {
        if ((await fetch(`${base}/health/ready`)).ok) return;
      } catch {}
      await sleep(250);
    }
    throw new Error(`instance ${index} was not ready within ${readyWithinMs / 1000} s:\n${log}`);
  }

  return {
    index,
    port,
    base,
    start,
    log: () => log,
    /** SIGTERM: the graceful stop; answers the exit code. */
    async stop(): Promise<number | null> {
      child?.kill("SIGTERM");
      return exited;
    },
    /** SIGKILL: the crash. */
    async kill(): Promise<void> {
      child?.kill("SIGKILL");
      await exited;
    },
  };
}
export type Instance = ReturnType<typeof createInstance>;

/**
 * HAProxy (the Debian package) in front of the instances: round robin, each instance's readiness
 * checked every second, and a request that found its instance gone (refused connection, or a
 * connection cut before any answer) sent again to another, as the deployment guide configures it.
 */
export async function startHaproxy(port: number, instances: readonly Instance[]) {
  const folder = mkdtempSync(path.join(tmpdir(), "banca-haproxy-"));
  const config = path.join(folder, "haproxy.cfg");
  writeFileSync(
    config,
    [
      "global",
      "  maxconn 4096",
      "defaults",
      "  mode http",
      "  timeout connect 2s",
      "  timeout client 60s",
      "  timeout server 60s",
      "  timeout tunnel 1h",
      "  option http-buffer-request",
      "  retries 3",
      "  option redispatch 1",
      "  retry-on conn-failure empty-response response-timeout 503",
      "frontend site",
      `  bind 127.0.0.1:${port}`,
      "  default_backend servers",
      "backend servers",
      "  balance roundrobin",
      // A POST that reached an instance which then died may have done its work: only the calls
      // that carry their own reference (the vendors' seamless calls, by transaction id; the game
      // pages' spins and rolls, by Idempotency-Key) are sent again after a cut answer. A refused
      // connection (never reached) is retried for every call.
      "  http-request disable-l7-retry if METH_POST !{ path_beg /seamless/ } !{ req.hdr(idempotency-key) -m found }",
      "  option httpchk GET /health/ready",
      "  http-check expect status 200",
      // An instance is out after three failed checks a second apart (a busy machine answers a check
      // late now and then); a dead or stopping one is skipped at once anyway: its refused connection
      // is retried on another.
      "  timeout check 3s",
      "  default-server inter 1s fall 3 rise 1",
      ...instances.map((instance) => `  server s${instance.index} 127.0.0.1:${instance.port} check`),
      "",
    ].join("\n"),
  );
  execFileSync("haproxy", ["-c", "-q", "-f", config]);
  const child = spawn("haproxy", ["-db", "-f", config], { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  child.stderr.on("data", (chunk) => {
    log = (log + chunk).slice(-10_000);
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries++) {
    try {
      if ((await fetch(`${base}/health/live`)).ok) break;
    } catch {}
    await sleep(100);
  }
  return {
    base,
    log: () => log,
    async stop() {
      child.kill("SIGTERM");
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

const POSTGRES_BIN = (() => {
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql").sort() : [];
  const latest = versions.at(-1);
  return latest ? `/usr/lib/postgresql/${latest}/bin` : "";
})();

/** PostgreSQL's tools refuse to run as root: as root, they run as the postgres user. */
function asPostgres(tool: string, args: string[]) {
  const binary = path.join(POSTGRES_BIN, tool);
  if (process.getuid?.() === 0)
    execFileSync("runuser", ["-u", "postgres", "--", binary, ...args], { stdio: "pipe" });
  else execFileSync(binary, args, { stdio: "pipe" });
}

/**
 * A streaming standby of the local service, made with pg_basebackup and started on its own port.
 * The primary must accept replication connections from 127.0.0.1 (pg_hba.conf `host replication`).
 */
export async function startReplica(primaryUrl: string, port: number) {
  if (!POSTGRES_BIN) throw new Error("--replica needs the PostgreSQL server package (pg_basebackup, pg_ctl)");
  const primary = new URL(primaryUrl);
  const client = new pg.Client({ connectionString: primaryUrl });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_hba_file_rules WHERE 'replication' = ANY(database)",
  );
  await client.end();
  if (rows[0]!.n === 0) {
    throw new Error(
      "--replica: the primary refuses replication connections. Add to pg_hba.conf\n" +
        "  host replication all 127.0.0.1/32 trust\n" +
        "and reload it (pg_ctlcluster <version> main reload).",
    );
  }
  const folder = mkdtempSync(path.join(tmpdir(), "banca-replica-"));
  const dataDir = path.join(folder, "data");
  try {
    if (process.getuid?.() === 0) chownSync(folder, uidOf("postgres"), gidOf("postgres"));
    chmodSync(folder, 0o700);
    makeStandby(primary, folder, dataDir, port);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    /** The replica's address for a database of the primary. */
    urlOf(databaseUrl: string) {
      const url = new URL(databaseUrl);
      url.port = String(port);
      return url.toString();
    },
    async stop() {
      try {
        asPostgres("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

function makeStandby(primary: URL, folder: string, dataDir: string, port: number) {
  const user = decodeURIComponent(primary.username || "postgres");
  const from = ["-h", primary.hostname, "-p", primary.port || "5432", "-U", user];
  asPostgres("pg_basebackup", [...from, "-D", dataDir, "-R", "-X", "stream", "-c", "fast"]);
  // Debian keeps a cluster's configuration outside its data folder, so the copy has none: the
  // standby gets its own (primary_conninfo is in postgresql.auto.conf, written by -R).
  const files = {
    "postgresql.conf": "hot_standby = on\n",
    "pg_hba.conf": "local all all trust\nhost all all 127.0.0.1/32 trust\n",
    "pg_ident.conf": "",
  };
  for (const [file, text] of Object.entries(files)) {
    if (!existsSync(path.join(dataDir, file))) writeAsPostgres(path.join(dataDir, file), text);
  }
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c cluster_name=banca-replica`;
  asPostgres("pg_ctl", ["-D", dataDir, "-l", path.join(folder, "replica.log"), "-w", "start", "-o", options]);
}

function writeAsPostgres(file: string, text: string) {
  writeFileSync(file, text, { mode: 0o600 });
  if (process.getuid?.() === 0) chownSync(file, uidOf("postgres"), gidOf("postgres"));
}

function uidOf(user: string) {
  return Number(execFileSync("id", ["-u", user]).toString().trim());
}
function gidOf(user: string) {
  return Number(execFileSync("id", ["-g", user]).toString().trim());
}
