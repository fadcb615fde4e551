import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "#app/db/database.ts";

/** Seconds: most calls answer within tens of milliseconds; the long tail is what an operator watches. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds a job waited past its due time: the runner polls every second, a stuck one falls behind by minutes. */
const LAG_BUCKETS = [0.5, 1, 2, 5, 10, 30, 60, 300, 900, 3600];

type Child = { observe(value: number): void } | { inc(value?: number): void };

/**
 * Label children kept by their key: prom-client hashes a label object on each call, which the hot
 * paths (every request, every vendor call) skip after the first time a route is seen.
 */
function childCache<T extends Child>(make: (...labels: string[]) => T) {
  const children = new Map<string, T>();
  return (...labels: string[]): T => {
    const key = labels.join("\u0000");
    let child = children.get(key);
    if (!child) {
      child = make(...labels);
      children.set(key, child);
    }
    return child;
  };
}

/**
 * Every metric of one application, in a registry of its own (tests build several applications in one
 * process; each reads only its own). Counters and histograms are written where things happen; the
 * gauges that describe shared state (the pool, the job queue, the last ledger check) are read when
 * Prometheus scrapes.
 */
export function createMetrics(options: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  const registers = [registry];
  // The process's CPU, memory, handles, garbage collection and event-loop delay: one set per process
  // (each set keeps an event-loop monitor running), so only the real start asks for them.
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "banca_http_requests_total",
    help: "HTTP requests answered, by method, route template and status code",
    labelNames: ["method", "route", "status_code"] as const,
    registers,
  });
  const requestErrors = new Counter({
    name: "banca_http_request_errors_total",
    help: "HTTP requests answered with a server error (5xx), by method and route template",
    labelNames: ["method", "route"] as const,
    registers,
  });
  const requestDuration = new Histogram({
    name: "banca_http_request_duration_seconds",
    help: "Time from receiving a request to sending its answer, by method and route template",
    labelNames: ["method", "route"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const seamlessDuration = new Histogram({
    name: "banca_seamless_call_duration_seconds",
    help: "Time the wallet took to answer a vendor's seamless call, by operation and answer status (OK or the error code)",
    labelNames: ["operation", "status"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const jobRuns = new Counter({
    name: "banca_job_runs_total",
    help: "Job runs by this instance, by job and outcome (done, failed)",
    labelNames: ["job", "outcome"] as const,
    registers,
  });
  const jobLag = new Histogram({
    name: "banca_job_lag_seconds",
    help: "How long after its due time a job started on this instance",
    labelNames: ["job"] as const,
    buckets: LAG_BUCKETS,
    registers,
  });
  const jobDuration = new Histogram({
    name: "banca_job_duration_seconds",
    help: "How long a job's run took on this instance",
    labelNames: ["job"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const chatSockets = new Gauge({
    name: "banca_chat_sockets_open",
    help: "Chat WebSockets open on this instance",
    registers,
  });

  const requestChild = childCache((method, route) => requestDuration.labels(method, route));
  const countChild = childCache((method, route, status) => requests.labels(method, route, status));
  const seamlessChild = childCache((operation, status) => seamlessDuration.labels(operation, status));

  return {
    registry,
    request(method: string, route: string, statusCode: number, seconds: number) {
      requestChild(method, route).observe(seconds);
      countChild(method, route, String(statusCode)).inc();
      if (statusCode >= 500) requestErrors.labels(method, route).inc();
    },
    seamlessCall(operation: string, status: string, seconds: number) {
      seamlessChild(operation, status).observe(seconds);
    },
    jobRun(job: string, outcome: "done" | "failed", lagSeconds: number, seconds: number) {
      jobRuns.labels(job, outcome).inc();
      jobLag.labels(job).observe(Math.max(0, lagSeconds));
      jobDuration.labels(job).observe(seconds);
    },
    chatSocketOpened: () => chatSockets.inc(),
    chatSocketClosed: () => chatSockets.dec(),
    /** The gauges read from the database at each scrape; called once, when the database is known. */
    watchDatabase(db: Database) {
      watchDatabase(registry, db);
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/** A scrape collects its gauges side by side: those that share a query share its answer. */
function oncePerScrape<T>(read: () => Promise<T>) {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      pending = read().finally(() => {
        pending = null;
      });
    }
    return pending;
  };
}

function watchDatabase(registry: Registry, db: Database) {
  const registers = [registry];
  new Gauge({
    name: "banca_db_pool_connections",
    help: "Database connections of this instance by state: total, idle, and callers waiting for one",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const pool = db.poolStats();
      this.set({ state: "total" }, pool.total);
      this.set({ state: "idle" }, pool.idle);
      this.set({ state: "waiting" }, pool.waiting);
    },
  });

  new Gauge({
    name: "banca_db_replica_lag_seconds",
    help: "How far the read replica (READ_DATABASE_URL) trails the primary; absent without a replica",
    registers,
    async collect() {
      this.reset();
      // A replica that does not answer leaves the gauge out, like the job gauges below.
      const lag = await db.replicaLagSeconds().catch(() => null);
      if (lag !== null) this.set(lag);
    },
  });

  const dueJobs = oncePerScrape(() =>
    db
      .query<{ name: string; due: number; lag: number }>(
        `SELECT name, count(*)::int AS due, extract(epoch FROM now() - min(run_at))::float8 AS lag
         FROM jobs WHERE state = 'pending' AND run_at <= now() GROUP BY name`,
      )
      // A database that does not answer leaves these gauges out; the rest of the scrape still comes.
      .catch(() => []),
  );
  new Gauge({
    name: "banca_jobs_due",
    help: "Jobs due and not yet done, across all instances, by job",
    labelNames: ["job"] as const,
    registers,
    async collect() {
      this.reset();
      for (const row of await dueJobs()) this.set({ job: row.name }, row.due);
    },
  });
  new Gauge({
    name: "banca_job_oldest_due_seconds",
    help: "How long the oldest job still waiting has been due, across all instances, by job",
    labelNames: ["job"] as const,
    registers,
    async collect() {
      this.reset();
      for (const row of await dueJobs()) this.set({ job: row.name }, row.lag);
    },
  });

  const lastCheck = oncePerScrape(async () => {
    const rows = await db
      .query<{ at: number; ok: boolean }>(
        `SELECT extract(epoch FROM coalesce(finished_at, run_at))::float8 AS at, state = 'done' AS ok
         FROM jobs WHERE name = 'ledger.check' AND state <> 'pending' ORDER BY run_at DESC LIMIT 1`,
      )
      .catch(() => []);
    return rows[0];
  });
  new Gauge({
    name: "banca_ledger_check_last_run_timestamp_seconds",
    help: "When the ledger's invariants were last checked (Unix time), labelled with what the check found: sound or broken; absent before the first check",
    labelNames: ["outcome"] as const,
    registers,
    async collect() {
      this.reset();
      const row = await lastCheck();
      if (row) this.set({ outcome: row.ok ? "sound" : "broken" }, row.at);
    },
  });
}
